import A11yAuditModel

/// The findings by area and severity: stacked bars (``StackedBarChart``) and the same numbers in a table.
package enum SeverityChart {
  /// The chart section.
  package static func render(_ findings: [JSONReport.Entry]) -> String {
    var out = [
      "<section id=\"chart\" aria-labelledby=\"chart-heading\">",
      "<h2 id=\"chart-heading\">Findings by area and severity</h2>",
    ]
    let counts = Counts(findings)
    guard !findings.isEmpty else {
      out += ["<p>No findings in this report.</p>", "</section>"]
      return out.joined(separator: "\n")
    }
    out += [
      StackedBarChart.figure(
        id: "chart", title: "Findings by area, stacked by severity", description: sentence(counts),
        bars: counts.areas.map { area in
          StackedBarChart.Bar(
            label: area.title,
            counts: Dictionary(uniqueKeysWithValues: counts.severities.map { ($0, counts.count(area, $0)) }))
        }, severities: counts.severities),
      table(counts), "</section>",
    ]
    return out.joined(separator: "\n")
  }

  /// The findings counted by area and severity.
  package struct Counts {
    /// Areas with findings, in ``Category`` order.
    package var areas: [Category]
    /// Critical to low, and `none` when a finding has it.
    package var severities: [Severity]
    package var cells: [Category: [Severity: Int]]

    package init(_ findings: [JSONReport.Entry]) {
      var cells: [Category: [Severity: Int]] = [:]
      for finding in findings {
        cells[finding.category, default: [:]][finding.severity, default: 0] += 1
      }
      let anyNone = cells.values.contains { ($0[.none] ?? 0) > 0 }
      self.cells = cells
      areas = Category.allCases.filter { cells[$0] != nil }
      severities = Severity.descending.filter { $0 != .none || anyNone }
    }

    package func count(_ area: Category, _ severity: Severity) -> Int { cells[area]?[severity] ?? 0 }
    package func total(_ area: Category) -> Int { cells[area]?.values.reduce(0, +) ?? 0 }
    package func total(_ severity: Severity) -> Int { areas.reduce(0) { $0 + count($1, severity) } }
  }

  /// `Reduce Motion: 2 critical, 1 high, 0 medium, 0 low.` per area: the chart's description.
  package static func sentence(_ counts: Counts) -> String {
    counts.areas.map { area in
      "\(area.title): " + counts.severities.map { "\(counts.count(area, $0)) \($0.rawValue)" }.joined(separator: ", ")
        + "."
    }.joined(separator: " ")
  }

  /// The numbers behind the chart.
  package static func table(_ counts: Counts) -> String {
    var out = [
      ScrollRegion.start(labelledBy: "counts-caption"),
      "<table class=\"counts\">",
      "<caption id=\"counts-caption\">Findings by area and severity (every status)</caption>",
      "<thead><tr><th scope=\"col\">Area</th>"
        + counts.severities.map { "<th scope=\"col\">\($0.rawValue)</th>" }.joined()
        + "<th scope=\"col\">total</th></tr></thead>",
      "<tbody>",
    ]
    for area in counts.areas {
      out.append(
        "<tr><th scope=\"row\">\(area.title.htmlEscaped)</th>"
          + counts.severities.map { "<td>\(counts.count(area, $0))</td>" }.joined()
          + "<td>\(counts.total(area))</td></tr>")
    }
    let total = counts.areas.reduce(0) { $0 + counts.total($1) }
    out += [
      "</tbody>",
      "<tfoot><tr><th scope=\"row\">All areas</th>"
        + counts.severities.map { "<td>\(counts.total($0))</td>" }.joined() + "<td>\(total)</td></tr></tfoot>",
      "</table>", ScrollRegion.end,
    ]
    return out.joined(separator: "\n")
  }
}
