import A11yAuditModel
import A11yAuditReports
import A11yAuditScanner
import A11yAuditStore
import Foundation

extension AuditSession {
  /// The scope of a report as the person named it, paths relative to `folder` (the current directory): the baseline
  /// file read, the lines changed since the revision asked of git, and each place `within` under the root, a file or
  /// a folder.
  public func reportScope(_ names: ReportScope.Names, relativeTo folder: URL) throws -> ReportScope {
    func isFile(_ path: String) -> Bool {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: folder.resolving(path).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }
    func place(_ path: String) throws -> String {
      guard let relative = root.relativePath(of: folder.resolving(path).path, orFolder: true) else {
        throw SessionError("\(path): --within names a place outside \(root.folder.path)")
      }
      return relative
    }
    let within = names.within
    return ReportScope(
      baseline: try names.baseline.map { try Baseline.load(folder.resolving($0)) },
      changed: try names.changedSince.map { try GitRepository(containing: root.folder).changedLines(since: $0) },
      folders: try within.isEmpty ? nil : within.filter { !isFile($0) }.map(place),
      files: try within.isEmpty ? nil : Set(within.filter(isFile).map(place)), names: names)
  }

  /// Where the root's baseline is kept unless told otherwise (``Baseline/defaultPath`` in its folder); refused where
  /// the store's folder would be.
  public func defaultBaselineURL() throws -> URL {
    if let refusal = AuditFolder.refusal(for: AuditFolder.url(root: root.folder)) { throw SessionError(refusal) }
    return root.folder.resolving(Baseline.defaultPath)
  }
}

extension ScanOutcome {
  /// The JSON report of the scan narrowed to `scope`, statuses from the store: what `scan` prints, what `report`
  /// writes every format from and the gate checks, what the MCP `scan` tool counts.
  public func report(scope: ReportScope = ReportScope(), includePassing: Bool) -> JSONReport {
    JSONReport.make(scan: scope.narrowing(scan), document: document, includePassing: includePassing)
  }
}
