import Foundation

@testable import A11yAuditKit

/// A rule's Markdown documentation in `Resources/Rules/<rule-id>.md`, in the shape of a lint-rule write-up (front
/// matter with title, impact and tags; rationale; incorrect and correct examples), generated from its
/// ``RuleDescription`` so the two never drift. `A11Y_RECORD_DOCS=1 swift test` rewrites the files (and fails, so a
/// recording run is never mistaken for a passing one).
enum RuleDocument {
  /// `Resources/Rules`, found from this file's path.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Rules")

  /// Whether this run records the documents instead of checking them.
  static let isRecording = ProcessInfo.processInfo.environment["A11Y_RECORD_DOCS"] == "1"

  /// The document of the rule with `id`.
  static func url(for id: String) -> URL { folder.appendingPathComponent("\(id).md") }

  /// The document text of `rule`.
  static func render(_ rule: RuleDescription) -> String { rule.documentation }
}
