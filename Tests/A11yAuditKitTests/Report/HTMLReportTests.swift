import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// `report --format html`: one self-contained, accessible page (the browser tests are in EndToEndTests).
@Suite struct HTMLReportTests {
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  /// The sample's audit file, read as the scan reads it.
  static let sampleAudit: AuditDocument = {
    let path = "Docs/reduce-motion-audit.md"
    let text = try! String(contentsOf: SampleScan.root.appendingPathComponent(path), encoding: .utf8)
    return AuditReader.read(text: text, path: path)
  }()

  /// The page of the bundled sample's report (violations, as `report --format html` writes it).
  static func samplePage() -> (page: String, report: JSONReport) {
    let report = SampleScan.report(includePassing: false)
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: date)
    let content = HTMLReport.Content(
      report: report, dashboard: DashboardSummary.make(document: document, audits: [sampleAudit]),
      audits: [sampleAudit], appName: "Breathe", date: date, toolVersion: "0.1.0")
    return (HTMLReport.render(content), report)
  }

  @Test func openingTheReportShowsLandmarksHeadingsAndARealTableWithColumnHeaders() throws {
    let page = Self.samplePage().page
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.contains("<title>Breathe: accessibility report</title>"))
    #expect(page.contains("<a class=\"skip-link\" href=\"#findings\">Skip to the findings</a>"))
    for landmark in ["<header>", "<nav aria-label=\"Sections\">", "<main>", "<footer>"] {
      #expect(page.components(separatedBy: landmark).count == 2, "\(landmark) once")
    }
    #expect(page.components(separatedBy: "<h1>").count == 2)
    #expect(!page.contains("id=\"trend\"") && !page.contains("href=\"#trend\""), "one scan day is no trend")
    for section in HTMLReport.sections where section.id != TrendChart.section.id {
      #expect(page.contains("<li><a href=\"#\(section.id)\">\(section.title)</a></li>"))
      #expect(page.contains("<section id=\"\(section.id)\" aria-labelledby=\"\(section.id)-heading\">"))
      #expect(page.contains("<h2 id=\"\(section.id)-heading\">"))
    }
    let table = try #require(Self.findingsTable(page))
    #expect(
      table.hasPrefix(
        "<table id=\"findings-table\" class=\"findings\">\n<caption id=\"findings-caption\">Every finding of the report"
      ))
    #expect(
      table.contains(
        "<thead><tr><th scope=\"col\" data-sort=\"severity\" aria-sort=\"descending\">Severity</th>"
          + "<th scope=\"col\" data-sort=\"status\">Status</th><th scope=\"col\" data-sort=\"text\">Area</th>"
          + "<th scope=\"col\" data-sort=\"text\">Location</th><th scope=\"col\" data-sort=\"text\">Finding</th>"
          + "<th scope=\"col\" data-sort=\"text\">WCAG</th></tr></thead>"))
  }

  @Test func everyFindingHasARowWithItsExcerptItsRecommendationAndItsCriteria() throws {
    let (page, report) = Self.samplePage()
    let rows = Self.rows(page)
    #expect(rows.count == report.findings.count)
    for entry in report.findings {
      let place = "<td>\(entry.file.htmlEscaped):\(entry.line)<td>"
      let row = try #require(
        rows.first { $0.contains(place) && $0.contains("<summary>\(entry.message.htmlEscaped)</summary>") },
        "no row for \(entry.file):\(entry.line) \(entry.message)")
      #expect(row.hasPrefix("<td>\(entry.severity.rawValue)<td>\(entry.status.title)<td>"))
      #expect(row.contains("<pre><code>\(entry.snippet.htmlEscaped)</code></pre>"))
      #expect(row.contains(", id \(entry.id.prefix(8))"))
      #expect(row.hasSuffix("<td>\(entry.wcag.joined(separator: " "))\n"))
      let fix = try #require(row.firstMatch(of: #/How to fix: <a href="#(fix-\d+)">([^<]+)</a>/#))
      #expect(fix.2 == entry.rule)
      let advice = try #require(
        page.firstMatch(of: try Regex("<li id=\"\(fix.1)\">.*?<p class=\"fix-text\">(.*?)</p>")))
      #expect(advice.output[1].substring.map(String.init) == entry.recommendation.htmlWithInlineCode)
    }
  }

  @Test func codeAndMessagesWithAngleBracketsAndAmpersandsAreShownAsWritten() {
    let entry = Self.entry(
      "a1", .high, snippet: "if a < b && c > d { print(\"<b>\") }", message: "Uses <Image> & 'quotes'",
      recommendation: "Wrap it: `Label(\"A & B\") { <Icon> }` & more", notes: ["<script>alert(1)</script>"])
    let page = HTMLReport.render(Self.content([entry]))
    #expect(page.contains("<pre><code>if a &lt; b &amp;&amp; c &gt; d { print(&quot;&lt;b&gt;&quot;) }</code></pre>"))
    #expect(page.contains("<summary>Uses &lt;Image&gt; &amp; &#39;quotes&#39;</summary>"))
    #expect(page.contains("Wrap it: <code>Label(&quot;A &amp; B&quot;) { &lt;Icon&gt; }</code> &amp; more"))
    #expect(page.contains("<li>&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<Image>"))
  }

  @Test func controlCharactersInNotesNeverReachThePage() {
    let entry = Self.entry(
      "a1", .high, snippet: "Text(\"a\")", message: "m", recommendation: "r",
      notes: ["title\u{1B}]0;pwned\u{07}\u{1B}[2J and NUL\u{0} and C1\u{9B}31m\tkept\nkept"])
    let page = HTMLReport.render(Self.content([entry]))
    #expect(!page.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) })
    #expect(!page.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(page.contains("title\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J and NUL\u{FFFD} and C1\u{FFFD}31m\tkept\nkept"))
  }

  @Test func thePageLoadsNothingFromTheNetworkOrFromOtherFiles() throws {
    let page = Self.samplePage().page
    #expect(page.firstMatch(of: #/(?i)\ssrc\s*=/#) == nil, "no src attribute at all")
    #expect(page.firstMatch(of: #/(?i)<link\b/#) == nil)
    #expect(page.firstMatch(of: #/(?i)@import|url\(\s*["']?(https?:|//|file:)/#) == nil)
    #expect(page.firstMatch(of: #/(?i)<(iframe|object|embed|img|video|audio)\b/#) == nil)
    #expect(page.firstMatch(of: #/(?i)\b(fetch|XMLHttpRequest|import)\s*\(/#) == nil)
    for match in page.matches(of: #/href="([^"]*)"/#) {
      #expect(match.1.hasPrefix("#"), "href=\"\(match.1)\" leaves the page")
    }
    #expect(page.components(separatedBy: "<style>").count == 2)
    #expect(page.contains("<script type=\"application/json\" id=\"report-config\">{"))
  }

  @Test func aReportOfFiveThousandFindingsIsUnderTwoMegabytes() {
    let findings = Self.benchmarkLikeFindings(count: 5000)
    #expect(findings.count == 5000)
    let page = HTMLReport.render(Self.content(findings))
    #expect(Self.rows(page).count == 5000)
    #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
    print("5,000 findings: \(page.utf8.count) bytes")
  }

  @Test func withoutJavaScriptTheWholeTableIsThereAndNoControlDoesNothing() {
    let (page, report) = Self.samplePage()
    let total = report.findings.count
    #expect(total > 50, "the sample reports every rule's violations")
    #expect(
      page.contains("<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter the findings\" hidden>")
    )
    #expect(!page.contains("<button type=\"button\""), "the sort buttons are the script's")
    let table = Self.findingsTable(page) ?? ""
    #expect(!table.contains("<tr "), "every row is a bare <tr>, none hidden")
    #expect(Self.rows(page).count == total)
    #expect(
      page.contains(
        "<p id=\"shown\" class=\"shown\" role=\"status\" aria-live=\"polite\" data-shown=\"\(total)\" "
          + "data-total=\"\(total)\">\(total) of \(total) findings shown</p>"))
  }

  @Test func theFiltersOfferEveryStatusSeverityAreaAndCriterionWithTheirCounts() {
    var entries = [
      Self.entry("a1", .critical, wcag: ["2.3.3", "2.2.2"]), Self.entry("a2", .low, category: .voiceOver),
    ]
    entries[1].status = .inProgress
    let page = HTMLReport.render(Self.content(entries))
    for status in FixStatus.allCases {
      let count = status == .inProgress || status == .open ? 1 : 0
      #expect(page.contains("<option value=\"\(status.rawValue)\">\(status.title.htmlEscaped) (\(count))</option>"))
    }
    for severity in Severity.allCases {
      let count = severity == .critical || severity == .low ? 1 : 0
      #expect(page.contains("<option value=\"\(severity.rawValue)\">\(severity.rawValue) (\(count))</option>"))
    }
    for area in Category.allCases {
      let count = area == .reduceMotion || area == .voiceOver ? 1 : 0
      #expect(page.contains("<option value=\"\(area.rawValue)\">\(area.title) (\(count))</option>"))
    }
    #expect(
      page.contains(
        "<option value=\"\">Any criterion</option><option value=\"2.2.2\">2.2.2 Pause, Stop, Hide (A) (1)</option>"
          + "<option value=\"2.3.3\">2.3.3 Animation from Interactions (AAA) (2)</option></select>"))
    #expect(page.contains("<label for=\"filter-q\">Search</label><input id=\"filter-q\" name=\"q\" type=\"search\""))
    for name in ["severity", "status", "area", "wcag"] {
      #expect(page.contains("<label for=\"filter-\(name)\">"))
      #expect(page.contains("<select id=\"filter-\(name)\" name=\"\(name)\">"))
    }
    #expect(HTMLReportScript.config.contains("\"in progress\":\"in-progress\""))
  }

  @Test func theCardsShowWhatTheDashboardShowsInWords() {
    let open = Dictionary(
      uniqueKeysWithValues: Severity.allCases.map { ($0, $0 == .critical ? 2 : $0 == .none ? 0 : 1) })
    let closed = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    let summary = DashboardSummary(
      rows: [
        DashboardRow(
          source: .category(.reduceMotion), title: "Reduce Motion", passed: false, open: open, fixed: 3, total: 8,
          checklist: (3, 10), screens: (2, 5)),
        DashboardRow(
          source: .auditFile("Docs/a & b.md"), title: "Audit <1>", passed: true, open: closed, fixed: 4, total: 4,
          checklist: (0, 0), screens: (0, 0)),
      ], openCritical: 2)
    var withUnreviewed = summary
    withUnreviewed.rows.append(
      DashboardRow(
        source: .category(.voiceOver), title: "VoiceOver", passed: true, open: closed, fixed: 0, total: 0,
        checklist: (0, 0), screens: (0, 5)))
    withUnreviewed.open = open
    (withUnreviewed.screensReviewed, withUnreviewed.screenCount) = (0, 5)
    let html = DashboardCards.render(withUnreviewed)
    #expect(
      html.contains(
        "<h2 id=\"dashboard-heading\">Dashboard</h2>\n<p id=\"summary\" class=\"summary\">5 open: 2 critical, 1 high, 1 "
          + "medium, 1 low · 0 of 5 screens reviewed</p>\n<p class=\"blocker\">"))
    #expect(
      html.contains(
        "<details id=\"cards\" class=\"cards-disclosure\" open>\n<summary>3 cards: each area's and audit file's "
          + "verdict and progress</summary>\n<ul class=\"cards\">"))
    #expect(html.hasSuffix("</ul>\n</details>\n</section>"))
    #expect(
      html.contains(
        "<h3>VoiceOver <span class=\"kind\">(area)</span></h3>\n<p class=\"verdict not-reviewed\">"
          + "<span class=\"badge\">Not reviewed</span> 0 open, 0 of 0 fixed</p>"))
    #expect(html.contains("<p class=\"blocker\"><strong>Release blocker:</strong> 2 critical findings are open.</p>"))
    let reduceMotionCard = """
      <h3>Reduce Motion <span class="kind">(area)</span></h3>
      <p class="verdict fail"><span class="badge">FAIL</span> 5 open, 3 of 8 fixed</p>
      <p class="label">Open by severity</p>
      <dl class="open-counts"><div class="sev-critical"><dt>critical</dt><dd>2</dd></div>\
      <div class="sev-high"><dt>high</dt><dd>1</dd></div><div class="sev-medium"><dt>medium</dt><dd>1</dd></div>\
      <div class="sev-low"><dt>low</dt><dd>1</dd></div></dl>
      <p class="progress"><span class="label">Fixed:</span> 3 of 8 fixed (38%) <span class="bar" \
      aria-hidden="true"><span style="width:38%"></span></span></p>
      <p class="progress"><span class="label">Checklist:</span> 3 of 10 ticked (30%)
      """
    #expect(html.contains(reduceMotionCard))
    #expect(html.contains("<span class=\"label\">Screens:</span> 2 of 5 reviewed (40%)"))
    #expect(html.contains("<h3>Audit &lt;1&gt; <span class=\"kind\">(Docs/a &amp; b.md)</span></h3>"))
    #expect(html.contains("<span class=\"badge\">PASS</span> 0 open, 4 of 4 fixed"))
    #expect(html.contains("<span class=\"label\">Checklist:</span> 0 of 0 ticked <span"))
    let none = DashboardCards.render(DashboardSummary(rows: [], openCritical: 0))
    #expect(none.contains("No critical finding open: nothing blocks the release."))
  }

  @Test func anAcceptedRiskShowsWhoAcceptedItUntilWhenAndWhyAndFiltersAsItsStatus() throws {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: Self.date)
    let critical = try #require(
      document.findings.first(where: { $0.finding.severity == .critical && $0.presence == .violation }))
    let acceptance = RiskAcceptance(
      by: "Ana <QA>", until: "2027-03-31", reason: "Ships behind a flag & off by default", at: Self.date)
    let accepted = document.acceptRisk(acceptance, forFinding: critical.finding.id)
    #expect(accepted)
    let report = JSONReport.make(scan: SampleScan.result, document: document, includePassing: false)
    let page = HTMLReport.render(
      HTMLReport.Content(
        report: report, dashboard: DashboardSummary.make(document: document, audits: []), audits: [],
        appName: "Breathe", date: Self.date, toolVersion: "0.1.0"))
    let row = try #require(Self.rows(page).first { $0.contains("id \(critical.finding.id.prefix(8))") })
    #expect(row.contains("<td data-status=\"accepted-risk\">accepted risk until 2027-03-31<td>"))
    #expect(
      row.contains(
        "<p>Accepted risk by Ana &lt;QA&gt; until 2027-03-31: Ships behind a flag &amp; off by default (the first "
          + "scan after that day reopens it)"))
    #expect(Self.rows(page).filter { $0.contains("data-status=") }.count == 1)
    #expect(
      page.contains(
        "<p class=\"accepted\"><strong>1 accepted risk</strong>, the first ends 2027-03-31 (accepted by Ana &lt;QA&gt;); "
          + "a scan after that day reopens it.</p>"))
    #expect(page.contains("<option value=\"accepted-risk\">accepted risk (1)</option>"))
    #expect(HTMLReportScript.source.contains("row.cells[1].getAttribute(\"data-status\")"))

    // `report --kind AREA` narrows the cards: the accepted risk stays with its own area only.
    let summary = DashboardSummary.make(document: document, audits: [])
    let own = summary.narrowed(to: critical.finding.category, audits: [])
    #expect(own.acceptedRisks == 1 && own.firstToEnd == acceptance)
    let other = try #require(Category.allCases.first { $0 != critical.finding.category })
    #expect(summary.narrowed(to: other, audits: []).acceptedRisks == 0)
  }

  @Test func theChartIsAnImageWithADescriptionAndItsNumbersAreInATable() {
    let entries = [
      Self.entry("a1", .critical), Self.entry("a2", .critical), Self.entry("a3", .low),
      Self.entry("a4", .high, category: .voiceOver),
    ]
    let html = SeverityChart.render(entries)
    #expect(
      html.contains(
        "<figure class=\"chart\">\n<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"chart-title\" "
          + "tabindex=\"0\">\n<svg role=\"img\" aria-labelledby=\"chart-title chart-desc\""))
    #expect(html.contains("<title id=\"chart-title\">Findings by area, stacked by severity</title>"))
    #expect(
      html.contains(
        "<desc id=\"chart-desc\">Reduce Motion: 2 critical, 0 high, 0 medium, 1 low. "
          + "VoiceOver: 0 critical, 1 high, 0 medium, 0 low.</desc>"))
    #expect(html.contains("<title>Reduce Motion: 2 critical</title>"))
    for severity in ["critical", "high", "medium", "low"] {
      #expect(html.contains("<pattern id=\"chart-pattern-\(severity)\""))
      #expect(html.contains("class=\"legend\">\(severity)</text>"))
    }
    #expect(
      html.contains("<tr><th scope=\"row\">Reduce Motion</th><td>2</td><td>0</td><td>0</td><td>1</td><td>3</td></tr>"))
    #expect(
      html.contains("<tfoot><tr><th scope=\"row\">All areas</th><td>2</td><td>1</td><td>0</td><td>1</td><td>4</td>"))
    #expect(SeverityChart.render([]).contains("<p>No findings in this report.</p>"))
  }

  @Test func everyTableScrollsInAFocusableRegionNamedByItsCaption() throws {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: Self.date)
    Self.fixOneFindingADayLater(&document)
    var content = Self.content(SampleScan.report(includePassing: false).findings)
    content.labels = LabelReadiness.make(
      document: document, rules: RuleRegistry.all.map { $0.description.id }, video: nil, device: .iPhone)
    content.trend = OpenFindingsTrend.make(document: document)
    let page = HTMLReport.render(content)
    let tables = page.matches(of: #/<table[ >]/#).count
    #expect(tables == 4, "findings, counts, trend and labels")
    let regions = page.matches(
      of: try Regex(
        #"<div class="table-scroll" role="region" aria-labelledby="([\w-]+)" tabindex="0">\n"#
          + #"<table[^>]*>\n<caption id="([\w-]+)">"#))
    #expect(regions.count == tables)
    #expect(regions.allSatisfy { $0.output[1].substring == $0.output[2].substring })
    #expect(page.components(separatedBy: "<div class=\"table-scroll\"").count - 1 == tables + 2, "and two charts")
    #expect(HTMLReportStyle.css.contains(".table-scroll { overflow-x: auto;"))
  }

  @Test func theChartsTextStaysElevenPixelsOrMoreAtTheNarrowestTheyAreDrawn() {
    let css = HTMLReportStyle.css
    #expect(css.contains("min-width: \(StackedBarChart.minimumWidth)px;"))
    #expect(css.contains(".chart text { fill: var(--text); font-size: \(StackedBarChart.fontSize)px; }"))
    #expect(css.matches(of: #/\.chart[^{]*\{[^}]*font-size/#).count == 1, "one size for every text")
    let scale = Double(StackedBarChart.minimumWidth) / Double(StackedBarChart.width)
    #expect(Double(StackedBarChart.fontSize) * scale >= 11)
    #expect(StackedBarChart.minimumWidth <= 390 - 40, "a 390-px phone draws it whole, with the page's margins")
  }

  @Test func aStoreScannedOnTwoDaysShowsTheOpenFindingsAfterEachAsAChartAndATable() throws {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: Self.date)
    let trend = OpenFindingsTrend.make(document: document)
    #expect(trend.points.count == 1 && !trend.isShown)
    #expect(TrendChart.render(trend) == nil)
    let fixed = Self.fixOneFindingADayLater(&document)
    let twoDays = OpenFindingsTrend.make(document: document)
    #expect(twoDays.points.map(\.day) == ["2027-01-15", "2027-01-16"])
    let first = twoDays.points[0]
    let summary = DashboardSummary.make(document: document, audits: [])
    #expect(twoDays.points[1].open == summary.open, "the last day is where the dashboard stands")
    #expect(first.total == twoDays.points[1].total + 1)
    #expect(first.open[fixed] == (twoDays.points[1].open[fixed] ?? 0) + 1)
    let html = try #require(TrendChart.render(twoDays))
    #expect(html.hasPrefix("<section id=\"trend\" aria-labelledby=\"trend-heading\">"))
    #expect(html.contains("<svg role=\"img\" aria-labelledby=\"trend-chart-title trend-chart-desc\""))
    #expect(html.contains("<title id=\"trend-chart-title\">Open findings after each scan day, stacked by severity"))
    let severities = Severity.descending.filter { $0 != .none || (first.open[.none] ?? 0) > 0 }
    let sentence = twoDays.points.map { point in
      "\(point.day): " + severities.map { "\(point.open[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "."
    }.joined(separator: " ")
    #expect(html.contains("<desc id=\"trend-chart-desc\">\(sentence)</desc>"))
    for severity in severities {
      #expect(html.contains("<pattern id=\"trend-chart-pattern-\(severity.rawValue)\""), "told apart by pattern")
    }
    #expect(
      html.contains(
        "<tr><th scope=\"row\">2027-01-15</th>" + severities.map { "<td>\(first.open[$0] ?? 0)</td>" }.joined()
          + "<td>\(first.total)</td></tr>"))
    #expect(html.contains("at the end of each of the 2 days a scan changed the store (UTC)"))
    var content = Self.content([Self.entry("a1", .high)])
    content.trend = twoDays
    let page = HTMLReport.render(content)
    #expect(page.contains("<li><a href=\"#trend\">Open findings over time</a></li>"))
    #expect(page.range(of: "id=\"chart\"")!.lowerBound < page.range(of: "id=\"trend\"")!.lowerBound)
  }

  @Test func aLongHistoryShowsItsLatestDaysAndSaysSo() {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: Self.date)
    let days = OpenFindingsTrend.shownDays + 3
    for day in 1..<days {
      document.findings[day].setStatus(
        .verified, by: .scan, reason: "no longer found by scan", at: Self.date.addingTimeInterval(Double(day) * 86_400))
    }
    let trend = OpenFindingsTrend.make(document: document)
    #expect(trend.scanDays == days && trend.points.count == OpenFindingsTrend.shownDays)
    #expect(zip(trend.points, trend.points.dropFirst()).allSatisfy { $0.total == $1.total + 1 })
    #expect(
      TrendChart.render(trend)?.contains(
        "at the end of the latest \(OpenFindingsTrend.shownDays) of the \(days) days a scan changed the store") == true)
  }

  @Test func theAuditFilesAreListedWithTheirChecklistsTickedInWords() {
    let html = AuditFilesSection.render([Self.sampleAudit])
    let (checked, total) = Self.sampleAudit.checklistProgress
    #expect(total > 0)
    #expect(
      html.contains(
        "<p><code>Docs/reduce-motion-audit.md</code> · audit · Reduce Motion · 22 findings (4 critical, 7 high, "
          + "5 medium, 3 low, 3 none) · checklist \(checked) of \(total) ticked</p>"))
    #expect(html.contains("<h4>Success Criteria for Implementation</h4>"))
    #expect(html.components(separatedBy: "<span class=\"tick\">done</span>").count - 1 == checked)
    #expect(html.components(separatedBy: "<span class=\"tick\">to do</span>").count - 1 == total - checked)
    #expect(
      html.contains(
        "<li class=\"done\"><span class=\"tick\">done</span> Shared <code>MotionSafeAnimation</code> modifier"))
    #expect(AuditFilesSection.render([]).contains("No audit, plan or checklist file was read"))
  }

  @Test func focusIsVisibleAndNothingMoves() {
    let css = HTMLReportStyle.css
    #expect(css.contains(":focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }"))
    #expect(css.firstMatch(of: #/outline:\s*(none|0)/#) == nil)
    #expect(css.contains("animation: none !important; transition: none !important;"))
    #expect(!css.contains("@keyframes"))
    #expect(!css.contains("scroll-behavior: smooth"))
  }

  @Test func aReportOnOneAreaKeepsThatAreasCardAndItsAuditFilesOnly() {
    var document = StoreDocument()
    ScanMerger.merge(SampleScan.result, into: &document, at: Self.date)
    let summary = DashboardSummary.make(document: document, audits: [Self.sampleAudit])
    let motion = summary.narrowed(to: .reduceMotion, audits: [Self.sampleAudit.path])
    #expect(motion.rows.map(\.title) == ["Reduce Motion", Self.sampleAudit.title])
    #expect(motion.openCritical == summary.rows[0].open[.critical])
    let voiceOver = summary.narrowed(to: .voiceOver, audits: [])
    #expect(voiceOver.rows.map(\.title) == ["VoiceOver"])
    #expect(voiceOver.openCritical == 0)
  }

  @Test func theWholePageOfASmallReportIsAsRecorded() throws {
    var entries = [
      Self.entry(
        "0a1b2c3d4e5f6071", .critical, file: "Sources/Home/HomeView.swift", line: 42,
        snippet: "withAnimation(.linear(duration: 2).repeatForever()) {\n    angle = 360\n}",
        message: "withAnimation runs motion that never stops, regardless of Reduce Motion",
        recommendation: "Guard it: `withAnimation(reduceMotion ? nil : .linear)`.", wcag: ["2.2.2", "2.3.3"]),
      Self.entry(
        "1a1b2c3d4e5f6071", .medium, category: .dynamicType, file: "Sources/Home/HomeView.swift", line: 7,
        snippet: ".font(.system(size: 17))", message: "Fixed font size does not scale with Dynamic Type",
        recommendation: "Use a text style.", wcag: ["1.4.4"], notes: ["Design asked for 17 pt"]),
      Self.entry(
        "2a1b2c3d4e5f6071", .medium, category: .dynamicType, file: "Sources/Settings/SettingsView.swift", line: 3,
        snippet: ".font(.system(size: 12))", message: "Fixed font size does not scale with Dynamic Type",
        recommendation: "Use a text style.", wcag: ["1.4.4"]),
    ]
    entries[2].status = .fixed
    let audit = AuditReader.read(
      text: "# Release checklist\n\n## Todo List\n\n- [x] Scan the app\n- [ ] Fix `HomeView`\n", path: "Docs/todo.md")
    var content = Self.content(entries)
    content.audits = [audit]
    content.dashboard = DashboardSummary(
      rows: [
        DashboardRow(
          source: .category(.reduceMotion), title: "Reduce Motion", passed: false,
          open: [.critical: 1, .high: 0, .medium: 0, .low: 0, .none: 0], fixed: 0, total: 1, checklist: (0, 0),
          screens: (0, 2))
      ], openCritical: 1)
    content.dashboard.open = [.critical: 1, .high: 0, .medium: 0, .low: 0, .none: 0]
    (content.dashboard.screensReviewed, content.dashboard.screenCount) = (0, 2)
    expectHTMLGolden(HTMLReport.render(content), named: "theWholePageOfASmallReportIsAsRecorded")
  }
}

extension HTMLReportTests {
  /// A Reduce Motion violation unless told otherwise.
  static func entry(
    _ id: String, _ severity: Severity, category: Category = .reduceMotion, file: String = "Sources/A.swift",
    line: Int = 10, snippet: String = "withAnimation { x = 1 }", message: String = "Motion",
    recommendation: String = "Guard it.", wcag: [String] = ["2.3.3"], notes: [String] = []
  ) -> JSONReport.Entry {
    JSONReport.Entry(
      id: id, rule: "rule-\(category.rawValue)", category: category, severity: severity, file: file,
      line: line, column: 5, endLine: line, endColumn: 30, snippet: snippet, message: message,
      recommendation: recommendation, suggestedFix: nil, passing: false, status: .open,
      presence: .violation, context: "View.body", kind: nil, notes: notes, wcag: wcag)
  }

  /// Marks the first open finding fixed by a person and a scan's verification a day after ``date``, so that the
  /// store has two scan days; returns its severity.
  @discardableResult
  static func fixOneFindingADayLater(_ document: inout StoreDocument) -> Severity {
    let index = document.findings.firstIndex { !$0.status.isDone && $0.presence == .violation }!
    let later = date.addingTimeInterval(86_400)
    document.findings[index].setStatus(.fixed, by: .user, reason: "done", at: later)
    document.findings[index].setStatus(.verified, by: .scan, reason: "no longer found by scan", at: later)
    document.findings[index].presence = .absent
    return document.findings[index].finding.severity
  }

  /// A page of `entries` with no cards and no audit files, for app "App".
  static func content(_ entries: [JSONReport.Entry]) -> HTMLReport.Content {
    let report = JSONReport(
      version: 1, root: "/app", summary: JSONReport.summarize(entries, files: 3, lines: 120), findings: entries,
      inventory: nil)
    return HTMLReport.Content(
      report: report, dashboard: DashboardSummary(rows: [], openCritical: 0), audits: [], appName: "App", date: date,
      toolVersion: "0.1.0")
  }

  /// `count` findings as the benchmark corpus (``BenchmarkCorpus``) gives them without scanning it: the sample's,
  /// copied file by file into folders of 100, each copy's type renamed after its number wherever it is named.
  static func benchmarkLikeFindings(count: Int) -> [JSONReport.Entry] {
    let byFile = Dictionary(grouping: SampleScan.report(includePassing: false).findings, by: \.file)
    let files = byFile.keys.sorted()
    var findings: [JSONReport.Entry] = []
    var copy = 0
    while findings.count < count {
      let file = files[copy % files.count]
      let stem = (file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
      func renamed(_ text: String) -> String {
        text.replacingOccurrences(of: "\\b\(stem)\\b", with: "\(stem)\(copy)", options: .regularExpression)
      }
      for var entry in byFile[file] ?? [] where findings.count < count {
        entry.id = String(format: "%016llx", UInt64(findings.count) &* 0x9E37_79B9_7F4A_7C15)
        entry.file = String(format: "Module%03d/%@%d.swift", copy / 100, stem, copy)
        entry.snippet = renamed(entry.snippet)
        entry.message = renamed(entry.message)
        entry.recommendation = renamed(entry.recommendation)
        entry.context = renamed(entry.context)
        findings.append(entry)
      }
      copy += 1
    }
    return findings
  }

  /// The findings table, from `<table id="findings-table"` to `</table>`.
  static func findingsTable(_ page: String) -> String? {
    guard let start = page.range(of: "<table id=\"findings-table\""),
      let end = page.range(of: "</table>", range: start.upperBound..<page.endIndex)
    else { return nil }
    return String(page[start.lowerBound..<end.upperBound])
  }

  /// Each row of the findings table, from its first `<td>` to the next row.
  static func rows(_ page: String) -> [String] {
    guard let table = findingsTable(page) else { return [] }
    return table.components(separatedBy: "<tr>").dropFirst(2).map {
      $0.replacingOccurrences(
        of: #"\n(</tbody>\n<tbody class="sev-\w+">|</tbody>\n</table>)\n?$"#, with: "\n", options: .regularExpression)
    }
  }
}

/// Compares `text` with `Fixtures/HTMLReport/<name>.html`. With `A11Y_RECORD_GOLDENS=1` it writes the file instead and
/// fails, so a recording run is never mistaken for a passing one. A missing golden is recorded too.
func expectHTMLGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/HTMLReport/\(name).html")
  let file = "Fixtures/HTMLReport/\(name).html"
  if let issue = GoldenText.check(text, against: url, file: file, subject: "The page", side: "page") {
    Issue.record(Comment(rawValue: issue), sourceLocation: sourceLocation)
  }
}
