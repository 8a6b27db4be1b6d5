import A11yAuditKit
import Foundation
import MCP

/// `scan`: scans the root (or a folder or file inside it) and records the findings in the store, as `a11y-audit scan`
/// does.
enum ScanTool: AuditTool {
  static let name = "scan"
  static let title = "Scan and record"
  static let summary = """
    Scan the audited SwiftUI sources for accessibility problems and record the findings in the store, as \
    `a11y-audit scan` does: new violations are added as open, fixed ones turn verified, returning ones reopen; \
    statuses and notes are kept. Returns the counts (`summary`, as `a11y-audit scan --format json` reports them), \
    what the merge changed (`changes`: added, verified, reopened, unchanged) and unreadable files. Call \
    list_findings to see the findings.
    """
  static let parameters = [
    ToolParameter(
      name: "path", kind: .string,
      description: """
        Folder or Swift file inside the server's root to scan, relative to the root or absolute (default: the root). \
        A folder or file below the root is recorded in its own folder's store, as `a11y-audit scan PATH` does; the \
        other tools read the root's store. A path outside the root (symbolic links followed) is refused.
        """)
  ]
  static let annotations = Tool.Annotations.recording(title)

  /// What a scan reports.
  struct Output: Encodable {
    /// Absolute path of the scanned folder or file.
    var root: String
    /// The store the scan was recorded in.
    var store: String
    /// Files, lines and violations by severity and status, as `scan --format json` counts them.
    var summary: JSONReport.Summary
    var changes: MergeSummary
    /// `Store PATH: 3 new, 1 verified, 0 reopened.`
    var message: String
    /// Files that could not be read.
    var problems: [String]
  }

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    let target = try arguments.string("path").map { try session.retargeted(to: $0) } ?? session
    let outcome = try target.scan()
    let report = outcome.report(includePassing: false)
    let changes = outcome.summary ?? MergeSummary()
    return Output(
      root: target.root.path, store: target.store.path, summary: report.summary, changes: changes,
      message: changes.sentence(store: target.store), problems: outcome.problems.map(\.description))
  }
}

extension AuditSession {
  /// The session itself when `path` (relative to the root's folder) names its root; else a session on `path` with
  /// that root's own store, scanning and recording as this one does. A path outside the root's folder is refused.
  fileprivate func retargeted(to path: String) throws -> AuditSession {
    guard let url = root.containedURL(resolving: path) else { throw ToolError.outsideTheRoot(path, root: root) }
    let other = try AuditRoot(url: url)
    guard other != root else { return self }
    return AuditSession(root: other, extraAuditPaths: extraAuditPaths, scanner: scanner, clock: clock)
  }
}
