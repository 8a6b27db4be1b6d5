import Foundation

/// A scratch copy of a fixture folder from `Fixtures/Scanner/`, with `.fixture` suffixes dropped so
/// `WelcomeView.swift.fixture` is scanned as `WelcomeView.swift`. (Fixtures cannot end in `.swift`: the test
/// target would compile them.)
struct FixtureTree {
  /// `Tests/A11yAuditKitTests/Fixtures/Scanner`, found from this file's path.
  static let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scanner")

  /// The scratch folder to scan.
  let root: URL

  /// A copy of the fixture folder `name` (or an empty tree when nil).
  init(copying name: String? = nil) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("a11y-audit-scanner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    guard let name else { return }
    let source = Self.fixturesFolder.appendingPathComponent(name)
    let enumerator = FileManager.default.enumerator(atPath: source.path)
    while let relative = enumerator?.nextObject() as? String {
      let from = source.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      let target = relative.hasSuffix(".fixture") ? String(relative.dropLast(".fixture".count)) : relative
      try write(target, contents: try Data(contentsOf: from))
    }
  }

  /// Writes `contents` at `relativePath`, creating folders.
  func write(_ relativePath: String, contents: Data) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url)
  }

  /// Writes UTF-8 text at `relativePath`.
  func write(_ relativePath: String, text: String) throws {
    try write(relativePath, contents: Data(text.utf8))
  }

  /// The text of a fixture file, by its path under `Fixtures/Scanner`.
  static func text(of relativePath: String) throws -> String {
    try String(contentsOf: fixturesFolder.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Deletes the scratch folder.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
