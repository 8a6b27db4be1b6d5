import Foundation

/// An audited root and its store: the one place a scan, the audit files and the store meet.
public struct Project: Sendable {
  /// The audited folder (or single Swift file).
  public var root: URL
  public var store: Store
  /// Audit files to read besides those discovered under the root (relative to it or absolute).
  public var extraAuditPaths: [String]

  public init(root: URL, store: Store, extraAuditPaths: [String] = []) {
    self.root = root
    self.store = store
    self.extraAuditPaths = extraAuditPaths
  }

  /// What one scan into the store produced.
  public struct Outcome: Sendable {
    public var scan: ScanResult
    /// The store as saved.
    public var document: StoreDocument
    public var summary: MergeSummary
    /// The audit files read alongside.
    public var audits: AuditCatalog
    /// Swift and Markdown files that could not be read, to show as warnings.
    public var problems: [ScanProblem] { scan.problems + audits.problems }
  }

  /// Whether the root is a folder (not a single Swift file).
  public var isFolder: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The audit files under the root and the extra paths.
  public func audits() -> AuditCatalog {
    guard isFolder else { return AuditCatalog(documents: [], problems: []) }
    let configuration = (try? Configuration.load(root: root)) ?? Configuration()
    return AuditCatalog.discover(
      root: root, extraPaths: extraAuditPaths + configuration.auditFilePaths(root: root),
      excluding: configuration.excludes)
  }

  /// Scans with `scanner`, reads the audit files, and merges both into the store under its lock at `now`.
  public func scanIntoStore(with scanner: Scanner = Scanner(), at now: Date) throws -> Outcome {
    let scan = try scanner.scan(root: root)
    let audits = audits()
    let (document, summary) = try store.update { document in
      let links = AuditLinker.link(audits, to: scan, remembering: document)
      var summary = ScanMerger.merge(scan, into: &document, at: now)
      summary.added += AuditMerger.merge(links, into: &document, at: now)
      return (document, summary)
    }
    return Outcome(scan: scan, document: document, summary: summary, audits: audits)
  }
}
