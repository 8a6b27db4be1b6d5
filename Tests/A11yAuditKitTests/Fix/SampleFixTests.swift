import Foundation
import Testing

@testable import A11yAuditKit

/// `a11y-audit fix` on the bundled sample, then a rescan, as the library does it.
@Suite struct SampleFixTests {
  /// The Reduce Motion rules the fixer answers for: a flash (`flashing-content`, 2.3.1) needs a person whatever the
  /// setting.
  static let motionRules = RuleRegistry.rules(in: .reduceMotion).filter { $0.description.id != "flashing-content" }

  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Sample")

  /// A scratch copy of the sample.
  private func copyOfSample() throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-fix-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.sample, to: copy)
    return copy
  }

  @Test func fixingTheSampleMakesEveryFixedFindingPassAndEveryFileParseCleanly() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let before = try Scanner(rules: SampleFixTests.motionRules).scan(root: app)

    let plan = try AutomaticFixer(rules: SampleFixTests.motionRules).plan(root: app)
    try AutomaticFixer.write(plan, to: try AuditRoot(url: app))
    let after = try Scanner(rules: SampleFixTests.motionRules).scan(root: app)

    let afterByID = Dictionary(after.findings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(plan.fixedFindings.count >= 20)
    for fixed in plan.fixedFindings {
      #expect(afterByID[fixed.id]?.passing == true, "\(fixed.file):\(fixed.line) \(fixed.rule) still fails")
    }
    #expect(after.violations.isEmpty, "\(after.violations.map { "\($0.file):\($0.line) \($0.rule)" })")
    #expect(plan.manual.isEmpty && plan.refused.isEmpty)
    #expect(Set(before.violations.map(\.id)).isSubset(of: Set(after.findings.map(\.id))), "every id survives the fix")
    for change in plan.changes {
      #expect(AutomaticFixer.parsesCleanly(change.fixed), "\(change.file) does not parse after the fix")
      let written = try Data(contentsOf: app.appendingPathComponent(change.file))
      #expect(Array(written) == change.fixed)
    }
  }

  @Test func theFixTouchesOnlyTheFixedSitesAndOneEnvironmentLinePerView() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }

    let plan = try AutomaticFixer(rules: SampleFixTests.motionRules).plan(root: app)

    let environmentLine = "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"
    #expect(plan.changes.count >= 10)
    for change in plan.changes {
      let diff = LineDiff(old: change.original, new: change.fixed)
      let siteLines = Set(change.fixedFindings.flatMap { $0.span.start.line...$0.span.end.line })
      let removed = diff.changes.flatMap { $0.old.map { (line: $0 + 1, text: diff.oldText(ofLine: $0)) } }
      let added = diff.changes.flatMap { $0.new.map(diff.newText(ofLine:)) }
      let insertedProperties = added.filter { $0.trimmingCharacters(in: .whitespaces) == environmentLine }
      let rewritten = added.filter { $0.trimmingCharacters(in: .whitespaces) != environmentLine }
      #expect(removed.allSatisfy { siteLines.contains($0.line) }, "\(change.file): a line outside the sites changed")
      #expect(insertedProperties.count <= 1, "\(change.file): one property per view at most")
      #expect(rewritten.count == removed.count, "\(change.file): lines are rewritten in place, none added or lost")
      for (old, new) in zip(removed.map(\.text), rewritten) {
        #expect(old.isSubsequence(of: new), "\(change.file): `\(old)` lost characters in `\(new)`")
      }
    }
  }

  @Test func theStoreTurnsFixedFindingsVerifiedAndKeepsTheOtherStatuses() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    var document = StoreDocument()
    ScanMerger.merge(try Scanner(rules: SampleFixTests.motionRules).scan(root: app), into: &document, at: t0)
    let ids = document.findings.map(\.id).sorted()
    let statuses: [FixStatus] = [.open, .inProgress, .fixed, .wontFix, .falsePositive]
    for (index, id) in ids.enumerated() { document.setStatus(statuses[index % statuses.count], forFinding: id, at: t0) }
    let triaged = Dictionary(document.findings.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })

    let plan = try AutomaticFixer(rules: SampleFixTests.motionRules).plan(root: app)
    try AutomaticFixer.write(plan, to: try AuditRoot(url: app))
    let summary = ScanMerger.merge(
      try Scanner(rules: SampleFixTests.motionRules).scan(root: app), into: &document, at: t1)

    for record in document.findings {
      switch triaged[record.id] {
      case .open, .inProgress, .fixed:
        #expect(record.status == .verified, "\(record.finding.file):\(record.finding.line)")
        #expect(record.presence == .passing)
        #expect(record.history.last?.by == .scan)
      default:
        #expect(record.status == triaged[record.id], "won't fix and false positive stay as set")
      }
    }
    #expect(summary.added == 0 && summary.reopened == 0)
    #expect(summary.verified == triaged.values.filter { [.open, .inProgress, .fixed].contains($0) }.count)
  }

  @Test func theProjectConfigurationDecidesWhatIsFixed() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let fixer = AutomaticFixer(rules: SampleFixTests.motionRules)
    let unconfigured = try fixer.plan(root: app).fixedFindings
    #expect(unconfigured.contains { $0.file.hasPrefix("Sources/Session/") })
    #expect(unconfigured.contains { $0.rule == "transition-reduce-motion" })
    try Data("excluded: [Sources/Session]\ndisabled_rules: [transition-reduce-motion]\n".utf8)
      .write(to: app.appendingPathComponent(".a11y-audit.yml"))

    let plan = try fixer.plan(root: app)

    #expect(!plan.fixedFindings.isEmpty)
    #expect(!plan.scanned.contains { $0.hasPrefix("Sources/Session/") })
    #expect(
      !plan.fixedFindings.contains { $0.file.hasPrefix("Sources/Session/") || $0.rule == "transition-reduce-motion" })
  }

  /// The sample's audit quotes the code as it was; after the fix the quotes no longer match the guarded sites, but
  /// each entry stays linked to its (now passing) finding instead of turning into an audit-only finding.
  @Test func auditEntriesStayLinkedToTheirFindingsAcrossTheFix() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let scanner = Scanner(rules: SampleFixTests.motionRules)
    var session = AuditSession(root: try AuditRoot(url: app), scanner: scanner, clock: { t0 })
    func linked(_ document: StoreDocument) -> [String: String] {
      var links: [String: String] = [:]
      for record in document.findings where !record.isAuditOnly {
        for reference in record.audit ?? [] { links["\(reference.path):\(reference.line)"] = record.id }
      }
      return links
    }
    let before = try #require(try session.scan().document)
    #expect(linked(before).count >= 5)

    try AutomaticFixer.write(
      try AutomaticFixer(rules: SampleFixTests.motionRules).plan(root: app), to: try AuditRoot(url: app))
    session.clock = { t1 }
    let after = try session.scan()

    #expect(linked(try #require(after.document)) == linked(before))
    #expect(after.summary?.added == 0)
    let openAuditOnly = { (document: StoreDocument) in
      document.findings.filter { $0.isAuditOnly && $0.presence == .violation }.count
    }
    #expect(openAuditOnly(try #require(after.document)) == openAuditOnly(before))
  }

  @Test func aDryRunPlanLeavesTheFilesAsTheyWereAndItsDiffIsAUnifiedDiff() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }
    let original = try Data(contentsOf: app.appendingPathComponent("Sources/Session/SessionView.swift"))

    let plan = try AutomaticFixer(rules: SampleFixTests.motionRules).plan(root: app)

    let change = try #require(plan.changes.first { $0.file == "Sources/Session/SessionView.swift" })
    #expect(try Data(contentsOf: app.appendingPathComponent(change.file)) == original)
    #expect(
      change.diff == """
        --- a/Sources/Session/SessionView.swift
        +++ b/Sources/Session/SessionView.swift
        @@ -69,7 +69,7 @@
                         Text(phase.rawValue)
                             .font(Typography.title)
                             .id(phase)
        -                    .transition(.slide)
        +                    .transition(reduceMotion ? .opacity : .slide)
         
                         Spacer()
         
        @@ -117,7 +117,7 @@
                 elapsed += 1
                 let next = BreathPhase.at(second: elapsed)
                 if next != phase {
        -            withAnimation(.easeInOut(duration: 0.3)) {
        +            withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.3)) {
                         phase = next
                     }
                 }

        """)
  }

  @Test func selectingARuleAndAFileFixesOnlyThose() throws {
    let app = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: app) }

    let plan = try AutomaticFixer(rules: SampleFixTests.motionRules).plan(
      root: app,
      selection: .init(rules: [TransitionReduceMotionRule.description.id], files: ["Sources/App/RootView.swift"]))

    #expect(plan.changes.map(\.file) == ["Sources/App/RootView.swift"])
    #expect(plan.fixedFindings.map(\.rule) == ["transition-reduce-motion"])
    #expect(plan.manual.isEmpty)
  }
}

extension String {
  /// Whether every character of `self` appears in `other`, in order.
  fileprivate func isSubsequence(of other: String) -> Bool {
    var rest = other[...]
    for character in self {
      guard let index = rest.firstIndex(of: character) else { return false }
      rest = rest[rest.index(after: index)...]
    }
    return true
  }
}
