import A11yAuditKit
import Foundation

/// The lines of the detail screen for one finding, at a given width.
///
/// The linear layout (`--screen-reader`) has no padded columns, gutters or markers: labels end in a colon, code
/// lines say `line 61, flagged:`, dates lead their sentence.
struct DetailLayout {
  /// Columns of the label column (`Location  `).
  private static let labelWidth = 10
  /// The most of one field (a message, a note, a fix) the screen shows, in bytes of UTF-8; a line after it says how
  /// much more there is and where to read it.
  static let fieldLimit = 64 << 10
  private let linear: Bool
  private let glyphs: Glyphs
  private var indent: String { linear ? "" : "  " }

  static func lines(
    for record: FindingRecord, source: SourceText? = nil, width: Int, glyphs: Glyphs, linear: Bool = false
  ) -> [StyledLine] {
    DetailLayout(linear: linear, glyphs: glyphs).lines(for: record, source: source, width: width)
  }

  private func lines(for record: FindingRecord, source: SourceText?, width: Int) -> [StyledLine] {
    let finding = record.finding
    let textWidth = max(10, width - indent.count)
    let heading =
      linear
      ? StyledLine([
        Span(record.severityWord, .severity(finding.severity)),
        Span(" \(finding.severity.rawValue), status \(record.status.title)", .header),
      ])
      : StyledLine([
        Span(finding.severity.badge, .severity(finding.severity)),
        Span(" \(finding.severity.rawValue)  ", .header),
        Span("status: \(record.status.title)", .header),
      ])
    var lines: [StyledLine] = [
      heading,
      field("Rule", Self.ruleTitle(finding)),
      field("Rule id", "\(finding.rule) (\(finding.category.title))"),
    ]
    let placeWidth = width - (linear ? DisplayWidth.of("Location: ") : Self.labelWidth)
    let place = Self.wrap(path: "\(finding.file):\(finding.line):\(finding.column)", width: max(10, placeWidth))
    lines.append(field("Location", place[0]))
    lines += place.dropFirst().map { StyledLine((linear ? "" : "".padded(to: Self.labelWidth)) + $0) }
    for (index, number) in finding.criteria.enumerated() {
      let title = SuccessCriterion.wcag22(number)?.title ?? number
      lines.append(linear || index == 0 ? field("WCAG 2.2", title) : field("", title))
    }
    if !finding.context.isEmpty { lines.append(field("In", finding.context)) }
    if let kind = finding.kind { lines.append(field("Kind", kind)) }
    lines.append(field("Scan", record.presenceSentence))

    if record.status == .acceptedRisk, let acceptance = record.acceptance {
      lines += section(
        "Accepted risk",
        paragraph(
          "Accepted by \(acceptance.by) until \(acceptance.until) (UTC). Reason: "
            + "\(acceptance.reason.trimmingCharacters(in: CharacterSet(charactersIn: ". ")))."
            + " The first scan after that day reopens the finding.", width: textWidth))
    }
    lines += section("Message", paragraph(finding.message, width: textWidth))
    if let source, source.file == finding.file, !record.isAuditOnly {
      lines += section("Code (\(finding.file))", code(finding, source: source))
    } else {
      lines += section("Snippet", snippet(finding, width: textWidth))
    }
    lines += section("Recommendation", paragraph(finding.recommendation, width: textWidth))
    if let fix = finding.suggestedFix, !fix.isEmpty {
      lines += section(
        "Suggested fix",
        Self.shown(fix).text.split(separator: "\n", omittingEmptySubsequences: false).map {
          StyledLine(indent + String($0))
        } + leftOut(of: fix, width: textWidth))
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
    lines += section("History (\(record.history.count))", history(record.history, width: textWidth))
    return lines
  }

  /// The rule's title from the registry, or its id when the registry does not know it.
  static func ruleTitle(_ finding: Finding) -> String {
    RuleTitles.byID[finding.rule] ?? finding.rule
  }

  private func auditLines(_ reference: AuditReference, width: Int) -> [StyledLine] {
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
  private func code(_ finding: Finding, source: SourceText) -> [StyledLine] {
    let first = max(1, finding.span.start.line - 3)
    let last = min(source.lines.count, max(finding.span.end.line, finding.span.start.line) + 3)
    guard first <= last else { return [StyledLine(indent + "(the file is shorter than the finding's line)", .dim)] }
    let numberWidth = String(last).count
    return (first...last).map { number in
      let marked = finding.span.contains(line: number)
      let text = source.lines[number - 1].replacingOccurrences(of: "\t", with: "    ")
      if linear {
        return StyledLine([
          Span("line \(number)\(marked ? ", flagged" : ""): ", marked ? .header : .dim),
          Span(text, marked ? .header : .normal),
        ])
      }
      let label = String(number)
      let padding = String(repeating: " ", count: numberWidth - label.count)
      let mark = marked ? glyphs.marker : " "
      return StyledLine([
        Span(indent + mark + " " + padding + label + " " + glyphs.gutter + " ", marked ? .header : .dim),
        Span(text, marked ? .header : .normal),
      ])
    }
  }

  /// `path` in lines of at most `width` columns, broken after a `/` where it can be: the detail screen shows the
  /// whole place, which list rows shorten.
  static func wrap(path: String, width: Int) -> [String] {
    var pieces = path.split(separator: "/", omittingEmptySubsequences: false).map { $0 + "/" }
    pieces[pieces.count - 1].removeLast()
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      if !line.isEmpty && DisplayWidth.of(line) + DisplayWidth.of(piece) > width {
        lines.append(line)
        line = ""
      }
      line += piece
      while DisplayWidth.of(line) > width {
        let parts = TextWrap.lines(line, width: width)
        lines += parts.dropLast()
        line = parts.last ?? ""
      }
    }
    return lines + [line]
  }

  /// `Rule:     value`; with an empty label, the value alone in the value column (a field's next line).
  private func field(_ label: String, _ value: String) -> StyledLine {
    let labelText = label.isEmpty ? "" : label + ":"
    return StyledLine([Span(linear ? labelText + " " : labelText.padded(to: Self.labelWidth), .dim), Span(value)])
  }

  private func section(_ title: String, _ body: [StyledLine]) -> [StyledLine] {
    [.blank, StyledLine(title, .header)] + body
  }

  private func paragraph(_ text: String, width: Int) -> [StyledLine] {
    let trimmed = Self.shown(text).text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return [StyledLine(indent + "(none)", .dim)] }
    return TextWrap.lines(trimmed, width: width).map { StyledLine(indent + $0) } + leftOut(of: text, width: width)
  }

  /// `text` as far as the screen shows it (``fieldLimit`` bytes at most, cut between characters' scalars), and how
  /// many bytes of it are left out.
  static func shown(_ text: String) -> (text: Substring, leftOut: Int) {
    let utf8 = text.utf8
    guard utf8.count > fieldLimit else { return (text[...], 0) }
    var cut = utf8.index(utf8.startIndex, offsetBy: fieldLimit)
    while cut > utf8.startIndex && utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
    return (text[..<cut], utf8.distance(from: cut, to: utf8.endIndex))
  }

  /// The line saying how much of `text` the screen leaves out, and where to read it all; none when it shows it all.
  private func leftOut(of text: String, width: Int) -> [StyledLine] {
    let bytes = Self.shown(text).leftOut
    guard bytes > 0 else { return [] }
    let sentence =
      "\(glyphs.ellipsis) \(bytes) more bytes not shown: `a11y-audit findings --format json` prints the finding in full"
    return TextWrap.lines(sentence, width: width).map { StyledLine(indent + $0, .dim) }
  }

  private func snippet(_ finding: Finding, width: Int) -> [StyledLine] {
    let source = Self.shown(finding.snippet).text.split(separator: "\n", omittingEmptySubsequences: false)
    guard !(source.count == 1 && source[0].isEmpty) else { return [StyledLine(indent + "(none)", .dim)] }
    let numberWidth = String(finding.line + source.count - 1).count
    let lines = source.enumerated().map { offset, text in
      let number = String(finding.line + offset)
      let code = String(text).replacingOccurrences(of: "\t", with: "    ")
      if linear { return StyledLine([Span("line \(number): ", .dim), Span(code)]) }
      let padding = String(repeating: " ", count: numberWidth - number.count)
      return StyledLine([
        Span(indent + padding + number + " " + glyphs.gutter + " ", .dim),
        Span(code),
      ])
    }
    return lines + leftOut(of: finding.snippet, width: width)
  }

  private func notes(_ notes: [Note], width: Int) -> [StyledLine] {
    guard !notes.isEmpty else { return [StyledLine(indent + "No notes yet.", .dim)] }
    if linear {
      return notes.flatMap { note in
        TextWrap.lines("\(Self.written(note)): \(Self.shown(note.text).text)", width: width).map { StyledLine($0) }
          + leftOut(of: note.text, width: width)
      }
    }
    return notes.flatMap { note in
      [StyledLine(indent + Self.written(note), .dim)]
        + TextWrap.lines(String(Self.shown(note.text).text), width: width - 2).map { StyledLine(indent + "  " + $0) }
        + leftOut(of: note.text, width: width)
    }
  }

  /// When a note was written and by whom: `2025-11-22 10:00 UTC, Ana Ruiz`.
  private static func written(_ note: Note) -> String {
    DateText.utc(note.at) + (note.by.map { ", \($0)" } ?? "")
  }

  private func history(_ entries: [HistoryEntry], width: Int) -> [StyledLine] {
    guard !entries.isEmpty else { return [StyledLine(indent + "No changes yet.", .dim)] }
    return entries.flatMap { entry -> [StyledLine] in
      let change =
        entry.from.map {
          linear ? "from \($0.title) to \(entry.to.title)" : "\($0.title) \(glyphs.arrow) \(entry.to.title)"
        }
        ?? "set to \(entry.to.title)"
      let text = "\(change), by \(entry.who): \(Self.shown(entry.reason).text)"
      if linear {
        return TextWrap.lines("\(DateText.utc(entry.at)): \(text)", width: width).map { StyledLine($0) }
          + leftOut(of: entry.reason, width: width)
      }
      let wrapped = TextWrap.lines(text, width: max(10, width - 23))
      return wrapped.enumerated().map { index, line in
        let date = index == 0 ? DateText.utc(entry.at) : ""
        return StyledLine([Span(indent + date.padded(to: 22), .dim), Span(line)])
      } + leftOut(of: entry.reason, width: width)
    }
  }
}
