import SwiftSyntax

/// Reports text fields, toggles, pickers, sliders, steppers and date and colour pickers that VoiceOver announces
/// without a name: an empty or missing title or label, and no accessibility label from a modifier or a container.
public enum FormControlMissingLabelRule: Rule {
  /// Files without any of these cannot hold a site: the controls it looks at (`Picker` also finds `DatePicker` and
  /// `ColorPicker`).
  public static let sourceKeywords: [String]? = [
    "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper",
  ]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "form-control-missing-label",
    title: "Name every form control",
    summary:
      "A text field, toggle, picker, slider or stepper with an empty or missing label is announced by its role alone.",
    rationale: """
      SwiftUI takes a control's accessibility label from its title or label view: `Toggle("Reminders", isOn: $on)` \
      is read "Reminders, switch button, on". With `Toggle("", isOn: $on)`, `Toggle(isOn: $on) { }`, \
      `Picker("", selection: $region)`, `Slider(value: $volume)` or `TextEditor(text: $notes)` VoiceOver says only \
      "switch button", "adjustable" or "text field": people who cannot see the screen do not know what they are \
      setting or typing (WCAG 4.1.2 Name, Role, Value; 1.3.1 Info and Relationships; 3.3.2 Labels or Instructions). \
      `.labelsHidden()` hides the title from sight but keeps it as the accessibility label, so \
      `Toggle("Reminders", isOn: $on).labelsHidden()` passes (SwiftUI `labelsHidden()`).

      Reported: `TextField`, `SecureField`, `TextEditor`, `Toggle`, `Picker`, `Slider`, `Stepper`, `DatePicker` and \
      `ColorPicker` whose title is an empty string, whose label closure is empty (`{ }`, `EmptyView()`, `Text("")`), \
      or that have neither (a `Slider(value:)` without `label:`; every `TextEditor`), unless the control has \
      `.accessibilityLabel` (or the deprecated `.accessibility(label:)`), `.accessibilityLabeledPair` or \
      `.accessibilityRepresentation`, or sits in a `LabeledContent`, in a container with `.accessibilityLabel`, or \
      in an `.accessibilityElement(children: .combine)` row that shows text. Severity: high when nothing names it; \
      medium when text in the statement just above it, beside it in the same stack, or in a `Section` header shows \
      a label that VoiceOver does not tie to the control; medium for a segmented picker (its segments are still \
      read) and for a text field named only by its `prompt:` (read while the field is empty, not once it holds \
      text). A title or label that is a variable, a localized key, a function call or a custom view counts as a \
      name. Passing: a control that hides its visible label but keeps a name (`.labelsHidden()` with a title, an \
      empty title with `.accessibilityLabel`, a `LabeledContent` row). Controls with a plain visible title are not \
      listed. Pickers shown as a list of their options (inside a `Menu` or `.contextMenu`, or with \
      `.pickerStyle(.inline)`), whose options are read one by one, and previews are skipped.

      Blind spots: a label view of images only is left to `icon-button-missing-label` and `image-missing-label`; a \
      title held in a variable that is empty at run time is not seen; a `.pickerStyle` applied where a helper's \
      picker is used is seen only when the helper is a function called in the same file; a control wrapped in a \
      custom view that the caller labels is reported (suppress it); `.accessibilityLabel` on a container counts, though SwiftUI may \
      apply it to only some of the children.
      """,
    category: .forms,
    severity: .high,
    criteria: ["4.1.2", "1.3.1", "3.3.2"],
    message: "`{control}` has no label: VoiceOver announces only its role",
    passingMessage: "Form control has an accessibility label",
    recommendation: """
      Give the control a title that says what it sets (`Toggle("Reminders", isOn: $on)`), adding `.labelsHidden()` \
      when the layout shows that text elsewhere; a `TextEditor` needs `.accessibilityLabel("Notes")`.
      """,
    impactDescription: "VoiceOver users cannot tell what a field or switch is for",
    tags: ["forms", "accessibility", "voiceover", "label"],
    variants: [
      RuleVariant(
        id: "unassociated", when: "text beside the control shows a label VoiceOver does not tie to it",
        message: "`{control}` has no label of its own: the text beside it is not read as its name",
        recommendation: """
          Put that text in the control's title and hide it with `.labelsHidden()` (`Toggle("Reminders", isOn: $on)\
          .labelsHidden()`), wrap both in `LabeledContent("Reminders") { … }`, or add `.accessibilityLabel`.
          """,
        criteria: ["4.1.2", "1.3.1"]),
      RuleVariant(
        id: "segmented", when: "a segmented picker",
        message: "Segmented `Picker` has no label: its segments are read without saying what they choose",
        recommendation: """
          Give the picker a title (`Picker("Chart period", selection: $period)`): a segmented picker does not show \
          it, but keeps it as its accessibility label.
          """),
      RuleVariant(
        id: "prompt", when: "a text field named only by its prompt",
        message: "`{control}` is named only by its prompt, which VoiceOver no longer reads once the field holds text",
        recommendation: """
          Give the field a title (`TextField("Email", text: $email, prompt: Text("name@example.com"))`) or an \
          `.accessibilityLabel`, and show a label beside it: the prompt disappears as the person types.
          """,
        criteria: ["4.1.2", "3.3.2"]),
    ],
    triggeringExamples: FormControlMissingLabelRuleExamples.triggering,
    nonTriggeringExamples: FormControlMissingLabelRuleExamples.nonTriggering
  )

  /// Every form control of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    FormControl.names.flatMap { file.index.calls(named: $0) }.compactMap { control in
      guard let kind = control.formControl, !control.isInPreview else { return nil }
      return hit(for: control, kind: kind, in: file)
    }
  }

  private static func hit(
    for control: FunctionCallExprSyntax, kind: FormControl, in file: SourceFileContext
  ) -> RuleHit? {
    let own = AccessibilityTreatment(of: ExprSyntax(control))
    guard !own.isHidden else { return nil }
    switch control.controlNaming {
    case .iconOnly:
      return nil
    case .named:
      return control.hidesItsLabel ? RuleHit(node: control, severity: .none, passing: true) : nil
    case .empty, .missing:
      if own.hasLabel || own.isRepresented || control.isLabeledPair {
        return RuleHit(node: control, severity: .none, passing: true)
      }
      let pickerStyle = kind == .picker ? control.pickerStyle(in: file) : nil
      if pickerStyle == "inline" { return nil }
      switch control.containerNaming {
      case .named: return RuleHit(node: control, severity: .none, passing: true)
      case .unjudged: return nil
      case .none: break
      }
      var hit: RuleHit
      if pickerStyle == "segmented" {
        hit = RuleHit(node: control, severity: .medium, passing: false, variant: "segmented")
      } else if kind.showsTitleAsPlaceholder && control.showsPrompt {
        hit = RuleHit(node: control, severity: .medium, passing: false, variant: "prompt")
      } else if control.hasLabelTextBeside {
        hit = RuleHit(node: control, severity: .medium, passing: false, variant: "unassociated")
      } else {
        hit = RuleHit(node: control, severity: .high, passing: false)
      }
      hit.messageArguments = ["control": kind.rawValue]
      return hit
    }
  }
}

/// How the views around a control name it.
private enum ContainerNaming {
  /// A `LabeledContent`, a labelled container or a combined row that shows text names it.
  case named
  /// A container hides it, replaces it, or shows it as something else (a picker inside a `Menu`).
  case unjudged
  /// Nothing around it names it.
  case none
}

extension FunctionCallExprSyntax {
  /// `.accessibilityLabeledPair(role:id:in:)` in the control's chain: a label elsewhere is tied to it.
  fileprivate var isLabeledPair: Bool {
    ExprSyntax(self).appliedModifiers.contains { $0.viewModifierName == "accessibilityLabeledPair" }
  }

  /// The style of the picker: its own `.pickerStyle(…)`, else the one applied where the file calls the function that
  /// returns it (`makeTabPicker().pickerStyle(.segmented)`).
  fileprivate func pickerStyle(in file: SourceFileContext) -> String? {
    if let style = appliedPickerStyle { return style }
    guard let function = returningFunctionName else { return nil }
    return file.index.calls(named: function).lazy.compactMap(\.appliedPickerStyle).first
  }

  /// The name of the function whose body is this control's chain alone (`func makePicker() -> some View { Picker… }`).
  private var returningFunctionName: String? {
    let top = Syntax(ExprSyntax(self).chainTopExpression)
    guard let statement = top.parent?.as(CodeBlockItemSyntax.self),
      let statements = statement.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
      let function = statements.parent?.parent?.as(FunctionDeclSyntax.self)
    else { return nil }
    return function.name.text
  }

  /// The style named in the chain's own `.pickerStyle(…)` (`segmented` for `.segmented` and
  /// `SegmentedPickerStyle()`, `inline`, `menu`), if any.
  fileprivate var appliedPickerStyle: String? {
    let modifier = ExprSyntax(self).appliedModifiers.last { $0.viewModifierName == "pickerStyle" }
    guard var style = modifier?.arguments.first?.expression else { return nil }
    if let call = style.as(FunctionCallExprSyntax.self) { style = call.calledExpression }
    if let access = style.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
    guard let name = style.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasSuffix("PickerStyle") else {
      return nil
    }
    let kind = name.dropLast("PickerStyle".count)
    return kind.prefix(1).lowercased() + kind.dropFirst()
  }

  /// How the containers around the control name it, nearest first.
  fileprivate var containerNaming: ContainerNaming {
    let chainTop = Syntax(ExprSyntax(self).chainTopExpression)
    for container in enclosingCalls {
      switch container.call.constructedTypeName {
      case "LabeledContent": return .named
      case "Menu" where formControl == .picker && container.slot != .additionalClosure("label"): return .unjudged
      default: if formControl == .picker && container.call.viewModifierName == "contextMenu" { return .unjudged }
      }
      let treatment = container.treatment
      if treatment.isHidden || treatment.isRepresented || treatment.children == .ignore { return .unjudged }
      switch treatment.children {
      case .combine:
        if treatment.hasLabel || container.call.showsText(besides: chainTop) { return .named }
      case nil:
        if treatment.hasLabel { return .named }
      case .contain, .ignore:
        break
      }
    }
    return .none
  }

  /// Whether the stack or `Section` nearest the control shows text a sighted person reads as its label, although
  /// VoiceOver does not tie it to the control (`HStack { Text("Volume"); Slider(value: $volume) }`).
  fileprivate var hasLabelTextBeside: Bool {
    let chainTop = Syntax(ExprSyntax(self).chainTopExpression)
    if let statement = chainTop.parent?.as(CodeBlockItemSyntax.self),
      let statements = statement.parent?.as(CodeBlockItemListSyntax.self),
      let index = statements.index(of: statement), index != statements.startIndex,
      statements[statements.index(before: index)].showsText
    {
      return true
    }
    for container in enclosingCalls {
      switch container.call.constructedTypeName {
      case "HStack", "VStack", "LazyHStack", "LazyVStack", "GridRow":
        return container.call.showsText(besides: chainTop)
      case "Section":
        return container.call.showsSectionHeader
      case "Form", "List", "ScrollView", "NavigationStack", "NavigationView":
        return false
      default:
        continue
      }
    }
    return false
  }

  /// Whether a `Section` shows a header: a title (`Section("Account")`) or a `header:` view with text.
  package var showsSectionHeader: Bool {
    if let title = firstUnlabeledArgument, !title.is(ClosureExprSyntax.self) { return !title.isBlankText }
    if let header = argument(labelled: "header") { return header.showsText }
    return additionalTrailingClosures.first { $0.label.text == "header" }?.closure.showsText ?? false
  }
}
