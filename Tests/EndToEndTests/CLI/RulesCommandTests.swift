import A11yAuditKit
import Foundation
import Testing

/// `a11y-audit rules` and the CLI side of `.a11y-audit.yml`.
@Suite struct RulesCommandTests {
  @Test func rulesListsEveryRuleByCategoryWithSeverityAndSummary() throws {
    let output = try CLIRunner.run(["rules"])

    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    for heading in [
      "Reduce Motion (reduce-motion)", "Dynamic Type (dynamic-type)", "VoiceOver (voiceover)",
      "Touch targets (touch-target)", "Orientation (orientation)", "Color and contrast (color)", "Suppressions",
    ] {
      #expect(lines.contains(heading), "missing \(heading)")
    }
    let fixedFont = try #require(lines.first { $0.hasPrefix("  fixed-font-size ") })
    #expect(fixedFont.contains("MEDIUM") && fixedFont.contains("Fonts of a fixed point size do not grow"))
    #expect(lines.contains { $0.hasPrefix("  touch-target-size ") && $0.contains("MEDIUM") })
    #expect(lines.contains { $0.hasPrefix("  unused-suppression ") && $0.contains("LOW") })
    let optIn = RuleRegistry.all.map { $0.description }.filter(\.isOptIn)
    let coverage = CriterionCoverage.all(RuleRegistry.all.map { $0.description })
    #expect(
      lines.suffix(4) == [
        "\(RuleRegistry.all.count) rules, \(optIn.count) of them opt-in: measured below 90% precision on real apps, "
          + "they run only when `opt_in_rules:` in .a11y-audit.yml names them or with --all-rules.",
        lines.suffix(3).first ?? "", CriterionCoverage.summary(coverage),
        "`a11y-audit rules RULE` prints a rule's documentation; `--coverage` lists every criterion.",
      ])
    let tested = try #require(lines.suffix(3).first)
    #expect(tested.hasPrefix("WCAG 2.2 criteria the rules test: 1.1.1 Non-text Content (A), "), "\(tested)")
    #expect(
      tested.contains("2.3.3 Animation from Interactions (AAA)") && tested.contains("1.4.3 Contrast (Minimum) (AA)"))
    for rule in RuleRegistry.all.map({ $0.description }) {
      let line = try #require(lines.first { $0.hasPrefix("  \(rule.id) ") })
      #expect(line.contains("  opt-in  ") == rule.isOptIn, "\(line)")
    }
  }

  @Test func rulesCoverageListsEveryLevelAAndAACriterionWithItsDecision() throws {
    let output = try CLIRunner.run(["rules", "--coverage"])
    let json = try CLIRunner.run(["rules", "--coverage", "--format", "json"])

    #expect(output.status == 0 && json.status == 0, "\(output.stderr)\(json.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1.1.1  A   partly") == true, "\(lines.first ?? "")")
    #expect(lines.contains { $0.hasPrefix("1.3.4  AA  decided by rules") && $0.hasSuffix("orientation-locked") })
    #expect(lines.contains { $0.hasPrefix("4.1.1  A   not applicable") })
    #expect(lines.count == 57 && lines.last?.contains(" of 56 Level A and AA criteria have rules: ") == true)
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 56)
    #expect(rows.first?["criterion"] as? String == "1.1.1")
    #expect(rows.allSatisfy { ($0["note"] as? String)?.isEmpty == false })
  }

  @Test func rulesWithAnIdPrintsItsDocumentation() throws {
    let output = try CLIRunner.run(["rules", "scaled-metric-static"])

    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("Keep @ScaledMetric on instance properties of views\n"))
    for line in ["Rule id: scaled-metric-static", "Category: Dynamic Type (dynamic-type)", "Default severity: HIGH"] {
      #expect(output.stdout.contains(line + "\n"), "missing \(line)")
    }
    #expect(output.stdout.contains("Incorrect:\n\n    enum Typography {"))
    #expect(output.stdout.contains("Silence one site: // a11y-audit:disable:next scaled-metric-static — reason"))
  }

  @Test func rulesAsJSONListsIdsCategoriesAndSeverities() throws {
    let output = try CLIRunner.run(["rules", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: output.stdoutData) as? [String: Any]
    let rules = object?["rules"] as? [[String: Any]] ?? []

    #expect(rules.count == RuleRegistry.all.count)
    #expect(
      rules.contains {
        $0["id"] as? String == "image-missing-label" && $0["category"] as? String == "voiceover"
          && $0["severity"] as? String == "medium" && $0["wcag"] as? [String] == ["1.1.1"]
      })
    #expect(
      rules.contains { $0["id"] as? String == "touch-target-size" && $0["wcag"] as? [String] == ["2.5.5", "2.5.8"] })
  }

  @Test func anUnknownRuleIsAnErrorWithExitCode2() throws {
    let output = try CLIRunner.run(["rules", "image-label"])

    #expect(output.status == 2)
    #expect(output.stderr == "a11y-audit: unknown rule \"image-label\"; `a11y-audit rules` lists them\n")
  }

  @Test func aMalformedConfigurationStopsTheScanWithItsFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("struct A: View { var body: some View { Image(\"x\") } }\n".utf8).write(
      to: folder.appendingPathComponent("A.swift"))
    try Data("disabled_rules:\n  - image-missing-label\n  - fixed-font-sise\n".utf8).write(
      to: folder.appendingPathComponent(".a11y-audit.yml"))

    let output = try CLIRunner.run(["scan", ".", "--no-store"], in: folder)

    #expect(output.status == 2)
    #expect(
      output.stderr.hasSuffix(
        "/.a11y-audit.yml:3:5: unknown rule `fixed-font-sise`; did you mean `fixed-font-size`? (`a11y-audit rules` lists them)\n"
      ), "\(output.stderr)")
  }

  @Test func optInRulesRunWhenTheConfigurationNamesThemOrWithAllRules() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-opt-in-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let optIn = RuleRegistry.all.map { $0.description }.filter(\.isOptIn)
    for (index, rule) in optIn.enumerated() {
      let example = try #require(rule.triggeringExamples.first, "\(rule.id) has no triggering example")
      try Data(example.strippedCode.utf8).write(to: folder.appendingPathComponent("Example\(index).swift"))
    }
    let reported = { (arguments: [String]) throws -> Set<String> in
      let output = try CLIRunner.run(["scan", ".", "--no-store", "--format", "json"] + arguments, in: folder)
      return Set(
        findings(try jsonObject(output)).filter { $0["passing"] as? Bool != true }.compactMap {
          $0["rule"] as? String
        })
    }
    let everyRule = try reported(["--all-rules"])
    let chosen = try #require(optIn.map(\.id).first { everyRule.contains($0) }, "no opt-in rule reported its example")
    #expect(try reported([]) == everyRule.subtracting(optIn.map(\.id)), "by default, no opt-in rule runs")

    let notRun = { (arguments: [String]) throws -> [String] in
      try CLIRunner.run(["scan", ".", "--no-store"] + arguments, in: folder).stdout.split(separator: "\n")
        .map(String.init).filter { $0.hasPrefix("Not run: ") }
    }
    #expect(
      try notRun([]) == [
        "Not run: \(optIn.count) opt-in rule\(optIn.count == 1 ? "" : "s"), measured below 90% precision on real apps "
          + "(`--all-rules` or `opt_in_rules:` in .a11y-audit.yml runs them; `a11y-audit rules` lists them)."
      ])
    #expect(try notRun(["--all-rules"]).isEmpty)

    try Data("opt_in_rules: [\(chosen)]\n".utf8).write(to: folder.appendingPathComponent(".a11y-audit.yml"))
    #expect(try reported([]) == everyRule.subtracting(optIn.map(\.id)).union([chosen]))
  }
}
