import Foundation
import Testing

/// `a11y-audit fix`, `inventory` and `bench-scan`, run as a user would.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct ReduceMotionCommandTests {
  private func stored(_ app: URL) throws -> [String: [String: Any]] {
    let list = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app)))
    return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as! String, $0) })
  }

  @Test func fixThenRescanTurnsEveryFixedFindingVerifiedAndKeepsTheOtherStatuses() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    // The area's Reduce Motion rules all have a mechanical fix; a flash (2.3.1) needs a person whatever the setting.
    let motion = try stored(app).filter {
      $0.value["category"] as? String == "reduce-motion"
        && !["audit-finding", "flashing-content"].contains($0.value["rule"] as? String)
    }
    let ids = motion.keys.sorted()
    let wontFix = ids[0]
    let inProgress = ids[1]
    #expect(try CLIRunner.run(["status", wontFix, "wont-fix", "--note", "brand animation"], in: app).status == 0)
    #expect(try CLIRunner.run(["status", inProgress, "in-progress"], in: app).status == 0)

    let fix = try CLIRunner.run(["fix", "."], in: app)

    #expect(fix.status == 0, "\(fix.stderr)")
    #expect(fix.stdout.contains("Fixed 2 in Sources/Session/SessionView.swift"), "\(fix.stdout)")
    #expect(fix.stdout.contains(" findings in ") && fix.stdout.contains(" verified, 0 reopened."))
    #expect(
      fix.stdout.contains("1 selected violation need a person"),
      "every Reduce Motion violation of the sample but its flash has a mechanical fix")
    let after = try stored(app)
    #expect(after[wontFix]?["status"] as? String == "wont-fix")
    for id in ids where id != wontFix {
      let finding = try #require(after[id], "\(id) vanished")
      #expect(finding["status"] as? String == "verified", "\(finding["file"] ?? ""):\(finding["line"] ?? "")")
      #expect(finding["presence"] as? String == "passing")
    }
    let rescan = try jsonObject(try CLIRunner.run(["scan", ".", "--format", "json", "--no-store"], in: app))
    #expect(
      findings(rescan).filter {
        $0["category"] as? String == "reduce-motion" && $0["passing"] as? Bool == false
          && $0["rule"] as? String != "flashing-content"
      }.isEmpty)
  }

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let file = app.appendingPathComponent("Sources/Session/SessionView.swift")
    let before = try Data(contentsOf: file)

    let output = try CLIRunner.run(
      ["fix", ".", "--dry-run", "--file", "Sources/Session/SessionView.swift", "--rule", "transition-reduce-motion"],
      in: app)

    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout == """
        --- a/Sources/Session/SessionView.swift
        +++ b/Sources/Session/SessionView.swift
        @@ -69,7 +69,7 @@
                         Text(phase.rawValue)
                             .font(Typography.title)
                             .id(phase)
        -                    .transition(.slide)
        +                    .transition(reduceMotion ? .opacity : .slide)
         
                         Spacer()
         
        Would fix 1 finding in 1 file (dry run: nothing written).

        """)
    #expect(try Data(contentsOf: file) == before)
    #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(".a11y-audit").path))
  }

  @Test(arguments: [
    (["fix", ".", "--rule", "no-such-rule"], "unknown rule \"no-such-rule\""),
    (["fix", ".", "--file", "Sources/Nowhere.swift"], "Sources/Nowhere.swift: no such Swift file"),
    (["fix", "/no/such/folder"], "/no/such/folder"),
    (["inventory", "/no/such/folder"], "/no/such/folder"),
    (["bench-scan", ".", "--repetitions", "0"], "--repetitions must be at least 1"),
  ])
  func badInputExitsTwoWithOneLineNamingIt(arguments: [String], message: String) throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }

    let output = try CLIRunner.run(arguments, in: app)

    #expect(output.status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func inventoryPrintsTheAuditsSummaryTableAndJSON() throws {
    let table = try CLIRunner.run(["inventory", CLIRunner.sample.path])
    let json = try CLIRunner.run(["inventory", CLIRunner.sample.path, "--format", "json"])

    #expect(table.status == 0 && json.status == 0)
    let lines = table.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("| File") == true)
    #expect(
      lines.contains {
        $0.hasPrefix("| Sources/Common/LoadingOverlay.swift ") && $0.contains("| CRITICAL ") && $0.contains("| no ")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("| Sources/Common/ToastBanner.swift ") && $0.contains("| NONE ") && $0.contains("| yes ")
      })
    #expect(lines.contains { $0.hasPrefix("| **TOTAL**") })
    let entries = (try jsonObject(json)["inventory"] as? [[String: Any]]) ?? []
    let overlay = try #require(entries.first { $0["file"] as? String == "Sources/Common/LoadingOverlay.swift" })
    #expect(overlay["highestSeverity"] as? String == "critical")
    #expect(overlay["checksReduceMotion"] as? Bool == false)
    #expect(overlay["type"] as? String == "continuous")
    let session = try #require(entries.first { $0["file"] as? String == "Sources/Session/SessionView.swift" })
    #expect(session["checksReduceMotion"] as? Bool == true)
    #expect((session["passing"] as? Int ?? 0) >= 3)
  }

  @Test func scanReportsCarryTheInventoryAndEachViolationItsSuggestedFix() throws {
    let output = try CLIRunner.run(["scan", CLIRunner.sample.path, "--format", "json", "--no-store"])

    let report = try jsonObject(output)
    #expect((report["inventory"] as? [[String: Any]])?.isEmpty == false)
    let slide = try #require(findings(report).first { ($0["snippet"] as? String) == ".transition(.slide)" })
    #expect(
      (slide["suggestedFix"] as? String)?.contains("+                    .transition(reduceMotion ? .opacity : .slide)")
        == true)
    #expect((slide["recommendation"] as? String)?.hasPrefix("Movement gets no animation under Reduce Motion") == true)
  }

  @Test func benchScanPrintsFilesLinesSecondsAndTheRatioToParsing() throws {
    let output = try CLIRunner.run(["bench-scan", CLIRunner.sample.path, "--repetitions", "1"])

    #expect(output.status == 0, "\(output.stderr)")
    for label in [
      "files scanned:", "lines:", "scan seconds:", "files/second:", "parse seconds:", "parse + 1 walk:", "scan/parse:",
      "processor time:",
    ] {
      #expect(output.stdout.contains(label), "\(label) missing")
    }
    let sources = try FileManager.default.subpathsOfDirectory(atPath: CLIRunner.sample.path)
      .filter { $0.hasSuffix(".swift") }
    let lines = try sources.reduce(0) { total, path in
      let text = try String(contentsOf: CLIRunner.sample.appendingPathComponent(path), encoding: .utf8)
      return total + text.utf8.count { $0 == UInt8(ascii: "\n") }
    }
    #expect(
      output.stdout.contains("files scanned:   \(sources.count) (\(sources.count - 2) hold a rule keyword"),
      "Habit.swift and Practice.swift hold none")
    #expect(output.stdout.contains("lines:           \(lines)"))
  }

  @Test func benchScanGeneratesAMixedTreeWhoseModelFilesNoRuleLooksAt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }

    let output = try CLIRunner.run([
      "bench-scan", folder.path, "--generate", "50", "--animated-share", "0.2", "--repetitions", "1",
    ])

    #expect(output.status == 0, "\(output.stderr)")
    // The ten copies of the sample's files (two of them, BreatheApp.swift and the Habit model, keyword-free) and no
    // model file.
    #expect(output.stdout.contains("files scanned:   50 (8 hold a rule keyword"), "\(output.stdout)")
  }
}
