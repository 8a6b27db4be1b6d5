import A11yAuditKit
import Foundation
import TestSupport
import Testing

@testable import A11yAuditTUI

/// The dashboard's `F` and `a11y-audit fix` plan the same fix: the diff the dashboard shows for a finding is, byte for
/// byte, what `fix --dry-run --rule RULE --file FILE` prints for the finding's rule and file.
@MainActor
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct FixParityTests {
  @Test(arguments: ["sample", "FixProject"])
  func theDashboardShowsTheDiffTheCommandLinePrintsForEveryFixableFinding(project: String) throws {
    let root = try project == "sample" ? copyOfSample() : FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: root) }
    let session = AuditSession(root: try AuditRoot(url: root))
    let start = try session.openDashboard()
    let state = TUI.initialState(
      start, rootName: session.root.name, size: Size(width: 100, height: 30),
      prefs: DisplayPrefs(colors: false, ascii: false))
    let runtime = Runtime(
      state: state, terminal: ScriptedTerminalStandIn(), session: session, openEditor: { _, _ in 0 })

    let fixable = start.document.findings.filter { $0.finding.suggestedFix != nil && $0.presence == .violation }
    #expect(fixable.count >= (project == "sample" ? 20 : 3))
    var compared = Set<String>()
    for record in fixable where compared.insert("\(record.finding.rule) \(record.finding.file)").inserted {
      guard case .fixPlanned(_, let diff?, _) = runtime.perform(.planFix(id: record.id)).first else {
        Issue.record("no fix planned for \(record.finding.file):\(record.finding.line)")
        continue
      }
      let cli = try CLIRunner.run(
        ["fix", ".", "--dry-run", "--rule", record.finding.rule, "--file", record.finding.file], in: root)
      #expect(cli.status == 0)
      let printed = cli.stdout.components(separatedBy: "\nWould fix ").first.map { $0 + "\n" } ?? ""
      #expect(diff == printed, "\(record.finding.rule) in \(record.finding.file)")
    }
  }
}

/// Which findings have a fix is one answer everywhere: the dashboard's `F` offers one exactly for the findings whose
/// rule has an automatic fix (`FindingRecord.hasAutomaticFix`), the MCP server's `show_finding` shows a diff only for
/// those, and `fix --help` names those rules; on the sample the heading findings, outside Reduce Motion, are among them.
@MainActor
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct FixAgreementTests {
  @Test func theDashboardTheServerAndTheCommandLineAgreeOnWhichFindingsHaveAFix() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    let session = AuditSession(root: try AuditRoot(url: root))
    let start = try session.openDashboard()
    let violations = start.document.findings.filter { $0.presence == .violation }
    let help = try CLIRunner.run(["fix", "--help"])
    var offeredRules = Set<String>()
    for record in violations {
      var state = TUI.initialState(
        start, rootName: session.root.name, size: Size(width: 100, height: 30),
        prefs: DisplayPrefs(colors: false, ascii: false))
      state.routes = [.findings, .detail(record.id)]
      let dashboardOffers = update(&state, .key(.char("F"))) == [.planFix(id: record.id)]
      #expect(dashboardOffers == record.hasAutomaticFix, "\(record.finding.rule) at \(record.shortLocation)")
      let preview = try session.detail(ofFinding: record.id).fix
      if preview.diff != nil {
        #expect(dashboardOffers, "show_finding offers a fix the dashboard does not: \(record.finding.rule)")
        offeredRules.insert(record.finding.rule)
      } else if dashboardOffers {
        #expect(preview.summary.hasPrefix("the fixer has no safe change"), "\(preview.summary)")
      }
      #expect(
        help.stdout.contains(record.finding.rule) || !record.hasAutomaticFix,
        "fix --help does not name \(record.finding.rule)")
    }
    #expect(offeredRules.contains("heading-missing-trait"), "\(offeredRules.sorted())")
    #expect(offeredRules.contains { RuleRegistry.description(for: $0)?.category == .reduceMotion })

    let runtime = Runtime(
      state: TUI.initialState(
        start, rootName: session.root.name, size: Size(width: 100, height: 30),
        prefs: DisplayPrefs(colors: false, ascii: false)),
      terminal: ScriptedTerminalStandIn(), session: session, openEditor: { _, _ in 0 })
    let heading = try #require(violations.first { $0.finding.rule == "heading-missing-trait" })
    guard case .fixPlanned(_, let diff?, _) = runtime.perform(.planFix(id: heading.id)).first else {
      Issue.record("no heading fix planned for \(heading.shortLocation)")
      return
    }
    #expect(diff.contains("+") && diff.contains(".accessibilityAddTraits(.isHeader)"), "\(diff)")
  }
}

/// A terminal the parity test never reads from or paints on.
@MainActor
final class ScriptedTerminalStandIn: TerminalIO {
  var size = Size(width: 100, height: 30)
  func read() -> TerminalInput { .endOfInput }
  func paint(_ frame: Frame) {}
  func invalidate() {}
  func suspend(_ body: () -> Int32) -> Int32 { body() }
}
