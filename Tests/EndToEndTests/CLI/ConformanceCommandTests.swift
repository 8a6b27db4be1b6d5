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
      ["conformance", "set", "1.2.1", "not-applicable", "--note", "The app has no audio-only media"], in: root)
    #expect(set.status == 0)
    #expect(
      set.stdout
        == "1.2.1 Audio-only and Video-only (Prerecorded) (A): judged Not Applicable, note: The app has no audio-only media\n"
    )

    let show = try CLIRunner.run(["conformance"], in: root)
    #expect(show.stdout.contains("\n1.2.1   A    Not Applicable"))
    #expect(show.stdout.contains("56 criteria:"))

    let acr = try CLIRunner.run(["report", "--format", "acr", "--app-name", "Breathe"], in: root)
    #expect(acr.status == 0)
    #expect(
      acr.stdout.contains(
        "| [1.2.1 Audio-only and Video-only (Prerecorded)]"
          + "(https://www.w3.org/WAI/WCAG22/Understanding/audio-only-and-video-only-prerecorded.html) (Level A) "
          + "| Not Applicable | A reviewer judged it Not Applicable. Reviewer's note: The app has no audio-only media |"
      )
    )
    let yaml = try CLIRunner.run(["report", "--format", "openacr", "--level", "aaa"], in: root)
    #expect(yaml.stdout.contains("catalog: 2.5-edition-wcag-2.2-508-en\n"))
    #expect(yaml.stdout.contains("  success_criteria_level_aaa:\n"))
  }

  @Test func aNumberThatIsNotACriterionOrAnUnknownLevelIsRefusedOnOneLine() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    let number = try CLIRunner.run(["conformance", "set", "9.9.9", "supports"], in: root)
    #expect(number.status == 2)
    #expect(number.stderr == "a11y-audit: \"9.9.9\" is not a WCAG 2.2 success criterion number (like 1.2.2)\n")
    let level = try CLIRunner.run(["conformance", "set", "1.2.2", "mostly"], in: root)
    #expect(level.status == 2)
    #expect(level.stderr.hasPrefix("a11y-audit: unknown level \"mostly\"; use one of supports, partially-supports"))
  }
}
