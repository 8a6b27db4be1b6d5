import A11yAuditKit
import Foundation

/// The lines of the detail screen for one finding, at a given width.
enum DetailLayout {
  /// Columns of the label column (`Location  `).
  private static let labelWidth = 10
  private static let indent = "  "

  static func lines(for record: FindingRecord, source: SourceText? = nil, width: Int, glyphs: Glyphs) -> [StyledLine] {
    let finding = record.finding
    let textWidth = max(10, width - indent.count)
    var lines: [StyledLine] = [
      StyledLine([
        Span(finding.severity.badge, .severity(finding.severity)),
        Span(" \(finding.severity.rawValue)  ", .header),
        Span("status: \(record.status.title)", .header),
      ]),
      field("Rule", ruleTitle(finding)),
      field("Rule id", "\(finding.rule) (\(finding.category.title))"),
      field("Location", "\(finding.file):\(finding.line):\(finding.column)"),
    ]
    if !finding.context.isEmpty { lines.append(field("In", finding.context)) }
    if let kind = finding.kind { lines.append(field("Kind", kind)) }
    lines.append(field("Scan", record.presenceSentence))

    lines += section("Message", paragraph(finding.message, width: textWidth))
    if let source, source.file == finding.file, !record.isAuditOnly {
      lines += section("Code (\(finding.file))", code(finding, source: source, glyphs: glyphs))
    } else {
      lines += section("Snippet", snippet(finding, glyphs: glyphs))
    }
    lines += section("Recommendation", paragraph(finding.recommendation, width: textWidth))
    if let fix = finding.suggestedFix, !fix.isEmpty {
      lines += section(
        "Suggested fix",
        fix.split(separator: "\n", omittingEmptySubsequences: false).map {
          StyledLine(indent + String($0))
        })
    }
    if let audit = record.audit, !audit.isEmpty {
      lines += section(
        record.isAuditOnly ? "The audit says (no matching code found by the scan)" : "The audit says",
        audit.flatMap { reference in auditLines(reference, width: textWidth) })
      if !record.isAuditOnly {
        lines += section("The scan says", paragraph("\(finding.severity.label): \(finding.message)", width: textWidth))
      }
    }
    lines += section("Notes (\(record.notes.count))", notes(record.notes, width: textWidth))
    lines += section("History (\(record.history.count))", history(record.history, width: textWidth, glyphs: glyphs))
    return lines
  }

  /// The rule's title from the registry, or its id when the registry does not know it.
  static func ruleTitle(_ finding: Finding) -> String {
    RuleRegistry.description(for: finding.rule)?.title ?? finding.rule
  }

  private static func auditLines(_ reference: AuditReference, width: Int) -> [StyledLine] {
    var lines = [StyledLine(indent + "\(reference.path):\(reference.line)", .dim)]
    var text = reference.title
    if let severity = reference.severity { text = "\(severity.label): " + text }
    if let type = reference.type { text += " (type: \(type))" }
    lines += paragraph(text, width: width)
    if let recommendation = reference.recommendation, !recommendation.isEmpty {
      lines += paragraph("Recommendation: " + recommendation, width: width)
    }
    return lines
  }

  /// The file's lines around the finding, numbered, the finding's own lines marked with the marker glyph.
  private static func code(_ finding: Finding, source: SourceText, glyphs: Glyphs) -> [StyledLine] {
    let first = max(1, finding.span.start.line - 3)
    let last = min(source.lines.count, max(finding.span.end.line, finding.span.start.line) + 3)
    guard first <= last else { return [StyledLine(indent + "(the file is shorter than the finding's line)", .dim)] }
    let numberWidth = String(last).count
    return (first...last).map { number in
      let marked = finding.span.contains(line: number)
      let label = String(number)
      let padding = String(repeating: " ", count: numberWidth - label.count)
      let mark = marked ? glyphs.marker : " "
      return StyledLine([
        Span(indent + mark + " " + padding + label + " " + glyphs.gutter + " ", marked ? .header : .dim),
        Span(source.lines[number - 1].replacingOccurrences(of: "\t", with: "    "), marked ? .header : .normal),
      ])
    }
  }

  private static func field(_ label: String, _ value: String) -> StyledLine {
    StyledLine([Span((label + ":").padded(to: labelWidth), .dim), Span(value)])
  }

  private static func section(_ title: String, _ body: [StyledLine]) -> [StyledLine] {
    [.blank, StyledLine(title, .header)] + body
  }

  private static func paragraph(_ text: String, width: Int) -> [StyledLine] {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return [StyledLine(indent + "(none)", .dim)] }
    return TextWrap.lines(trimmed, width: width).map { StyledLine(indent + $0) }
  }

  private static func snippet(_ finding: Finding, glyphs: Glyphs) -> [StyledLine] {
    let source = finding.snippet.split(separator: "\n", omittingEmptySubsequences: false)
    guard !(source.count == 1 && source[0].isEmpty) else { return [StyledLine(indent + "(none)", .dim)] }
    let numberWidth = String(finding.line + source.count - 1).count
    return source.enumerated().map { offset, text in
      let number = String(finding.line + offset)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      return StyledLine([
        Span(indent + padding + number + " " + glyphs.gutter + " ", .dim),
        Span(String(text).replacingOccurrences(of: "\t", with: "    ")),
      ])
    }
  }

  private static func notes(_ notes: [Note], width: Int) -> [StyledLine] {
    guard !notes.isEmpty else { return [StyledLine(indent + "No notes yet.", .dim)] }
    return notes.flatMap { note in
      [StyledLine(indent + DateText.utc(note.at), .dim)]
        + TextWrap.lines(note.text, width: width - 2).map { StyledLine(indent + "  " + $0) }
    }
  }

  private static func history(_ entries: [HistoryEntry], width: Int, glyphs: Glyphs) -> [StyledLine] {
    guard !entries.isEmpty else { return [StyledLine(indent + "No changes yet.", .dim)] }
    return entries.flatMap { entry -> [StyledLine] in
      let change =
        entry.from.map { "\($0.title) \(glyphs.arrow) \(entry.to.title)" } ?? "set to \(entry.to.title)"
      let text = "\(change), by \(entry.by.rawValue): \(entry.reason)"
      let wrapped = TextWrap.lines(text, width: max(10, width - 23))
      return wrapped.enumerated().map { index, line in
        let date = index == 0 ? DateText.utc(entry.at) : ""
        return StyledLine([Span(indent + date.padded(to: 22), .dim), Span(line)])
      }
    }
  }
}
