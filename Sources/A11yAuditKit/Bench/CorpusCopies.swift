import A11yAuditModel
import A11yAuditScanner
import Foundation

/// A scaled corpus for the linearity figure of `bench-scan --copies K`: the Swift and resource files a scan of a
/// folder reads, copied `copies` times into `copy-1`, `copy-2`, … of a new folder.
public enum CorpusCopies {
  /// Copies what a scan of `source` reads into `copies` subfolders of `destination` (new or empty); returns the
  /// number of files copied.
  @discardableResult
  public static func make(of source: URL, copies: Int, into destination: URL) throws -> Int {
    let manager = FileManager.default
    if let contents = try? manager.contentsOfDirectory(atPath: destination.path), !contents.isEmpty {
      throw SessionError("\(destination.path): not empty; copies need a new or empty folder")
    }
    let listing = Scanner.listSources(root: try AuditRoot(url: source))
    let files = listing.sources + listing.resources
    guard !files.isEmpty else { throw SessionError("\(source.path): no Swift files to copy") }
    for copy in 1...max(1, copies) {
      let folder = destination.appendingPathComponent("copy-\(copy)", isDirectory: true)
      for entry in files {
        let target = folder.appendingPathComponent(entry.file)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(atPath: entry.path, toPath: target.path)
      }
    }
    return files.count * max(1, copies)
  }
}
