import Foundation
import Testing

/// `a11y-audit conformance` and `report --format acr|openacr`, as a person runs them on the sample.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct ConformanceCommandTests {
  @Test func aReviewersConclusionIsRecordedShownAndReported() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)

    let set = try CLIRunner.run(
      ["conformance", "set", "1.2.1", "not-applicable", "--by", "Ana", "--note", "The app has no audio-only media"],
      in: root)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      set.stdout
        == "1.2.1 Audio-only and Video-only (Prerecorded) (A): judged Not Applicable by Ana, note: The app has no "
        + "audio-only media\n")

    let show = try CLIRunner.run(["conformance"], in: root)
    #expect(show.stdout.contains("\n1.2.1   A    Not Applicable"))
    #expect(show.stdout.contains("56 criteria:"))

    let acr = try CLIRunner.run(["report", "--format", "acr", "--app-name", "Breathe"], in: root)
    #expect(acr.status == 0)
    #expect(
      acr.stdout.contains(
        "| [1.2.1 Audio-only and Video-only (Prerecorded)]"
          + "(https://www.w3.org/WAI/WCAG22/Understanding/audio-only-and-video-only-prerecorded.html) (Level A) "
          + "| Not Applicable | A reviewer judged it Not Applicable. Reviewer's note (Ana): The app has no audio-only "
          + "media |"
      )
    )
    let yaml = try CLIRunner.run(["report", "--format", "openacr", "--level", "aaa"], in: root)
    #expect(yaml.stdout.contains("catalog: 2.5-edition-wcag-2.2-en\n"))
    #expect(yaml.stdout.contains("  success_criteria_level_aaa:\n"))
  }

  @Test func aNumberThatIsNotACriterionOrAnUnknownLevelIsRefusedOnOneLine() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    let number = try CLIRunner.run(["conformance", "set", "9.9.9", "supports"], in: root)
    #expect(number.status == 2)
    #expect(
      number.stderr
        == "a11y-audit: \"9.9.9\" is not a WCAG 2.2 success criterion number (like 1.2.2) nor a Section 508 or "
        + "EN 301 549 row (like 502.3.1)\n")
    let level = try CLIRunner.run(["conformance", "set", "1.2.2", "mostly"], in: root)
    #expect(level.status == 2)
    #expect(level.stderr.hasPrefix("a11y-audit: unknown level \"mostly\"; use one of supports, partially-supports"))
  }

  @Test func aLevelNeedsAReviewerAndANoteAndIsRefusedWhileFindingsFailIt() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan", "--quiet"], in: root).status == 0)
    let unnamed = try CLIRunner.run(["conformance", "set", "1.2.1", "supports", "--note", "ok"], in: root)
    #expect(unnamed.status == 2)
    #expect(unnamed.stderr == "a11y-audit: a level needs --by NAME: the report names who judged it\n")
    let overruled = try CLIRunner.run(
      ["conformance", "set", "1.1.1", "supports", "--by", "Ana", "--note", "Looks fine"], in: root)
    #expect(overruled.status == 2)
    #expect(overruled.stderr.hasPrefix("a11y-audit: 1.1.1 Non-text Content (A) not set to Supports: "))
    #expect(overruled.stderr.contains("a reviewer's level does not stand while findings fail it"))
    #expect(!(try CLIRunner.run(["conformance"], in: root).stdout.contains("reviewer")))

    let row = try CLIRunner.run(
      ["conformance", "set", "5.3", "supports", "--by", "Ana", "--note", "Face ID always offers the passcode"], in: root
    )
    #expect(row.status == 0, "\(row.stderr)")
    #expect(row.stdout == "5.3 Biometrics: judged Supports by Ana, note: Face ID always offers the passcode\n")
    let acr = try CLIRunner.run(["report", "--format", "acr", "--edition", "int", "--quiet"], in: root)
    #expect(acr.status == 0)
    #expect(
      acr.stdout.contains(
        "| 5.3 Biometrics | Supports | A reviewer judged it Supports. Reviewer's note (Ana): Face ID always offers the "
          + "passcode |"))
    let yaml = try CLIRunner.run(["report", "--format", "openacr", "--edition", "int", "--quiet"], in: root)
    #expect(yaml.stdout.contains("catalog: 2.5-edition-wcag-2.2-508-eu-en\n"))
    #expect(yaml.stdout.contains("  en_301_549_generic_requirements:\n"))
  }
}
