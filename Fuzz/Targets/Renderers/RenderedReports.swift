import Foundation

@testable import A11yAuditKit

/// The Markdown audit, the conformance report (ACR) and the HTML report of a small app whose file, snippets, two
/// views' names, triage notes, accepted risk, criterion review, product details and audit file are the given texts.
struct RenderedReports {
  var markdownAudit: String
  var acr: String
  var html: String

  /// The app every input reports on: three screens and a component, in one file, with motion, label and text-size
  /// findings.
  private static let source = """
    import SwiftUI

    @main struct FuzzApp: App {
      var body: some Scene { WindowGroup { HomeScreen() } }
    }

    struct HomeScreen: View {
      @State private var on = false
      var body: some View {
        NavigationStack {
          PulseBadge()
            .scaleEffect(on ? 1.2 : 1)
            .animation(.spring(), value: on)
          NavigationLink("Details") { DetailScreen() }
          Image("logo").resizable().frame(width: 20, height: 20)
        }
      }
    }

    struct DetailScreen: View {
      @State private var shown = false
      var body: some View {
        Text("Title").font(.system(size: 28))
          .onTapGesture { withAnimation(.easeIn) { shown.toggle() } }
          .offset(x: shown ? 40 : 0)
      }
    }

    struct PulseBadge: View {
      @State private var pulsing = false
      var body: some View {
        Circle()
          .opacity(pulsing ? 0.4 : 1)
          .animation(.easeInOut.repeatForever(), value: pulsing)
          .onAppear { pulsing = true }
      }
    }
    """

  /// The scan of ``source``, once per process.
  private static let scan = A11yAuditKit.Scanner().scan(
    sources: [(file: "Sources/App/Home.swift", text: source)], root: "/fuzz")

  /// The views whose names are made of a fuzzed text (Swift's raw identifiers, `` `any text` ``, may hold nearly any
  /// character): a screen that presents another and a component, which other views' sections name.
  private static let renamed = ["HomeScreen": "", "PulseBadge": "Badge"]

  private static let date = Date(timeIntervalSince1970: 1_800_000_000)

  /// The reports of `texts`, or nil when a fuzzed view name is another view's name (two views of one name in one
  /// file are one view to the reports, a different app).
  init?(_ texts: ReportTexts, placeholders: Bool = false) {
    let shown = placeholders ? texts.placeholders : texts
    let names = Self.renamed.mapValues { shown[.screenName] + $0 }
    let kept = Set(Self.scan.screens.map(\.name)).subtracting(names.keys)
    guard kept.isDisjoint(with: names.values) else { return nil }
    var scan = Self.scan
    let file = shown[.file]
    let rename = { (name: String) in names[name] ?? name }
    scan.files = [file]
    scan.findings = scan.findings.map { finding in
      var finding = finding
      finding.file = file
      finding.snippet = shown[.snippet]
      return finding
    }
    scan.screens = scan.screens.map { screen in
      var screen = screen
      screen.file = file
      screen.name = rename(screen.name)
      screen.presentedBy = screen.presentedBy?.map(rename)
      screen.components = screen.components?.map(rename)
      return screen
    }

    var document = StoreDocument()
    ScanMerger.merge(scan, into: &document, at: Self.date)
    let violations = document.findings.filter { $0.presence == .violation }.map(\.id)
    if let first = violations.first {
      document.setStatus(.wontFix, forFinding: first, note: shown[.note], at: Self.date)
    }
    if violations.count > 1 {
      document.acceptRisk(
        RiskAcceptance(
          by: shown[.acceptedBy], until: "2027-03-31", reason: shown[.acceptanceReason], at: Self.date),
        forFinding: violations[1])
    }
    for violation in violations.dropFirst(2) { document.addNote(shown[.note], toFinding: violation, at: Self.date) }
    if let screen = document.screens.first { document.setReview(.reviewed, forScreen: screen.id) }
    document.setReview(ofCriterion: "2.3.3", level: .supports, note: shown[.reviewerNote], at: Self.date)
    document.setReview(ofCriterion: "1.4.4", level: nil, note: shown[.reviewerNote], at: Self.date)

    var audit = AuditReader.read(text: texts[.auditText], path: texts[.auditPath])
    if placeholders { audit = Self.withPlaceholders(audit) }

    let withPassing = JSONReport.make(scan: scan, document: document, includePassing: true)
    markdownAudit = MarkdownAuditReport.render(
      withPassing, category: .reduceMotion, files: scan.files, appName: shown[.appName], date: Self.date)

    let product = ProductInfo(
      name: shown[.appName], version: shown[.version], description: shown[.description], vendor: shown[.vendor],
      contact: shown[.contact])
    let rules = RuleRegistry.all.map { $0.description.id }
    let present = document.screens.filter(\.present)
    let evidence = ConformanceEvidence(
      assessment: ConformanceAssessment.make(document: document, audits: [audit], rules: rules, upTo: .aaa),
      product: product, ruleCount: rules.count, fileCount: scan.files.count, auditFiles: [audit.path],
      screens: present.count, screensReviewed: present.count { $0.screen.isReviewed && $0.review == .reviewed },
      level: .aaa, toolVersion: "1.0.0")
    acr = ACRMarkdownReport.render(evidence, date: Self.date)

    html = HTMLReport.render(
      HTMLReport.Content(
        report: JSONReport.make(scan: scan, document: document, includePassing: false),
        dashboard: DashboardSummary.make(document: document, audits: [audit]), audits: [audit],
        appName: shown[.appName], date: Self.date, toolVersion: "1.0.0"))
  }

  /// The audit file as read, with the texts the reports show replaced by placeholders that keep which of them are
  /// equal (the HTML report starts a new list where a checklist item's section differs from the one before) and a
  /// checklist item's backticks (each pair is a `<code>` in the HTML report).
  private static func withPlaceholders(_ audit: AuditDocument) -> AuditDocument {
    var audit = audit
    var sections: [String: String] = [:]
    audit.path = audit.path.isEmpty ? "" : "text"
    audit.title = audit.title.isEmpty ? "" : "text"
    audit.checklist = audit.checklist.map { item in
      var item = item
      let section = sections[item.section] ?? "section \(sections.count)"
      sections[item.section] = section
      item.section = section
      item.text = item.text.split(separator: "`", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "text" }.joined(separator: "`")
      return item
    }
    return audit
  }
}
