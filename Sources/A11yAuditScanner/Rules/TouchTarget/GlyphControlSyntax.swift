import SwiftSyntax

/// The one glyph a control or tapped view is drawn as: an SF Symbol (`Image(systemName:)`) or a short word.
package struct GlyphLabel {
  /// The word shown, nil for a symbol.
  package var text: String?
  /// The modifiers of the glyph's own chain, innermost first (`.font(.title2)` in `Image(…).font(.title2)`).
  package var modifiers: [FunctionCallExprSyntax]

  /// The glyph `root` draws, nil when it is no SF Symbol and no word of at most ``GlyphTargetSize/shortTextLength``
  /// characters.
  package init?(_ root: FunctionCallExprSyntax) {
    switch root.constructedTypeName {
    case "Image":
      guard root.argument(labelled: "systemName") != nil else { return nil }
      text = nil
    case "Text":
      guard root.arguments.count == 1, let word = root.firstUnlabeledArgument?.plainStringLiteral?.shortWord
      else { return nil }
      text = word
    default:
      return nil
    }
    modifiers = ExprSyntax(root).appliedModifiers
  }

  /// A control's title shown as its label (`Button("OK") { … }`).
  package init?(title: ExprSyntax) {
    guard let word = title.plainStringLiteral?.shortWord else { return nil }
    text = word
    modifiers = []
  }

  /// The glyph's size in the font and image scale that reach it through `view` (the control or tap modifier),
  /// nil when either is set from something the rule cannot read.
  package func size(control view: FunctionCallExprSyntax) -> GlyphTargetSize? {
    let points: Double
    switch view.environmentFontSize(own: modifiers) {
    case .unset: points = TextStyleSize.points(of: "body") ?? 17
    case .known(let size): points = size
    case .unknown: return nil
    }
    guard let text else {
      switch view.environmentImageScale(own: modifiers) {
      case .unset: return .symbol(points: points, scale: 1)
      case .known(let scale): return .symbol(points: points, scale: scale)
      case .unknown: return nil
      }
    }
    return .text(text, points: points)
  }
}

extension String {
  /// The string when it is a word short enough to be a glyph-sized target, nil otherwise.
  fileprivate var shortWord: String? {
    let trimmed = trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && trimmed.count <= GlyphTargetSize.shortTextLength ? trimmed : nil
  }

  /// A type name for a list row or collection cell (`HabitRow`, `EpisodeCell`), whose row is the tap target.
  package var isRowTypeName: Bool { hasSuffix("Row") || hasSuffix("Cell") }
}

/// How a button is styled, as far as its size goes.
package enum ButtonStyleKind {
  /// No style is set: the platform's automatic style.
  case none
  /// `.plain` or `.borderless`: as large as the label.
  case borderless
  /// `.bordered` or `.borderedProminent`: sized by the system.
  case system
  /// A custom `ButtonStyle`, or a choice between styles: its size is unknown.
  case custom
}

extension FunctionCallExprSyntax {
  /// Styles that draw the label alone.
  private static let borderlessStyles: Set<String> = [
    "plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle",
  ]
  /// Styles that give the button the system's size.
  private static let systemStyles: Set<String> = [
    "bordered", "borderedProminent", "BorderedButtonStyle", "BorderedProminentButtonStyle",
  ]

  /// The style of the nearest `.buttonStyle(…)` reaching this control.
  package var buttonStyleKind: ButtonStyleKind {
    guard let modifier = nearestEnvironmentModifier(named: "buttonStyle") else { return .none }
    let names = modifier.arguments.first?.expression.mentionedMemberNames ?? []
    let borderless = !names.isDisjoint(with: Self.borderlessStyles)
    let system = !names.isDisjoint(with: Self.systemStyles)
    if borderless && !system { return .borderless }
    if system && !borderless { return .system }
    if names == ["automatic"] { return .none }
    return .custom
  }

  /// The glyph a `Button` or `Link` shows as its whole label: its short title, or a label closure holding only an
  /// SF Symbol or a short `Text`.
  package var glyphLabel: GlyphLabel? {
    if let title = firstUnlabeledArgument {
      return arguments.contains { $0.label?.text == "systemImage" || $0.label?.text == "image" }
        ? nil : GlyphLabel(title: title)
    }
    guard let label = labelClosure, label.statements.count == 1,
      let only = label.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
      let root = only.viewChainRoot.as(FunctionCallExprSyntax.self)
    else { return nil }
    return GlyphLabel(root)
  }
}

extension SyntaxProtocol {
  /// Containers whose controls the system sizes.
  private static var systemSizedContainers: Set<String> {
    [
      "Menu", "TabView", "ToolbarItem", "ToolbarItemGroup", "ControlGroup", "Alert", "ActionSheet", "Picker",
    ]
  }
  /// Modifiers whose content the system sizes (bars, alerts, menus, row actions).
  private static var systemSizedModifiers: Set<String> {
    [
      "toolbar", "alert", "confirmationDialog", "contextMenu", "swipeActions", "navigationBarItems", "tabItem",
      "actionSheet", "searchable",
    ]
  }

  /// Inside a container the system sizes (a toolbar, a menu, an alert, row actions) or a property or type named
  /// for a toolbar, where a glyph gets a bar button's hit area.
  package var isInSystemSizedContainer: Bool {
    let names = enclosingDeclarationNames
    if names.type.localizedCaseInsensitiveContains("toolbar")
      || names.member.localizedCaseInsensitiveContains("toolbar")
    {
      return true
    }
    return enclosingCalls.contains { enclosing in
      if let name = enclosing.call.constructedTypeName { return Self.systemSizedContainers.contains(name) }
      return Self.systemSizedModifiers.contains(enclosing.call.viewModifierName ?? "")
    }
  }

  /// Inside a stack or an `.overlay` written in the same view: a custom bar, banner or card whose controls nothing
  /// sizes.
  package var isInStackOrOverlay: Bool {
    enclosingCalls.contains { enclosing in
      if let name = enclosing.call.constructedTypeName {
        return ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "GridRow"].contains(name)
      }
      return enclosing.call.viewModifierName == "overlay"
    }
  }

  /// Inside a `List` or `Form`, whose rows take the taps of their unstyled buttons, or a `Section` (a property
  /// returning `Section { … }` is placed in one).
  package var isInListOrForm: Bool {
    enclosingCalls.contains { ["List", "Form", "Section"].contains($0.call.constructedTypeName ?? "") }
  }
}
