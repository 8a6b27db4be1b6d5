import SwiftSyntax

/// A link whose visible text is generic: a `Link`, a `Button` that opens a URL, or a Markdown link in a `Text`.
package struct LinkSite {
  /// Where the finding points: the `Link`, `Button` or `Text` call.
  package var call: FunctionCallExprSyntax
  /// The generic text, normalized ("learn more").
  package var text: String
  /// Whether a Markdown link sits in a sentence of the same `Text`: its purpose is in context.
  package var inSentence = false

  /// `Link("Learn more", destination: url)` or `Link(destination: url) { Text("Learn more") }`.
  package init?(link call: FunctionCallExprSyntax, strings: EnglishStrings) {
    guard call.constructedTypeName == "Link", call.argument(labelled: "destination") != nil,
      let text = call.controlText(strings), GenericLinkText.isGeneric(text)
    else { return nil }
    self.call = call
    self.text = GenericLinkText.normalized(text)
  }

  /// A `Button` whose action opens a URL (`openURL(url)`, `UIApplication.shared.open(url)`, a Safari view).
  package init?(button call: FunctionCallExprSyntax, strings: EnglishStrings) {
    guard call.constructedTypeName == "Button", let action = call.buttonAction, Syntax(action).opensURL,
      let text = call.controlText(strings), GenericLinkText.isGeneric(text)
    else { return nil }
    self.call = call
    self.text = GenericLinkText.normalized(text)
  }

  /// `Text("Read our terms [here](https://…)")` or `AttributedString(markdown: "[Learn more](https://…)")`.
  package init?(markdown call: FunctionCallExprSyntax, strings: EnglishStrings) {
    let source: ExprSyntax?
    switch call.constructedTypeName {
    case "Text": source = call.firstUnlabeledArgument.flatMap { $0.stringLiteralText == nil ? nil : $0 }
    case "AttributedString": source = call.argument(labelled: "markdown")
    default: source = nil
    }
    guard let value = source?.displayedText(strings), value.contains("](") else { return nil }
    let (links, rest) = GenericLinkText.markdownLinks(in: value)
    guard let generic = links.first(where: GenericLinkText.isGeneric) else { return nil }
    self.call = call
    text = GenericLinkText.normalized(generic)
    inSentence = GenericLinkText.hasSentence(rest)
  }
}

extension FunctionCallExprSyntax {
  /// The text a control shows: its title, or the text views of its label closure joined; nil when the label holds a
  /// view whose text cannot be known (a custom view, a property, text built at run time).
  package func controlText(_ strings: EnglishStrings) -> String? {
    if let title = firstUnlabeledArgument { return title.displayedText(strings) }
    guard let label = labelClosure ?? (argument(labelled: "destination") == nil ? nil : trailingClosure) else {
      return nil
    }
    let finder = LabelTextFinder(strings: strings)
    finder.walk(label)
    guard !finder.isUnknown, !finder.texts.isEmpty else { return nil }
    return finder.texts.joined(separator: " ")
  }

  /// The closure a `Button` runs: `action:`, or the trailing closure of `Button("Title") { … }` and of
  /// `Button { … } label: { … }`.
  package var buttonAction: ClosureExprSyntax? {
    if let action = argument(labelled: "action") { return action.as(ClosureExprSyntax.self) }
    guard firstUnlabeledArgument != nil || !additionalTrailingClosures.isEmpty else { return nil }
    return trailingClosure
  }
}

extension Syntax {
  /// Whether the code opens a URL: `openURL(url)` and helpers named like it (`openURLInBrowser`, `openLink`),
  /// `UIApplication.shared.open(url)`, or a `SFSafariViewController`.
  package var opensURL: Bool {
    let finder = URLOpeningFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.opens
  }
}

/// Finds a call that opens a URL.
private final class URLOpeningFinder: SyntaxVisitor {
  var opens = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.calledName
    let lowered = name.lowercased()
    if lowered.hasPrefix("open") && ["url", "link", "browser", "safari", "website"].contains(where: lowered.contains) {
      opens = true
    } else if name == "open", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      base.trimmedDescription.hasSuffix("shared") || base.trimmedDescription.hasSuffix("application")
    {
      opens = true
    } else if name == "callAsFunction",
      node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "openURL"
    {
      opens = true
    } else if name == "SFSafariViewController" {
      opens = true
    }
    return opens ? .skipChildren : .visitChildren
  }
}

/// The text views of a control's label, in order; unknown when it holds another view.
private final class LabelTextFinder: SyntaxVisitor {
  let strings: EnglishStrings
  var texts: [String] = []
  var isUnknown = false

  /// Views that add no text of their own, and values that are no views (`Font`, `Color`).
  static let silent: Set<String> = [
    "HStack", "VStack", "ZStack", "Group", "Spacer", "Image", "Circle", "Rectangle", "RoundedRectangle", "Capsule",
    "Color", "Font", "EdgeInsets", "CGSize", "Angle",
  ]

  init(strings: EnglishStrings) {
    self.strings = strings
    super.init(viewMode: .sourceAccurate)
  }

  /// A statement that is a property or a function's result (`learnMoreLabel`) is a view built elsewhere.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    let expression = node.item.as(ExprSyntax.self)
    let item = expression?.as(FunctionCallExprSyntax.self)?.viewChainRoot ?? expression
    if item?.is(DeclReferenceExprSyntax.self) == true || item?.is(MemberAccessExprSyntax.self) == true {
      isUnknown = true
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.constructedTypeName else { return .visitChildren }
    if AccessibilityTreatment(of: ExprSyntax(node)).hasLabel { isUnknown = true }
    switch name {
    case "Text":
      if let text = ExprSyntax(node).displayedText(strings) { texts.append(text) } else { isUnknown = true }
      return .skipChildren
    case "Label":
      if let text = node.firstUnlabeledArgument?.displayedText(strings) {
        texts.append(text)
        return .skipChildren
      }
      if node.firstUnlabeledArgument != nil { isUnknown = true }
      return .visitChildren
    case "Image":
      if node.argument(labelled: "label") != nil { isUnknown = true }
      return .skipChildren
    default:
      if !Self.silent.contains(name) { isUnknown = true }
      return .visitChildren
    }
  }
}
