import SwiftSyntax

extension FunctionCallExprSyntax {
  /// `Font.system(size:…)` or `.system(size:…)`: a SwiftUI system font of a given size.
  package var isSizedSystemFont: Bool {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "system",
      argument(labelled: "size") != nil
    else { return false }
    return access.base == nil || access.base?.isFontTypeName == true
  }

  /// `Font.custom(_:size:)`, `.custom(_:size:relativeTo:)` or `.custom(_:fixedSize:)`.
  package var isCustomFont: Bool {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "custom"
    else { return false }
    return (access.base == nil || access.base?.isFontTypeName == true)
      && (argument(labelled: "size") != nil || argument(labelled: "fixedSize") != nil)
  }

  /// `UIFont.systemFont(ofSize:)` and its bold, italic and monospaced siblings (also on `NSFont`).
  package var isSizedUIKitSystemFont: Bool {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self),
      Self.uiKitSystemFontNames.contains(access.declName.baseName.text), argument(labelled: "ofSize") != nil
    else { return false }
    guard let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return access.base == nil }
    return base == "UIFont" || base == "NSFont"
  }

  /// `UIFont(name:size:)` or `NSFont(name:size:)`.
  package var isNamedUIKitFont: Bool {
    ["UIFont", "NSFont"].contains(constructedTypeName) && argument(labelled: "name") != nil
      && argument(labelled: "size") != nil
  }

  /// The names of UIKit's sized system-font factories.
  package static let uiKitSystemFontNames: Set<String> = [
    "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont",
  ]

  /// The `weight:` argument as written (`.bold`), if any.
  package var fontWeightText: String? { argument(labelled: "weight")?.trimmedDescription }

  /// Whether the font is handed to `UIFontMetrics(…).scaledFont(for:)`, directly or through the local constant it
  /// initialises (`let base = UIFont(…)!` … `scaledFont(for: base)`), so it scales after all.
  package func isScaledByFontMetrics(in file: SourceFileContext) -> Bool {
    var current = Syntax(self)
    while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledName == "scaledFont" { return true }
      if let binding = parent.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        return file.index.calls(named: "scaledFont").contains { call in
          call.arguments.contains { $0.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }
        }
      }
      current = parent
    }
    return false
  }

  /// The static property of a type this font is the value of (`static let h1 = Font.system(size: 28)` in
  /// `enum Typography`), as `Typography.h1`: a central typography declaration.
  package var typographyDeclaration: TypographyDeclaration? {
    var current = Syntax(self)
    while let parent = current.parent {
      if let binding = parent.as(PatternBindingSyntax.self) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
          let type = variable.enclosingTypeName
        else { return nil }
        return TypographyDeclaration(type: type, name: name)
      }
      let isValuePath =
        parent.is(MemberAccessExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
        || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(ReturnStmtSyntax.self)
        || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
      guard isValuePath else { return nil }
      current = parent
    }
    return nil
  }
}

/// A static font property of a typography type (`Typography.h1`).
package struct TypographyDeclaration {
  /// The type that declares it (`Typography`, or `Font` for an extension).
  package var type: String
  /// The property (`h1`).
  package var name: String

  /// How it is written at its uses.
  package var qualifiedName: String { "\(type).\(name)" }

  /// Its uses in the project: `Type.name`, plus `.name` in `.font(…)` when it extends `Font`.
  package func uses(in index: AccessibilityProjectIndex) -> (count: Int, files: Int) {
    let qualified = index.memberUses[qualifiedName] ?? [:]
    let implicit = type == "Font" ? index.memberUses["." + name] ?? [:] : [:]
    let files = qualified.merging(implicit, uniquingKeysWith: +)
    return (files.values.reduce(0, +), files.count)
  }
}

extension ExprSyntax {
  /// `Font` or `SwiftUI.Font`.
  fileprivate var isFontTypeName: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Font" }
    return self.as(MemberAccessExprSyntax.self)?.trimmedDescription == "SwiftUI.Font"
  }
}

extension SourceFileContext {
  /// Whether the file's source contains `text` anywhere (a quick test before walking the tree for it).
  package func sourceMentions(_ text: String) -> Bool {
    bytes.containsBytes(Array(text.utf8))
  }

  /// The names of the file's `@ScaledMetric` properties.
  package var scaledMetricNames: Set<String> {
    guard sourceMentions("ScaledMetric") else { return [] }
    return Set(ScaledMetricCollector.declarations(in: syntax).flatMap(\.boundNames))
  }
}

/// Finds the `@ScaledMetric` property declarations of a file.
package final class ScaledMetricCollector: SyntaxVisitor {
  package private(set) var found: [VariableDeclSyntax] = []

  /// The `@ScaledMetric` declarations of `syntax`, in source order.
  package static func declarations(in syntax: some SyntaxProtocol) -> [VariableDeclSyntax] {
    let collector = ScaledMetricCollector(viewMode: .sourceAccurate)
    collector.walk(syntax)
    return collector.found
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.hasAttribute(named: "ScaledMetric") { found.append(node) }
    return .visitChildren
  }
}

extension FunctionCallExprSyntax {
  /// Whether the font sizes no text: it is given to `.font(…)` on an `Image` (an SF Symbol's glyph size), or to a
  /// symbol configuration (`UIImage.SymbolConfiguration(font:)`).
  package var fontsNoText: Bool {
    var current = Syntax(self)
    while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
        if call.calledName == "SymbolConfiguration" || call.calledName == "withConfiguration" { return true }
        if call.viewModifierName == "font" {
          return call.viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName == "Image"
        }
      }
      current = parent
    }
    return false
  }
}

extension ExprSyntax {
  /// Whether a size follows Dynamic Type: it reads a text style's size (`UIFont.preferredFont(forTextStyle:)
  /// .pointSize`) or scales a value with `UIFontMetrics` (`scaledValue(for:)`).
  package var followsDynamicType: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      ["preferredFont", "scaledValue", "preferredFontDescriptor"].contains(token.text)
    }
  }
}
