import Foundation
import Testing

@testable import A11yAuditKit

/// Whether `python3 -c "import jsonschema"` works here (CI installs it).
let pythonJSONSchemaAvailable: Bool = {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", "import jsonschema"]
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}()

@Suite struct MachineReportTests {
  @Test func aReduceMotionReportKeepsTheInventoryAndOtherAreasHaveNone() throws {
    let report = SampleScan.report()
    let inventory = try #require(report.inventory)

    #expect(!inventory.isEmpty)
    #expect(report.filtered(to: .reduceMotion).inventory == inventory)
    #expect(report.filtered(to: .voiceOver).inventory == nil)
    #expect(report.filtered(to: .voiceOver).findings.allSatisfy { $0.category == Category.voiceOver.rawValue })
  }

  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/sarif-schema-2.1.0.json")

  @Test(.enabled(if: pythonJSONSchemaAvailable, "python3 with jsonschema is not installed (.ci/run installs it)"))
  func sarifOutputValidatesAgainstTheSARIF210Schema() throws {
    var report = SampleScan.report(includePassing: false)
    report.findings[0].status = FixStatus.wontFix.rawValue
    let data = try SARIFReport.make(report, toolVersion: "0.1.0")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).sarif")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
      file.path, Self.schema.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("valid"))
  }

  @Test func sarifCarriesRuleMetadataLevelsFingerprintsAndSuppressions() throws {
    var report = SampleScan.report(includePassing: false)
    report.findings[0].status = FixStatus.falsePositive.rawValue
    let log = try JSONSerialization.jsonObject(with: SARIFReport.make(report, toolVersion: "0.1.0")) as! [String: Any]
    #expect(log["version"] as? String == "2.1.0")
    let run = (log["runs"] as! [[String: Any]])[0]
    let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
    let results = run["results"] as! [[String: Any]]
    #expect(results.count == report.findings.count)
    #expect(Set(rules.map { $0["id"] as! String }) == Set(report.findings.map(\.rule)))
    #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
    for result in results {
      let index = result["ruleIndex"] as! Int
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let critical = results.first { ($0["properties"] as? [String: Any])?["severity"] as? String == "critical" }
    #expect(critical?["level"] as? String == "error")
    #expect(results.filter { $0["suppressions"] != nil }.count == 1)
  }

  @Test func xcodeLinesNameAbsolutePathLineColumnLevelAndRuleForOpenFindingsOnly() {
    var report = SampleScan.report(includePassing: true)
    report.findings[0].status = FixStatus.fixed.rawValue
    let lines = XcodeReport.render(report).split(separator: "\n")
    let open = report.findings.filter { !$0.passing && $0.status == "open" }
    #expect(lines.count == open.count)
    let first = open[0]
    #expect(
      lines.contains {
        $0
          == "\(report.root)/\(first.file):\(first.line):\(first.column): \(Severity(rawValue: first.severity)! >= .high ? "error" : Severity(rawValue: first.severity)! == .medium ? "warning" : "note"): \(first.message) [\(first.rule)]"
      })
    #expect(lines.allSatisfy { $0.hasPrefix("/") && $0.hasSuffix("]") })
  }
}
