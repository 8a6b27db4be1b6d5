import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// One app, one number of screens: the ACR's evaluation methods, its rows, the dashboard and the HTML report agree.
@Suite struct ScreenCountTests {
  /// Every `N` of `pattern`'s first capture group in `text`.
  private static func numbers(_ pattern: String, in text: String) throws -> [Int] {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
    }
  }

  @Test func theACRTheDashboardAndTheHTMLReportCountTheSameScreens() throws {
    let root = try FixtureFolder.scratch("screencount")
    defer { try? FileManager.default.removeItem(at: root) }
    try FixtureFolder.copy(SampleScan.root, into: root)
    let session = AuditSession(root: try AuditRoot(url: root), clock: { t0 })
    let document = try #require(try session.scan().document)
    let screens = document.screens.count { $0.present && $0.screen.kind == .screen }
    let expected = screens + 1
    #expect(document.reviewableScreens.last?.screen.isNotOnAnyScreen == true)
    #expect(document.screens.count(where: \.present) > expected, "the sample has components and unplaced views")

    let acr = String(decoding: try session.report(ReportRequest(format: .acr, date: t0)).data, as: UTF8.self)
    let methods = try Self.numbers(#"of the (\d+) screens every row counts"#, in: acr)
    let rows = try Self.numbers(#"of (\d+) (?:screens|are)\b"#, in: acr)
    let html = String(decoding: try session.report(ReportRequest(format: .html, date: t0)).data, as: UTF8.self)
    // Each area's card; an audit file's card counts the screens that audit names.
    let areaCards = html.components(separatedBy: "<li class=\"card\">").filter { $0.contains("(area)</span>") }
    let cards = try Self.numbers(#"Screens:</span> \d+ of (\d+) reviewed"#, in: areaCards.joined())
    let dashboard = DashboardSummary.make(document: try session.loadStore(), audits: []).rows.map(\.screens.total)

    #expect(methods == [expected])
    #expect(!rows.isEmpty && rows.allSatisfy { $0 == expected }, "\(rows)")
    #expect(!cards.isEmpty && Set(cards) == [expected], "\(cards)")
    #expect(!dashboard.isEmpty && Set(dashboard) == [expected])
  }
}
