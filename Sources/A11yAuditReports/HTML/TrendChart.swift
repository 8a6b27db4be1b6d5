import A11yAuditModel

/// The open findings by severity after each scan day (``OpenFindingsTrend``): stacked bars, one per day, and the same
/// numbers in a table. Left out of the page with fewer than two scan days, as one day is no trend.
package enum TrendChart {
  /// The section's id and the navigation's words.
  package static let section = (id: "trend", title: "Open findings over time")

  /// The section, or nil when the trend has fewer than two days.
  package static func render(_ trend: OpenFindingsTrend?) -> String? {
    guard let trend, trend.isShown else { return nil }
    let anyNone = trend.points.contains { ($0.open[.none] ?? 0) > 0 }
    let severities = Severity.descending.filter { $0 != .none || anyNone }
    let days = trend.points.count
    let which =
      days == trend.scanDays
      ? "each of the \(days) days a scan changed the store"
      : "the latest \(days) of the \(trend.scanDays) days a scan changed the store"
    let out = [
      "<section id=\"\(section.id)\" aria-labelledby=\"\(section.id)-heading\">",
      "<h2 id=\"\(section.id)-heading\">\(section.title)</h2>",
      "<p class=\"note\">The open findings of the store by severity at the end of \(which) (UTC), from the findings' "
        + "histories; each finding counts at its present severity.</p>",
      StackedBarChart.figure(
        id: "trend-chart", title: "Open findings after each scan day, stacked by severity",
        description: sentence(trend, severities: severities),
        bars: trend.points.map { point in
          StackedBarChart.Bar(label: point.day, counts: point.open.filter { severities.contains($0.key) })
        },
        severities: severities),
      table(trend, severities: severities), "</section>",
    ]
    return out.joined(separator: "\n")
  }

  /// `2026-11-16: 3 critical, 12 high, 40 medium, 9 low.` per day: the chart's description.
  package static func sentence(_ trend: OpenFindingsTrend, severities: [Severity]) -> String {
    trend.points.map { point in
      "\(point.day): " + severities.map { "\(point.open[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "."
    }.joined(separator: " ")
  }

  /// The numbers behind the chart.
  package static func table(_ trend: OpenFindingsTrend, severities: [Severity]) -> String {
    var out = [
      ScrollRegion.start(labelledBy: "trend-caption"),
      "<table class=\"counts\">",
      "<caption id=\"trend-caption\">Open findings by severity after each scan day</caption>",
      "<thead><tr><th scope=\"col\">Day</th>" + severities.map { "<th scope=\"col\">\($0.rawValue)</th>" }.joined()
        + "<th scope=\"col\">open</th></tr></thead>",
      "<tbody>",
    ]
    out += trend.points.map { point in
      "<tr><th scope=\"row\">\(point.day.htmlEscaped)</th>"
        + severities.map { "<td>\(point.open[$0] ?? 0)</td>" }.joined() + "<td>\(point.total)</td></tr>"
    }
    out += ["</tbody>", "</table>", ScrollRegion.end]
    return out.joined(separator: "\n")
  }
}
