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
  static func render(_ rule: RuleDescription) -> String {
    var lines = [
      "---",
      "title: \(rule.title)",
      "impact: \(rule.impact)",
      "impactDescription: \(rule.impactDescription)",
      "tags: \(rule.tags.joined(separator: ", "))",
      "---",
      "",
      "## \(rule.title)",
      "",
      rule.summary,
      "",
    ]
    lines += rule.rationale.components(separatedBy: "\n\n").flatMap { [$0, ""] }
    lines += ["WCAG: \(rule.wcag). Rule id: `\(rule.id)`. Default severity: \(rule.severity.label).", ""]
    lines += ["### Messages", "", "| Site | Message | Recommendation |", "|------|---------|----------------|"]
    for variant in rule.variants {
      lines.append("| \(cell(variant.when)) | \(cell(variant.message)) | \(cell(variant.recommendation)) |")
    }
    lines.append("| any other | \(cell(rule.message)) | \(cell(rule.recommendation)) |")
    lines.append("| passing | \(cell(rule.passingMessage)) | |")
    lines.append("")
    lines += [
      "### Automatic fix", "", rule.automaticFix ?? "None: `a11y-audit fix` leaves these sites to a person.", "",
    ]
    for example in rule.triggeringExamples {
      lines += ["**Incorrect (\(rule.message)):**", "", "```swift", example.strippedCode, "```", ""]
    }
    for example in rule.nonTriggeringExamples {
      lines += ["**Correct (\(rule.passingMessage)):**", "", "```swift", example.code, "```", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// Text fit for one table cell: no line breaks, pipes escaped.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }
}
