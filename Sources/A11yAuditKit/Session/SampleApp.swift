import A11yAuditModel
import A11yAuditResources
import Foundation

/// The sample SwiftUI app shipped with the tool (a SwiftPM resource), which `a11y-audit demo` copies and opens.
public enum SampleApp {
  /// The sample's folder in the resource bundle; `$A11Y_AUDIT_RESOURCES/Sample` when `resources` names a folder
  /// (for an executable installed without its bundle).
  public static func folder(resources: String? = nil) throws(SessionError) -> URL {
    if let resources, !resources.isEmpty {
      let sample = URL(fileURLWithPath: resources).appendingPathComponent("Sample")
      guard FileManager.default.fileExists(atPath: sample.appendingPathComponent("README.md").path) else {
        throw SessionError(
          "\(sample.path): no sample app there; A11Y_AUDIT_RESOURCES must name a folder holding Sample")
      }
      return sample
    }
    guard let sample = ResourceBundle.folder("Sample") else {
      throw SessionError(
        "\(ResourceBundle.expectedURL.path): the bundled resources are missing; install them beside the executable "
          + "or set A11Y_AUDIT_RESOURCES to a folder holding Sample")
    }
    return sample
  }

  /// Copies the sample into `destination` (a new or empty folder; default: a new temporary folder) and returns where.
  public static func copy(into destination: URL?, resources: String? = nil) throws -> URL {
    let source = try folder(resources: resources)
    let manager = FileManager.default
    let target: URL
    if let destination {
      target = destination.standardizedFileURL
      if manager.fileExists(atPath: target.path) {
        let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? ["?"]
        guard contents.isEmpty else {
          throw SessionError("\(target.path): folder is not empty; give --into a new or empty folder")
        }
      }
    } else {
      target = manager.temporaryDirectory.appendingPathComponent(
        "a11y-audit-demo-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
    }
    do {
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
    } catch {
      throw SessionError("\(target.path): cannot create the demo folder (\(error.localizedDescription))")
    }
    do {
      for name in try manager.contentsOfDirectory(atPath: source.path) {
        try manager.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
    } catch {
      throw SessionError("\(target.path): cannot copy the sample (\(error.localizedDescription))")
    }
    return target
  }
}
