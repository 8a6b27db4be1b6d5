import A11yAuditModel
import Foundation

/// Writes a new audit in the usual shape of a Markdown accessibility audit: executive summary, severity breakdown,
/// per-file summary table, findings by screen with snippet, severity, type and recommendation, recommendations by
/// phase with effort, a success-criteria checklist, and the files audited; of the whole app (with a table of the
/// areas) or of one area. ``AuditReader`` reads it back.
public enum MarkdownAuditReport {
  /// The audit of `category` over `report` (which should include passing sites) for an app called `appName`.
  public static func render(
    _ report: JSONReport, category: Category, files: [String], appName: String, date: Date
  ) -> String {
    let words = Words(category)
    let totals = Totals(report.findings.filter { $0.category == category })
    let (sites, violations, passing, byFile, siteFiles, counts, open) = totals.parts
    var out: [String] = []

    out += ["# \(appName.markdownInline) - \(category.title) Accessibility Audit", ""]
    out += totals.titleLines(date: date, files: files.count)
    out += [
      "**WCAG 2.2:** \(category.criteria.compactMap(SuccessCriterion.wcag22).map(\.title).joined(separator: ", "))", "",
      "---", "",
      "## Executive Summary", "", "### Testing Status", "", testingStatus(open), "",
      "**Total Files Audited**: \(files.count) files",
      "**Total \(words.pluralTitle) Found**: \(sites.count) \(words.plural) across \(siteFiles.count) files",
      "**\(words.pluralTitle) Respecting \(category.title)**: \(passing) (\(percent(passing, of: sites.count)))", "",
      "**Severity Breakdown**:",
    ]
    out += breakdown(counts, plural: words.plural)
    out += ["", "---", "", "## \(words.singularTitle) Inventory", "", "### Summary Table", ""]
    out += [
      "| File | \(words.singularTitle) Count | Type | Highest Severity | \(category.title) Check |",
      "|------|------|------|------|------|",
    ]
    var passingFiles = 0
    for file in siteFiles {
      let (fileSites, fileViolations, highest) = totals.file(file)
      let kinds = Set(fileSites.compactMap(\.kind)).sorted()
      let checks = fileSites.contains(where: \.passing)
      if fileViolations.isEmpty { passingFiles += 1 }
      out.append(
        "| \(baseName(file).markdownInline) | \(fileSites.count) | \(kinds.isEmpty ? "—" : kinds.map(\.capitalized).joined(separator: ", ")) | "
          + "\(highest.map(badge) ?? "⚪ NONE") | \(checks ? "✅ Yes" : "❌ No") |")
    }
    out.append(
      "| **TOTAL** | **\(sites.count)** | **Mixed** | **\(counts[.critical] ?? 0) Critical** | "
        + "**\(passingFiles)/\(siteFiles.count) Pass** |")
    out += ["", "---", "", "## Detailed Findings by Screen", ""]

    for section in sections(siteFiles, byFile: byFile, screens: report.screens ?? []) {
      out += sectionHeader(section)
      let fileViolations = section.violations
      if fileViolations.isEmpty {
        out += ["All \(section.sites.count) \(words.plural) here respect \(category.title).", ""]
      } else {
        out += ["**\(words.pluralTitle) Found (\(fileViolations.count) total):**", ""]
        for (index, entry) in fileViolations.enumerated() { out += findingLines(entry, number: index + 1) }
      }
      out += [
        "**\(category.title) Check:** \(section.sites.contains(where: \.passing) ? "✅ Yes" : "❌ No")", "", "---", "",
      ]
    }

    out += recommendations(open, words: words)
    out += ["---", "", "### Success Criteria for Implementation", ""]
    for (severity, all, done) in progress(violations) {
      out.append(
        "- [\(done == all ? "x" : " ")] All \(severity.label) \(words.plural) respect \(category.title) (\(done)/\(all))"
      )
    }
    out += [
      "- [ ] Manual testing completed with \(category.title) enabled",
      "- [ ] SwiftUI previews added with the setting enabled", "", "---", "",
    ]
    out += appendix(siteFiles, byFile: byFile, words: words)
    out += ["", "**Total \(words.pluralTitle) Found:** \(sites.count) \(words.plural)", ""]
    return out.joined(separator: "\n")
  }

  /// The audit of every area over `report` (which should include passing sites) for an app called `appName`: an
  /// area's sections over all the findings, with a table of the areas after the executive summary and each finding's
  /// area named.
  public static func render(_ report: JSONReport, files: [String], appName: String, date: Date) -> String {
    let totals = Totals(report.findings)
    let (sites, violations, passing, byFile, siteFiles, counts, open) = totals.parts
    let worst = totals.worst
    let words = Words("site", "sites")
    let findingWords = Words("finding", "findings")
    let areasChecked = Category.allCases.filter { area in sites.contains { $0.category == area } }
    var out =
      ["# \(appName.markdownInline) - Accessibility Audit", ""] + totals.titleLines(date: date, files: files.count)
    out += [
      "**Areas:** \(Category.allCases.count) (\(Category.titleList))", "",
      "---", "",
      "## Executive Summary", "", "### Testing Status", "", testingStatus(open), "",
      "**Total Files Audited**: \(files.count) files",
      "**Total Sites Checked**: \(sites.count) sites across \(siteFiles.count) files",
      "**Sites Passing Their Check**: \(passing) (\(percent(passing, of: sites.count)))", "",
      "**Severity Breakdown**:",
    ]
    out += breakdown(counts, plural: findingWords.plural)
    out += [
      "", "---", "", "## Areas", "", "| Area | Sites | Findings | Open | Highest Severity | WCAG 2.2 |",
      "|------|------|------|------|------|------|",
    ]
    for area in Category.allCases {
      let areaSites = sites.filter { $0.category == area }
      let areaViolations = areaSites.filter { !$0.passing }
      let highest = areaViolations.map(\.severity).max()
      out.append(
        "| \(area.title) (`\(area.rawValue)`) | \(areaSites.count) | \(areaViolations.count) | "
          + "\(areaViolations.count(where: \.isOpenViolation)) | \(highest.map(badge) ?? (areaSites.isEmpty ? "—" : "✅ PASS")) | "
          + "\(area.criteria.joined(separator: ", ")) |")
    }
    out.append(
      "| **TOTAL** | **\(sites.count)** | **\(violations.count)** | **\(open.count)** | "
        + "**\(worst.map(badge) ?? "✅ PASS")** | |")
    out += [
      "", "---", "", "## Site Inventory", "", "### Summary Table", "",
      "| File | Site Count | Findings | Areas | Highest Severity | Status |",
      "|------|------|------|------|------|------|",
    ]
    var passingFiles = 0
    for file in siteFiles {
      let (fileSites, fileViolations, highest) = totals.file(file)
      let areas = Category.allCases.filter { area in fileSites.contains { $0.category == area } }
      if fileViolations.isEmpty { passingFiles += 1 }
      out.append(
        "| \(baseName(file).markdownInline) | \(fileSites.count) | \(fileViolations.count) | "
          + "\(areas.map(\.title).joined(separator: ", ")) | \(highest.map(badge) ?? "⚪ NONE") | "
          + "\(fileViolations.isEmpty ? "✅ Pass" : "❌ Fail") |")
    }
    out.append(
      "| **TOTAL** | **\(sites.count)** | **\(violations.count)** | **\(areasChecked.count) Areas** | "
        + "**\(counts[.critical] ?? 0) Critical** | **\(passingFiles)/\(siteFiles.count) Pass** |")
    out += ["", "---", "", "## Detailed Findings by Screen", ""]

    for section in sections(siteFiles, byFile: byFile, screens: report.screens ?? []) {
      out += sectionHeader(section)
      if section.violations.isEmpty {
        out += [
          section.sites.count == 1
            ? "The site here passes its check." : "All \(section.sites.count) sites here pass their checks.", "",
        ]
      } else {
        out += ["**Findings (\(section.violations.count) total):**", ""]
        for (index, entry) in section.violations.enumerated() {
          out += findingLines(entry, number: index + 1, namingArea: true)
        }
      }
      out += ["---", ""]
    }

    out += recommendations(open, words: findingWords)
    out += ["---", "", "### Success Criteria for Implementation", ""]
    for (severity, all, done) in progress(violations) {
      out.append("- [\(done == all ? "x" : " ")] All \(severity.label) findings fixed (\(done)/\(all))")
    }
    out += areasChecked.map { "- [ ] Manual testing completed for \($0.title)" }
    out += ["- [ ] SwiftUI previews added with the accessibility settings enabled", "", "---", ""]
    out += appendix(siteFiles, byFile: byFile, words: words)
    out += ["", "**Total Sites Checked:** \(sites.count) sites", ""]
    return out.joined(separator: "\n")
  }

  // MARK: - Parts of both audits

  /// The figures both audits start from: the report's sites (absent ones left out), their violations, their files.
  private struct Totals {
    let sites: [JSONReport.Entry]
    let violations: [JSONReport.Entry]
    let byFile: [String: [JSONReport.Entry]]
    let siteFiles: [String]
    let counts: [Severity: Int]
    /// The most severe violation's severity.
    let worst: Severity?
    let open: [JSONReport.Entry]

    init(_ entries: [JSONReport.Entry]) {
      sites = entries.filter { $0.presence != .absent }
      violations = sites.filter { !$0.passing }
      byFile = Dictionary(grouping: sites, by: \.file)
      siteFiles = byFile.keys.sorted()
      let counts = MarkdownAuditReport.severityCounts(violations)
      self.counts = counts
      worst = Severity.descending.first { (counts[$0] ?? 0) > 0 }
      open = violations.filter(\.isOpenViolation)
    }

    /// The figures each audit names as locals.
    var parts:
      (
        sites: [JSONReport.Entry], violations: [JSONReport.Entry], passing: Int,
        byFile: [String: [JSONReport.Entry]], siteFiles: [String], counts: [Severity: Int], open: [JSONReport.Entry]
      )
    {
      (sites, violations, sites.count - violations.count, byFile, siteFiles, counts, open)
    }

    /// The sites of `file`, its violations and their highest severity.
    func file(_ file: String) -> (sites: [JSONReport.Entry], violations: [JSONReport.Entry], highest: Severity?) {
      let sites = byFile[file] ?? []
      let violations = sites.filter { !$0.passing }
      return (sites, violations, violations.map(\.severity).max())
    }

    /// The title block's lines after the title: date, tool, priority and files scanned.
    func titleLines(date: Date, files: Int) -> [String] {
      [
        "**Date:** \(MarkdownAuditReport.dateText(date))",
        "**Audited by:** a11y-audit (static analysis with SwiftSyntax)",
        "**Priority:** \(worst.map(\.label) ?? "NONE")", "**Scanned Files:** \(files)",
      ]
    }
  }

  /// How many `violations` there are of each severity.
  private static func severityCounts(_ violations: [JSONReport.Entry]) -> [Severity: Int] {
    Dictionary(grouping: violations, by: \.severity).mapValues(\.count)
  }

  /// `🔴 **FAIL - 3 OPEN FINDINGS**`, or the pass line.
  private static func testingStatus(_ open: [JSONReport.Entry]) -> String {
    open.isEmpty
      ? "✅ **PASS - NO OPEN FINDINGS**"
      : "🔴 **FAIL - \(open.count) OPEN FINDING\(open.count == 1 ? "" : "S")**"
  }

  /// `- **CRITICAL**: 3 animations`, one line per severity but none.
  private static func breakdown(_ counts: [Severity: Int], plural: String) -> [String] {
    Severity.descending.filter { $0 != .none }.map { "- **\($0.label)**: \(counts[$0] ?? 0) \(plural)" }
  }

  /// The heading, status, file and place in the navigation graph of one section of "Detailed Findings by Screen".
  private static func sectionHeader(_ section: Section) -> [String] {
    var out = section.group.map { ["### \($0.markdownInline)", ""] } ?? []
    let highest = section.violations.map(\.severity).max()
    out += [
      "#### \(section.title.markdownInline)", "**Status:** \(screenStatus(highest))", "",
      "**File:** \(section.file.markdownCodeSpan)", "",
    ]
    out += section.graph.map { ["\($0)", ""] } ?? []
    return out
  }

  /// One numbered finding: its lines and message, the code, then severity, type, area (when `namingArea`), status,
  /// reason, rule, WCAG criteria and recommendation.
  private static func findingLines(_ entry: JSONReport.Entry, number: Int, namingArea: Bool = false) -> [String] {
    let lines = entry.endLine > entry.line ? "\(entry.line)-\(entry.endLine)" : "\(entry.line)"
    var out = ["\(number). **Line \(lines)**: \(entry.message)"]
    let fence = entry.snippet.markdownCodeFence
    out += ["   \(fence)swift"] + entry.snippet.markdownLines.map { "   \($0)" } + ["   \(fence)"]
    out.append("   - **Severity**: \(badge(entry.severity))")
    if let kind = entry.kind { out.append("   - **Type**: \(kind.capitalized)") }
    if namingArea { out.append("   - **Area**: \(entry.category.title)") }
    out.append("   - **Status**: \(entry.status.title)")
    if let acceptance = entry.acceptance {
      out.append(
        "   - **Accepted risk**: until \(acceptance.until), accepted by \(acceptance.by.markdownInline): "
          + acceptance.reason.markdownInline)
    } else if let reason = entry.reason {
      out.append("   - **Reason**: \(reason.summary.markdownInline)")
    }
    out.append("   - **Rule**: `\(entry.rule)`")
    let criteria = entry.wcag.map { SuccessCriterion.wcag22($0)?.title ?? $0 }
    if !criteria.isEmpty { out.append("   - **WCAG**: \(criteria.joined(separator: ", "))") }
    if !entry.recommendation.isEmpty { out.append("   - **Recommendation**: \(entry.recommendation)") }
    out.append("")
    return out
  }

  /// The phases of the recommendations: the severity, how the phase is titled, and minutes of work per finding.
  private static let phases: [(severity: Severity, title: String, minutes: Int)] = [
    (.critical, "CRITICAL Fixes (Must Do", 30), (.high, "HIGH Priority Fixes (Should Do", 20),
    (.medium, "MEDIUM Priority Fixes (Optional", 15), (.low, "LOW Priority Polish (Optional", 10),
  ]

  /// "Recommendations": a phase per severity with `open` findings, each file's count and effort.
  private static func recommendations(_ open: [JSONReport.Entry], words: Words) -> [String] {
    var out = ["## Recommendations", "", "### Immediate Actions", ""]
    var phaseNumber = 0
    for (severity, title, minutes) in phases {
      let items = open.filter { $0.severity == severity }
      guard !items.isEmpty else { continue }
      phaseNumber += 1
      out += ["**Phase \(phaseNumber): \(title) - \(effort(items.count * minutes)))**", ""]
      for (file, fileItems) in Dictionary(grouping: items, by: \.file).sorted(by: { $0.key < $1.key }) {
        out.append(
          "- **\(baseName(file).markdownInline)** - \(fileItems.count) \(fileItems.count == 1 ? words.singular : words.plural)"
        )
        out.append("  - Effort: \(effort(fileItems.count * minutes))")
      }
      out.append("")
    }
    if phaseNumber == 0 { out += ["Nothing left to fix.", ""] }
    return out
  }

  /// For each phase's severity with `violations`: how many there are and how many are done.
  private static func progress(_ violations: [JSONReport.Entry]) -> [(severity: Severity, all: Int, done: Int)] {
    phases.compactMap { phase in
      let all = violations.filter { $0.severity == phase.severity }
      return all.isEmpty ? nil : (phase.severity, all.count, all.count { !$0.isOpenViolation })
    }
  }

  /// "Appendix: Files Audited": each file with its sites and its highest severity.
  private static func appendix(_ files: [String], byFile: [String: [JSONReport.Entry]], words: Words) -> [String] {
    var out = ["## Appendix: Files Audited", ""]
    for (index, file) in files.enumerated() {
      let fileViolations = (byFile[file] ?? []).filter { !$0.passing }
      let highest = fileViolations.map(\.severity).max()
      out.append(
        "\(index + 1). \(fileViolations.isEmpty ? "✅" : "❌") \(file.markdownCodeSpan) - \((byFile[file] ?? []).count) \(words.plural) (\(highest.map(badge) ?? "⚪ NONE"))"
      )
    }
    return out
  }

  /// Circle emoji plus the severity word (`🔴 CRITICAL`): the severity's ``Severity/emojiLabel``.
  public static func badge(_ severity: Severity) -> String { severity.emojiLabel }

  /// One `####` section of "Detailed Findings by Screen": a view's own sites (those inside its declaration), or a
  /// file's sites outside any view; `group` starts a new flow (the folder).
  private struct Section {
    var group: String?
    var title: String
    var file: String
    var sites: [JSONReport.Entry]
    /// Where the view stands in the navigation graph, in words.
    var graph: String?

    /// The sites that violate their rule, in line order.
    var violations: [JSONReport.Entry] {
      sites.filter { !$0.passing }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
  }

  /// The sections of the sites of `files`, by flow (folder), then in navigation-graph order: each view with sites in
  /// its own declaration, then the sites of a file outside any view. Without a graph (a report of the store alone),
  /// one section per file.
  private static func sections(
    _ files: [String], byFile: [String: [JSONReport.Entry]], screens: [JSONReport.ScreenEntry]
  ) -> [Section] {
    let views = screens.enumerated().map { position, entry in
      Screen(
        name: entry.name, file: entry.file, line: entry.line, group: "", kind: entry.kind,
        endLine: entry.endLine, extensions: entry.extensions, presentedBy: entry.presentedBy.map(\.name),
        presentedAs: styles(of: entry.presentedBy), components: entry.components, order: position)
    }
    var viewsByFile: [String: [Screen]] = [:]
    for view in views {
      for file in Set(view.spans.map(\.file)) { viewsByFile[file, default: []].append(view) }
    }
    var usedBy: [String: [String]] = [:]
    for view in views where view.kind != .component {
      for component in view.components ?? [] { usedBy[component, default: []].append(view.name) }
    }
    var result: [Section] = []
    for (group, groupFiles) in Dictionary(grouping: files, by: { groupName($0) }).sorted(by: { $0.key < $1.key }) {
      var sections: [(rank: Int, section: Section)] = []
      for file in groupFiles {
        var byOwner: [String: (view: Screen?, sites: [JSONReport.Entry])] = [:]
        let spans = ScreenSpanIndex(file: file, screens: viewsByFile[file] ?? [])
        for site in byFile[file] ?? [] {
          let owner = spans.owner(of: site.line)
          byOwner[owner?.id ?? "", default: (owner, [])].sites.append(site)
        }
        for (_, owned) in byOwner {
          guard let view = owned.view else {
            sections.append((Int.max, Section(title: baseName(file), file: file, sites: owned.sites)))
            continue
          }
          sections.append(
            (
              view.order ?? Int.max,
              Section(title: view.name, file: file, sites: owned.sites, graph: graphText(view, usedBy))
            ))
        }
      }
      sections.sort { ($0.rank, $0.section.file, $0.section.title) < ($1.rank, $1.section.file, $1.section.title) }
      for (index, entry) in sections.enumerated() {
        var section = entry.section
        if index == 0 { section.group = group }
        result.append(section)
      }
    }
    return result
  }

  /// How each presenter shows the screen, or nil when one does not say.
  private static func styles(of presenters: [JSONReport.Presenter]) -> [ViewUseStyle]? {
    let styles = presenters.compactMap { ViewUseStyle(rawValue: $0.style) }
    return styles.count == presenters.count && !styles.isEmpty ? styles : nil
  }

  /// `**Screen** presented by RootView; components: HabitRow, PrimaryButton`, or a component's users.
  private static func graphText(_ view: Screen, _ usedBy: [String: [String]]) -> String {
    switch view.kind ?? .unplaced {
    case .screen:
      let by = view.presentedBy.map { " presented by " + $0.map(\.markdownInline).joined(separator: ", ") } ?? ""
      let components = view.components.map { "; components: " + $0.map(\.markdownInline).joined(separator: ", ") } ?? ""
      return "**Screen**\(by)\(components)"
    case .component:
      let users = usedBy[view.name].map { ", used by " + $0.map(\.markdownInline).joined(separator: ", ") } ?? ""
      return "**Component**\(users)"
    case .unplaced:
      return "**Unplaced view**: its use is not visible in the code"
    }
  }

  private static func screenStatus(_ highest: Severity?) -> String {
    switch highest {
    case .critical?: "🔴 CRITICAL - MUST FIX"
    case let severity?: "\(badge(severity)) - NEEDS FIX"
    case nil: "✅ PASS"
    }
  }

  private static func groupName(_ file: String) -> String {
    let folders = file.split(separator: "/").dropLast()
    return folders.last.map(String.init) ?? "Root"
  }

  private static func baseName(_ file: String) -> String { String(file.split(separator: "/").last ?? Substring(file)) }

  private static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
  }

  private static func effort(_ minutes: Int) -> String {
    minutes < 60
      ? "\(minutes) minutes"
      : String(format: "%.1f hours", Double(minutes) / 60).replacingOccurrences(of: ".0 ", with: " ")
  }

  /// `November 23, 2026`, in UTC: how the audits and the HTML report write their date.
  package static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MMMM d, yyyy"
    return formatter.string(from: date)
  }

  /// What the sites of a category are called.
  private struct Words {
    var singular: String
    var plural: String
    var singularTitle: String { singular.prefix(1).uppercased() + singular.dropFirst() }
    var pluralTitle: String { plural.prefix(1).uppercased() + plural.dropFirst() }

    init(_ singular: String, _ plural: String) {
      self.singular = singular
      self.plural = plural
    }

    init(_ category: Category) {
      switch category {
      case .reduceMotion: (singular, plural) = ("animation", "animations")
      case .dynamicType: (singular, plural) = ("text style", "text styles")
      case .voiceOver: (singular, plural) = ("element", "elements")
      case .touchTarget: (singular, plural) = ("target", "targets")
      case .headings: (singular, plural) = ("heading", "headings")
      case .forms: (singular, plural) = ("field", "fields")
      case .gestures: (singular, plural) = ("gesture", "gestures")
      case .timing: (singular, plural) = ("timed change", "timed changes")
      case .orientation: (singular, plural) = ("orientation setting", "orientation settings")
      case .color: (singular, plural) = ("color", "colors")
      case .media: (singular, plural) = ("player", "players")
      case .navigation: (singular, plural) = ("screen", "screens")
      case .keyboard: (singular, plural) = ("shortcut or focus effect", "shortcuts and focus effects")
      }
    }
  }
}
