import A11yAuditModel
import A11yAuditStore
import Foundation

/// One self-contained, accessible HTML page: a summary line, the dashboard's cards, a chart of the findings by area and
/// severity, the open findings over time when the store has two scan days or more, the findings table (sortable and filterable with a little inline JavaScript, complete without it), how to fix each
/// finding, and the audit files with their checklists. No network and no other file: CSS, SVG and script are inline.
public enum HTMLReport {
  /// What the page shows.
  public struct Content: Sendable {
    /// The findings of the table and the chart (violations only).
    public var report: JSONReport
    /// The dashboard's figures, from the store and the audit files.
    public var dashboard: DashboardSummary
    /// The audit files, listed with their checklists.
    public var audits: [AuditDocument]
    /// The app's name, for the title.
    public var appName: String
    /// The date the report is dated.
    public var date: Date
    /// The a11y-audit version that wrote the page.
    public var toolVersion: String
    /// Which Accessibility Nutrition Labels the app can claim, when worked out.
    public var labels: LabelReadiness?
    /// The open findings after each scan day, when the store has a history.
    public var trend: OpenFindingsTrend?

    /// The content of a page for `appName` dated `date`.
    public init(
      report: JSONReport, dashboard: DashboardSummary, audits: [AuditDocument], appName: String, date: Date,
      toolVersion: String = ToolVersion.current, labels: LabelReadiness? = nil, trend: OpenFindingsTrend? = nil
    ) {
      self.labels = labels
      self.trend = trend
      self.report = report
      self.dashboard = dashboard
      self.audits = audits
      self.appName = appName
      self.date = date
      self.toolVersion = toolVersion
    }
  }

  /// The sections of the page, in order: their ids, the navigation's words. The trend's is left out of a page
  /// without a trend.
  package static let sections: [(id: String, title: String)] = [
    ("dashboard", "Dashboard"), ("chart", "Findings by area"), TrendChart.section, ("findings", "Findings"),
    ("fixes", "How to fix"), ("labels", "Accessibility Nutrition Labels"), ("audits", "Audit files"),
  ]

  /// The whole page.
  public static func render(_ content: Content) -> String {
    let title = "\(content.appName): accessibility report"
    let findings = content.report.findings.filter { !$0.passing }
    let trend = TrendChart.render(content.trend)
    var page: [String] = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<meta name=\"generator\" content=\"a11y-audit \(content.toolVersion.htmlEscaped)\">",
      "<title>\(title.htmlEscaped)</title>", "<style>", HTMLReportStyle.css, "</style>", "</head>", "<body>",
      "<a class=\"skip-link\" href=\"#findings\">Skip to the findings</a>",
      "<header>", "<h1>\(title.htmlEscaped)</h1>", "<p>\(headline(content, findings: findings).htmlEscaped)</p>",
      "</header>",
      "<nav aria-label=\"Sections\">", "<ul>",
    ]
    page += sections.filter { $0.id != TrendChart.section.id || trend != nil }.map {
      "<li><a href=\"#\($0.id)\">\($0.title)</a></li>"
    }
    page += [
      "</ul>", "</nav>", "<main>",
      "<div id=\"script-errors\" class=\"script-errors\" role=\"alert\" hidden></div>",
    ]
    page.append(DashboardCards.render(content.dashboard))
    page.append(SeverityChart.render(findings))
    if let trend { page.append(trend) }
    let advice = FixAdvice(findings)
    page.append(FindingsTable.render(findings, advice: advice))
    page.append(advice.render())
    page.append(LabelsSection.render(content.labels))
    page.append(AuditFilesSection.render(content.audits))
    page += [
      "</main>",
      "<footer>",
      "<p>Written by a11y-audit \(content.toolVersion.htmlEscaped) (static analysis of SwiftUI code). This page "
        + "needs no network and works without JavaScript; with it, the findings table can be sorted and filtered, "
        + "and the filters are kept in the address (<code>#severity=critical&amp;status=open</code>).</p>",
      "</footer>",
      "<script type=\"application/json\" id=\"report-config\">\(HTMLReportScript.config.scriptEscaped)</script>",
      "<script>", HTMLReportScript.source, "</script>",
      "</body>", "</html>", "",
    ]
    return page.joined(separator: "\n")
  }

  /// `November 23, 2026. 35 Swift files (2,410 lines) scanned: 67 findings (3 critical, …).`
  package static func headline(_ content: Content, findings: [JSONReport.Entry]) -> String {
    let summary = content.report.summary
    let scanned =
      summary.files > 0
      ? " \(summary.files) Swift file\(summary.files == 1 ? "" : "s") (\(summary.lines) lines) scanned:" : ""
    return "\(MarkdownAuditReport.dateText(content.date)).\(scanned) \(TextReport.totals(summary))."
  }
}
