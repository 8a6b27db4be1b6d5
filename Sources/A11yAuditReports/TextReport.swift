import A11yAuditModel
import A11yAuditScanner

/// Plain-text lines for people reading a terminal or a CI log; the same words as the TUI.
public enum TextReport {
  /// One line per finding: badge, status, place, rule, message, short id. A control character or line break in the
  /// file name or message is shown, never sent (``TerminalText``).
  public static func line(for entry: JSONReport.Entry) -> String {
    let badge = entry.passing ? "[PASS]" : entry.severity.badge
    let status = entry.passing ? "passing" : entry.status.title
    return
      "\(badge.padding(toLength: 6, withPad: " ", startingAt: 0)) \(status.padding(toLength: 14, withPad: " ", startingAt: 0)) "
      + TerminalText.escaping(
        "\(entry.file):\(entry.line):\(entry.column)  \(entry.message)  [\(entry.rule)] id \(entry.id.prefix(8))"
          + (entry.reason.map { "  reason: \($0.summary)" } ?? ""),
        keepingLineFeeds: false)
  }

  /// "23 findings (3 critical, 6 high, …), 6 passing" over a report's summary.
  public static func totals(_ summary: JSONReport.Summary) -> String {
    let bySeverity = Severity.descending.compactMap { severity -> String? in
      let count = summary.severity[severity.rawValue] ?? 0
      return count == 0 ? nil : "\(count) \(severity.rawValue)"
    }
    var text = "\(summary.violations) finding\(summary.violations == 1 ? "" : "s")"
    if !bySeverity.isEmpty { text += " (\(bySeverity.joined(separator: ", ")))" }
    if summary.passing > 0 { text += ", \(summary.passing) passing" }
    return text
  }

  /// The whole text report: findings then a totals line.
  public static func render(_ report: JSONReport) -> String {
    var lines = report.findings.map(line(for:))
    if report.summary.files > 0 {
      lines.append(
        "Scanned \(report.summary.files) Swift files (\(report.summary.lines) lines): \(totals(report.summary)).")
    } else {
      lines.append(totals(report.summary) + ".")
    }
    if let summary = report.summary.leftOutCode.summary {
      lines.append("Left out as code users never run: \(summary) (`include:` in .a11y-audit.yml scans them).")
    }
    if let notRun = report.summary.optInRulesNotRun, !notRun.isEmpty {
      lines.append(
        "Not run: \(notRun.count) opt-in rule\(notRun.count == 1 ? "" : "s"), measured below "
          + "\(Int(RuleMeasurement.defaultRuleThreshold * 100))% precision on real apps (`--all-rules` or "
          + "`opt_in_rules:` in .a11y-audit.yml runs them; `a11y-audit rules` lists them).")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
