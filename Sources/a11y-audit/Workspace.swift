import A11yAuditKit
import Foundation

/// Where a command works: the audited root and its store, resolved from paths and flags.
struct Workspace {
  var root: URL
  var store: Store

  /// Resolves `path` (default: the current directory) and `--store`.
  init(path: String?, storeOption: String?) throws {
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let root = URL(fileURLWithPath: path ?? ".", relativeTo: base).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
      throw CLIError("\(root.path): no such file or directory")
    }
    self.root = root
    if let storeOption {
      store = Store(url: URL(fileURLWithPath: storeOption, relativeTo: base))
    } else {
      store = Store(root: isDirectory.boolValue ? root : root.deletingLastPathComponent())
    }
  }

  /// Now, to the second, as history entries record it.
  static func now() -> Date { Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)) }

  /// Scans the root, printing unreadable files as warnings.
  func scan() throws -> ScanResult {
    let result = try Scanner().scan(root: root)
    for problem in result.problems { Console.warning(problem.description) }
    return result
  }

  /// The kit's view of this root and store.
  var project: Project { Project(root: root, store: store) }

  /// Whether the root is a folder (not a single Swift file).
  var isFolder: Bool { project.isFolder }

  /// Scans, reads the audit files and merges both into the store under its lock; returns the scan, the
  /// saved state and what changed. Unreadable files are printed as warnings.
  func scanIntoStore() throws -> (ScanResult, StoreDocument, MergeSummary) {
    let outcome = try project.scanIntoStore(at: Workspace.now())
    for problem in outcome.problems { Console.warning(problem.description) }
    return (outcome.scan, outcome.document, outcome.summary)
  }

  /// Scans, and unless `recording` is false merges into the store; returns the scan, the saved state and
  /// what changed (nil without the store).
  func scan(recording: Bool) throws -> (ScanResult, StoreDocument?, MergeSummary?) {
    guard recording else { return (try scan(), nil, nil) }
    let (result, document, summary) = try scanIntoStore()
    return (result, document, summary)
  }

  /// The audit files under the root (and `extraPaths`), printing unreadable ones as warnings.
  func audits(extraPaths: [String] = []) -> AuditCatalog {
    var project = project
    project.extraAuditPaths = extraPaths
    let catalog = project.audits()
    for problem in catalog.problems { Console.warning(problem.description) }
    return catalog
  }

  /// Whether a folder holds a store or any Swift file worth opening the dashboard on.
  static func looksAudited(_ folder: URL) -> Bool {
    if Store(root: folder).exists { return true }
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return false }
    for case let url as URL in enumerator where url.pathExtension == "swift" { return true }
    return false
  }
}
