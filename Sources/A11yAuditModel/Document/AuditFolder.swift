import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The audited root's `.a11y-audit` folder, which holds the store, its lock and the baseline.
///
/// It must be a real folder inside the root: a repository that commits a symbolic link in its place would otherwise
/// send every write (a rescan that marks findings fixed, a baseline) into whatever folder the link names, another
/// project's store among them.
public enum AuditFolder {
  /// The folder's name under the audited root.
  public static let name = ".a11y-audit"

  /// The folder of the audited folder `root`.
  public static func url(root: URL) -> URL {
    root.appendingPathComponent(name, isDirectory: true)
  }

  /// Why `folder` cannot hold the tool's files, nil when it is a real folder or does not exist yet.
  public static func refusal(for folder: URL) -> String? {
    var info = stat()
    guard lstat(folder.path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return nil
    case S_IFLNK:
      return "\(folder.path) is a symbolic link; the \(name) folder must be a real folder inside the audited root "
        + "(remove the link); nothing was read or written through it"
    default: return "\(folder.path) is not a folder; nothing was read or written there"
    }
  }

  /// Whether the folder of `root` exists as a real folder: the root is set up for the tool.
  public static func isSetUp(root: URL) -> Bool {
    var info = stat()
    return lstat(url(root: root).path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
