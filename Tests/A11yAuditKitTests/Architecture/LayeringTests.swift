import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The kit's targets depend one way: each imports only targets below it, so the model never reaches the scanner,
/// the scanner never the store, and so on up to the session facade the front ends call.
@Suite struct LayeringTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The kit's targets, bottom first; the front ends sit above the last.
  static let layers = ["A11yAuditModel", "A11yAuditScanner", "A11yAuditStore", "A11yAuditReports", "A11yAuditKit"]
  static let frontEnds = ["A11yAuditTUI", "A11yAuditMCP", "a11y-audit"]

  /// An import of a target at or above the importing file's own layer.
  struct Violation: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var imported: String
    var description: String { "\(file):\(line) imports \(imported), which is not below its own target" }
  }

  /// The kit modules `source` imports, with their lines.
  static func imports(in source: String) -> [(module: String, line: Int)] {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    final class Collector: SyntaxVisitor {
      var found: [(String, AbsolutePosition)] = []
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { found.append((first.name.text, node.positionAfterSkippingLeadingTrivia)) }
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found.map { ($0.0, converter.location(for: $0.1).line) }
  }

  /// Imports in `files` (target name, path, text) of a kit target not strictly below the file's target.
  static func violations(in files: [(target: String, path: String, text: String)]) -> [Violation] {
    var result: [Violation] = []
    for file in files {
      let own = layers.firstIndex(of: file.target) ?? layers.count
      for (module, line) in imports(in: file.text) {
        if let level = layers.firstIndex(of: module), level >= own {
          result.append(Violation(file: file.path, line: line, imported: module))
        }
      }
    }
    return result
  }

  /// Every Swift file of the kit's targets and the front ends.
  static func sourceFiles() throws -> [(target: String, path: String, text: String)] {
    try (layers + frontEnds).flatMap { target in
      let folder = packageRoot.appendingPathComponent("Sources/\(target)")
      let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
        (
          target, "Sources/\(target)/\(name)",
          try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        )
      }
    }
  }

  @Test func everyKitTargetImportsOnlyTargetsBelowIt() throws {
    let files = try Self.sourceFiles()
    #expect(files.count > 300, "the kit's sources were not found under \(Self.packageRoot.path)")
    let found = Self.violations(in: files)
    #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
  }

  @Test func anImportOfAHigherTargetIsReported() {
    let files = [
      (
        target: "A11yAuditModel", path: "Sources/A11yAuditModel/Finding.swift",
        text: "import Foundation\nimport A11yAuditStore\n"
      ),
      (
        target: "A11yAuditStore", path: "Sources/A11yAuditStore/Store.swift",
        text: "import A11yAuditModel\nimport A11yAuditScanner\n"
      ),
      (
        target: "A11yAuditScanner", path: "Sources/A11yAuditScanner/Rule.swift", text: "@testable import A11yAuditKit\n"
      ),
    ]
    #expect(
      Self.violations(in: files) == [
        Violation(file: "Sources/A11yAuditModel/Finding.swift", line: 2, imported: "A11yAuditStore"),
        Violation(file: "Sources/A11yAuditScanner/Rule.swift", line: 1, imported: "A11yAuditKit"),
      ])
  }

  @Test func theManifestDeclaresEachLayerOnTheOnesBelowIt() throws {
    let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    for (index, layer) in Self.layers.enumerated() {
      let declaration = try #require(
        manifest.components(separatedBy: "name: \"\(layer)\"").dropFirst().first?.components(separatedBy: ".target(")
          .first, "Package.swift declares no target \(layer)")
      for higher in Self.layers[(index + 1)...] {
        #expect(!declaration.contains("\"\(higher)\""), "\(layer) depends on \(higher), a layer above it")
      }
    }
  }
}
