import A11yAuditModel
import A11yAuditScanner

/// The dashboard: a summary line (open findings by severity, screens reviewed), the release-blocker line, then one
/// card per area and audit file with its verdict in words, open findings by severity, fix progress, checklist
/// progress and screen review progress. The cards are in a disclosure, open in the page as written (and so without
/// JavaScript); the script closes it on a narrow screen, so that the rest of the page is not four screens down.
package enum DashboardCards {
  /// The severities a card counts, as the dashboard does.
  package static let severities: [Severity] = Severity.descending.filter { $0 != .none }

  /// The dashboard section.
  package static func render(_ summary: DashboardSummary) -> String {
    var out = [
      "<section id=\"dashboard\" aria-labelledby=\"dashboard-heading\">",
      "<h2 id=\"dashboard-heading\">Dashboard</h2>",
      "<p id=\"summary\" class=\"summary\">\(summary.sentence.htmlEscaped)</p>",
    ]
    if summary.openCritical > 0 {
      let noun = summary.openCritical == 1 ? "finding is" : "findings are"
      out.append(
        "<p class=\"blocker\"><strong>Release blocker:</strong> \(summary.openCritical) critical \(noun) open.</p>")
    } else {
      out.append("<p class=\"no-blocker\">No critical finding open: nothing blocks the release.</p>")
    }
    if summary.acceptedRisks > 0 {
      let noun = summary.acceptedRisks == 1 ? "accepted risk" : "accepted risks"
      let first = summary.firstToEnd.map {
        ", the first ends \($0.until.htmlEscaped) (accepted by \($0.by.htmlEscaped))"
      }
      out.append(
        "<p class=\"accepted\"><strong>\(summary.acceptedRisks) \(noun)</strong>\(first ?? ""); a scan after that "
          + "day reopens it.</p>")
    }
    out.append(
      "<p class=\"note\">As the dashboard shows the store: per area and per audit file, the open findings by "
        + "severity, how many are fixed, the checklist items ticked and the app's screens reviewed.</p>")
    let count = summary.rows.count
    out += [
      "<details id=\"cards\" class=\"cards-disclosure\" open>",
      "<summary>\(count) card\(count == 1 ? "" : "s"): each area's and audit file's verdict and progress</summary>",
      "<ul class=\"cards\">",
    ]
    out += summary.rows.map(card)
    out += ["</ul>", "</details>", "</section>"]
    return out.joined(separator: "\n")
  }

  /// One card.
  package static func card(_ row: DashboardRow) -> String {
    let kind: String
    switch row.source {
    case .category: kind = "area"
    case .auditFile(let path): kind = path
    }
    let verdict = row.verdict
    let open = severities.map { severity in
      "<div class=\"sev-\(severity.rawValue)\"><dt>\(severity.rawValue)</dt><dd>\(row.open[severity] ?? 0)</dd></div>"
    }
    return [
      "<li class=\"card\">",
      "<h3>\(row.title.htmlEscaped) <span class=\"kind\">(\(kind.htmlEscaped))</span></h3>",
      "<p class=\"verdict \(verdictClass(verdict))\"><span class=\"badge\">\(verdict.title)</span> "
        + "\(row.openCount) open, \(row.fixed) of \(row.total) fixed</p>",
      "<p class=\"label\">Open by severity</p>",
      "<dl class=\"open-counts\">\(open.joined())</dl>",
      progress("Fixed", row.fixed, of: row.total, verb: "fixed"),
      progress("Checklist", row.checklist.checked, of: row.checklist.total, verb: "ticked"),
      progress("Screens", row.screens.reviewed, of: row.screens.total, verb: "reviewed"),
      "</li>",
    ].joined(separator: "\n")
  }

  /// The verdict's class: `pass`, `fail`, `not-reviewed`.
  package static func verdictClass(_ verdict: DashboardRow.Verdict) -> String {
    switch verdict {
    case .pass: "pass"
    case .fail: "fail"
    case .notReviewed: "not-reviewed"
    }
  }

  /// `Fixed: 3 of 8 fixed (38%)` with a bar beside it that only repeats the words.
  package static func progress(_ label: String, _ part: Int, of whole: Int, verb: String) -> String {
    let percent = whole == 0 ? 0 : Int((Double(part) * 100 / Double(whole)).rounded())
    return "<p class=\"progress\"><span class=\"label\">\(label):</span> \(part) of \(whole) \(verb)"
      + (whole == 0 ? "" : " (\(percent)%)")
      + " <span class=\"bar\" aria-hidden=\"true\"><span style=\"width:\(percent)%\"></span></span></p>"
  }
}
