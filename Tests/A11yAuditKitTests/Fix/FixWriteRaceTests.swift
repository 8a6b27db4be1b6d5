import Foundation
import Testing

@testable import A11yAuditKit

/// `fix` while someone edits the files it fixes: an edit that lands while the fixed files are written is never
/// overwritten.
@Suite struct FixWriteRaceTests {
  private static let source = """
    import SwiftUI

    extension View {
        func slideIn() -> some View {
            transition(.move(edge: .bottom))
        }
    }

    """

  private func project() throws -> (root: URL, file: URL, plan: AutomaticFixer.Plan) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-fix-race-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("CardView.swift")
    try Data(Self.source.utf8).write(to: file)
    let plan = try AutomaticFixer(rules: RuleRegistry.rules(in: .reduceMotion)).plan(root: root)
    try #require(plan.changes.count == 1)
    return (root, file, plan)
  }

  /// The lines another process appends after the temporary files are flushed (where a slow disk left 79 ms) are kept:
  /// the last check before the rename sees them, and nothing is written.
  @Test(arguments: ["appended in place", "replaced by an editor"])
  func anEditWhileTheFixIsWrittenIsKept(how: String) throws {
    let (root, file, plan) = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let edited = Self.source + "// a line typed meanwhile\n"

    #expect {
      try AutomaticFixer.write(plan, to: try AuditRoot(url: root)) {
        if how == "appended in place" {
          let handle = FileHandle(forWritingAtPath: file.path)!
          handle.seekToEndOfFile()
          handle.write(Data("// a line typed meanwhile\n".utf8))
          handle.closeFile()
        } else {
          try? AtomicFile.write(Data(edited.utf8), to: file)
        }
      }
    } throws: { error in
      "\(error)".contains("changed since the fix was planned; nothing was written")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == edited)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["CardView.swift"])
  }

  @Test func withNoEditTheFixIsWritten() throws {
    let (root, file, plan) = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    try AutomaticFixer.write(plan, to: try AuditRoot(url: root))
    #expect(try Data(contentsOf: file) == Data(plan.changes[0].fixed))
  }
}
