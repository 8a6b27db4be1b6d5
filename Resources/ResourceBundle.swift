import Foundation

/// The files shipped with the tool: the sample app `demo` opens and the rules' documentation.
///
/// They are SwiftPM resources of this target, copied beside the executable as `a11y-audit_A11yAuditResources`.
public enum ResourceBundle {
  /// The resource bundle's folder name beside the executable (`.resources` on Linux, `.bundle` on Apple systems).
  public static var folderName: String {
    #if os(Linux)
      "a11y-audit_A11yAuditResources.resources"
    #else
      "a11y-audit_A11yAuditResources.bundle"
    #endif
  }

  /// Where the bundle is expected: beside the running executable.
  public static var expectedURL: URL { Bundle.main.bundleURL.appendingPathComponent(folderName) }

  /// The bundle, or nil when it is not beside the executable (the generated `Bundle.module` would stop the process).
  public static var bundle: Bundle? {
    FileManager.default.fileExists(atPath: expectedURL.path) ? Bundle.module : nil
  }

  /// A folder of the bundle (`Sample`, `Rules`), or nil when the bundle is missing.
  public static func folder(_ name: String) -> URL? {
    bundle?.resourceURL?.appendingPathComponent(name, isDirectory: true)
  }
}
