import Foundation
import Testing

@testable import A11yAuditKit

/// Control characters from sources, file names, audits and notes never reach a terminal raw.
@Suite struct TerminalTextTests {
  /// Retitles the terminal, turns text red, clears the screen (as an 8-bit CSI), returns to the line's start and
  /// forges a second line, then reverses what follows.
  static let hostile = "a\u{1B}]0;PWNED\u{07}\u{1B}[31mred\u{9B}2J\rok\nforged: error\u{202E}desrever\u{0}"

  @Test func everyControlCharacterIsShownAsItsPicture() {
    let escaped = TerminalText.escaping(Self.hostile, keepingLineFeeds: false)

    #expect(escaped == "a␛]0;PWNED␇␛[31mred\u{FFFD}2J␍ok␊forged: error\u{FFFD}desrever␀")
    #expect(!escaped.unicodeScalars.contains { TerminalText.needsEscape($0) })
  }

  @Test func lineFeedsAndTabsAreKeptWhenAsked() {
    #expect(TerminalText.escaping("one\n\ttwo\r\n", keepingLineFeeds: true) == "one\n\ttwo␍\n")
    #expect(TerminalText.escaping("plain text, é, 日本, 👍🏽") == "plain text, é, 日本, 👍🏽")
    #expect(TerminalText.escaping("\u{7F}") == "\u{2421}")
  }

  @Test func textAndXcodeLinesCarryNoControlByteAndStayOneLinePerFinding() {
    let entry = JSONReport.Entry(
      id: "abcdef0123", rule: "fixed-font-size", category: .dynamicType, severity: .medium,
      file: "Sources/Evil\u{1B}]0;x\u{07}\n.swift", line: 3, column: 4, endLine: 3, endColumn: 9,
      snippet: Self.hostile, message: "Fixed font \(Self.hostile)", recommendation: "r", suggestedFix: nil,
      passing: false, status: .open, presence: .violation, context: "A.body", kind: nil, notes: [Self.hostile],
      wcag: ["1.4.4"])
    let report = JSONReport(
      version: 1, root: "/app", summary: JSONReport.summarize([entry], files: 1, lines: 5), findings: [entry],
      inventory: nil)

    for text in [TextReport.render(report), XcodeReport.render(report)] {
      let bytes = Array(text.utf8)
      #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F })
      #expect(!text.unicodeScalars.contains { TerminalText.needsEscape($0, keepingLineFeeds: true) })
    }
    #expect(XcodeReport.render(report).split(separator: "\n").count == 1)
    #expect(TextReport.render(report).split(separator: "\n").count == 2)
  }
}
