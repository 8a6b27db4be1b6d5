import Foundation
import Testing

@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct ScanCommandTests {
  @Test func jsonScanOfTheSampleReportsACriticalRepeatForeverAndLeavesNoStore() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let output = try CLIRunner.run(["scan", app.path, "--format", "json", "--no-store"])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try jsonObject(output)
    #expect(report["version"] as? Int == 1)
    #expect(report["root"] as? String == app.path)
    #expect(report["summary"] is [String: Any])
    let all = findings(report)
    #expect(!all.isEmpty)
    #expect(all.allSatisfy { $0["passing"] as? Bool == false })
    #expect(
      all.contains {
        $0["severity"] as? String == "critical" && ($0["snippet"] as? String ?? "").contains("repeatForever")
      })
    for finding in all {
      for key in ["id", "rule", "category", "severity", "file", "line", "column", "message", "passing", "status"] {
        #expect(finding[key] != nil, "finding lacks \(key)")
      }
      let file = finding["file"] as? String ?? ""
      #expect(!file.hasPrefix("/") && FileManager.default.fileExists(atPath: app.appendingPathComponent(file).path))
    }
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(".a11y-audit").path))
  }

  @Test func includePassingAddsGuardedAnimationsAsPassing() throws {
    let output = try CLIRunner.run([
      "scan", CLIRunner.sample.path, "--format", "json", "--no-store", "--include-passing",
    ])
    #expect(output.status == 0)
    let passing = findings(try jsonObject(output)).filter { $0["passing"] as? Bool == true }
    #expect(!passing.isEmpty)
    let summary = try jsonObject(output)["summary"] as? [String: Any]
    #expect(summary?["passing"] as? Int == passing.count)
  }

  @Test func scanningAMissingFolderFailsWithExitTwoNamingIt() throws {
    let output = try CLIRunner.run(["scan", "/no/such/folder", "--no-store"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("/no/such/folder"))
    #expect(output.stdout.isEmpty)
  }

  @Test func textScanWritesTheStoreAndSaysWhatChanged() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let output = try CLIRunner.run(["scan", app.path])
    #expect(output.status == 0)
    #expect(output.stdout.contains("[CRIT]"))
    #expect(output.stdout.contains("Store \(app.path)/.a11y-audit/store.json"))
    #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent(".a11y-audit/store.json").path))
  }
}
