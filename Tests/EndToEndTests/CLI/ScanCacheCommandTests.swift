import Foundation
import Testing

/// The scan cache from the command line: written once the project is set up, outside it, the same output with and
/// without it, `--no-cache` and `--jobs`.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct ScanCacheCommandTests {
  /// A cache home of its own for one test, named by `A11Y_AUDIT_CACHE_DIR`.
  private struct CacheHome {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-home-\(UUID().uuidString)")
    var environment: [String: String] { ["A11Y_AUDIT_CACHE_DIR": url.path] }

    /// The cached scans under the home, whatever folder names them.
    var scanFiles: [URL] {
      let scans = url.appendingPathComponent("scans")
      let folders = (try? FileManager.default.contentsOfDirectory(atPath: scans.path)) ?? []
      return folders.map { scans.appendingPathComponent($0).appendingPathComponent("scan.json") }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  @Test func aRescanReadsTheCacheAndPrintsWhatAFullScanPrints() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let home = CacheHome()
    defer { home.remove() }

    let first = try CLIRunner.run(["scan", app.path, "--quiet"], environment: home.environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(home.scanFiles.isEmpty, "the first scan, before the store, wrote a cache")
    let second = try CLIRunner.run(["scan", app.path, "--quiet", "--format", "json"], environment: home.environment)
    #expect(second.status == 0, "\(second.stderr)")
    let cacheFile = try #require(home.scanFiles.first, "no cache once the store exists")
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(".a11y-audit/cache").path))
    let written = try Data(contentsOf: cacheFile)

    let fromCache = try CLIRunner.run(
      ["scan", app.path, "--quiet", "--format", "json"], environment: home.environment)
    let full = try CLIRunner.run(
      ["scan", app.path, "--quiet", "--format", "json", "--no-cache", "--jobs", "1"], environment: home.environment)
    #expect(fromCache.status == 0 && full.status == 0)
    #expect(fromCache.stdout == second.stdout)
    #expect(full.stdout == fromCache.stdout)
    #expect(try Data(contentsOf: cacheFile) == written, "--no-cache wrote the cache")
  }

  /// A clone whose repository committed a cache with its violations taken out (where the tool once kept it) is
  /// scanned in full: the gate fails on its findings and none is marked verified.
  @Test func aCacheCommittedInTheProjectIsNotRead() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let home = CacheHome()
    defer { home.remove() }
    let honest = try CLIRunner.run(["scan", app.path, "--quiet", "--format", "json"], environment: home.environment)
    _ = try CLIRunner.run(["scan", app.path, "--quiet"], environment: home.environment)
    let genuine = try String(contentsOf: try #require(home.scanFiles.first), encoding: .utf8)
    let forged = genuine.replacingOccurrences(
      of: #""findings" : \[[\s\S]*?\n    \]"#, with: #""findings" : [ ]"#, options: .regularExpression)
    #expect(forged != genuine)
    let committed = app.appendingPathComponent(".a11y-audit/cache/scan.json")
    try FileManager.default.createDirectory(
      at: committed.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(forged.utf8).write(to: committed)
    let clean = CacheHome()
    defer { clean.remove() }

    let gate = try CLIRunner.run(
      ["scan", app.path, "--quiet", "--format", "json", "--fail-on", "low"], environment: clean.environment)

    #expect(gate.status == 1, "\(gate.stderr)")
    let findings = try #require(jsonObject(gate)["findings"] as? [Any])
    #expect(findings.count == (try #require(jsonObject(honest)["findings"] as? [Any])).count)
    #expect(!findings.isEmpty)
  }

  @Test func jobsMustBeAtLeastOne() throws {
    let output = try CLIRunner.run(["scan", CLIRunner.sample.path, "--no-store", "--jobs", "0"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("--jobs must be at least 1"), "\(output.stderr)")
  }
}
