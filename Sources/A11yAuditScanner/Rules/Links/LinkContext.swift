import SwiftSyntax

/// What around a generic link tells its purpose (WCAG 2.4.4 allows the purpose to come from the link's context).
package enum LinkContext {
  /// Nothing around the link says where it goes.
  case none
  /// A `Text` just before it in the same stack (or an enclosing stack), or a `Section` header or footer: read
  /// before the link, but as a separate element.
  case nearby
  /// Read with the link: an alert's message, or a container combining its children into one element.
  case combined

  /// The context of the view `call` builds.
  package init(of call: FunctionCallExprSyntax, strings: EnglishStrings) {
    let enclosing = call.enclosingCallsThroughConditions
    for container in enclosing {
      if container.call.viewModifierName.map(Self.dialogs.contains) == true,
        container.call.additionalTrailingClosures.contains(where: { $0.label.text == "message" })
          || container.call.argument(labelled: "message") != nil
      {
        self = .combined
        return
      }
      if ExprSyntax(container.call).appliedModifiers.contains(where: { $0.combinesChildren }) {
        self = .combined
        return
      }
    }
    if enclosing.contains(where: { $0.call.constructedTypeName == "Section" && $0.call.hasSectionText }) {
      self = .nearby
      return
    }
    var view = ExprSyntax(call).chainTopExpression
    for _ in 0..<4 {
      guard let item = view.enclosingStatement else { break }
      if item.hasTextBefore(strings: strings) {
        self = .nearby
        return
      }
      guard let container = item.enclosingCalls.first?.call,
        container.constructedTypeName.map(Self.stacks.contains) == true
      else { break }
      view = ExprSyntax(container).chainTopExpression
    }
    self = .none
  }

  /// Modifiers presenting a dialog whose message is read before its buttons.
  private static let dialogs: Set<String> = ["alert", "confirmationDialog"]
  /// Containers whose earlier children are read just before a link inside them.
  private static let stacks: Set<String> = ["HStack", "VStack", "Group", "LazyVStack", "LazyHStack", "ZStack"]
}

extension FunctionCallExprSyntax {
  /// `.accessibilityElement(children: .combine)`, or `.ignore` with a label: the link is not read alone.
  fileprivate var combinesChildren: Bool {
    guard viewModifierName == "accessibilityElement" else { return false }
    let treatment = AccessibilityTreatment([self] + ExprSyntax(self).appliedModifiers + modifiersBelow)
    return treatment.children == .combine || (treatment.children == .ignore && treatment.hasLabel)
  }

  /// A `Section` with a title, a header or a footer.
  fileprivate var hasSectionText: Bool {
    arguments.contains { $0.label == nil || ["header", "footer"].contains($0.label?.text) }
      || additionalTrailingClosures.contains { ["header", "footer"].contains($0.label.text) }
  }
}

extension SyntaxProtocol {
  /// The statement holding this view when it is one of a closure's or an `if` branch's statements, going up through
  /// `if` and `#if` blocks.
  fileprivate var enclosingStatement: CodeBlockItemSyntax? {
    var current = Syntax(self)
    while let parent = current.parent {
      if let item = parent.as(CodeBlockItemSyntax.self) {
        return item
      }
      if parent.is(ExpressionStmtSyntax.self) || parent.is(IfConfigClauseSyntax.self) {
        current = parent
        continue
      }
      return nil
    }
    return nil
  }
}

extension CodeBlockItemSyntax {
  /// Whether a statement before this one in its list (or in the list of the `if` holding it) shows a `Text` or a
  /// `Label` that is not generic itself.
  fileprivate func hasTextBefore(strings: EnglishStrings) -> Bool {
    var item = self
    while true {
      guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
      for earlier in list.prefix(while: { $0.id != item.id }) where earlier.showsText(strings: strings) {
        return true
      }
      guard let branch = list.parent?.parent?.as(IfExprSyntax.self), let outer = branch.enclosingStatement else {
        return false
      }
      item = outer
    }
  }

  /// Whether the statement is a `Text` or `Label` view that is not a generic phrase.
  private func showsText(strings: EnglishStrings) -> Bool {
    guard let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
      let root = expression.as(FunctionCallExprSyntax.self)?.viewChainRoot.as(FunctionCallExprSyntax.self),
      let name = root.constructedTypeName, name == "Text" || name == "Label"
    else { return false }
    let text = (name == "Text" ? ExprSyntax(root) : root.firstUnlabeledArgument)?.displayedText(strings)
    return !(text.map(GenericLinkText.isGeneric) ?? false)
  }
}
