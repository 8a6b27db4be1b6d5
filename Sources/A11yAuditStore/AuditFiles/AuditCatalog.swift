import A11yAuditModel
import A11yAuditScanner
import Foundation

/// The audits, plans and checklists of an audited root.
public struct AuditCatalog: Sendable {
  /// Documents in path order.
  public var documents: [AuditDocument]
  /// Markdown files that could not be read (not UTF-8, unreadable).
  public var problems: [ScanProblem]

  public init(documents: [AuditDocument], problems: [ScanProblem]) {
    self.documents = documents
    self.problems = problems
  }

  /// Markdown files under `root` (hidden folders skipped) whose content makes them audits, plans or
  /// checklists, plus `extraPaths` (relative to `root` or absolute), which are always included. Discovered files
  /// that `isExcluded` (the configuration's `excluded` patterns) are skipped.
  public static func discover(
    root: URL, extraPaths: [String] = [], excluding isExcluded: (String) -> Bool = { _ in false }
  ) -> AuditCatalog {
    var documents: [AuditDocument] = []
    var problems: [ScanProblem] = []
    let walker = SourceTreeWalker(root: root.path, suffix: ".md")
    var seen = Set<String>()
    let candidates = walker.files.map { ($0, false) } + extraPaths.map { (relativePath($0, root: root), true) }
    for (path, explicit) in candidates where (explicit || !isExcluded(path)) && seen.insert(path).inserted {
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
      do {
        let document = try AuditReader.read(url: url, path: path)
        if explicit || document.isAuditLike { documents.append(document) }
      } catch {
        if explicit || !path.lowercased().hasSuffix("readme.md") {
          problems.append(ScanProblem(file: path, message: error.message))
        }
      }
    }
    return AuditCatalog(documents: documents.sorted { $0.path < $1.path }, problems: problems)
  }

  /// `path` relative to `root` when it lies inside it, else absolute.
  public static func relativePath(_ path: String, root: URL) -> String {
    let absolute = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path))
      .standardizedFileURL.path
    return AuditRoot.relativePath(of: absolute, inside: root.standardizedFileURL.path) ?? absolute
  }
}

extension AuditDocument {
  /// Whether the content makes this an audit, a plan, a rule write-up or a checklist.
  public var isAuditLike: Bool {
    !findings.isEmpty || !screens.isEmpty || !checklist.isEmpty || kind == .plan || kind == .rule
  }
}
