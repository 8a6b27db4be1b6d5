import SwiftSyntax

/// The SwiftUI controls a person fills in or sets, by the name of their initialiser.
package enum FormControl: String, CaseIterable {
  case textField = "TextField"
  case secureField = "SecureField"
  case textEditor = "TextEditor"
  case toggle = "Toggle"
  case picker = "Picker"
  case slider = "Slider"
  case stepper = "Stepper"
  case datePicker = "DatePicker"
  case colorPicker = "ColorPicker"

  /// The initialiser names (`TextField`, `Toggle`, …).
  package static let names = allCases.map(\.rawValue)

  /// `TextField` and `SecureField`: the fields whose title is also their placeholder.
  package var showsTitleAsPlaceholder: Bool { self == .textField || self == .secureField }

  /// Whether the first trailing closure is the label of a control without a title (`Toggle(isOn: $on) { Text("Wi-Fi") }`);
  /// a `Picker`'s is its content.
  package var takesLabelFromTrailingClosure: Bool { self != .picker && self != .textEditor }
}

/// How a control's initialiser names it, before any modifier or container.
package enum ControlNaming: Equatable {
  /// A title or a label holding text, or a value the scanner cannot read (a variable, a localized key, a custom view).
  case named
  /// An empty title (`""`) or an empty label (`{ }`, `EmptyView()`, `Text("")`).
  case empty
  /// No title and no label at all (`Slider(value:)`, `TextEditor(text:)`).
  case missing
  /// A label of images only, read by their names: `icon-button-missing-label` and `image-missing-label` judge those.
  case iconOnly
}

extension FunctionCallExprSyntax {
  /// The form control this call builds (`TextField(…)`, `SwiftUI.Toggle(…)`), or nil.
  package var formControl: FormControl? { constructedTypeName.flatMap(FormControl.init(rawValue:)) }

  /// The view that labels a control without a title: its `label:` argument or closure, else (but for a `Picker`) its
  /// trailing closure when that takes no parameters (a `Slider`'s `onEditingChanged` does).
  package var controlLabelView: Syntax? {
    if let label = argument(labelled: "label") { return Syntax(label) }
    if let label = additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
      return Syntax(label.closure)
    }
    guard formControl?.takesLabelFromTrailingClosure == true, let closure = trailingClosure,
      closure.signature == nil, !closure.usesShorthandParameter
    else { return nil }
    return Syntax(closure)
  }

  /// How the control's initialiser names it: its title, else its label view.
  package var controlNaming: ControlNaming {
    if let title = firstUnlabeledArgument { return title.isBlankText ? .empty : .named }
    guard let label = controlLabelView else { return .missing }
    return label.labelContentNaming
  }

  /// A `TextField` or `SecureField` prompt that shows text (`prompt: Text("name@example.com")`).
  package var showsPrompt: Bool {
    guard let prompt = argument(labelled: "prompt") else { return false }
    return !prompt.isBlankText && !prompt.is(NilLiteralExprSyntax.self)
  }

  /// Whether `.labelsHidden()` hides the control's visible label (its title stays its accessibility label).
  package var hidesItsLabel: Bool {
    ExprSyntax(self).appliedModifiers.contains { $0.viewModifierName == "labelsHidden" }
  }
}

extension ExprSyntax {
  /// `""`, `"  "`, `Text("")`, `LocalizedStringKey("")`: a title that shows nothing.
  package var isBlankText: Bool {
    guard let text = plainStringLiteral else { return false }
    return text.allSatisfy(\.isWhitespace)
  }
}

extension Syntax {
  /// How a label view (a closure or a view expression) names its control.
  fileprivate var labelContentNaming: ControlNaming {
    if let expression = self.as(ExprSyntax.self), !expression.is(ClosureExprSyntax.self),
      !expression.is(FunctionCallExprSyntax.self)
    {
      return .named
    }
    let finder = LabelContentFinder(viewMode: .sourceAccurate)
    if let closure = self.as(ClosureExprSyntax.self) {
      finder.walk(closure.statements)
    } else {
      finder.walk(self)
    }
    if finder.named { return .named }
    return finder.images > 0 ? .iconOnly : .empty
  }
}

extension ClosureExprSyntax {
  /// Whether the body uses `$0` outside the closures it holds: a closure taking a parameter although it declares
  /// none (`.flatMap({ Icon(named: $0) })` inside a label is another closure's parameter).
  fileprivate var usesShorthandParameter: Bool {
    statements.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .dollarIdentifier = token.tokenKind else { return false }
      var node = token.parent
      while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
      return node?.id == id
    }
  }

}

/// What a control's label holds: text or another view (named), images only, or nothing that shows.
private final class LabelContentFinder: SyntaxVisitor {
  var images = 0
  var named = false

  static let layouts: Set<String> = ["HStack", "VStack", "ZStack", "Group"]
  static let blanks: Set<String> = ["EmptyView", "Spacer", "Divider"]

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard !named else { return .skipChildren }
    if let expression = node.item.as(ExprSyntax.self), !expression.is(FunctionCallExprSyntax.self) {
      named = true
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !named else { return .skipChildren }
    guard let name = node.constructedTypeName else {
      // A modifier names nothing itself (its arguments are fonts and colours): only the view it modifies counts. Any
      // other call (`makeLabel(title:)`) builds a view the scanner cannot read, taken as a name.
      if let view = node.modifiedView {
        // `configuration.label.labelStyle(…)`: a view held in a property names what it shows.
        if view.is(FunctionCallExprSyntax.self) { walk(view) } else { named = true }
      } else {
        named = true
      }
      return .skipChildren
    }
    if name == "Image" {
      if node.argument(labelled: "label") != nil || AccessibilityTreatment(of: ExprSyntax(node)).hasLabel {
        named = true
      } else {
        images += 1
      }
      return .skipChildren
    }
    if Self.blanks.contains(name) || (name == "Text" && ExprSyntax(node).isBlankText) { return .skipChildren }
    if Self.layouts.contains(name) { return .visitChildren }
    named = true
    return .skipChildren
  }
}

extension FunctionCallExprSyntax {
  /// Whether the views this call holds in its arguments and closures show text a person reads as a label (a `Text`
  /// or a `Label`; also an `Image` when `icons` is true), apart from `excluded` and from what controls hold in their
  /// own labels (`Button("Edit")`).
  package func showsText(besides excluded: Syntax, orIcons icons: Bool = false) -> Bool {
    let finder = VisibleTextFinder(excluding: excluded.id, countsIcons: icons)
    for argument in arguments where !argument.expression.is(ClosureExprSyntax.self) {
      finder.walk(argument.expression)
    }
    for slot in closureSlots { finder.walk(slot.closure) }
    return finder.found
  }
}

extension SyntaxProtocol {
  /// Whether this node shows text a person reads as a label (see ``FunctionCallExprSyntax/showsText(besides:orIcons:)``).
  package var showsText: Bool {
    let finder = VisibleTextFinder(excluding: nil, countsIcons: false)
    finder.walk(self)
    return finder.found
  }
}

/// Finds a `Text` or `Label` that shows something (and, when asked, an `Image`), outside one excluded subtree and
/// outside controls.
private final class VisibleTextFinder: SyntaxVisitor {
  private(set) var found = false
  private let excluded: SyntaxIdentifier?
  private let countsIcons: Bool

  init(excluding excluded: SyntaxIdentifier?, countsIcons: Bool) {
    self.excluded = excluded
    self.countsIcons = countsIcons
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, node.id != excluded else { return .skipChildren }
    guard let name = node.constructedTypeName else { return .visitChildren }
    switch name {
    case "Text":
      found = !ExprSyntax(node).isBlankText
      return .skipChildren
    case "Label":
      found = !ExprSyntax(node).showsIconOnly || countsIcons
      return .skipChildren
    case "Image":
      found = countsIcons
      return .skipChildren
    default:
      return ControlKind.activatable.contains(name) ? .skipChildren : .visitChildren
    }
  }
}
