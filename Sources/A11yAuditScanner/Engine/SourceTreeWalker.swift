import A11yAuditModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the `.swift` files under a folder with POSIX `opendir`/`readdir`, which is far faster than
/// `FileManager`'s enumerator on large trees; the same walk lists the files the resource areas read (asset catalogs,
/// property lists, Xcode projects: see ``ResourceFacts``).
///
/// Skips anything whose name starts with `.` (`.build`, `.git`, `.a11y-audit`, hidden files), symbolic links
/// and files of other types; a FIFO, socket or device named like a Swift file is a problem of the scan.
package struct SourceTreeWalker {
  /// Matching files relative to the root, `/`-separated, sorted.
  package private(set) var files: [String] = []
  /// Other files whose name is one of `resourceNames`, relative to the root, `/`-separated, sorted.
  package private(set) var resources: [String] = []
  /// Folders that could not be opened.
  package private(set) var problems: [ScanProblem] = []

  /// Files whose name ends with `suffix` (`.swift` by default).
  private let suffix: String
  /// Names of the other files to list.
  private let resourceNames: ResourceFileNames

  package init(root: String, suffix: String = ".swift", resourceNames: ResourceFileNames = .none) {
    self.suffix = suffix
    self.resourceNames = resourceNames
    walk(folder: root, relative: "")
    files.sort()
    resources.sort()
  }

  private mutating func walk(folder: String, relative: String) {
    guard let directory = opendir(folder) else {
      problems.append(
        ScanProblem(file: relative.isEmpty ? "." : relative, message: "cannot open folder: \(errnoText())"))
      return
    }
    defer { closedir(directory) }
    var subfolders: [(path: String, relative: String)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = folder + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      switch EntryType(type: entry.pointee.d_type, path: path) {
      case .folder: subfolders.append((path, relativePath))
      case .file where name.hasSuffix(suffix): files.append(relativePath)
      case .file where resourceNames.matches(name): resources.append(relativePath)
      case .other where name.hasSuffix(suffix):
        problems.append(ScanProblem(file: relativePath, message: EntryType.notRegularFileMessage + "; skipped"))
      case .file, .link, .other: continue
      }
    }
    for subfolder in subfolders {
      walk(folder: subfolder.path, relative: subfolder.relative)
    }
  }

}

/// What a directory entry is, asking `lstat` when `readdir` does not say.
package enum EntryType {
  /// What a path that is neither a folder, a regular file nor a link is, in words a message can end with.
  package static let notRegularFileMessage =
    "not a regular file (a FIFO, socket or device), which a11y-audit does not read"

  case folder, file, link, other

  package init(type: UInt8, path: String) {
    switch Int32(type) {
    case Int32(DT_DIR): self = .folder
    case Int32(DT_REG): self = .file
    case Int32(DT_LNK): self = .link
    case Int32(DT_UNKNOWN): self = EntryType(lstatPath: path)
    default: self = .other
    }
  }

  /// Classifies `path` without following a final symbolic link.
  package init(lstatPath path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      self = .other
      return
    }
    self = EntryType(mode: info.st_mode)
  }

  /// Classifies `path`, following symbolic links (used for the scan root only).
  package init(statPath path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self = .other
      return
    }
    self = EntryType(mode: info.st_mode)
  }

  private init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFDIR: self = .folder
    case S_IFREG: self = .file
    case S_IFLNK: self = .link
    default: self = .other
    }
  }
}
