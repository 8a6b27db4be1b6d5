import Foundation

/// Finds the bundled sample app (`Resources/Sample`) next to the package the binary was built from.
enum SampleLocator {
  /// The sample folder: `$A11Y_AUDIT_RESOURCES/Sample`, else `Resources/Sample` in a folder above the
  /// executable (a `.build/<config>/a11y-audit` binary), else beside this source file's package.
  static func sampleFolder() throws -> URL {
    var candidates: [URL] = []
    if let resources = ProcessInfo.processInfo.environment["A11Y_AUDIT_RESOURCES"], !resources.isEmpty {
      candidates.append(URL(fileURLWithPath: resources))
    }
    var folder = executableURL().deletingLastPathComponent()
    for _ in 0..<6 {
      candidates.append(folder.appendingPathComponent("Resources"))
      folder.deleteLastPathComponent()
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent("Resources"))
    for resources in candidates {
      let sample = resources.appendingPathComponent("Sample")
      if FileManager.default.fileExists(atPath: sample.appendingPathComponent("README.md").path) { return sample }
    }
    throw CLIError(
      "cannot find the bundled sample (Resources/Sample); set A11Y_AUDIT_RESOURCES to the package's Resources folder")
  }

  private static func executableURL() -> URL {
    let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if proc.path != "/proc/self/exe" { return proc }
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  }
}
