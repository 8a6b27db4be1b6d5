import Foundation
import TestSupport
import Testing

@testable import A11yAuditKit

/// Triage at team scale: one change for every finding a filter selects, with the reason a team needs and the name of
/// who made it.
@Suite struct BulkTriageTests {
  private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

  /// Two unlabelled images in a settings view, one in a card, and a fixed font size.
  private func project() throws -> (FixtureTree, AuditSession) {
    let tree = try FixtureTree()
    try tree.write(".a11y-audit.yml", text: "opt_in_rules: all\n")
    try tree.write(
      "Views/Settings/SettingsView.swift",
      text: """
        import SwiftUI
        struct SettingsView: View {
          var body: some View {
            VStack {
              HeaderIcon()
              Text("Settings").font(.system(size: 12))
            }
          }
        }
        struct HeaderIcon: View {
          var body: some View { Image("gear") }
        }
        struct FooterIcon: View {
          var body: some View { Image("bell") }
        }
        """)
    try tree.write(
      "Views/CardView.swift",
      text: """
        import SwiftUI
        struct CardView: View {
          var body: some View { Image("card") }
        }
        """)
    var session = AuditSession(root: try AuditRoot(url: tree.root), clock: { Self.t0 })
    session.person = "Ana Ruiz"
    _ = try session.scan()
    return (tree, session)
  }

  @Test func everyFindingOfARuleInOneFolderChangesInOneSaveNamingWhoAndWhy() throws {
    let (tree, session) = try project()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let query = FindingQuery(rules: ["image-missing-label"], file: GlobPattern("Views/Settings/**"))
    let changed = try session.setStatus(.falsePositive, of: .query(query), note: "Decorative waves")
    #expect(changed.count == 2)
    #expect(changed.allSatisfy { $0.finding.file == "Views/Settings/SettingsView.swift" })
    let document = try session.loadStore()
    let marked = document.findings.filter { $0.status == .falsePositive }
    #expect(Set(marked.map(\.id)) == Set(changed.map(\.id)))
    for record in marked {
      #expect(record.notes == [Note(at: Self.t0, text: "Decorative waves", by: "Ana Ruiz")])
      #expect(record.history.last?.person == "Ana Ruiz")
      #expect(record.history.last?.reason == "Decorative waves")
    }
    #expect(document.findings.filter { $0.finding.file == "Views/CardView.swift" }.allSatisfy { $0.status == .open })
    let again = try session.setStatus(.falsePositive, of: .query(query), note: "Decorative waves")
    #expect(again.isEmpty, "findings already in the status are not changed again")
  }

  @Test func theReasonAndWhoGaveItShowInTheReportsAndAsSARIFsJustification() throws {
    let (tree, session) = try project()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    _ = try session.setStatus(.falsePositive, of: .query(FindingQuery(search: "card")), note: "Logo beside its name")
    let report = JSONReport.make(root: tree.root.path, records: try session.loadStore().findings)
    let entry = try #require(report.findings.first { $0.status == .falsePositive })
    #expect(entry.reason == JSONReport.Reason(text: "Logo beside its name", by: "Ana Ruiz"))
    #expect(report.findings.filter { $0.reason != nil }.count == 1)
    #expect(TextReport.line(for: entry).hasSuffix("reason: Logo beside its name (Ana Ruiz)"))
    #expect(
      FindingsTable.row(entry, advice: FixAdvice(report.findings)).contains(
        "<p>Reason: Logo beside its name (Ana Ruiz)"))
    let sarif = SARIFReport.log(report, toolVersion: "1")
    let suppressed = sarif.runs.first?.results.compactMap { $0.suppressions?.first } ?? []
    #expect(suppressed.map(\.justification) == ["Logo beside its name (Ana Ruiz)"])
  }

  @Test func settingAFindingAsideNeedsAReasonUnlessTheProjectSaysOtherwise() throws {
    let (tree, session) = try project()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let before = try Data(contentsOf: session.store.url)
    for status in [FixStatus.falsePositive, .wontFix] {
      #expect(throws: SessionError.self) {
        try session.setStatus(status, of: .query(FindingQuery(rules: ["image-missing-label"])), note: "  ")
      }
    }
    #expect(try Data(contentsOf: session.store.url) == before)
    #expect(try session.setStatus(.inProgress, of: .query(FindingQuery(search: "font")), note: nil).count == 1)

    try tree.write(".a11y-audit.yml", text: "opt_in_rules: all\nrequire_reason: false\n")
    #expect(try !session.requiresReason(for: .falsePositive))
    let changed = try session.setStatus(.wontFix, of: .query(FindingQuery(search: "card")), note: nil)
    #expect(changed.map(\.finding.file) == ["Views/CardView.swift"])
  }

  @Test func requireReasonTakesTrueOrFalseAndNamesTheFileOtherwise() throws {
    #expect(try Configuration.parse("require_reason: false\n", file: ".a11y-audit.yml").requiresReason == false)
    #expect(try Configuration.parse("included: [Sources]\n", file: ".a11y-audit.yml").requiresReason)
    #expect(throws: ConfigurationError.self) { try Configuration.parse("require_reason: maybe\n", file: "x.yml") }
  }

  @Test func idsAndPrefixesSelectThoseFindingsAndAnUnknownOneIsRefused() throws {
    let (tree, session) = try project()
    defer { try? FileManager.default.removeItem(at: tree.root) }
    let ids = try session.loadStore().findings.map(\.id).sorted()
    let picked = try session.findings(in: .ids([String(ids[0].prefix(10)), ids[1], ids[0]]))
    #expect(Set(picked.map(\.id)) == Set(ids.prefix(2)))
    #expect(throws: SessionError.self) { try session.findings(in: .ids(["ffffffffffff"])) }
  }

  @Test func aFilePatternWithoutAFolderMatchesTheFileName() {
    var finding = makeFinding(id: "a1", file: "App/Views/CardView.swift")
    finding.rule = "image-missing-label"
    finding.message = "Image has no accessibility label"
    let record = FindingRecord(finding: finding)
    #expect(FindingQuery(file: GlobPattern("*Card*.swift")).admits(record))
    #expect(FindingQuery(file: GlobPattern("App/Views/**")).admits(record))
    #expect(!FindingQuery(file: GlobPattern("Views/*.swift")).admits(record))
    #expect(FindingQuery(search: "ACCESSIBILITY LABEL").admits(record))
    #expect(FindingQuery(search: "missing-label").admits(record))
    #expect(!FindingQuery(search: "font").admits(record))
  }
}

/// Who a change is recorded under.
@Suite struct PersonNameTests {
  @Test func theGivenNameWinsThenTheEnvironmentThenGitThenTheLogin() throws {
    let folder = try FixtureFolder.scratch("person")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(PersonName.current(given: " Dana ", folder: folder, environment: ["A11Y_AUDIT_USER": "Ana"]) == "Dana")
    #expect(PersonName.current(given: "", folder: folder, environment: ["A11Y_AUDIT_USER": "Ana"]) == "Ana")
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "init", "-q", folder.path]
    try git.run()
    git.waitUntilExit()
    let name = Process()
    name.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    name.arguments = ["git", "-C", folder.path, "config", "user.name", "Kim Park"]
    try name.run()
    name.waitUntilExit()
    #expect(PersonName.current(folder: folder, environment: [:]) == "Kim Park")
    #expect(PersonName.current(folder: folder, environment: ["A11Y_AUDIT_USER": "Ana"]) == "Ana")
  }
}
