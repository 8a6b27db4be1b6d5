import A11yAuditModel

/// The findings section: the filter form (shown by the script), the count of rows shown (a live region), and the
/// table itself, one row per finding with its code excerpt, how to fix it, its rule and notes in a `<details>`.
package enum FindingsTable {
  /// The column headers and what the script sorts each by.
  package static let columns: [(title: String, sort: String)] = [
    ("Severity", "severity"), ("Status", "status"), ("Area", "text"), ("Location", "text"), ("Finding", "text"),
    ("WCAG", "text"),
  ]

  /// The words of the live region; the script fills in the numbers the same way.
  package static let shownTemplate = "{shown} of {total} findings shown"

  /// `12 of 67 findings shown`.
  package static func shown(_ count: Int, of total: Int) -> String {
    shownTemplate.replacingOccurrences(of: "{shown}", with: String(count))
      .replacingOccurrences(of: "{total}", with: String(total))
  }

  /// Most severe first, then by file, line, column and rule (``FindingOrder``).
  package static func ordered(_ findings: [JSONReport.Entry]) -> [JSONReport.Entry] {
    findings.sorted(by: FindingOrder.bySeverity)
  }

  /// The section.
  package static func render(_ findings: [JSONReport.Entry], advice: FixAdvice) -> String {
    var out = [
      "<section id=\"findings\" aria-labelledby=\"findings-heading\">",
      "<h2 id=\"findings-heading\">Findings</h2>",
      filters(findings),
      "<p id=\"shown\" class=\"shown\" role=\"status\" aria-live=\"polite\" data-shown=\"\(findings.count)\" "
        + "data-total=\"\(findings.count)\">\(shown(findings.count, of: findings.count))</p>",
      ScrollRegion.start(labelledBy: "findings-caption"),
      "<table id=\"findings-table\" class=\"findings\">",
      "<caption id=\"findings-caption\">Every finding of the report, most severe first. Open a finding's message for its code excerpt, how "
        + "to fix it, its rule and id.</caption>",
      "<thead><tr>"
        + columns.enumerated().map { index, column in
          "<th scope=\"col\" data-sort=\"\(column.sort)\"\(index == 0 ? " aria-sort=\"descending\"" : "")>"
            + "\(column.title)</th>"
        }.joined() + "</tr></thead>",
    ]
    // One body per severity, so that the severity's colour needs no attribute on each of thousands of rows.
    let bySeverity = Dictionary(grouping: ordered(findings), by: \.severity)
    for severity in Severity.descending {
      guard let rows = bySeverity[severity] else { continue }
      out.append("<tbody class=\"sev-\(severity.rawValue)\">")
      out += rows.map { row($0, advice: advice) }
      out.append("</tbody>")
    }
    if findings.isEmpty { out.append("<tbody></tbody>") }
    out += ["</table>", ScrollRegion.end, "</section>"]
    return out.joined(separator: "\n")
  }

  /// One finding's row: severity, status, area, place, the message opening the code excerpt, how to fix it (a link to
  /// the recommendation), the rule, id and notes, then the WCAG criteria. The optional end tags of rows and cells
  /// (`</td>`, `</tr>`, `</p>`) are left out: on a page of thousands of findings they would be much of its size.
  package static func row(_ entry: JSONReport.Entry, advice: FixAdvice) -> String {
    let title = entry.status.title
    // An acceptance's end is part of its status; the script reads the status itself from the attribute.
    let status =
      entry.acceptance.map {
        "<td data-status=\"\(entry.status.rawValue)\">\(title.htmlEscaped) until \($0.until.htmlEscaped)"
      } ?? "<td>\(title.htmlEscaped)"
    let area = entry.category.title
    var details =
      "<details><summary>\(entry.message.htmlEscaped)</summary><pre><code>\(entry.snippet.htmlEscaped)</code></pre>"
      + "<p>\(advice.link(for: entry)), id \(String(entry.id.prefix(8)).htmlEscaped)"
    if let acceptance = entry.acceptance {
      details +=
        "<p>Accepted risk by \(acceptance.by.htmlEscaped) until \(acceptance.until.htmlEscaped): "
        + "\(acceptance.reason.htmlEscaped) (the first scan after that day reopens it)"
    }
    if entry.acceptance == nil, let reason = entry.reason {
      details += "<p>Reason: \(reason.summary.htmlEscaped)"
    }
    if !entry.notes.isEmpty {
      details += "<p>Notes:<ul>" + entry.notes.map { "<li>\($0.htmlEscaped)" }.joined() + "</ul>"
    }
    details += "</details>"
    return "<tr><td>\(entry.severity.rawValue)\(status)<td>\(area.htmlEscaped)"
      + "<td>\(entry.file.htmlEscaped):\(entry.line)<td>\(details)<td>\(entry.wcag.joined(separator: " ").htmlEscaped)"
  }

  /// The filter form: labelled selects for severity, status, area and WCAG criterion (each option with its count)
  /// and a search field. Hidden until the script shows it, so that without JavaScript no control does nothing.
  package static func filters(_ findings: [JSONReport.Entry]) -> String {
    func counted<Value: Hashable>(_ values: [Value]) -> [Value: Int] {
      values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
    let severities = counted(findings.map(\.severity))
    let statuses = counted(findings.map(\.status))
    let areas = counted(findings.map(\.category))
    let criteria = counted(findings.flatMap(\.wcag))
    let numbers = criteria.keys.sorted {
      (SuccessCriterion.wcag22($0) ?? .unknown($0)) < (SuccessCriterion.wcag22($1) ?? .unknown($1))
    }
    return [
      "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter the findings\" hidden>",
      select(
        "severity", label: "Severity", any: "Any severity",
        options: Severity.descending.map { ($0.rawValue, $0.rawValue, severities[$0] ?? 0) }),
      select(
        "status", label: "Status", any: "Any status",
        options: FixStatus.allCases.map { ($0.rawValue, $0.title, statuses[$0] ?? 0) }),
      select(
        "area", label: "Area", any: "Any area",
        options: Category.allCases.map { ($0.rawValue, $0.title, areas[$0] ?? 0) }),
      select(
        "wcag", label: "WCAG criterion", any: "Any criterion",
        options: numbers.map { ($0, SuccessCriterion.wcag22($0)?.title ?? $0, criteria[$0] ?? 0) }),
      "<div class=\"field\"><label for=\"filter-q\">Search</label>"
        + "<input id=\"filter-q\" name=\"q\" type=\"search\" autocomplete=\"off\" aria-describedby=\"filter-q-hint\">"
        + "<span id=\"filter-q-hint\" class=\"hint\">message, file, code, rule or notes</span></div>",
      "<div class=\"field\"><button type=\"reset\">Clear filters</button></div>",
      "</form>",
    ].joined(separator: "\n")
  }

  /// A labelled select whose options read `critical (3)`.
  package static func select(_ name: String, label: String, any: String, options: [(String, String, Int)]) -> String {
    "<div class=\"field\"><label for=\"filter-\(name)\">\(label)</label>"
      + "<select id=\"filter-\(name)\" name=\"\(name)\"><option value=\"\">\(any)</option>"
      + options.map { value, title, count in
        "<option value=\"\(value.htmlEscaped)\">\(title.htmlEscaped) (\(count))</option>"
      }.joined() + "</select></div>"
  }
}
