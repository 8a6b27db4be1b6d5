import A11yAuditScanner
import Foundation

extension AuditRoot {
  /// The store this root uses unless another is named: `<folder>/.a11y-audit/store.json`.
  public var defaultStore: Store { Store(root: folder) }

  /// Whether `folder` holds a store or any Swift file: worth opening the dashboard on.
  public static func holdsSomethingToAudit(_ folder: URL) -> Bool {
    if Store(root: folder).exists { return true }
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return false }
    for case let url as URL in enumerator where url.pathExtension == "swift" { return true }
    return false
  }
}
