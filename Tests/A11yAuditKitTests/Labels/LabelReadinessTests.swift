import Foundation
import Testing

@testable import A11yAuditKit

/// The rules of ``LabelReadiness`` on a small store: two screens, and findings of the rules that bear on a feature.
@Suite struct LabelReadinessTests {
  static let at = Date(timeIntervalSince1970: 1_790_000_000)

  static func record(rule: String, file: String = "Views/A.swift", status: FixStatus = .open) -> FindingRecord {
    var finding = makeFinding(id: "\(rule)-\(file)", file: file)
    finding.rule = rule
    return FindingRecord(finding: finding, status: status)
  }

  /// Two screens, A and B, reviewed for `area` as given.
  static func document(
    _ records: [FindingRecord] = [], reviewedFor area: Category? = nil, declarations: [FeatureDeclaration]? = nil
  ) -> StoreDocument {
    var screens = ["Views/A.swift", "Views/B.swift"].map { file in
      ScreenRecord(screen: Screen(name: String(file.dropFirst(6).dropLast(6)), file: file, line: 1, group: "Views"))
    }
    if let area { for index in screens.indices { screens[index].setReview(.reviewed, for: area) } }
    return StoreDocument(findings: records, screens: screens, featureDeclarations: declarations)
  }

  static func confirmed(_ feature: AccessibilityFeature, _ claim: FeatureClaim = .supported) -> FeatureDeclaration {
    FeatureDeclaration(feature: feature, device: .iPhone, claim: claim, by: "Ana", note: "Walked every task", at: at)
  }

  static func readiness(
    _ document: StoreDocument, video: VideoPresence? = VideoPresence(playerSites: 1), device: DeviceFamily = .iPhone
  ) -> LabelReadiness {
    LabelReadiness.make(
      document: document, rules: RuleRegistry.all.map { $0.description.id }, video: video, device: device)
  }

  @Test(arguments: AccessibilityFeature.allCases)
  func anOpenFindingOfEachBearingRuleBlocksItsFeature(feature: AccessibilityFeature) throws {
    #expect(!feature.bearingRules.isEmpty)
    for rule in feature.bearingRules {
      #expect(RuleRegistry.description(for: rule) != nil, "\(feature.rawValue) names unknown rule \(rule)")
      let item = try #require(
        Self.readiness(
          Self.document(
            [Self.record(rule: rule)], reviewedFor: feature.reviewArea, declarations: [Self.confirmed(feature)])
        ).readiness(of: feature))
      #expect(item.verdict == .blocked, "\(rule) does not block \(feature.rawValue)")
      #expect(item.blocking.map(\.finding.rule) == [rule])
      #expect(item.blockingByScreen == [.init(screen: "A", findings: 1)])
    }
  }

  @Test func findingsOfOtherRulesAndFalsePositivesDoNotBlock() throws {
    let document = Self.document(
      [
        Self.record(rule: "touch-target-size"),
        Self.record(rule: "with-animation-reduce-motion", status: .falsePositive),
      ], reviewedFor: .reduceMotion, declarations: [Self.confirmed(.reducedMotion)])
    #expect(Self.readiness(document).readiness(of: .reducedMotion)?.verdict == .ready)
  }

  @Test func markedFixedButStillSeenStillBlocks() {
    let document = Self.document(
      [Self.record(rule: "with-animation-reduce-motion", status: .fixed)], reviewedFor: .reduceMotion,
      declarations: [Self.confirmed(.reducedMotion)])
    #expect(Self.readiness(document).readiness(of: .reducedMotion)?.verdict == .blocked)
  }

  @Test func readyNeedsEveryScreenReviewedForTheAreaAndAConfirmation() throws {
    let unreviewed = try #require(
      Self.readiness(Self.document(declarations: [Self.confirmed(.largerText)])).readiness(of: .largerText))
    #expect(unreviewed.verdict == .needsReview)
    #expect(unreviewed.screensNotReviewed == ["A", "B"])
    #expect(unreviewed.evidence.contains("2 of 2 screens not reviewed for Dynamic Type: A, B"))

    let reviewedForAnotherArea = Self.readiness(
      Self.document(reviewedFor: .voiceOver, declarations: [Self.confirmed(.largerText)]))
    #expect(reviewedForAnotherArea.readiness(of: .largerText)?.verdict == .needsReview)

    let unconfirmed = try #require(Self.readiness(Self.document(reviewedFor: .dynamicType)).readiness(of: .largerText))
    #expect(unconfirmed.verdict == .needsReview)
    #expect(unconfirmed.evidence.contains { $0.hasPrefix("No reviewer has confirmed it yet") })

    let ready = try #require(
      Self.readiness(Self.document(reviewedFor: .dynamicType, declarations: [Self.confirmed(.largerText)]))
        .readiness(of: .largerText))
    #expect(ready.verdict == .ready)
    #expect(ready.evidence.contains("Confirmed by Ana on 2026-09-21: Walked every task"))
  }

  @Test func aConfirmationCountsOnlyForItsDevice() {
    let document = Self.document(reviewedFor: .dynamicType, declarations: [Self.confirmed(.largerText)])
    #expect(Self.readiness(document, device: .iPhone).readiness(of: .largerText)?.verdict == .ready)
    #expect(Self.readiness(document, device: .iPad).readiness(of: .largerText)?.verdict == .needsReview)
  }

  @Test func aReviewerWhoFoundItNotSupportedBlocksIt() throws {
    let item = try #require(
      Self.readiness(
        Self.document(reviewedFor: .color, declarations: [Self.confirmed(.darkInterface, .notSupported)])
      ).readiness(of: .darkInterface))
    #expect(item.verdict == .blocked)
    #expect(item.evidence.first == "Ana found it not supported: Walked every task")
  }

  @Test func noScreensMeansNoReadyVerdict() {
    let document = StoreDocument(featureDeclarations: [Self.confirmed(.voiceOver)])
    #expect(Self.readiness(document).readiness(of: .voiceOver)?.verdict == .needsReview)
  }

  @Test func withoutVideoCaptionsAndAudioDescriptionsSayTheyDoNotApply() throws {
    let readiness = Self.readiness(Self.document(), video: VideoPresence(playerSites: 0))
    for feature in [AccessibilityFeature.captions, .audioDescriptions] {
      let item = try #require(readiness.readiness(of: feature))
      #expect(item.applicable == false)
      #expect(item.verdict == .needsReview)
      #expect(item.evidence.contains { $0.hasPrefix("The scan found no video player") })
    }
    #expect(readiness.readiness(of: .voiceOver)?.applicable == true)
    let storeOnly = Self.readiness(Self.document(), video: nil)
    #expect(storeOnly.readiness(of: .captions)?.applicable == nil)
    #expect(
      storeOnly.readiness(of: .captions)?.evidence.contains { $0.hasPrefix("Whether the app plays video") } == true)
  }

  @Test func optInRulesLeftOffAreNamedAsNotChecked() throws {
    let readiness = LabelReadiness.make(document: Self.document(), rules: [], video: nil, device: .iPhone)
    let item = try #require(readiness.readiness(of: .differentiateWithoutColor))
    #expect(item.rulesNotRun == ["color-only-state"])
    #expect(item.evidence.contains("Not checked, opt-in rules off: color-only-state"))
  }

  @Test func thePayloadClaimsReadyFeaturesAndRefusesABlockedOneMarkedSupported() throws {
    let ready = Self.readiness(
      Self.document(reviewedFor: .reduceMotion, declarations: [Self.confirmed(.reducedMotion)]), device: .iPhone)
    let payload = try AppStoreConnectDeclaration.make(ready, appID: "1234")
    #expect(payload.claimed == [.reducedMotion])
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONOutput.encode(payload)) as? [String: Any])
    let data = try #require(json["data"] as? [String: Any])
    #expect(data["type"] as? String == "accessibilityDeclarations")
    let attributes = try #require(data["attributes"] as? [String: Any])
    #expect(attributes["deviceFamily"] as? String == "IPHONE")
    #expect(attributes["supportsReducedMotion"] as? Bool == true)
    #expect(attributes["supportsVoiceover"] as? Bool == false)
    #expect(attributes.count == 10)
    let app = (data["relationships"] as? [String: Any])?["app"] as? [String: Any]
    #expect((app?["data"] as? [String: Any])?["id"] as? String == "1234")

    let blocked = Self.readiness(
      Self.document(
        [Self.record(rule: "transition-reduce-motion")], reviewedFor: .reduceMotion,
        declarations: [Self.confirmed(.reducedMotion)]))
    #expect(throws: AppStoreConnectDeclaration.Refusal.self) { try AppStoreConnectDeclaration.make(blocked) }
    do {
      _ = try AppStoreConnectDeclaration.make(blocked)
    } catch {
      #expect(
        error.description.contains(
          "Reduced Motion supported: it is blocked (1 open finding of transition-reduce-motion"))
    }
  }

  @Test func aStoreWithDeclarationsRoundTripsAndMergesByDeviceAndFeature() throws {
    let base = Self.document()
    var ours = base
    ours.declare(.voiceOver, on: .iPhone, claim: .supported, by: "Ana", note: "ok", at: Self.at)
    var theirs = base
    theirs.declare(.voiceOver, on: .iPad, claim: .notSupported, by: "Ben", note: "rotor broken", at: Self.at)
    theirs.declare(.voiceOver, on: .iPhone, claim: .notSupported, by: "Ben", note: "later", at: Self.at + 60)
    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged.declaration(of: .voiceOver, on: .iPhone)?.by == "Ben")
    #expect(merged.declaration(of: .voiceOver, on: .iPad)?.claim == .notSupported)
    #expect(StoreMerge.merge(base: base, ours: theirs, theirs: ours) == merged)

    let data = try StoreCoding.encode(merged)
    #expect(try StoreCoding.decode(data, path: "store.json") == merged.canonicalized())
    #expect(String(decoding: data, as: UTF8.self).contains(#""featureDeclarations""#))

    var cleared = merged
    cleared.declare(.voiceOver, on: .iPad, claim: nil, by: "", note: "", at: Self.at)
    #expect(cleared.featureDeclarations?.count == 1)
  }
}
