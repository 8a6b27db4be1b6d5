import Foundation
import Testing

@testable import A11yAuditKit

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ConfigurationTests {
  private func parse(_ text: String) throws -> Configuration {
    try Configuration.parse(text, file: ".a11y-audit.yml")
  }

  private func error(_ text: String) -> ConfigurationError? {
    do {
      _ = try parse(text)
      return nil
    } catch let error as ConfigurationError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  @Test func everyKeyIsReadIntoTheConfiguration() throws {
    let configuration = try parse(
      """
      included: [Sources]
      excluded:
        - "**/Generated/**"
        - Sources/Legacy
      disabled_rules: [line-limit-truncation]
      enabled_rules: [dynamic-type, image-missing-label]
      severity:
        fixed-font-size: critical
        touch-target-size: LOW
      audit_files: docs/a11y/*.md
      """)

    #expect(configuration.included == [GlobPattern("Sources")])
    #expect(configuration.excluded == [GlobPattern("**/Generated/**"), GlobPattern("Sources/Legacy")])
    #expect(configuration.disabledRules == ["line-limit-truncation"])
    #expect(
      configuration.enabledRules == [
        "fixed-font-size", "scaled-metric-static", "dynamic-type-size-cap", "line-limit-truncation",
        "fixed-height-text-container", "image-missing-label",
      ])
    #expect(configuration.severityOverrides == ["fixed-font-size": .critical, "touch-target-size": .low])
    #expect(configuration.auditFiles == ["docs/a11y/*.md"])
    #expect(configuration.isEnabled("fixed-font-size"))
    #expect(!configuration.isEnabled("line-limit-truncation"), "disabled wins over an enabled category")
    #expect(!configuration.isEnabled("with-animation-reduce-motion"), "enabled_rules runs only what it lists")
  }

  @Test func anEmptyFileIsTheDefault() throws {
    #expect(try parse("") == Configuration.project)
    #expect(try parse("# nothing yet\n") == Configuration.project)
  }

  @Test func optInRulesRunOnlyWhenNamedAndTheRestRunByDefault() throws {
    let rules = RuleRegistry.all.map { $0.description }
    guard let optIn = rules.first(where: \.isOptIn), let byDefault = rules.first(where: { !$0.isOptIn }) else {
      Issue.record("the registry has no opt-in rule, or no rule on by default")
      return
    }
    let project = try parse("")
    #expect(!project.isEnabled(optIn.id), "a project runs an opt-in rule only when it names it")
    #expect(project.isEnabled(byDefault.id))
    #expect(Configuration().isEnabled(optIn.id), "a configuration built in code runs every rule")

    #expect(try parse("opt_in_rules: [\(optIn.id)]\n").isEnabled(optIn.id))
    #expect(try parse("opt_in_rules: \(optIn.category.rawValue)\n").isEnabled(optIn.id), "a category names its rules")
    #expect(try parse("opt_in_rules: all\n").isEnabled(optIn.id))
    #expect(try parse("opt_in_rules: [all]\n").isEnabled(optIn.id))
    #expect(try parse("enabled_rules: [\(optIn.id)]\n").isEnabled(optIn.id), "an explicit list runs what it names")
    #expect(!(try parse("opt_in_rules: all\ndisabled_rules: [\(optIn.id)]\n").isEnabled(optIn.id)))
    #expect(error("opt_in_rules: [no-such-rule]\n")?.message.contains("no-such-rule") == true)
  }

  @Test func unknownKeyIsReportedWithItsLineAndASuggestion() {
    let found = error("included: [Sources]\ndisabled_rule: [fixed-font-size]\n")

    #expect(found?.line == 2)
    #expect(found?.column == 1)
    #expect(
      found?.description
        == ".a11y-audit.yml:2:1: unknown key `disabled_rule`; did you mean `disabled_rules`? (known keys: included, excluded, disabled_rules, enabled_rules, opt_in_rules, severity, audit_files, include, screens, components, require_reason)"
    )
  }

  @Test func unknownRuleIdsAreReportedWhereTheyAreWritten() {
    let inList = error("disabled_rules:\n  - fixed-font-size\n  - image-missing-lable\n")
    let inSeverity = error("severity:\n  no-such-rule: high\n")

    #expect(
      inList?.description
        == ".a11y-audit.yml:3:5: unknown rule `image-missing-lable`; did you mean `image-missing-label`? (`a11y-audit rules` lists them)"
    )
    #expect(inSeverity?.line == 2 && inSeverity?.column == 3)
    #expect(inSeverity?.message.hasPrefix("unknown rule `no-such-rule`") == true)
  }

  @Test func badValuesNameTheKeyAndWhatIsExpected() {
    #expect(
      error("severity:\n  fixed-font-size: urgent\n")?.description
        == ".a11y-audit.yml:2:20: unknown severity `urgent` for `fixed-font-size`; use critical, high, medium, low or none"
    )
    #expect(error("excluded:\n  path: Sources\n")?.message == "`excluded` expects a list of strings, found a mapping")
    #expect(error("- fixed-font-size\n")?.message.hasPrefix("expected keys such as `disabled_rules:`") == true)
    #expect(
      error("enabled_rules: [fixed-font-size]\ndisabled_rules: [fixed-font-size]\n")?.message
        == "`fixed-font-size` is both enabled and disabled; keep it in one list")
  }

  @Test func malformedYAMLIsReportedWithTheFileAndLine() {
    let unclosed = error("included: [Sources\nexcluded: [Tests]\n")
    let badIndent = error("disabled_rules:\n  - fixed-font-size\n bad: [x]\n")
    let tab = error("severity:\n\tfixed-font-size: high\n")

    for found in [unclosed, badIndent, tab] {
      #expect(found?.file == ".a11y-audit.yml")
      #expect(found?.message.hasPrefix("malformed YAML: ") == true, "\(String(describing: found))")
      #expect((found?.line ?? 0) >= 2)
    }
  }

  @Test func includedAndExcludedPatternsSelectTheScannedFiles() throws {
    let configuration = try parse("included: [Sources, App/*.swift]\nexcluded: ['**/Generated/**', Sources/Legacy]\n")

    #expect(configuration.includes("Sources/Home/HomeView.swift"))
    #expect(configuration.includes("App/RootView.swift"))
    #expect(!configuration.includes("App/Nested/RootView.swift"), "`*` stays within one folder")
    #expect(!configuration.includes("Tests/HomeTests.swift"))
    #expect(!configuration.includes("Sources/Generated/Strings.swift"))
    #expect(!configuration.includes("Sources/Feature/Generated/Assets.swift"))
    #expect(!configuration.includes("Sources/Legacy/Old.swift"))
    #expect(configuration.includes("Sources/LegacyBridge.swift"), "a folder pattern matches whole names only")
  }

  @Test func scanningAFolderAppliesItsConfigurationFile() throws {
    let tree = try FixtureTree()
    try tree.write("Views/Header.swift", contents: Data(Self.header.utf8))
    try tree.write("Legacy/Old.swift", contents: Data(Self.header.utf8))
    try tree.write(
      Configuration.fileName,
      contents: Data(
        """
        excluded: [Legacy]
        disabled_rules: [image-missing-label]
        opt_in_rules: all
        severity:
          fixed-font-size: critical
        """.utf8))

    let result = try Scanner().scan(root: tree.root)

    #expect(result.files == ["Views/Header.swift"])
    #expect(result.violations.map(\.rule) == ["fixed-font-size"])
    #expect(result.violations.map(\.severity) == [.critical])
  }

  @Test func aBrokenConfigurationFileStopsTheScanWithItsPosition() throws {
    let tree = try FixtureTree()
    try tree.write("Header.swift", contents: Data(Self.header.utf8))
    try tree.write(Configuration.fileName, contents: Data("disabled_rules: [fixed-font-size\n".utf8))

    #expect {
      try Scanner().scan(root: tree.root)
    } throws: { error in
      let error = error as? ConfigurationError
      return error?.file.hasSuffix("/.a11y-audit.yml") == true && error?.message.hasPrefix("malformed YAML") == true
    }
  }

  /// A committed `.a11y-audit.yml` that links to a file outside the project (a file of secrets) is not read, so no
  /// error prints its values; a link to a file inside the project is the project's own configuration. A FIFO in its
  /// place is refused without waiting for a writer.
  @Test func onlyTheProjectsOwnConfigurationFileIsRead() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    let secrets = tree.root.deletingLastPathComponent().appendingPathComponent("secrets-\(UUID().uuidString).yml")
    try Data("aws_secret_access_key: wJalrXUtnFEMI\n".utf8).write(to: secrets)
    defer { try? FileManager.default.removeItem(at: secrets) }
    let file = tree.root.appendingPathComponent(Configuration.fileName)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: secrets)

    #expect {
      try Configuration.load(folder: tree.root)
    } throws: { error in
      let text = "\(error)"
      return text.contains("is a symbolic link to a file outside the audited folder") && !text.contains("wJalr")
        && !text.contains("aws_secret")
    }

    try tree.write("config/shared.yml", text: "disabled_rules: [fixed-font-size]\n")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "config/shared.yml")
    #expect(try Configuration.load(folder: tree.root).disabledRules == ["fixed-font-size"])

    try FileManager.default.removeItem(at: file)
    #expect(mkfifo(file.path, 0o644) == 0)
    #expect {
      try Configuration.load(folder: tree.root)
    } throws: { error in
      "\(error)".contains("not a regular file")
    }
  }

  /// An error quotes what the file wrote only when it has the shape of a key, rule id or severity.
  @Test func errorsQuoteOnlyWordsOfTheFilesOwnShape() {
    #expect(error("Token: ghp_SECRETsecret123\n")?.message.hasPrefix("unknown key of 5 characters (not shown)") == true)
    #expect(error("disabled_rules: [\"sk-LIVE-0123456789abcdef\"]\n")?.message.contains("LIVE") == false)
    #expect(error("severity:\n  fixed-font-size: Hunter2!\n")?.message.contains("Hunter2") == false)
    #expect(error("disabled_rule: []\n")?.message.hasPrefix("unknown key `disabled_rule`") == true)
  }

  @Test func auditFilePatternsExpandToTheMarkdownFilesTheyMatch() throws {
    let tree = try FixtureTree()
    try tree.write("docs/a11y/dynamic-type.md", contents: Data("# Audit\n".utf8))
    try tree.write("docs/a11y/voiceover.md", contents: Data("# Audit\n".utf8))
    try tree.write("docs/other.md", contents: Data("# Other\n".utf8))
    let configuration = try parse("audit_files: [docs/a11y/*.md, notes/plan.md]\n")

    #expect(
      configuration.auditFilePaths(root: tree.root) == [
        "docs/a11y/dynamic-type.md", "docs/a11y/voiceover.md", "notes/plan.md",
      ])
  }

  @Test func excludedFoldersHoldNoAuditFilesButNamedAuditFilesAreAlwaysRead() throws {
    let tree = try FixtureTree()
    let audit = try Data(contentsOf: SampleScan.root.appendingPathComponent("Docs/reduce-motion-audit.md"))
    for path in ["Docs/audit.md", "Legacy/old-audit.md", "Archive/named-audit.md"] {
      try tree.write(path, contents: audit)
    }
    try tree.write(
      ".a11y-audit.yml",
      contents: Data("excluded: [Legacy, Archive]\naudit_files: [Archive/named-audit.md]\n".utf8))

    let audits = AuditSession(root: try AuditRoot(url: tree.root)).audits()

    #expect(audits.documents.map(\.path) == ["Archive/named-audit.md", "Docs/audit.md"])
  }

  static let header = """
    struct Header: View {
      var body: some View {
        Image("logo")
        Text("Welcome").font(.system(size: 28))
      }
    }
    """
}
