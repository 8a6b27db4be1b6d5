import Foundation
import Testing

@testable import A11yAuditKit

/// Labels readiness on the bundled sample, through the session as every front end uses it: from Blocked to Ready to
/// claim for Reduced Motion, and the App Store Connect payload that follows.
@Suite struct SampleLabelsTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Sample")

  /// A session on a scratch copy of the sample, with its store inside the copy.
  static func session() throws -> AuditSession {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-labels-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: sample, to: copy)
    return AuditSession(root: try AuditRoot(url: copy))
  }

  /// Replaces `old` with `new` in the copy's file at `path`, as a person fixing the code would.
  static func edit(_ session: AuditSession, _ path: String, replacing old: String, with new: String) throws {
    let url = session.root.folder.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old), "\(path) no longer holds \(old)")
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func everyFeatureHasAVerdictAndEvidenceOnTheSample() throws {
    let session = try Self.session()
    defer { try? FileManager.default.removeItem(at: session.root.folder) }
    let readiness = try session.labelReadiness(device: .iPhone)
    #expect(readiness.features.map(\.feature) == AccessibilityFeature.allCases)
    for item in readiness.features {
      #expect(!item.evidence.isEmpty)
      #expect(item.verdict != .ready, "\(item.feature.name) is ready with no reviewer")
    }
    #expect(readiness.readiness(of: .reducedMotion)?.verdict == .blocked)
    #expect(readiness.readiness(of: .captions)?.applicable == true, "the sample plays a lesson video")
  }

  @Test func fixingReviewingAndConfirmingReduceMotionMakesItReadyAndThePayloadClaimsIt() throws {
    let session = try Self.session()
    defer { try? FileManager.default.removeItem(at: session.root.folder) }
    _ = try session.scan()

    // The fixer guards every animation; a person slows the flashing bell and stops the tips rotating.
    _ = try session.apply(try session.planFix())
    try Self.edit(
      session, "Sources/Onboarding/PermissionsView.swift", replacing: ".easeInOut(duration: 0.15).repeatForever",
      with: ".easeInOut(duration: 0.6).repeatForever")
    try Self.edit(
      session, "Sources/Onboarding/WelcomeView.swift", replacing: "tipIndex = (tipIndex + 1) % tips.count",
      with: "if !reduceMotion { tipIndex = (tipIndex + 1) % tips.count }")
    let rescanned = try session.labelReadiness(device: .iPhone)
    let motion = try #require(rescanned.readiness(of: .reducedMotion))
    #expect(
      motion.blocking.isEmpty, "\(motion.blocking.map { "\($0.finding.file):\($0.finding.line) \($0.finding.rule)" })")
    #expect(motion.verdict == .needsReview)

    for screen in try session.loadStore().reviewableScreens {
      _ = try session.apply(.areaReview(screenID: screen.id, area: .reduceMotion, .reviewed))
    }
    #expect(try session.labelReadiness(device: .iPhone).readiness(of: .reducedMotion)?.verdict == .needsReview)

    let declared = try session.declare(
      .reducedMotion, on: .iPhone, claim: .supported, by: "Ana Ruiz",
      note: "Every onboarding and session screen with Reduce Motion on: fades only")
    #expect(declared.readiness(of: .reducedMotion)?.verdict == .ready)
    let readiness = try session.labelReadiness(device: .iPhone)
    #expect(readiness.readiness(of: .reducedMotion)?.verdict == .ready)
    #expect(try AppStoreConnectDeclaration.make(readiness).claimed == [.reducedMotion])

    // VoiceOver still has open findings: marking it supported does not put it in the payload.
    _ = try session.declare(.voiceOver, on: .iPhone, claim: .supported, by: "Ana Ruiz", note: "Looks fine")
    let refused = try session.labelReadiness(device: .iPhone)
    #expect(refused.readiness(of: .voiceOver)?.verdict == .blocked)
    #expect(throws: AppStoreConnectDeclaration.Refusal.self) { try AppStoreConnectDeclaration.make(refused) }
  }
}
