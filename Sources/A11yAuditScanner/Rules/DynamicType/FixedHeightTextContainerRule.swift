import SwiftSyntax

/// Reports a fixed `.frame(height:)` (or `maxHeight:`) on a view that holds text: the text cannot grow taller.
public enum FixedHeightTextContainerRule: Rule {
  /// Files without any of these cannot hold a site: `.frame(height:)`.
  public static let sourceKeywords: [String]? = ["frame"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "fixed-height-text-container",
    title: "Do not fix the height of views that hold text",
    summary: "A fixed height clips or truncates its text when the user's text size grows.",
    rationale: """
      Text grows taller with Dynamic Type; a card, row or button with `.frame(height: 200)` does not, so the text is \
      cut off or ends in `…`; cards, navigation bars and button containers are where this happens most. WCAG 1.4.4 \
      Resize Text asks that text can be resized to 200% without losing content.

      Reported, medium: `.frame(height:)` or `.frame(maxHeight:)` with a number literal on a view that is, or \
      holds, text (`Text`, `Label`, `TextField`, `TextEditor`, a `Button` or `Toggle` with a title). Passing: the \
      same frame on a `ScrollView` or `List`, or around one (the text scrolls instead of being cut). Not sites: \
      `minHeight:` (the view can still grow), sizes read from a `@ScaledMetric` property or computed, frames of \
      views without text (dividers, progress bars, images).

      Blind spots: text inside a custom view the frame wraps (`Card(title:).frame(height: 80)`) is not seen; a \
      height generous enough for every size is still reported.
      """,
    category: .dynamicType,
    severity: .medium,
    criteria: ["1.4.4"],
    message: "Fixed height clips text at larger text sizes",
    passingMessage: "Fixed height holds scrolling content",
    recommendation: """
      Let the height follow the content: use `minHeight:` instead of `height:`, add \
      `.fixedSize(horizontal: false, vertical: true)` to the text, or read the height from a \
      `@ScaledMetric(relativeTo: .body) var rowHeight: CGFloat = 44` property.
      """,
    impactDescription: "content is cut off for people who use larger text",
    tags: ["dynamic-type", "accessibility", "layout", "frame"],
    triggeringExamples: FixedHeightTextContainerRuleExamples.triggering,
    nonTriggeringExamples: FixedHeightTextContainerRuleExamples.nonTriggering
  )

  /// Every fixed-height frame on text in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "frame").compactMap { call in
      guard call.viewModifierName == "frame", !call.isInPreview,
        call.argument(labelled: "height")?.numericLiteralValue != nil
          || call.argument(labelled: "maxHeight")?.numericLiteralValue != nil
      else { return nil }
      let root = call.viewChainRoot
      guard root.holdsText else { return nil }
      let scrolls =
        root.isScrollingContainer || root.holdsScrollingContainer
        || call.enclosingCalls.contains { $0.call.isScrollingContainer }
      return RuleHit(node: call, severity: scrolls ? .none : .medium, passing: scrolls)
    }
  }
}

extension FunctionCallExprSyntax {
  /// `ScrollView { … }` or `List { … }`.
  fileprivate var isScrollingContainer: Bool {
    ["ScrollView", "List", "Form"].contains(constructedTypeName ?? "")
  }
}

extension ExprSyntax {
  /// Views whose content is text: `Text`, `Label`, `TextField`, `SecureField`, `TextEditor`.
  package static let textViewNames: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor"]

  /// Whether the view is text or holds text anywhere inside its closures (a `Button("Save")` counts).
  package var holdsText: Bool {
    guard let call = self.as(FunctionCallExprSyntax.self) else { return false }
    if let name = call.constructedTypeName {
      if name == "Label", ExprSyntax(call).showsIconOnly { return false }
      if Self.textViewNames.contains(name) { return true }
      if ControlKind.labelled.contains(name), call.firstUnlabeledArgument != nil { return true }
    }
    let finder = TextViewFinder(viewMode: .sourceAccurate)
    for slot in call.closureSlots { finder.walk(slot.closure) }
    return finder.found
  }

  /// Whether a `ScrollView`, `List` or `Form` is inside the view's closures.
  fileprivate var holdsScrollingContainer: Bool {
    guard let call = self.as(FunctionCallExprSyntax.self) else { return false }
    return call.closureSlots.contains { slot in
      slot.closure.tokens(viewMode: .sourceAccurate).contains { ["ScrollView", "List", "Form"].contains($0.text) }
    }
  }

  /// A view styled `.labelStyle(.iconOnly)`: its title is not shown.
  package var showsIconOnly: Bool {
    appliedModifiers.contains {
      $0.viewModifierName == "labelStyle"
        && $0.arguments.first?.expression.mentionedMemberNames.contains("iconOnly") == true
    }
  }

  /// Whether the view is a `ScrollView`, `List` or `Form`.
  fileprivate var isScrollingContainer: Bool {
    self.as(FunctionCallExprSyntax.self)?.isScrollingContainer == true
  }
}

/// Finds a text view (or a titled control) anywhere in a subtree.
package final class TextViewFinder: SyntaxVisitor {
  package private(set) var found = false

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found else { return .skipChildren }
    // Text given to an accessibility modifier (`.accessibilityLabel(Text("…"))`) is read, not shown.
    if let modifier = node.viewModifierName, modifier.hasPrefix("accessibility") {
      if let base = node.modifiedView { walk(base) }
      return .skipChildren
    }
    if let name = node.constructedTypeName {
      if (ExprSyntax.textViewNames.contains(name) && !(name == "Label" && ExprSyntax(node).showsIconOnly))
        || (ControlKind.labelled.contains(name)
          && node.firstUnlabeledArgument?.is(StringLiteralExprSyntax.self) == true)
      {
        found = true
        return .skipChildren
      }
    }
    return .visitChildren
  }
}
