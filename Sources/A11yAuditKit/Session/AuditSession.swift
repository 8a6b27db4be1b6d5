import A11yAuditModel
import A11yAuditReports
import A11yAuditScanner
import A11yAuditStore
import Foundation

/// The application: everything the command line, the dashboard (and later plugins and the MCP server) ask of an
/// audited root. Front ends only translate their input into these calls and the results into their output.
///
/// A session reads the store when asked and writes it under its lock (see ``Store/update(_:)``), so several
/// sessions, in several processes, can work on one store at once.
public struct AuditSession: Sendable {
  /// The folder or file audited.
  public let root: AuditRoot
  /// Where triage is kept.
  public let store: Store
  /// Markdown files to read as audits besides those found under the root (relative to the root or absolute).
  public var extraAuditPaths: [String]
  /// Runs the rules; its rules and tree budget apply to every scan of the session.
  public var scanner: Scanner
  /// The time changes are recorded at.
  public var clock: @Sendable () -> Date
  /// Who makes the session's changes, as history and notes name them; nil asks ``PersonName`` when a change is saved.
  public var person: String?

  /// A session on `root` with `store` (default: the root's own store).
  public init(
    root: AuditRoot, store: Store? = nil, extraAuditPaths: [String] = [], scanner: Scanner = Scanner(),
    clock: @escaping @Sendable () -> Date = AuditSession.wholeSecondsNow
  ) {
    self.root = root
    self.store = store ?? root.defaultStore
    self.extraAuditPaths = extraAuditPaths
    self.scanner = scanner
    self.clock = clock
  }

  /// The name the session's changes are recorded under: ``person`` when set, else ``PersonName/current(given:folder:environment:)``.
  public var actingPerson: String { PersonName.current(given: person, folder: root.folder) }

  /// Now, to the second, as history entries record it.
  @Sendable public static func wholeSecondsNow() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
  }

  // MARK: - Store

  /// The store as saved; an empty document when there is no store yet.
  public func loadStore() throws(StoreError) -> StoreDocument { try store.load() }

  /// The store as saved; refuses when there is no store file yet.
  public func requireStore() throws -> StoreDocument {
    guard store.exists else { throw SessionError.noStore(store) }
    return try store.load()
  }

  /// The store as saved, read as it stands now: accepted risks whose acceptance has ended read as reopened, as the
  /// next scan will record them (the file is not written).
  public func loadStoreAsOfNow() throws(StoreError) -> StoreDocument {
    var document = try store.load()
    document.reopenExpiredAcceptances(at: clock())
    return document
  }

  /// The store's findings that `query` admits, most severe first, as of now (see ``loadStoreAsOfNow()``); with
  /// `requiringStore`, refuses when there is no store file yet (rather than listing nothing).
  public func findings(matching query: FindingQuery, requiringStore: Bool = false) throws -> [FindingRecord] {
    if requiringStore && !store.exists { throw SessionError.noStore(store) }
    return try loadStoreAsOfNow().findings.filter(query.admits).sorted(by: FindingOrder.bySeverity)
  }

  // MARK: - Scans

  /// Scans the root, and records it in the store, reads the store, or leaves it alone, as `use` says.
  public func scan(_ use: StoreUse = .record) throws -> ScanOutcome {
    let scan = try scanner.scan(root: root)
    switch use {
    case .record: break
    case .read:
      let document = store.exists ? try loadStoreAsOfNow() : nil
      return ScanOutcome(scan: scan, audits: AuditCatalog(documents: [], problems: []), document: document)
    case .ignore: return ScanOutcome(scan: scan, audits: AuditCatalog(documents: [], problems: []))
    }
    let audits = audits()
    let now = clock()
    let (document, summary) = try store.update { document in
      let links = AuditLinker.link(audits, to: scan, remembering: document)
      let onDisk = filesStillOnDisk(in: document, scanned: scan.files + scan.resourceFiles)
      var summary = ScanMerger.merge(scan, into: &document, at: now, unscannedFilesOnDisk: onDisk)
      summary.added += AuditMerger.merge(links, into: &document, at: now)
      document.updateNotOnAnyScreen()
      return (document, summary)
    }
    return ScanOutcome(scan: scan, audits: audits, document: document, summary: summary)
  }

  /// The files the store names that the scan did not cover but that are still on disk (excluded by the configuration,
  /// or outside a single-file root): their findings and screens are left alone.
  private func filesStillOnDisk(in document: StoreDocument, scanned: [String]) -> Set<String> {
    var named = Set(document.findings.lazy.filter { !$0.isAuditOnly }.map(\.finding.file))
    named.formUnion(document.screens.lazy.map(\.screen.file))
    named.subtract(scanned)
    return named.filter { root.containedURL(of: $0).map { FileManager.default.fileExists(atPath: $0.path) } ?? false }
  }

  /// What the dashboard starts from, read once: the store (after a first scan when there is none) and the audits.
  public func openDashboard() throws -> DashboardStart {
    if !store.exists {
      return DashboardStart(recorded: try scan())
    }
    let document = try loadStore()
    return DashboardStart(document: document, audits: audits(), firstScan: nil)
  }

  // MARK: - Audit files

  /// The Markdown audits, plans and checklists under the root (none for a single file), with the extra paths and
  /// those `.a11y-audit.yml` names; files the configuration excludes are not discovered.
  public func audits() -> AuditCatalog {
    guard root.isFolder else { return AuditCatalog(documents: [], problems: []) }
    let configuration = (try? Configuration.load(folder: root.folder)) ?? Configuration()
    // The configuration is committed with the app: the files it names are read only inside the root's folder.
    var inside: [String] = []
    var refused: [ScanProblem] = []
    for path in configuration.auditFilePaths(root: root.url) {
      if root.containedURL(of: path) != nil {
        inside.append(path)
      } else {
        refused.append(
          ScanProblem(
            file: path, message: "named in \(Configuration.fileName) but outside \(root.folder.path); not read"))
      }
    }
    let catalog = AuditCatalog.discover(
      root: root.url, extraPaths: extraAuditPaths + inside, excluding: configuration.excludes)
    return AuditCatalog(documents: catalog.documents, problems: catalog.problems + refused)
  }

  /// A source file of the root as lines, for showing code; nil when it cannot be read as UTF-8 or lies outside the
  /// root's folder (``AuditRoot/containedURL(of:)``: the store or an audit can name any path).
  public func sourceLines(of file: String) -> [String]? {
    guard let url = root.containedURL(of: file), let text = try? String(contentsOf: url, encoding: .utf8) else {
      return nil
    }
    return text.components(separatedBy: "\n")
  }
}

/// What one scan produced.
/// What a scan does with the store.
public enum StoreUse: Sendable {
  /// Reads the audit files and merges them and the scan into the store, under its lock.
  case record
  /// Reads the store as it stands now (``AuditSession/loadStoreAsOfNow()``) without writing it, so that statuses
  /// and notes come from it: the build-tool plugin, a CI job that must not change the checkout.
  case read
  /// Neither reads nor writes the store.
  case ignore
}

public struct ScanOutcome: Sendable {
  public var scan: ScanResult
  /// The audit files read alongside (none when the scan was not recorded).
  public var audits: AuditCatalog
  /// The store as saved, when the scan was recorded; as read, when it was read.
  public var document: StoreDocument?
  /// What the merge changed, when the scan was recorded.
  public var summary: MergeSummary?

  /// Creates an outcome.
  public init(
    scan: ScanResult, audits: AuditCatalog, document: StoreDocument? = nil, summary: MergeSummary? = nil
  ) {
    self.scan = scan
    self.audits = audits
    self.document = document
    self.summary = summary
  }

  /// Swift and Markdown files that could not be read, to show as warnings.
  public var problems: [ScanProblem] { scan.problems + audits.problems }
}

/// What the dashboard opens on.
public struct DashboardStart: Sendable {
  /// The store, read once.
  public var document: StoreDocument
  /// The audit files, read once.
  public var audits: AuditCatalog
  /// The scan made because there was no store yet.
  public var firstScan: ScanOutcome?

  /// Starts from a scan just recorded into the store (nothing is read again).
  public init(recorded outcome: ScanOutcome) {
    self.init(document: outcome.document ?? StoreDocument(), audits: outcome.audits, firstScan: outcome)
  }

  init(document: StoreDocument, audits: AuditCatalog, firstScan: ScanOutcome?) {
    self.document = document
    self.audits = audits
    self.firstScan = firstScan
  }
}
