import Foundation
import Testing

/// The scan cache from the command line: written once the project is set up, the same output with and without it,
/// `--no-cache` and `--jobs`.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct ScanCacheCommandTests {
  @Test func aRescanReadsTheCacheAndPrintsWhatAFullScanPrints() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let cacheFile = app.appendingPathComponent(".a11y-audit/cache/scan.json")

    let first = try CLIRunner.run(["scan", app.path, "--quiet"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cacheFile.path), "the first scan, before the store, wrote a cache")
    let second = try CLIRunner.run(["scan", app.path, "--quiet", "--format", "json"])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(FileManager.default.fileExists(atPath: cacheFile.path), "no cache once the store exists")
    let written = try Data(contentsOf: cacheFile)

    let fromCache = try CLIRunner.run(["scan", app.path, "--quiet", "--format", "json"])
    let full = try CLIRunner.run(["scan", app.path, "--quiet", "--format", "json", "--no-cache", "--jobs", "1"])
    #expect(fromCache.status == 0 && full.status == 0)
    #expect(fromCache.stdout == second.stdout)
    #expect(full.stdout == fromCache.stdout)
    #expect(try Data(contentsOf: cacheFile) == written, "--no-cache wrote the cache")
  }

  @Test func jobsMustBeAtLeastOne() throws {
    let output = try CLIRunner.run(["scan", CLIRunner.sample.path, "--no-store", "--jobs", "0"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("--jobs must be at least 1"), "\(output.stderr)")
  }
}
