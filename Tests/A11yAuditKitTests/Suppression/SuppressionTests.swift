import Testing

@testable import A11yAuditKit

@Suite struct SuppressionTests {
  private func scan(_ source: String) -> ScanResult {
    Scanner().scan(sources: [(file: "View.swift", text: source)])
  }

  private func violations(_ source: String) -> [String] {
    scan(source).violations.map { "\($0.line) \($0.rule)" }
  }

  @Test func disableNextSilencesTheRuleOnTheFollowingLineOnly() {
    let source = """
      struct Header: View {
        var body: some View {
          // a11y-audit:disable:next image-missing-label — the logo is described by the title below
          Image("logo")
          Image("banner")
        }
      }
      """

    #expect(violations(source) == ["5 image-missing-label"])
  }

  @Test func disableNextCoversTheWholeModifierChainButNotTheViewsInItsClosures() {
    let source = """
      struct Toolbar: View {
        var body: some View {
          // a11y-audit:disable:next fixed-font-size, image-missing-label — the version label is not essential
          Text("Breathe 1.0")
            .font(.system(size: 11))
            .overlay {
              Image("badge")
              Text("New").font(.system(size: 9))
            }
        }
      }
      """

    #expect(violations(source) == ["3 unused-suppression", "7 image-missing-label", "8 fixed-font-size"])
  }

  @Test func disableThisSilencesTheCommentsOwnLineAndOnlyTheNamedRule() {
    let source = """
      struct Toolbar: View {
        var body: some View {
          Image(systemName: "plus").frame(width: 30, height: 30).onTapGesture { add() } // a11y-audit:disable:this touch-target-size, image-missing-label
        }
      }
      """

    #expect(violations(source) == ["3 tap-gesture-missing-trait"])
  }

  @Test func aDisabledRegionRunsToItsEnableOrTheEndOfTheFile() {
    let source = """
      enum Typography {
        // a11y-audit:disable fixed-font-size -- legacy scale, replaced in Q3
        static let h1 = Font.system(size: 28)
        static let h2 = Font.system(size: 24)
        // a11y-audit:enable fixed-font-size
        static let h3 = Font.system(size: 20)
        // a11y-audit:disable fixed-font-size
        static let h4 = Font.system(size: 18)
      }
      """

    #expect(violations(source) == ["6 fixed-font-size"])
  }

  @Test func aSuppressionThatSuppressesNothingIsReported() throws {
    let source = """
      struct Header: View {
        var body: some View {
          // a11y-audit:disable:next image-missing-label
          Image(decorative: "logo")
        }
      }
      """

    let finding = try #require(scan(source).violations.first)

    #expect(scan(source).violations.count == 1)
    #expect(finding.rule == "unused-suppression")
    #expect(finding.category == .voiceOver)
    #expect(finding.severity == .low)
    #expect(finding.message == "Suppression of `image-missing-label` suppresses nothing")
    #expect(
      finding.span == SourceSpan(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 51)))
    #expect(finding.snippet == "// a11y-audit:disable:next image-missing-label")
    #expect(finding.context == "Header.body")
  }

  @Test func suppressionsOfRulesThatDidNotRunAreNotJudged() {
    let source = """
      // a11y-audit:disable:next image-missing-label
      let x = 1
      """
    let onlyMotion = Scanner(rules: [WithAnimationReduceMotionRule.self])
    let configured = Scanner(
      configuration: try! Configuration.parse("disabled_rules: [image-missing-label]", file: "c"))
    let quiet = Scanner(configuration: try! Configuration.parse("disabled_rules: [unused-suppression]", file: "c"))

    #expect(onlyMotion.scan(sources: [(file: "A.swift", text: source)]).violations.isEmpty)
    #expect(configured.scan(sources: [(file: "A.swift", text: source)]).violations.isEmpty)
    #expect(quiet.scan(sources: [(file: "A.swift", text: source)]).violations.isEmpty)
  }

  @Test func unreadableCommentsAndUnknownRulesBecomeScanProblems() {
    let source = """
      // a11y-audit:disable:nxt image-missing-label
      // a11y-audit:disable:next image-missing-lable
      // a11y-audit:enable fixed-font-size
      // a11y-audit:disable
      let x = 1
      """

    #expect(
      scan(source).problems.map(\.description) == [
        "View.swift:1: unknown command `a11y-audit:disable:nxt`; use disable, enable, disable:next or disable:this",
        "View.swift:2: suppression names unknown rule `image-missing-lable`; did you mean `image-missing-label`?",
        "View.swift:3: `a11y-audit:enable fixed-font-size` has no disable before it",
        "View.swift:4: `a11y-audit:disable` names no rule; add a rule id such as image-missing-label",
      ])
  }

  @Test func commentsParseTheirCommandRulesAndReason() throws {
    let parsed = try #require(
      SuppressionComment.parse(
        "// a11y-audit:disable:next fixed-font-size,line-limit-truncation — clock face must not scale", line: 4,
        column: 3))

    let text = "// a11y-audit:disable:next fixed-font-size,line-limit-truncation — clock face must not scale"
    #expect(
      try parsed.get()
        == SuppressionComment(
          command: .next, rules: ["fixed-font-size", "line-limit-truncation"], reason: "clock face must not scale",
          line: 4, column: 3, endColumn: 3 + text.utf8.count, text: text))
    #expect(SuppressionComment.parse("// a regular comment about a11y-audit:", line: 1, column: 1) == nil)
  }

  @Test func aSuppressedSiteLosesItsFixToo() throws {
    let source = """
      struct Avatar: View {
        var body: some View {
          // a11y-audit:disable:next deprecated-accessibility-modifier — kept for the iOS 13 build
          Image("avatar").accessibility(label: Text("Profile photo"))
          Image("badge").accessibility(label: Text("Pro member"))
        }
      }
      """

    let outcome = Scanner().run(
      on: [ParsedSource(file: "Avatar.swift", bytes: Array(source.utf8))], root: "", problems: []
    ).outcome

    let deprecated = outcome.result.violations.filter { $0.rule == "deprecated-accessibility-modifier" }
    #expect(deprecated.map(\.line) == [5])
    #expect(outcome.edits["Avatar.swift"]?.keys.sorted() == deprecated.map(\.id))
  }
}
