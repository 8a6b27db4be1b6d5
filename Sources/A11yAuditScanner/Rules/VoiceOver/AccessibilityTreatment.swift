import SwiftSyntax

/// What a list of modifiers tells VoiceOver about a view: its label, hint, value, traits, whether it is hidden and
/// how it treats its children. Reads the modern modifiers and the deprecated `.accessibility(label:…)` forms.
package struct AccessibilityTreatment {
  /// How an `.accessibilityElement(children:)` container presents its children.
  package enum Children: Equatable {
    /// `.ignore` (also `.accessibilityElement()`): the children are not read; the container needs its own label.
    case ignore
    /// `.combine`: the children's labels are read as one element.
    case combine
    /// `.contain`: the children stay separate elements.
    case contain
  }

  /// The label expressions (`.accessibilityLabel("Close")`, `.accessibility(label: Text("Close"))`).
  package var labels: [ExprSyntax] = []
  /// The hint expressions.
  package var hints: [ExprSyntax] = []
  /// Whether a value is given (`.accessibilityValue`, `.accessibility(value:)`).
  package var hasValue = false
  /// Whether `.accessibilityHidden(true)` (or the deprecated form) hides the view.
  package var isHidden = false
  /// Trait names added (`isButton`, `isLink`, `isHeader`).
  package var addedTraits: Set<String> = []
  /// How the view presents its children, when it is made an element.
  package var children: Children?
  /// Whether `.accessibilityRepresentation { … }` replaces the view for assistive technologies.
  package var isRepresented = false
  /// Whether an `.accessibilityAction` gives VoiceOver a way to activate the view.
  package var hasAction = false

  /// Whether the view has a label of its own.
  package var hasLabel: Bool { !labels.isEmpty }

  /// The treatment the modifiers give, in any order.
  package init(_ modifiers: [FunctionCallExprSyntax]) {
    for modifier in modifiers {
      guard let name = modifier.viewModifierName else { continue }
      switch name {
      case "accessibilityLabel":
        if let label = modifier.arguments.first?.expression { labels.append(label) }
      case "accessibilityHint":
        if let hint = modifier.arguments.first?.expression { hints.append(hint) }
      case "accessibilityValue":
        hasValue = true
      case "accessibilityHidden":
        if modifier.arguments.first?.expression.isTrueLiteral == true { isHidden = true }
      case "accessibilityAddTraits":
        addedTraits.formUnion(modifier.arguments.first?.expression.mentionedMemberNames ?? [])
      case "accessibilityElement":
        children = Self.children(of: modifier)
      case "accessibilityRepresentation":
        isRepresented = true
      case "accessibilityAction", "accessibilityActions":
        hasAction = true
      case "accessibility":
        readDeprecated(modifier)
      default:
        continue
      }
    }
  }

  /// The treatment of a view and the modifiers applied to it.
  package init(of view: ExprSyntax) {
    self.init(view.appliedModifiers)
  }

  private mutating func readDeprecated(_ modifier: FunctionCallExprSyntax) {
    for argument in modifier.arguments {
      switch argument.label?.text {
      case "label": labels.append(argument.expression)
      case "hint": hints.append(argument.expression)
      case "value": hasValue = true
      case "hidden": if argument.expression.isTrueLiteral { isHidden = true }
      case "addTraits": addedTraits.formUnion(argument.expression.mentionedMemberNames)
      default: continue
      }
    }
  }

  private static func children(of modifier: FunctionCallExprSyntax) -> Children {
    guard let value = modifier.argument(labelled: "children") else { return .ignore }
    let names = value.mentionedMemberNames
    if names.contains("combine") { return .combine }
    if names.contains("contain") { return .contain }
    return .ignore
  }
}

extension EnclosingCall {
  /// The treatment the modifiers applied to the enclosing call give it.
  package var treatment: AccessibilityTreatment { AccessibilityTreatment(of: ExprSyntax(call)) }

  /// Whether the node is in the label of a control (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, …): the
  /// part VoiceOver reads as the control's name.
  package var isControlLabel: Bool {
    guard let name = call.constructedTypeName, ControlKind.labelled.contains(name) else { return false }
    if slot.label == "label" { return true }
    guard slot == .trailingClosure else { return false }
    let labels = Set(call.arguments.compactMap { $0.label?.text })
    let hasTitle = call.firstUnlabeledArgument != nil
    switch name {
    case "Button": return labels.contains("action")
    case "NavigationLink": return !hasTitle && (labels.contains("destination") || labels.contains("value"))
    case "Link": return !hasTitle && labels.contains("destination")
    case "Toggle": return !hasTitle && labels.contains("isOn")
    case "ShareLink": return !hasTitle && labels.contains("item")
    default: return false
    }
  }
}

/// Names of SwiftUI controls.
package enum ControlKind {
  /// Controls whose label VoiceOver reads as their name.
  package static let labelled: Set<String> = [
    "Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Picker", "Stepper", "Slider", "DatePicker",
    "ColorPicker", "PasteButton", "EditButton",
  ]
  /// Controls VoiceOver already announces as activatable (tapping them needs no extra trait).
  package static let activatable: Set<String> = labelled.union(["TextField", "SecureField", "TextEditor", "Tab"])
}
