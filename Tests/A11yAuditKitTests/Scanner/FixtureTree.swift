import A11yAuditKit
import Foundation
import TestSupport

/// A scratch copy of a fixture folder from `Fixtures/Scanner/`, with `.fixture` suffixes dropped so
/// `WelcomeView.swift.fixture` is scanned as `WelcomeView.swift`. (Fixtures cannot end in `.swift`: the test
/// target would compile them.)
struct FixtureTree {
  /// `Tests/A11yAuditKitTests/Fixtures/Scanner`.
  static let fixturesFolder = FixtureFolder.scannerFixtures

  /// The scratch folder to scan.
  let root: URL

  /// A copy of the fixture folder `name`, or, when nil, a tree holding only a `.a11y-audit.yml` that runs every rule,
  /// the opt-in ones too (``FixtureFolder/everyRuleConfiguration``); a test that writes its own replaces it.
  init(copying name: String? = nil) throws {
    root = try FixtureFolder.scratch("scanner")
    guard let name else {
      try write(".a11y-audit.yml", text: FixtureFolder.everyRuleConfiguration)
      return
    }
    try FixtureFolder.copy(Self.fixturesFolder.appendingPathComponent(name), into: root)
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

  /// The scan cache of the tree, in a cache home beside it (``cacheHome``) rather than the user's.
  var cache: ScanCache { ScanCache(root: root, home: cacheHome) }

  /// The cache home of ``cache``: outside the tree, as the user's cache folder is.
  var cacheHome: URL { root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + ".cache") }

  /// Deletes the scratch folder and its cache home.
  func remove() {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: cacheHome)
  }
}
