import Foundation
import Testing

@testable import A11yAuditKit

/// What a severity means is decided on ``Severity`` alone: its order, its SARIF, Xcode and code scanning levels, its
/// Markdown emoji and how people type it. The reports, the CLI and the MCP server ask it.
@Suite struct SeverityFactsTests {
  @Test func theOrderIsTheDeclarationOrderMostSevereFirst() {
    #expect(Severity.descending == Severity.allCases)
    #expect(Severity.descending == [.critical, .high, .medium, .low, .none])
    #expect(Severity.descending.map(\.position) == Array(0..<Severity.allCases.count))
    #expect(Severity.descending.sorted() == Array(Severity.descending.reversed()))
  }

  @Test func levelsOfDiagnostics() {
    #expect(Severity.descending.map(\.diagnosticLevel) == ["error", "error", "warning", "note", "note"])
    #expect(
      Severity.descending.map(\.codeScanningSeverity)
        == ["error", "error", "warning", "recommendation", "recommendation"])
    for severity in Severity.allCases {
      #expect(SARIFReport.level(severity) == severity.diagnosticLevel)
      #expect(SARIFReport.problemSeverity(severity) == severity.codeScanningSeverity)
    }
  }

  @Test func xcodeLinesUseTheDiagnosticLevel() {
    let records = Severity.allCases.enumerated().map { index, severity in
      FindingRecord(finding: makeFinding(id: "s\(index)", line: index + 1, severity: severity))
    }
    let lines = XcodeReport.render(JSONReport.make(root: "/app", records: records)).split(separator: "\n")
    #expect(lines.count == Severity.allCases.count)
    for (line, severity) in zip(lines, Severity.descending) {
      #expect(line.contains(": \(severity.diagnosticLevel): "), "\(line)")
    }
  }

  @Test func emojiAndMarkdownBadge() {
    #expect(Severity.descending.map(\.emojiLabel) == ["🔴 CRITICAL", "🟠 HIGH", "🟡 MEDIUM", "🟢 LOW", "⚪ NONE"])
    for severity in Severity.allCases {
      #expect(MarkdownAuditReport.badge(severity) == severity.emojiLabel)
      #expect(AuditVocabulary.severity(in: "Status: \(severity.emoji)") == severity)
    }
  }

  @Test func parsingWhatPeopleType() {
    for severity in Severity.allCases {
      #expect(Severity(userInput: severity.rawValue) == severity)
      #expect(Severity(userInput: severity.label) == severity)
    }
    #expect(Severity(userInput: "crit") == .critical)
    #expect(Severity(userInput: "CRIT") == .critical)
    #expect(Severity(userInput: "severe") == nil)
    #expect(Severity(userInput: "") == nil)
  }

  @Test func reportEntriesAndRecordsSortAlike() {
    let records = [
      FindingRecord(finding: makeFinding(id: "a", file: "B.swift", line: 3, severity: .low)),
      FindingRecord(finding: makeFinding(id: "b", file: "A.swift", line: 9, severity: .critical)),
      FindingRecord(finding: makeFinding(id: "c", file: "A.swift", line: 2, severity: .critical)),
      FindingRecord(finding: makeFinding(id: "d", file: "A.swift", line: 1, severity: .none)),
      FindingRecord(finding: makeFinding(id: "e", file: "C.swift", line: 1, severity: .medium)),
    ]
    let byRecord = records.sorted(by: FindingOrder.bySeverity).map(\.id)
    let byEntry = records.map(JSONReport.Entry.init).sorted(by: FindingOrder.bySeverity).map(\.id)
    #expect(byRecord == ["c", "b", "e", "a", "d"])
    #expect(byEntry == byRecord)
    #expect(FindingsTable.ordered(records.map(JSONReport.Entry.init)).map(\.id) == byRecord)
    #expect(FindingOrder.severityDecides(.high, .low) == true)
    #expect(FindingOrder.severityDecides(.low, .high) == false)
    #expect(FindingOrder.severityDecides(.medium, .medium) == nil)
  }
}
