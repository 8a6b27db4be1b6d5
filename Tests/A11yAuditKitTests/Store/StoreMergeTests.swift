import Foundation
import PropertyBased
import Testing

@testable import A11yAuditKit

/// The three-way store merge: each branch's triage survives, the later of two conflicting changes wins with the
/// other kept in the history, and the result does not depend on which branch is "ours".
@Suite struct StoreMergeTests {
  static let t0 = Date(timeIntervalSince1970: 1_790_000_000)

  /// A store of `count` open findings, two screens and one checklist tick, as a scan left it.
  static func base(findings count: Int = 4) -> StoreDocument {
    var document = StoreDocument()
    for index in 0..<count {
      document.findings.append(
        FindingRecord(
          finding: makeFinding(id: String(format: "%02d", index), line: 10 * (index + 1)),
          history: [HistoryEntry(at: t0, from: nil, to: .open, by: .scan, reason: "found by scan")]))
    }
    document.screens = [
      ScreenRecord(screen: Screen(name: "Home", file: "Views/A.swift", line: 1, group: "Views")),
      ScreenRecord(screen: Screen(name: "Settings", file: "Views/B.swift", line: 1, group: "Views")),
    ]
    document.checklistTicks = [ChecklistTick(file: "Docs/plan.md", text: "Audit motion", checked: false, at: t0)]
    return document
  }

  static func at(_ seconds: Int) -> Date { t0.addingTimeInterval(TimeInterval(seconds)) }

  @Test func changesToDifferentFindingsAreBothKept() {
    let base = Self.base()
    var ours = base
    ours.setStatus(.wontFix, forFinding: "00", note: "Brand animation", at: Self.at(10))
    var theirs = base
    theirs.setStatus(.inProgress, forFinding: "01", note: "Ana takes it", at: Self.at(20))
    theirs.setReview(.reviewed, forScreen: "Views/B.swift#Settings")

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged.record(id: "00")?.status == .wontFix)
    #expect(merged.record(id: "00")?.notes.map(\.text) == ["Brand animation"])
    #expect(merged.record(id: "01")?.status == .inProgress)
    #expect(merged.screens.first { $0.screen.name == "Settings" }?.review == .reviewed)
    #expect(merged.record(id: "02") == base.record(id: "02"))
  }

  @Test func whenBothChangedAStatusTheLaterWinsAndTheOtherStaysInTheHistory() {
    let base = Self.base()
    var ours = base
    ours.setStatus(.fixed, forFinding: "00", note: "Fixed on main", at: Self.at(30))
    var theirs = base
    theirs.setStatus(.inProgress, forFinding: "00", note: "Ana takes it", at: Self.at(20))

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    let record = merged.record(id: "00")
    #expect(record?.status == .fixed)
    #expect(record?.notes.map(\.text) == ["Ana takes it", "Fixed on main"])
    #expect(
      record?.history.map(\.reason) == [
        "found by scan", "Ana takes it", "Fixed on main",
        "merged: someone's in-progress gave way to someone's later fixed",
      ])
    #expect(record?.history.last?.from == .inProgress)
  }

  @Test func whenTwoPeopleChangedAStatusTheHistoryNamesBothAndTheMergeCountsIt() {
    let base = Self.base()
    var ours = base
    ours.setStatus(.wontFix, forFinding: "00", note: "Brand animation", at: Self.at(20), by: "Ana Ruiz")
    ours.setStatus(.fixed, forFinding: "01", note: "done", at: Self.at(20), by: "Ana Ruiz")
    var theirs = base
    theirs.setStatus(.falsePositive, forFinding: "00", note: "Decorative", at: Self.at(30), by: "Kim Park")
    theirs.setStatus(.inProgress, forFinding: "02", note: "mine", at: Self.at(30), by: "Kim Park")

    let outcome = StoreMerge.outcome(base: base, ours: ours, theirs: theirs)

    #expect(outcome.findingsChangedOnBothSides == 1)
    #expect(outcome == StoreMerge.outcome(base: base, ours: theirs, theirs: ours))
    let history = outcome.document.record(id: "00")?.history ?? []
    #expect(outcome.document.record(id: "00")?.status == .falsePositive)
    #expect(history.map(\.who) == ["scan", "Ana Ruiz", "Kim Park", "Kim Park"])
    #expect(history.last?.reason == "merged: Ana Ruiz's wont-fix gave way to Kim Park's later false-positive")
    #expect(outcome.document.record(id: "01")?.status == .fixed)
    #expect(outcome.document.record(id: "02")?.status == .inProgress)
  }

  @Test(arguments: [
    (0, nil),
    (1, "merge: 1 finding changed on both sides; kept the later change (listed in its history)"),
    (3, "merge: 3 findings changed on both sides; kept the later change (listed in each finding's history)"),
  ])
  func theMergeSaysHowManyFindingsItDecided(count: Int, line: String?) {
    let base = Self.base()
    var ours = base
    var theirs = base
    for index in 0..<count {
      let id = String(format: "%02d", index)
      ours.setStatus(.wontFix, forFinding: id, note: "ours", at: Self.at(10), by: "Ana Ruiz")
      theirs.setStatus(.fixed, forFinding: id, note: "theirs", at: Self.at(20), by: "Kim Park")
    }
    theirs.setStatus(.fixed, forFinding: "03", note: "only theirs", at: Self.at(20), by: "Kim Park")

    let outcome = StoreMerge.outcome(base: base, ours: ours, theirs: theirs)

    #expect(outcome.findingsChangedOnBothSides == count)
    #expect(outcome.summary == line)
  }

  /// A side that holds one finding twice (a hand edit, a bad merge): what the merge keeps does not depend on which of
  /// the two comes first in the file, and neither's note is lost.
  @Test func twoRecordsOfOneFindingOnASideMergeTheSameInEitherOrder() {
    let base = Self.base()
    var first = base.findings[0]
    first.notes.append(Note(at: Self.at(5), text: "seen on iPad"))
    var second = base.findings[0]
    second.setStatus(.fixed, by: .user, reason: "done", at: Self.at(6))
    var ours = base
    ours.findings[0] = first
    ours.findings.append(second)
    var swapped = ours
    swapped.findings[0] = second
    swapped.findings[swapped.findings.count - 1] = first
    var theirs = base
    theirs.setStatus(.inProgress, forFinding: "01", note: "Ana takes it", at: Self.at(20))

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)

    #expect(merged == StoreMerge.merge(base: base, ours: swapped, theirs: theirs))
    #expect(merged == StoreMerge.merge(base: base, ours: theirs, theirs: swapped))
    #expect(merged.findings.count { $0.id == "00" } == 1)
    #expect(merged.record(id: "00")?.notes.map(\.text) == ["seen on iPad"])
    #expect(merged.record(id: "00")?.status == .fixed)
  }

  /// A branch whose clock was set back: its status changes stay in the order they were made, interleaved by time
  /// with the other branch's, never reordered among themselves.
  @Test func eachBranchsHistoryKeepsItsOrderWhateverItsClockSaid() {
    let base = Self.base()
    var ours = base
    ours.setStatus(.inProgress, forFinding: "00", note: "started", at: Self.at(100))
    ours.setStatus(.fixed, forFinding: "00", note: "done", at: Self.at(40))
    var theirs = base
    theirs.addNote("seen on device", toFinding: "00", at: Self.at(70))
    theirs.findings[0].history.append(
      HistoryEntry(at: Self.at(70), from: .open, to: .open, by: .scan, reason: "seen again by scan"))

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)

    let reasons = merged.record(id: "00")?.history.map(\.reason) ?? []
    let started = reasons.firstIndex(of: "started")
    let done = reasons.firstIndex(of: "done")
    #expect(started != nil && done != nil && started! < done!, "\(reasons)")
    #expect(reasons.contains("seen again by scan"))
    #expect(merged == StoreMerge.merge(base: base, ours: theirs, theirs: ours))
  }

  @Test func aNoteOnOneBranchAndAStatusOnTheOtherBothLand() {
    let base = Self.base()
    var ours = base
    ours.addNote("Check with design", toFinding: "03", at: Self.at(5))
    var theirs = base
    theirs.setStatus(.falsePositive, forFinding: "03", note: nil, at: Self.at(6))
    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged.record(id: "03")?.status == .falsePositive)
    #expect(merged.record(id: "03")?.notes.map(\.text) == ["Check with design"])
  }

  @Test func theLaterChecklistTickWinsAndFindingsOnlyOneSideHasAreKept() {
    let base = Self.base()
    var ours = base
    ours.checklistTicks[0] = ChecklistTick(file: "Docs/plan.md", text: "Audit motion", checked: true, at: Self.at(40))
    var theirs = base
    theirs.checklistTicks[0] = ChecklistTick(
      file: "Docs/plan.md", text: "Audit motion", checked: false, at: Self.at(50))
    theirs.findings.append(FindingRecord(finding: makeFinding(id: "99")))
    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged.checklistTicks.first?.at == Self.at(50))
    #expect(merged.record(id: "99") != nil)
  }

  /// A random triage session on a copy of the base store: statuses, accepted risks, notes, reviews, ticks at random
  /// times.
  static let sessions = zip(
    Gen.int(in: 0...3), Gen.int(in: 0...6), Gen.int(in: 0...1), Gen.int(in: 1...60), Gen.bool
  ).array(of: 0...8)

  static func apply(_ session: [(Int, Int, Int, Int, Bool)], to base: StoreDocument) -> StoreDocument {
    var document = base
    for (finding, status, kind, seconds, flag) in session {
      let id = String(format: "%02d", finding)
      switch kind {
      case 0 where FixStatus.allCases[status] == .acceptedRisk:
        document.acceptRisk(
          RiskAcceptance(
            by: flag ? "Dana" : "Lee", until: "2027-0\(1 + seconds % 9)-01", reason: "risk \(seconds)",
            at: at(seconds)),
          forFinding: id)
      case 0:
        document.setStatus(
          FixStatus.allCases[status], forFinding: id, note: flag ? "note \(seconds)" : nil, at: at(seconds))
      default:
        if flag {
          document.setReview(ReviewState.allCases[status % 3], forScreen: "Views/A.swift#Home")
        } else {
          document.checklistTicks[0] = ChecklistTick(
            file: "Docs/plan.md", text: "Audit motion", checked: status % 2 == 0, at: at(seconds))
        }
      }
    }
    return document
  }

  @Test func anyTwoBranchesMergeToTheSameContentEitherWayAndLoseNoHistoryOrNote() async {
    await propertyCheck(count: 300, input: Self.sessions, Self.sessions) { one, other in
      let base = Self.base()
      let ours = Self.apply(one, to: base)
      let theirs = Self.apply(other, to: base)
      let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
      #expect(merged == StoreMerge.merge(base: base, ours: theirs, theirs: ours))
      for record in ours.findings + theirs.findings {
        let result = merged.record(id: record.id)
        #expect(Set(record.history).isSubset(of: Set(result?.history ?? [])))
        #expect(Set(record.notes).isSubset(of: Set(result?.notes ?? [])))
        #expect((result?.status == .acceptedRisk) == (result?.acceptance != nil))
      }
      #expect(StoreMerge.merge(base: base, ours: ours, theirs: base) == ours.canonicalized())
    }
  }

  @Test func anUnreadableStoreIsRefusedAndOursIsLeftAsItWas() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("base.json")
    let ours = folder.appendingPathComponent("ours.json")
    let theirs = folder.appendingPathComponent("theirs.json")
    try Data().write(to: base)
    try StoreCoding.encode(Self.base()).write(to: ours)
    try Data("<<<<<<< HEAD\n{}".utf8).write(to: theirs)
    let before = try Data(contentsOf: ours)
    #expect(throws: StoreError.self) { try StoreMerge.mergeFiles(base: base, ours: ours, theirs: theirs) }
    #expect(try Data(contentsOf: ours) == before)

    try StoreCoding.encode(Self.base()).write(to: theirs)
    try StoreMerge.mergeFiles(base: base, ours: ours, theirs: theirs)
    #expect(try Store(url: ours).load() == Self.base().canonicalized())
  }

  @Test func aMissingSideIsRefusedAndAMissingBaseIsAnEmptyOne() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (base, ours, theirs) = (
      folder.appendingPathComponent("base.json"), folder.appendingPathComponent("ours.json"),
      folder.appendingPathComponent("theirs.json")
    )
    let missing = folder.appendingPathComponent("missing.json")
    try StoreCoding.encode(Self.base()).write(to: ours)
    let before = try Data(contentsOf: ours)

    #expect(throws: StoreError.self) { try StoreMerge.mergeFiles(base: base, ours: ours, theirs: missing) }
    #expect(try Data(contentsOf: ours) == before, "OURS keeps every finding")
    #expect(throws: StoreError.self) { try StoreMerge.mergeFiles(base: base, ours: missing, theirs: ours) }
    #expect(!FileManager.default.fileExists(atPath: missing.path), "nothing is written where OURS was missing")

    try StoreCoding.encode(Self.base()).write(to: theirs)
    try StoreMerge.mergeFiles(base: missing, ours: ours, theirs: theirs)
    #expect(try Store(url: ours).load() == Self.base().canonicalized())
  }
}

/// Screens reviewed per area on two branches: each area's review merges on its own.
@Suite struct AreaReviewMergeTests {
  @Test func reviewsOfDifferentAreasOnTwoBranchesAreBothKept() {
    let base = StoreMergeTests.base()
    let home = "Views/A.swift#Home"
    var ours = base
    ours.setReview(.reviewed, forScreen: home, area: .reduceMotion)
    var theirs = base
    theirs.setReview(.reviewed, forScreen: home, area: .voiceOver)
    theirs.setReview(.inReview, forScreen: home, area: .reduceMotion)

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    let record = merged.screens.first { $0.id == home }
    #expect(record?.review(for: .voiceOver) == .reviewed)
    #expect(record?.review(for: .reduceMotion) == .reviewed)
    #expect(record?.review(for: .dynamicType) == .notReviewed)
    #expect(StoreMerge.merge(base: base, ours: theirs, theirs: ours) == merged)
  }

  @Test func anOldBranchsSingleReviewMergesWithAnotherBranchsAreaReview() {
    let base = StoreMergeTests.base()
    let home = "Views/A.swift#Home"
    var ours = base
    ours.setReview(.inReview, forScreen: home)
    var theirs = base
    theirs.setReview(.reviewed, forScreen: home, area: .touchTarget)

    let merged = StoreMerge.merge(base: base, ours: ours, theirs: theirs)
    let record = merged.screens.first { $0.id == home }
    #expect(record?.review == .inReview)
    #expect(record?.review(for: .touchTarget) == .reviewed)
    #expect(record?.review(for: .forms) == .inReview)
  }
}
