import Foundation

/// The file the build-tool plugin's command declares as its output: written after the diagnostics are printed, so
/// the build system runs the audit again only when a source changes.
enum BuildStamp {
  static func touch(_ path: String) throws {
    let url = SessionFactory.currentDirectory.resolving(path)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("a11y-audit \(Date().timeIntervalSince1970)\n".utf8).write(to: url, options: .atomic)
    } catch {
      throw CLIError("\(url.path): cannot write the build stamp (\(error.localizedDescription))")
    }
  }
}
