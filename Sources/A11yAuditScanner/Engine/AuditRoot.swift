import Foundation

/// What an audit works on: a folder of Swift sources, or one Swift file. Decided once, when the path is resolved;
/// everything else (where the store, the configuration and the audit files are, how a finding's file is opened)
/// asks this value.
public struct AuditRoot: Sendable, Equatable {
  /// Whether the root is a folder or a single Swift file.
  public enum Kind: Sendable, Equatable {
    case folder
    case swiftFile
  }

  /// The folder or file, absolute and standardized.
  public let url: URL
  public let kind: Kind

  /// Resolves `url`: an existing folder, or an existing `.swift` file (symbolic links followed).
  public init(url: URL) throws(ScanError) {
    let standardized = url.standardizedFileURL
    switch EntryType(statPath: standardized.path) {
    case .folder: kind = .folder
    case .file where standardized.pathExtension == "swift": kind = .swiftFile
    case .file, .link: throw .notAFolder(path: standardized.path)
    case .other:
      guard FileManager.default.fileExists(atPath: standardized.path) else {
        throw .notFound(path: standardized.path)
      }
      throw .notARegularFile(path: standardized.path)
    }
    self.url = standardized
  }

  /// Resolves `path` (absolute, or relative to the folder `base`, such as the current folder).
  public init(path: String, relativeTo base: URL) throws(ScanError) {
    try self.init(url: base.resolving(path))
  }

  /// Absolute path of the root.
  public var path: String { url.path }

  /// Whether the root is a folder.
  public var isFolder: Bool { kind == .folder }

  /// The folder itself, or the folder holding the file: where the store and `.a11y-audit.yml` live, and what a
  /// finding's `file` is relative to.
  public var folder: URL { isFolder ? url : url.deletingLastPathComponent() }

  /// The root's name, as the dashboard's header shows it.
  public var name: String { url.lastPathComponent }

  /// The file on disk for a path as findings name it (relative to ``folder``, `/`-separated).
  public func url(of file: String) -> URL { folder.appendingPathComponent(file) }

  /// The file on disk for `file`, a path as findings, audit files and the store name it, when it lies inside
  /// ``folder`` with symbolic links followed; nil for an absolute path, one that climbs out with `..`, or one that leads
  /// out through a link. What the store or an audit file names is opened, shown or edited only through this.
  public func containedURL(of file: String) -> URL? {
    guard !file.hasPrefix("/") else { return nil }
    let url = folder.appendingPathComponent(file).standardizedFileURL
    guard Self.relativePath(of: url.path, inside: folder.path) != nil else { return nil }
    return realPathLiesInFolder(url, orIsFolder: false) ? url : nil
  }

  /// The file or folder `path` names (absolute, or relative to ``folder``) when it is ``folder`` itself or lies inside
  /// it with symbolic links followed; nil otherwise. What a client asks the MCP server to work on is judged by this.
  public func containedURL(resolving path: String) -> URL? {
    let url = folder.resolving(path)
    return realPathLiesInFolder(url, orIsFolder: true) ? url : nil
  }

  /// Whether `url` (absolute, standardized), with symbolic links followed, lies inside ``folder`` (or is it, when
  /// `orIsFolder`).
  private func realPathLiesInFolder(_ url: URL, orIsFolder: Bool) -> Bool {
    guard let base = Self.realPath(folder.path), let real = Self.realPath(following: url) else { return false }
    return Self.relativePath(of: real, inside: base, orFolder: orIsFolder) != nil
  }

  /// `path` relative to ``folder`` when it lies inside it (nil otherwise; `""` for the folder itself when `orFolder`);
  /// `path` is absolute, and is standardized (`.` and `..` removed) but its symbolic links are not followed: what is
  /// opened goes through ``containedURL(of:)``.
  public func relativePath(of path: String, orFolder: Bool = false) -> String? {
    Self.relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path, inside: folder.path, orFolder: orFolder)
  }

  /// The one test of "is this path inside that folder" every containment check of the package makes, on paths as
  /// given (absolute, already standardized or resolved; nothing is read from the disk): `path` relative to `folder`
  /// when it lies below it, `""` when it is `folder` itself and `orFolder`, nil otherwise. A trailing `/` on either
  /// is ignored, and a sibling sharing a prefix (`/app2` beside `/app`) is outside.
  public static func relativePath(of path: String, inside folder: String, orFolder: Bool = false) -> String? {
    let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    if path == base { return orFolder ? "" : nil }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// The real path of `url` (absolute, standardized): of the file itself, or of the deepest folder above it that
  /// exists followed by the names below it that do not.
  private static func realPath(following url: URL) -> String? {
    var existing = url
    var rest: [String] = []
    var real = realPath(existing.path)
    while real == nil, existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
      real = realPath(existing.path)
    }
    return real.map { rest.reduce($0) { $0.hasSuffix("/") ? $0 + $1 : $0 + "/" + $1 } }
  }

  /// `path` with every symbolic link resolved; nil when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

extension URL {
  /// `path` as given when absolute, else inside this folder (whether or not this URL ends in a slash), standardized.
  public func resolving(_ path: String) -> URL {
    (path.hasPrefix("/") ? URL(fileURLWithPath: path) : appendingPathComponent(path)).standardizedFileURL
  }
}
