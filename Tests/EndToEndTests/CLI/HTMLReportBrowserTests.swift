import Foundation
import Testing

/// `report --format html` on the sample, opened in a real browser: Debian's Chromium, headless. Skipped, with the
/// reason printed in the test log, where Chromium is not installed (`.ci/run` installs it).
@Suite(
  .serialized,
  .enabled(
    if: binaryIsBuilt && HeadlessChromium.installed != nil,
    "Chromium (chromium or chromium-browser) is not on the PATH, or a11y-audit is not built: skipping the browser tests"
  ))
struct HTMLReportBrowserTests {
  /// The sample scanned into its store, one finding marked fixed, and its HTML and JSON reports.
  struct Scenario {
    var root: URL
    var page: URL
    var entries: [[String: Any]]
    var html: String

    /// With `history`, the store is moved a week back and a file with findings removed before a second scan, so that
    /// the store has two scan days and the page a trend.
    init(_ name: String = #function, history: Bool = false) throws {
      root = try copyOfSample(name)
      #expect(try CLIRunner.run(["scan", "--quiet"], in: root).status == 0)
      let before = findings(try jsonObject(try CLIRunner.run(["report", "--format", "json"], in: root)))
      let id = try #require(before.first { $0["category"] as? String == "reduce-motion" }?["id"] as? String)
      #expect(try CLIRunner.run(["status", id, "fixed"], in: root).status == 0)
      // Two accepted risks: their status is read from the row's attribute, not from its words.
      let critical = before.filter { $0["severity"] as? String == "critical" && $0["id"] as? String != id }
      for accepted in critical.prefix(2) {
        let acceptedID = try #require(accepted["id"] as? String)
        let run = try CLIRunner.run(
          ["status", acceptedID, "accepted-risk", "--note", "Ships in 2.0", "--by", "Ana", "--until", "2099-12-31"],
          in: root)
        #expect(run.status == 0, "\(run.stderr)")
      }
      if history {
        let store = root.appendingPathComponent(".a11y-audit/store.json")
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        let today = format.string(from: Date())
        let weekAgo = format.string(from: Date().addingTimeInterval(-7 * 86_400))
        let text = try String(contentsOf: store, encoding: .utf8)
        #expect(text.contains("\"\(today)T"))
        try Data(text.replacingOccurrences(of: "\"\(today)T", with: "\"\(weekAgo)T").utf8).write(to: store)
        let chosen = Set([id] + critical.prefix(2).compactMap { $0["id"] as? String })
        let kept = Set(
          before.filter { chosen.contains($0["id"] as? String ?? "") }.compactMap { $0["file"] as? String })
        let gone = try #require(
          before.compactMap { $0["file"] as? String }.last { !kept.contains($0) && $0.hasSuffix(".swift") })
        try FileManager.default.removeItem(at: root.appendingPathComponent(gone))
        #expect(try CLIRunner.run(["scan", "--quiet"], in: root).status == 0)
      }
      let json = try CLIRunner.run(["report", "--format", "json", "--quiet"], in: root)
      entries = findings(try jsonObject(json))
      let written = try CLIRunner.run(
        ["report", "--format", "html", "-o", "report.html", "--app-name", "Breathe"], in: root)
      #expect(written.status == 0, "\(written.stderr)")
      page = root.appendingPathComponent("report.html")
      html = try String(contentsOf: page, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The JSON report's findings a filter admits, counted as the page's script filters.
    func count(severity: String? = nil, status: String? = nil, area: String? = nil, wcag: String? = nil) -> Int {
      entries.count { finding in
        (severity == nil || finding["severity"] as? String == severity)
          && (status == nil || finding["status"] as? String == status)
          && (area == nil || finding["category"] as? String == area)
          && (wcag == nil || (finding["wcag"] as? [String] ?? []).contains(wcag!))
      }
    }
  }

  /// The rows of the dumped table's bodies: whether each is hidden, and its cells' text.
  static func tableRows(_ dom: String) -> [(hidden: Bool, cells: [String])] {
    let table = dom.components(separatedBy: "<table id=\"findings-table\"").dropFirst().first ?? ""
    let body =
      table.components(separatedBy: "</thead>").dropFirst().first?.components(separatedBy: "</table>").first ?? ""
    return body.components(separatedBy: "<tr").dropFirst().map { row in
      let cells = row.split(separator: #/<td[^>]*>/#).dropFirst().map {
        String($0).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
          .trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return (row.hasPrefix(" hidden"), cells)
    }
  }

  /// `data-shown` of the live region.
  static func shownCount(_ dom: String) -> Int? {
    dom.firstMatch(of: #/<p id="shown"[^>]* data-shown="(\d+)"/#).flatMap { Int($0.1) }
  }

  @Test func theSampleReportRendersToAPNGInHeadlessChromium() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let png = scenario.root.appendingPathComponent("report.png")
    let run = try chromium.run(
      ["--screenshot=\(png.path)", "--window-size=1280,2000"], url: scenario.page.absoluteString)
    let data = try #require(try? Data(contentsOf: png), "no screenshot: \(run.stderr.suffix(2000))")
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
    #expect(data.count > 50_000, "a 1280×2000 screenshot of the page, not a blank one: \(data.count) bytes")
    #expect(scenario.html.utf8.count < 2_000_000)
  }

  /// What the page measures of itself once loaded, at one window size.
  struct Measured: Decodable {
    var innerWidth: Double
    var scrollWidth: Double
    var smallestChartText: Double
    var chartTexts: Int
    var summaryBottom: Double
    var cardsOpen: Bool
    var trend: Bool
  }

  /// The script that measures the page after its own script ran and posts the figures to the frame around it: the
  /// page's width against the window's, the smallest text of the charts in CSS px as drawn (its font size times the
  /// SVG's scale), the bottom of the summary line, and whether the cards are open.
  static let measuring = """
    <script>
    window.addEventListener("load", function () {
      var texts = Array.prototype.slice.call(document.querySelectorAll(".chart svg text"));
      var sizes = texts.map(function (text) {
        return parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
      });
      var figures = {
        innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth,
        smallestChartText: Math.min.apply(null, sizes), chartTexts: sizes.length,
        summaryBottom: document.getElementById("summary").getBoundingClientRect().bottom,
        cardsOpen: document.getElementById("cards").open, trend: document.getElementById("trend") !== null
      };
      parent.postMessage(JSON.stringify(figures), "*");
    });
    </script>
    """

  /// The figures of `page` in a window of `width`×`height`. Headless Chromium lays a page out no narrower than 500 px
  /// (its screenshots are as wide as asked), so the page is measured in a frame of that size, which posts its
  /// figures to the frame's parent page, whose DOM is dumped.
  static func measure(_ page: URL, width: Int, height: Int) throws -> Measured {
    let chromium = try #require(HeadlessChromium.installed)
    let frame = page.deletingLastPathComponent().appendingPathComponent("frame-\(width)x\(height).html")
    try Data(
      """
      <!DOCTYPE html><html><body style="margin:0"><pre id="measured"></pre>
      <iframe src="\(page.lastPathComponent)" width="\(width)" height="\(height)" style="border:0"></iframe>
      <script>
      window.addEventListener("message", function (event) {
        document.getElementById("measured").textContent = event.data;
      });
      </script></body></html>
      """.utf8
    ).write(to: frame)
    let run = try chromium.run(
      ["--dump-dom", "--virtual-time-budget=5000", "--window-size=\(width + 100),\(height + 100)"],
      url: frame.absoluteString)
    let json = try #require(
      run.stdout.firstMatch(of: #/<pre id="measured">([^<]*)</pre>/#), "nothing measured: \(run.stderr.suffix(2000))")
    return try JSONDecoder().decode(Measured.self, from: Data(String(json.1).utf8))
  }

  @Test func onAPhoneAndADesktopThePageFitsTheChartsAreReadableAndTheSummaryIsAboveTheFold() throws {
    let scenario = try Scenario(history: true)
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let measuring = scenario.root.appendingPathComponent("measuring.html")
    try Data(scenario.html.replacingOccurrences(of: "</body>", with: Self.measuring + "\n</body>").utf8)
      .write(to: measuring)
    for (width, height) in [(1280, 900), (390, 844)] {
      let figures = try Self.measure(measuring, width: width, height: height)
      print("\(width)×\(height): \(figures)")
      #expect(figures.innerWidth == Double(width), "the window is \(width) wide")
      #expect(figures.scrollWidth <= figures.innerWidth, "\(width): the page scrolls sideways")
      #expect(figures.trend, "two scan days: a trend")
      #expect(figures.chartTexts > 20, "both charts' texts measured")
      #expect(figures.smallestChartText >= 11, "\(width): chart text of \(figures.smallestChartText) px")
      #expect(figures.summaryBottom < Double(height), "\(width): the summary line is below the fold")
      #expect(figures.cardsOpen == (width >= 700), "\(width): cards open only on a wide screen")
      let png = FileManager.default.temporaryDirectory
        .appendingPathComponent("a11y-audit-report-\(width)x\(height).png")
      try? FileManager.default.removeItem(at: png)
      let run = try chromium.run(
        ["--screenshot=\(png.path)", "--window-size=\(width),\(height)"], url: scenario.page.absoluteString)
      let data = try #require(try? Data(contentsOf: png), "no screenshot: \(run.stderr.suffix(2000))")
      #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "PNG signature")
      print("Screenshot at \(width)×\(height): \(png.path)")
    }
  }

  @Test func filtersInTheAddressShowAsManyRowsAsTheJSONReportCounts() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let filters: [(hash: String, expected: Int)] = [
      ("", scenario.entries.count),
      ("#severity=critical", scenario.count(severity: "critical")),
      ("#status=open&area=reduce-motion", scenario.count(status: "open", area: "reduce-motion")),
      ("#status=fixed", scenario.count(status: "fixed")),
      ("#status=accepted-risk", scenario.count(status: "accepted-risk")),
      ("#severity=medium&wcag=1.4.4", scenario.count(severity: "medium", wcag: "1.4.4")),
    ]
    #expect(scenario.count(status: "fixed") == 1)
    #expect(scenario.count(status: "accepted-risk") == 2)
    #expect(Set(filters.map(\.expected)).count == filters.count, "filters that tell each other apart")
    for filter in filters {
      let run = try chromium.dumpDOM(scenario.page.absoluteString + filter.hash)
      let rows = Self.tableRows(run.stdout)
      #expect(rows.count == scenario.entries.count, "\(filter.hash): every row is in the page")
      #expect(rows.count { !$0.hidden } == filter.expected, "\(filter.hash): rows shown")
      #expect(Self.shownCount(run.stdout) == filter.expected, "\(filter.hash): the live region's count")
      #expect(run.stdout.contains(">\(filter.expected) of \(scenario.entries.count) findings shown</p>"))
      #expect(run.stdout.contains("<html lang=\"en\" data-script=\"ready\">"), "\(filter.hash): the script ran")
      #expect(
        run.stdout.contains("<div id=\"script-errors\" class=\"script-errors\" role=\"alert\" hidden=\"\"></div>"),
        "\(filter.hash): the script reported an error")
      #expect(HeadlessChromium.consoleLines(run.stderr) == [], "\(filter.hash): console output")
    }
    let search = try chromium.dumpDOM(scenario.page.absoluteString + "#q=LoadingOverlay.swift")
    let inFile = scenario.entries.count { ($0["file"] as? String ?? "").contains("LoadingOverlay.swift") }
    #expect(inFile > 1)
    #expect(Self.shownCount(search.stdout) == inFile)
  }

  @Test func sortingByAColumnInTheAddressOrdersTheRowsAndMarksTheHeader() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let run = try chromium.dumpDOM(scenario.page.absoluteString + "#sort=location&order=ascending")
    let locations = Self.tableRows(run.stdout).map { $0.cells[3] }
    #expect(locations.count == scenario.entries.count)
    let places = locations.map { location -> (file: String, line: Int) in
      let parts = location.split(separator: ":")
      return (String(parts[0]).lowercased(), Int(parts.last ?? "") ?? 0)
    }
    #expect(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 }, "by file, then by line as a number: \(locations)")
    #expect(locations != Self.tableRows(scenario.html).map { $0.cells[3] }, "the page's own order is by severity")
    #expect(
      run.stdout.contains(
        "<th scope=\"col\" data-sort=\"text\" aria-sort=\"ascending\"><button type=\"button\">Location"))
    #expect(!run.stdout.contains("data-sort=\"severity\" aria-sort"), "one sorted column")
    #expect(run.stdout.components(separatedBy: "<th scope=\"col\" data-sort=").count - 1 == 6)
    #expect(run.stdout.components(separatedBy: "<button type=\"button\">").count - 1 == 6, "a button per header")
    #expect(HeadlessChromium.consoleLines(run.stderr) == [])
  }

  @Test func withJavaScriptOffEveryRowIsShownAndTheFiltersStayHidden() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let page = scenario.root.appendingPathComponent("no-script.html")
    try Data(HeadlessChromium.withoutScripts(scenario.html).utf8).write(to: page)
    let run = try chromium.dumpDOM(page.absoluteString + "#severity=critical")
    let rows = Self.tableRows(run.stdout)
    #expect(rows.count == scenario.entries.count)
    #expect(rows.allSatisfy { !$0.hidden })
    #expect(rows.allSatisfy { $0.cells.count == 6 })
    #expect(
      run.stdout.contains(
        "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter the findings\" hidden=\"\">"))
    #expect(!run.stdout.contains("data-script="))
    #expect(run.stdout.contains("<details id=\"cards\" class=\"cards-disclosure\" open=\"\">"), "cards shown")
    #expect(run.stdout.contains("\(scenario.entries.count) of \(scenario.entries.count) findings shown"))
  }

  @Test func openingAFindingShowsItsRecommendationBesideItsCode() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let opened = scenario.root.appendingPathComponent("opened.html")
    let first = try #require(scenario.html.range(of: "<details>"))
    try Data(scenario.html.replacingCharacters(in: first, with: "<details open>").utf8).write(to: opened)
    let run = try chromium.dumpDOM(opened.absoluteString)
    let row = try #require(Self.tableRows(run.stdout).first)
    let finding = try #require(scenario.entries.first { "\($0["file"] ?? ""):\($0["line"] ?? "")" == row.cells[3] })
    let recommendation = (finding["recommendation"] as? String ?? "").replacingOccurrences(of: "`", with: "")
    #expect(!recommendation.isEmpty)
    let advice = try #require(run.stdout.firstMatch(of: #/<p class="advice">([^<]*)</p>/#))
    let text = String(advice.1).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    #expect(text == "Recommendation: " + recommendation)
    #expect(run.stdout.components(separatedBy: "<p class=\"advice\">").count == 2, "only the opened finding's")
  }

  @Test func anErrorInTheScriptWouldShowOnTheConsoleAndInThePage() throws {
    let scenario = try Scenario()
    defer { scenario.remove() }
    let chromium = try #require(HeadlessChromium.installed)
    let broken = scenario.root.appendingPathComponent("broken.html")
    try Data(
      scenario.html.replacingOccurrences(of: "</body>", with: "<script>notAFunction();</script>\n</body>").utf8
    ).write(to: broken)
    let run = try chromium.dumpDOM(broken.absoluteString)
    #expect(HeadlessChromium.consoleLines(run.stderr).contains { $0.contains("notAFunction is not defined") })
    #expect(run.stdout.contains("<div id=\"script-errors\" class=\"script-errors\" role=\"alert\"><p>"))
    #expect(run.stdout.contains("The page's script failed: Uncaught ReferenceError: notAFunction is not defined"))
  }
}
