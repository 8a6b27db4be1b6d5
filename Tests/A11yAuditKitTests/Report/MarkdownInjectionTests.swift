import Foundation
import Testing

@testable import A11yAuditKit

/// Text a repository or a person gives (notes, reasons, names, file names) reaches a Markdown report as text: no raw
/// HTML for a renderer that passes it through (MkDocs, wikis), and no heading or checklist item of its own.
@Suite struct MarkdownInjectionTests {
  static let hostile =
    "<img src=x onerror=alert(1)> </script><script>alert(2)</script>\n## Injected\n- [x] Injected item ``` `x`"

  /// Raw HTML elements the reports never write themselves.
  private static func rawHTML(in text: String) -> [String] {
    ["<img", "<script", "</script", "<b ", "<a "].filter { text.contains($0) }
  }

  private static func session() throws -> (AuditSession, FixtureTree, String) {
    let tree = try FixtureTree(copying: "FixProject")
    let session = AuditSession(root: try AuditRoot(url: tree.root), clock: { t0 })
    let document = try #require(try session.scan().document)
    let record = try #require(document.findings.first { $0.finding.file == "Sources/Banner.swift" })
    return (session, tree, record.id)
  }

  @Test func aWontFixNoteAndTheProductsDetailsAreTextInTheConformanceReport() throws {
    let (session, tree, id) = try Self.session()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    try session.apply(.status(findingID: id, .wontFix, note: Self.hostile))
    let product = ProductInfo(
      name: "<b onmouseover=alert(3)>Cards", version: "1.0\n# Version", description: Self.hostile,
      vendor: "<a href=javascript:alert(4)>Acme</a>", contact: "a@b.c")
    let request = ReportRequest(format: .acr, appName: product.name, date: t0, product: product)
    let text = String(decoding: try session.report(request).data, as: UTF8.self)

    #expect(Self.rawHTML(in: text) == [])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      !lines.contains { $0.hasPrefix("## Injected") || $0.hasPrefix("- [x] Injected") || $0.hasPrefix("# Version") })
    #expect(text.contains("&lt;img src=x onerror=alert(1)&gt;"), "the note is still shown, as text")
    #expect(text.contains("# &lt;b onmouseover=alert(3)&gt;Cards Accessibility Conformance Report\n"))
  }

  @Test func anAcceptedRiskAndAFileNameAreTextInTheAuditAndAddNoChecklistItem() throws {
    let (session, tree, id) = try Self.session()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let plain = String(decoding: try session.report(ReportRequest(format: .markdown, date: t0)).data, as: UTF8.self)
    _ = try session.acceptRisk(
      ofFinding: id, by: "<img src=x onerror=alert(5)>", until: "2027-03-31", reason: Self.hostile)
    let text = String(decoding: try session.report(ReportRequest(format: .markdown, date: t0)).data, as: UTF8.self)

    #expect(Self.rawHTML(in: text) == [])
    #expect(text.contains("accepted by &lt;img src=x onerror=alert(5)&gt;: &lt;img"))
    let before = AuditReader.read(text: plain, path: "plain.md")
    let after = AuditReader.read(text: text, path: "hostile.md")
    #expect(after.checklist.count == before.checklist.count)
    #expect(!after.checklist.contains { $0.text.contains("Injected") })
  }

  @Test func aSnippetWithCarriageReturnsStaysInsideItsCodeBlock() {
    var finding = makeFinding(id: "a")
    finding.snippet = "withAnimation(.spring()) {\r## Injected\r\n- [x] Injected item\u{2028}}"
    let report = JSONReport.make(
      scan: makeScan(root: URL(fileURLWithPath: "/app"), findings: [finding]), document: nil, includePassing: true)
    let text = MarkdownAuditReport.render(
      report, category: .reduceMotion, files: ["Views/A.swift"], appName: "App", date: t0)

    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    #expect(!lines.contains { $0.hasPrefix("## Injected") || $0.hasPrefix("- [x] Injected") || $0.hasPrefix("}") })
    #expect(text.contains("   withAnimation(.spring()) {\n   ## Injected\n   - [x] Injected item\n   }\n   ```\n"))
  }

  @Test func viewNamesInTheNavigationGraphAreText() {
    let hostile = "<img src=x onerror=alert(7)>"
    let screens = [
      Screen(
        name: "Home", file: "Views/A.swift", line: 1, group: "Views", kind: .screen, endLine: 20,
        presentedBy: ["</script><script>"], components: [hostile], order: 0),
      Screen(name: hostile, file: "Views/A.swift", line: 30, group: "Views", kind: .component, endLine: 40, order: 1),
    ]
    var scan = makeScan(
      root: URL(fileURLWithPath: "/app"), findings: [makeFinding(id: "a"), makeFinding(id: "b", line: 35)])
    scan.screens = screens
    let report = JSONReport.make(scan: scan, document: nil, includePassing: true)
    let text = MarkdownAuditReport.render(
      report, category: .reduceMotion, files: ["Views/A.swift"], appName: "App", date: t0)

    #expect(Self.rawHTML(in: text) == [])
    #expect(
      text.contains("presented by &lt;/script&gt;&lt;script&gt;; components: &lt;img src=x onerror=alert(7)&gt;\n"))
    #expect(text.contains("**Component**, used by Home\n"))
  }

  @Test func codeSpansAndFencesOutlastEveryBacktickRunInside() {
    #expect("Sources/A.swift".markdownCodeSpan == "`Sources/A.swift`")
    #expect("a`b".markdownCodeSpan == "``a`b``")
    #expect("``x".markdownCodeSpan == "``` ``x ```")
    #expect("a\nb".markdownCodeSpan == "`a b`")
    #expect("let a = 1".markdownCodeFence == "```")
    #expect("/// ````\nx".markdownCodeFence == "`````")
    #expect("a*b_c [d](e) <f> & | #".markdownInline == "a\\*b\\_c \\[d\\](e) &lt;f&gt; &amp; \\| \\#")
  }
}
