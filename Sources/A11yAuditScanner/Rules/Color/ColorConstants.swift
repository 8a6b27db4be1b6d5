import A11yAuditModel
import SwiftSyntax

/// Colours the project declares once and uses by name across files: `static let brand = Color("Brand")` in
/// `extension Color` (used as `.brand` or `Color.brand`), `static let accent = Color(red: …)` in `enum Theme` (used as
/// `Theme.accent`), `static var warning: UIColor { .systemOrange }` in `extension UIColor`.
///
/// Only `static` properties whose initialiser or getter is a colour the tool reads (see ``ExprSyntax/colorSpec``)
/// count; a name declared with different colours in different files (two targets) is left unknown.
package struct ColorConstants: ProjectFacts {
  package typealias Collector = ColorConstantCollector

  /// The declarations of one file, or of the project once resolved.
  package struct Declared: Sendable, Equatable, ScanCacheCodable {
    /// Members of `Color` and `ShapeStyle` extensions, by name.
    package var swiftUI: [String: ColorSpec] = [:]
    /// Members of `UIColor` extensions, by name.
    package var uiKit: [String: ColorSpec] = [:]
    /// Static members of other types, by `Type.name`.
    package var qualified: [String: ColorSpec] = [:]

    /// These declarations and `other`'s; a name both declare differently is dropped.
    package func merging(_ other: Declared, conflicts: inout Set<String>) -> Declared {
      func merge(_ mine: [String: ColorSpec], _ theirs: [String: ColorSpec], prefix: String) -> [String: ColorSpec] {
        var result = mine
        for (name, spec) in theirs {
          if let existing = result[name], existing != spec { conflicts.insert(prefix + name) }
          result[name] = spec
        }
        return result.filter { !conflicts.contains(prefix + $0.key) }
      }
      return Declared(
        swiftUI: merge(swiftUI, other.swiftUI, prefix: "Color."), uiKit: merge(uiKit, other.uiKit, prefix: "UIColor."),
        qualified: merge(qualified, other.qualified, prefix: ""))
    }
  }

  /// The project's colour constants.
  package internal(set) var declared: Declared = Declared()
  /// Names declared differently in different files.
  var conflicts: Set<String> = []

  /// Only a file saying `static` and `Color` (`UIColor`, `ShapeStyle where Self == Color`) declares a constant.
  package static func mayDeclareSharedFacts(in bytes: [UInt8]) -> Bool {
    bytes.containsBytes(Array("static".utf8)) && bytes.containsBytes(Array("Color".utf8))
  }

  package init(files: [Declared]) {
    for file in files { declared = declared.merging(file, conflicts: &conflicts) }
  }

  /// The constants a file holding `words` uses as members (`.brand`, `Color.brand`, `Theme.accent`: colours are only
  /// resolved from member accesses), and those they are declared with in turn (`static let accent = Color.brand`),
  /// which resolving them follows. Conflicts are left out: no rule reads them.
  package func projected(onto words: FileWords) -> ColorConstants {
    var result = ColorConstants(files: [])
    var pending: [ColorSpec] = []
    func keep(_ spec: ColorSpec?, as name: String, in path: WritableKeyPath<Declared, [String: ColorSpec]>) {
      guard let spec, result.declared[keyPath: path][name] == nil else { return }
      result.declared[keyPath: path][name] = spec
      pending.append(spec)
    }
    for (name, spec) in declared.swiftUI where words.containsMember(name) { keep(spec, as: name, in: \.swiftUI) }
    for (name, spec) in declared.uiKit where words.containsMember(name) { keep(spec, as: name, in: \.uiKit) }
    for (name, spec) in declared.qualified where words.containsMember(name) { keep(spec, as: name, in: \.qualified) }
    while let spec = pending.popLast() {
      switch spec {
      case .swiftUI(let name): keep(declared.swiftUI[name], as: name, in: \.swiftUI)
      case .uiKit(let name): keep(declared.uiKit[name], as: name, in: \.uiKit)
      case .qualified(let name): keep(declared.qualified[name], as: name, in: \.qualified)
      case .withOpacity(let base, _): pending.append(base)
      case .choice(let options): pending += options
      case .byAppearance(let light, let dark): pending += [light, dark]
      case .byContrast(let standard, let increased): pending += [standard, increased]
      case .literal, .asset, .clear: break
      }
    }
    return result
  }

  package func adding(_ other: ColorConstants) -> ColorConstants {
    var result = self
    result.declared = declared.merging(other.declared, conflicts: &result.conflicts)
    return result
  }
}

/// Colour's part of the index walk: the `static` properties initialised with a colour.
package final class ColorConstantCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = [.patternBindings]

  private var declared = ColorConstants.Declared()

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> ColorConstants.Declared { declared }

  package override func visit(_ node: PatternBindingSyntax) {
    guard let value = node.colorConstantValue,
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let spec = value.colorSpec ?? value.uiColorSpec
    else { return }
    switch node.declaringTypeName {
    case "Color", "SwiftUI.Color", "ShapeStyle": declared.swiftUI[name] = spec
    case "UIColor", "UIKit.UIColor": declared.uiKit[name] = spec
    case let type?: declared.qualified[type + "." + name] = spec
    case nil: return
    }
  }
}

extension PatternBindingSyntax {
  /// The expression a stored property starts from, or the single expression its getter returns.
  fileprivate var colorConstantValue: ExprSyntax? {
    if let value = initializer?.value { return value }
    guard let accessors = accessorBlock?.accessors else { return nil }
    let statements: CodeBlockItemListSyntax
    switch accessors {
    case .getter(let body): statements = body
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
        return nil
      }
      statements = getter.statements
    }
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
    return item.as(ExprSyntax.self)
  }

  /// `Theme` for a property of `enum Theme`, `Color` in `extension Color`, `Theme.Palette` for a nested type.
  fileprivate var declaringTypeName: String? {
    var names: [String] = []
    var current = parent
    while let node = current {
      if let type = node.as(StructDeclSyntax.self) {
        names.append(type.name.text)
      } else if let type = node.as(EnumDeclSyntax.self) {
        names.append(type.name.text)
      } else if let type = node.as(ClassDeclSyntax.self) {
        names.append(type.name.text)
      } else if let type = node.as(ExtensionDeclSyntax.self) {
        names.append(type.extendedType.typeName)
      } else if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) {
        return nil
      }
      current = node.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }
}
