import Foundation
import Testing

/// `a11y-audit labels`, as a person runs it on the sample.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct LabelsCommandTests {
  @Test func jsonListsTheNineFeaturesWithVerdictsAndEvidence() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLIRunner.run(["labels", "--format", "json", "--quiet"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try jsonObject(run)
    #expect(object["device"] as? String == "iphone")
    let features = try #require(object["features"] as? [[String: Any]])
    #expect(
      features.compactMap { $0["id"] as? String } == [
        "voiceover", "voice-control", "larger-text", "dark-interface", "differentiate-without-color",
        "sufficient-contrast", "reduced-motion", "captions", "audio-descriptions",
      ])
    for feature in features {
      #expect(["blocked", "needs-review", "ready"].contains(feature["verdict"] as? String))
      #expect((feature["evidence"] as? [String])?.isEmpty == false)
    }
    let motion = try #require(features.first { $0["id"] as? String == "reduced-motion" })
    #expect(motion["verdict"] as? String == "blocked")
    #expect((motion["blocking"] as? [[String: Any]])?.isEmpty == false)
  }

  @Test func aConclusionNeedsANameAndANoteAndIsReadBack() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan", "--quiet"], in: root).status == 0)

    let unnamed = try CLIRunner.run(["labels", "set", "dark-interface", "supported", "--note", "ok"], in: root)
    #expect(unnamed.status == 2)
    #expect(unnamed.stderr.hasPrefix("a11y-audit: a conclusion needs --by NAME"))
    let unknown = try CLIRunner.run(["labels", "set", "dark-mode", "supported"], in: root)
    #expect(unknown.status == 2)

    let set = try CLIRunner.run(
      ["labels", "set", "dark-interface", "supported", "--by", "Ana", "--note", "All screens in Dark Mode"], in: root)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      set.stdout
        == "Dark Interface on iPhone: Ana found it supported; now Blocked\n"
        + "  still blocked: 1 open finding of light-only-interface on 1 screen: SetupGuide (1)\n")

    let json = try jsonObject(try CLIRunner.run(["labels", "--format", "json", "--read-only", "--quiet"], in: root))
    let dark = try #require((json["features"] as? [[String: Any]])?.first { $0["id"] as? String == "dark-interface" })
    let declaration = try #require(dark["declaration"] as? [String: Any])
    #expect(declaration["by"] as? String == "Ana")
    #expect(declaration["note"] as? String == "All screens in Dark Mode")
    #expect(declaration["claim"] as? String == "supported")
    let ipad = try jsonObject(
      try CLIRunner.run(["labels", "--format", "json", "--device", "ipad", "--read-only", "--quiet"], in: root))
    #expect(
      (ipad["features"] as? [[String: Any]])?.first { $0["id"] as? String == "dark-interface" }?["declaration"] == nil)
  }

  @Test func thePayloadRefusesABlockedFeatureMarkedSupported() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    let empty = try CLIRunner.run(["labels", "--format", "app-store-connect", "--quiet"], in: root)
    #expect(empty.status == 0, "\(empty.stderr)")
    let attributes = try #require((try jsonObject(empty)["data"] as? [String: Any])?["attributes"] as? [String: Any])
    #expect(attributes["supportsReducedMotion"] as? Bool == false)
    #expect(attributes["deviceFamily"] as? String == "IPHONE")

    #expect(
      try CLIRunner.run(
        ["labels", "set", "reduced-motion", "supported", "--by", "Ana", "--note", "Tried it"], in: root
      ).status == 0)
    let refused = try CLIRunner.run(["labels", "--format", "app-store-connect", "--quiet"], in: root)
    #expect(refused.status == 1)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.hasPrefix("a11y-audit: not declaring Reduced Motion supported: it is blocked ("))
    #expect(refused.stderr.split(separator: "\n").count == 1)
  }
}
