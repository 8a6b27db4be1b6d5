import Foundation

/// Fixture folders of the tests: Swift sources are stored as `Name.swift.fixture` so the test targets do not compile
/// them, and copied into scratch folders with that suffix dropped.
public enum FixtureFolder {
  /// `Tests/A11yAuditKitTests/Fixtures/Scanner`, where the scanner's fixture projects live.
  public static let scannerFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("A11yAuditKitTests/Fixtures/Scanner")

  /// A `.a11y-audit.yml` that runs every rule, the opt-in ones too: the tests are about what the rules find, not
  /// which of them a project runs by default.
  public static let everyRuleConfiguration = "# Every rule runs, the opt-in ones too.\nopt_in_rules: all\n"

  /// A new scratch folder in the temporary directory, named after `label`.
  public static func scratch(_ label: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-audit-\(label.filter(\.isLetter))-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Copies every file under `source` into `destination` (created as needed), `.fixture` suffixes dropped.
  public static func copy(_ source: URL, into destination: URL) throws {
    let enumerator = FileManager.default.enumerator(atPath: source.path)
    while let relative = enumerator?.nextObject() as? String {
      let from = source.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      let target = destination.appendingPathComponent(
        relative.hasSuffix(".fixture") ? String(relative.dropLast(".fixture".count)) : relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: target)
    }
  }

  /// A scratch copy of the scanner fixture project `name`.
  public static func scannerProject(_ name: String) throws -> URL {
    let root = try scratch(name)
    try copy(scannerFixtures.appendingPathComponent(name), into: root)
    return root
  }
}
