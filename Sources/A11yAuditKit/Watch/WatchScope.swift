import A11yAuditScanner
import A11yAuditStore
import Foundation

/// Which folders a watch follows and which files in them count, deciding as the scan does: hidden folders
/// (`.git`, `.build`, `.a11y-audit`) and folders `.a11y-audit.yml` excludes are skipped; Swift files the
/// configuration includes, the resource files the rule areas read (asset catalogs' `Contents.json`,
/// `.strings`/`.xcstrings`, `Info.plist`, `project.pbxproj`) and the configuration itself count.
struct WatchScope {
  /// The watched folder's path (a single-file root's folder), without a trailing `/`.
  let folder: String
  /// The one file that counts when the root is a single Swift file.
  let onlyFile: String?
  /// The store file's path, when the store is watched.
  let storePath: String?
  private(set) var configuration: Configuration
  private let resourceNames = ResourceFileNames(RuleRegistry.resources)

  init(root: AuditRoot, store: Store?) {
    folder = root.folder.path.hasSuffix("/") ? String(root.folder.path.dropLast()) : root.folder.path
    onlyFile = root.isFolder ? nil : root.name
    storePath = store?.url.standardizedFileURL.path
    configuration = Self.loadConfiguration(folder: root.folder)
  }

  /// Whether the watch follows subfolders.
  var recursive: Bool { onlyFile == nil }

  /// Reads `.a11y-audit.yml` again (after it changed); a file that does not parse leaves everything included.
  mutating func reloadConfiguration() {
    configuration = Self.loadConfiguration(folder: URL(fileURLWithPath: folder))
  }

  private static func loadConfiguration(folder: URL) -> Configuration {
    (try? Configuration.load(folder: folder)) ?? Configuration()
  }

  /// Whether the folder at the root-relative `path` (named `name`) is left out of the watch.
  func skipsFolder(_ path: String, name: String) -> Bool {
    !recursive || name.hasPrefix(".") || configuration.excludes(path)
  }

  /// Whether a change to the root-relative `path` calls for a rescan.
  func counts(_ path: String) -> Bool {
    if let onlyFile { return path == onlyFile || path == Configuration.fileName }
    if path == Configuration.fileName { return true }
    let parts = path.split(separator: "/")
    guard let name = parts.last, !parts.contains(where: { $0.hasPrefix(".") }) else { return false }
    if name.hasSuffix(".swift") { return configuration.includes(path) }
    return resourceNames.matches(String(name)) && !configuration.excludes(path)
  }

  /// What a change to the absolute `path` means: the store, a file that counts, or nothing.
  func change(at path: String) -> RootChange? {
    if path == storePath { return RootChange(store: true) }
    guard let relative = relativePath(of: path), counts(relative) else { return nil }
    return RootChange(files: [relative])
  }

  /// `path` relative to the root's folder, nil when it lies outside.
  func relativePath(of path: String) -> String? {
    AuditRoot.relativePath(of: path, inside: folder.isEmpty ? "/" : folder)
  }
}
