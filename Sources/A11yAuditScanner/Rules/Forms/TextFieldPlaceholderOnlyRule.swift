import SwiftSyntax

/// Reports text fields whose only visible label is their placeholder, which disappears once the person types.
public enum TextFieldPlaceholderOnlyRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["TextField", "SecureField"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "text-field-placeholder-only",
    title: "Show a label that stays beside text fields",
    summary: "A text field labelled only by its placeholder loses its label as soon as the person types.",
    rationale: """
      On iOS a `TextField` or `SecureField` shows its title (or its `prompt:`) as placeholder text inside the field, \
      and nowhere else: in a `Form` too. Once the person types, or when the field opens already filled, the \
      placeholder is gone and nothing on screen says what the field is. People with memory or attention \
      difficulties, and anyone checking a form before sending it, lose the label; placeholder text is also often \
      too faint to read (WCAG 3.3.2 Labels or Instructions; Apple HIG: Text fields). VoiceOver still reads the \
      title, so this is about what people see.

      Reported, low: a `TextField` or `SecureField` that shows a placeholder (a title or a `prompt:`) and has no \
      visible label. What counts as a visible label, nearest container first: a `LabeledContent` around the field; \
      a `Text`, `Label` or `Image` beside it in the same `HStack`, `LazyHStack` or `GridRow` (a search icon is a \
      label); a `Text` or `Label` in the statement just above it in a `VStack`, `Section`, `Form` or `List` (a label or \
      an instruction row); the header or footer of a \
      `Section`, or the title of a `GroupBox`, that holds this one text field only (a header over several fields \
      names the group, not each field); the title and message of an `.alert` or `.confirmationDialog` holding it. The search stops at the \
      enclosing `Form`, `List`, `ScrollView` or navigation container. A multi-line field (`axis: .vertical`) beside a \
      `Button` in an `HStack` is a message composer, where the typed text is the content: not judged. A field inside \
      a custom view given a title or \
      other arguments (`FormRow(title: "Email") { … }`) is not judged: that view may draw the label; nor is a \
      field whose title is handed in by its callers (a parameter, or a property without a value of the view around \
      it): they may show the label. Passing: a \
      field with a visible label. A field without any title is left to `form-control-missing-label`, as are \
      previews.

      Blind spots: macOS shows a `Form` field's title beside it, which this rule does not know; a label drawn by a \
      custom text field style, an overlay, or a navigation title naming a single-field screen is not seen; text \
      just above the field counts as its label even when it is a heading for several fields or an unrelated note.
      """,
    category: .forms,
    severity: .low,
    criteria: ["3.3.2"],
    message: "`{control}` is labelled only by its placeholder, which disappears once the person types",
    passingMessage: "Text field has a visible label",
    recommendation: """
      Show a label that stays: `LabeledContent("Email") { TextField("name@example.com", text: $email) }`, a `Text` \
      beside or above the field, or a `Section` header over this one field.
      """,
    impactDescription: "people lose track of what a filled-in field is for",
    tags: ["forms", "accessibility", "label", "placeholder"],
    triggeringExamples: TextFieldPlaceholderOnlyRuleExamples.triggering,
    nonTriggeringExamples: TextFieldPlaceholderOnlyRuleExamples.nonTriggering
  )

  /// Every text field of the file that shows a placeholder.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    ["TextField", "SecureField"].flatMap { file.index.calls(named: $0) }.compactMap { field in
      guard let kind = field.formControl, kind.showsTitleAsPlaceholder, !field.isInPreview else { return nil }
      let treatment = AccessibilityTreatment(of: ExprSyntax(field))
      guard !treatment.isHidden, field.showsPlaceholder,
        field.controlNaming == .named || treatment.hasLabel, !field.takesTitleFromCaller
      else { return nil }
      switch field.visibleLabel {
      case .shown: return RuleHit(node: field, severity: .none, passing: true)
      case .unjudged: return nil
      case .none:
        var hit = RuleHit(node: field, severity: .low, passing: false)
        hit.messageArguments = ["control": kind.rawValue]
        return hit
      }
    }
  }
}

/// Whether a field has a label on screen besides its placeholder.
private enum VisibleLabel {
  case shown
  /// A custom container may draw one.
  case unjudged
  case none
}

extension FunctionCallExprSyntax {
  /// A title or a prompt that the field shows as its placeholder.
  fileprivate var showsPlaceholder: Bool {
    if let title = firstUnlabeledArgument, !title.isBlankText { return true }
    return showsPrompt
  }

  /// Whether the field's title is handed in by whoever uses the view or function around it (a parameter, or a
  /// property without a value of its own): a reusable field whose callers may show the label.
  fileprivate var takesTitleFromCaller: Bool {
    guard let name = (firstUnlabeledArgument ?? argument(labelled: "prompt"))?.rootValueName else { return false }
    var current = parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        if function.signature.parameterClause.parameters.contains(where: { $0.internalName == name }) { return true }
      } else if let initializer = node.as(InitializerDeclSyntax.self) {
        if initializer.signature.parameterClause.parameters.contains(where: { $0.internalName == name }) { return true }
      } else if let type = node.as(StructDeclSyntax.self) {
        return type.memberBlock.declaresPropertyWithoutValue(named: name)
      } else if let type = node.as(ClassDeclSyntax.self) {
        return type.memberBlock.declaresPropertyWithoutValue(named: name)
      }
      current = node.parent
    }
    return false
  }

  /// The label the containers around the field show, nearest first.
  fileprivate var visibleLabel: VisibleLabel {
    let chainTop = Syntax(ExprSyntax(self).chainTopExpression)
    let offset = positionAfterSkippingLeadingTrivia.utf8Offset
    for container in enclosingCalls {
      let call = container.call
      if let modifier = call.viewModifierName {
        if modifier == "alert" || modifier == "confirmationDialog" { return .shown }
        continue
      }
      guard let name = call.constructedTypeName else { continue }
      switch name {
      case "LabeledContent":
        return .shown
      case "HStack", "LazyHStack", "GridRow":
        if call.showsText(besides: chainTop, orIcons: true) { return .shown }
        if isMultiline && call.holdsButton { return .unjudged }
      case "VStack", "LazyVStack":
        if container.closure?.statement(before: offset)?.labelsTheNextRow == true { return .shown }
      case "Section", "GroupBox":
        if container.closure?.statement(before: offset)?.labelsTheNextRow == true { return .shown }
        let header = name == "Section" ? call.showsSectionHeader || call.showsSectionFooter : call.showsGroupBoxTitle
        return header && call.holdsOneTextField ? .shown : .none
      case "Form", "List", "ScrollView":
        return container.closure?.statement(before: offset)?.labelsTheNextRow == true ? .shown : .none
      case "NavigationStack", "NavigationView", "NavigationSplitView", "TabView":
        return .none
      case "ZStack", "Group", "ForEach", "Grid", "ViewThatFits", "GeometryReader", "ScrollViewReader":
        continue
      default:
        if call.arguments.contains(where: { !$0.expression.is(ClosureExprSyntax.self) }) { return .unjudged }
      }
    }
    return .none
  }

  /// Whether the field grows to several lines (`axis: .vertical`): with a button beside it, a message composer.
  fileprivate var isMultiline: Bool {
    argument(labelled: "axis")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "vertical"
  }

  /// Whether the call's closures hold a `Button` (a composer's send button).
  fileprivate var holdsButton: Bool {
    closureSlots.contains { slot in
      slot.closure.statements.contains {
        $0.item.as(FunctionCallExprSyntax.self)?.viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName
          == "Button"
      }
    }
  }

  /// Whether a `Section` shows a `footer:` view with text (an instruction under its rows).
  fileprivate var showsSectionFooter: Bool {
    if let footer = argument(labelled: "footer") { return footer.showsText }
    return additionalTrailingClosures.first { $0.label.text == "footer" }?.closure.showsText ?? false
  }

  /// Whether a `GroupBox` shows a title (`GroupBox("Account")`) or a `label:` view with text.
  fileprivate var showsGroupBoxTitle: Bool {
    if let title = firstUnlabeledArgument, !title.is(ClosureExprSyntax.self) { return !title.isBlankText }
    if let label = argument(labelled: "label") { return label.showsText }
    return additionalTrailingClosures.first { $0.label.text == "label" }?.closure.showsText ?? false
  }

  /// Whether the call's closures hold a single text field (`TextField`, `SecureField` or `TextEditor`).
  fileprivate var holdsOneTextField: Bool {
    var count = 0
    for slot in closureSlots {
      for token in slot.closure.tokens(viewMode: .sourceAccurate) {
        if ["TextField", "SecureField", "TextEditor"].contains(token.text) { count += 1 }
      }
    }
    return count == 1
  }
}

extension EnclosingCall {
  /// The closure of the call that holds the node, when it is held in one.
  fileprivate var closure: ClosureExprSyntax? {
    call.closureSlots.first { $0.slot == slot }?.closure
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement shows text and holds no control of its own: a label or an instruction for the row after
  /// it, not another field with its own label.
  fileprivate var labelsTheNextRow: Bool {
    showsText
      && !tokens(viewMode: .sourceAccurate).contains { token in
        FormControl(rawValue: token.text) != nil || token.text == "Button"
      }
  }
}

extension ClosureExprSyntax {
  /// The statement just before the one holding the byte at `offset`.
  fileprivate func statement(before offset: Int) -> CodeBlockItemSyntax? {
    var previous: CodeBlockItemSyntax?
    for item in statements {
      if item.trimmedUTF8Range.contains(offset) { return previous }
      previous = item
    }
    return nil
  }
}

extension ExprSyntax {
  /// The variable an expression reads its text from: `title` for `title`, `self.title`, `title.localized` and
  /// `Text(title)`; nil for literals and for type members (`L10n.email`).
  fileprivate var rootValueName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.startsLowercase ? name : nil
    }
    if let access = self.as(MemberAccessExprSyntax.self), let base = access.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return access.declName.baseName.text
      }
      return base.rootValueName
    }
    if let call = self.as(FunctionCallExprSyntax.self) {
      if ["Text", "LocalizedStringKey", "String"].contains(call.constructedTypeName) {
        return call.arguments.first?.expression.rootValueName
      }
      return call.calledExpression.rootValueName
    }
    return nil
  }
}

extension FunctionParameterSyntax {
  /// The name the body uses (`title` in `_ title: String` and in `title: String`).
  fileprivate var internalName: String { (secondName ?? firstName).text }
}

extension MemberBlockSyntax {
  /// Whether the type declares a stored property `name` without a value (`let title: String`), set by its callers.
  fileprivate func declaresPropertyWithoutValue(named name: String) -> Bool {
    members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer == nil
          && binding.accessorBlock == nil
      }
    }
  }
}
