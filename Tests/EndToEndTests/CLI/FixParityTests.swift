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

/// A terminal the parity test never reads from or paints on.
@MainActor
final class ScriptedTerminalStandIn: TerminalIO {
  var size = Size(width: 100, height: 30)
  func read() -> TerminalInput { .endOfInput }
  func paint(_ frame: Frame) {}
  func invalidate() {}
  func suspend(_ body: () -> Int32) -> Int32 { body() }
}
