import SwiftSyntax

/// Finds SwiftUI views: every `struct` or `class` whose inheritance clause names `View` (or `SwiftUI.View`).
final class ScreenCollector: SyntaxVisitor {
  private let file: String
  private let group: String
  private let converter: SourceLocationConverter
  private var enclosingTypes: [String] = []
  private(set) var screens: [Screen] = []

  /// Collects the views of `file`, grouped under its parent folder.
  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.group = ScreenCollector.group(of: file)
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// The folder of a root-relative path, `.` at the root.
  static func group(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return String(file[..<slash])
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(name: node.name, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(name: node.name, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosingTypes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosingTypes.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

  private func enter(name: TokenSyntax, inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
    enclosingTypes.append(name.text)
    if inheritance?.conformsToView == true {
      let line = converter.location(for: name.positionAfterSkippingLeadingTrivia).line
      screens.append(Screen(name: enclosingTypes.joined(separator: "."), file: file, line: line, group: group))
    }
    return .visitChildren
  }
}

extension InheritanceClauseSyntax {
  /// Whether the clause lists `View` or `SwiftUI.View`.
  fileprivate var conformsToView: Bool {
    inheritedTypes.contains { inherited in
      let name = inherited.type.trimmedDescription
      return name == "View" || name == "SwiftUI.View"
    }
  }
}
