import Foundation

/// Finds the built `a11y-audit` executable next to the test bundle, or in the package's `.build/debug`.
enum BuiltBinary {
  static func locate(filePath: String = #filePath) -> URL? {
    let packageRoot = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("a11y-audit") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
