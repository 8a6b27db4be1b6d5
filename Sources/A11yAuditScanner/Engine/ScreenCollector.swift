import A11yAuditModel

/// Turns the views the index found (every `struct` or `class` whose inheritance clause names `View` or
/// `SwiftUI.View`) into screens, grouped by folder.
package enum ScreenCollector {
  /// The screens of `file`, lines taken from `lines`.
  package static func screens(_ declarations: [ScreenDeclaration], file: String, lines: LineTable) -> [Screen] {
    let group = group(of: file)
    return declarations.map { declaration in
      Screen(name: declaration.name, file: file, line: lines.line(containing: declaration.offset) + 1, group: group)
    }
  }

  /// The folder of a root-relative path, `.` at the root.
  package static func group(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return String(file[..<slash])
  }
}
