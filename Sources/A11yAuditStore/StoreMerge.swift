import A11yAuditModel
import Foundation

/// The three-way merge of two stores that grew apart on two git branches (`a11y-audit merge-store`, git's merge
/// driver for `.a11y-audit/store.json`).
///
/// Records are matched by finding id, screen id, checklist item, criterion number and label (device and feature). Notes and history are the
/// union of both sides (ordered by time, duplicates dropped). For every other field the side that changed it since
/// the common ancestor wins; when both changed it, the later change wins (by the time the store recorded it; a
/// fixed order of values breaks ties) and, for a status, the losing change stays in the history beside a `merged`
/// entry naming both people. The result does not depend on which side is "ours": the merge is symmetric in content.
public enum StoreMerge {
  /// A merged store and what the merge had to decide.
  public struct Outcome: Equatable, Sendable {
    /// The merged store.
    public var document: StoreDocument
    /// How many findings had their status changed differently on both sides, so that the later change was kept.
    public var findingsChangedOnBothSides: Int

    /// The line a person merging should read (git shows a driver's stderr), nil when nothing was decided.
    public var summary: String? {
      switch findingsChangedOnBothSides {
      case 0: nil
      case 1: "merge: 1 finding changed on both sides; kept the later change (listed in its history)"
      case let count:
        "merge: \(count.counted("finding")) changed on both sides; kept the later change (listed in each finding's "
          + "history)"
      }
    }
  }

  /// The merge of `ours` and `theirs`, which both started from `base`.
  public static func merge(base: StoreDocument, ours: StoreDocument, theirs: StoreDocument) -> StoreDocument {
    outcome(base: base, ours: ours, theirs: theirs).document
  }

  /// ``merge(base:ours:theirs:)``, and how many findings it had to decide between two changes of their status.
  public static func outcome(base: StoreDocument, ours: StoreDocument, theirs: StoreDocument) -> Outcome {
    var decided = 0
    var merged = StoreDocument(schemaVersion: max(ours.schemaVersion, theirs.schemaVersion))
    merged.findings = keyed(base.findings, ours.findings, theirs.findings, key: \.id) { base, one, other in
      let (record, keptTheLaterStatus) = mergeFinding(base, one, other)
      if keptTheLaterStatus { decided += 1 }
      return record
    }
    merged.screens = keyed(base.screens, ours.screens, theirs.screens, key: \.id, both: mergeScreen)
    merged.checklistTicks = keyed(
      base.checklistTicks, ours.checklistTicks, theirs.checklistTicks, key: \.key,
      both: { base, one, other in changed(base, one, other, later: laterTick) })
    if ours.criterionReviews != nil || theirs.criterionReviews != nil {
      merged.criterionReviews = keyed(
        base.criterionReviews ?? [], ours.criterionReviews ?? [], theirs.criterionReviews ?? [], key: \.number,
        both: { base, one, other in changed(base, one, other, later: laterReview) })
    }
    if ours.featureDeclarations != nil || theirs.featureDeclarations != nil {
      merged.featureDeclarations = keyed(
        base.featureDeclarations ?? [], ours.featureDeclarations ?? [], theirs.featureDeclarations ?? [], key: \.key,
        both: { base, one, other in changed(base, one, other, later: laterDeclaration) })
    }
    return Outcome(document: merged.canonicalized(), findingsChangedOnBothSides: decided)
  }

  /// Every key of either side: a record only one side has is kept unless that side deleted it and the other left
  /// it as it was; a record both have is merged by `both`.
  private static func keyed<Record: Equatable>(
    _ base: [Record], _ ours: [Record], _ theirs: [Record], key: (Record) -> String,
    both: (Record?, Record, Record) -> Record
  ) -> [Record] {
    // Two records of one key on a side (a hand edit, a bad merge) are merged into one, in an order of their
    // contents, so that which comes first in the file does not decide what is kept.
    func byKey(_ records: [Record]) -> [String: Record] {
      Dictionary(grouping: records, by: key).mapValues { group in
        let ordered = group.count == 1 ? group : group.sorted { "\($0)" < "\($1)" }
        return ordered.dropFirst().reduce(ordered[0]) { both(nil, $0, $1) }
      }
    }
    let baseByKey = byKey(base)
    let oursByKey = byKey(ours)
    let theirsByKey = byKey(theirs)
    var result: [Record] = []
    for id in Set(oursByKey.keys).union(theirsByKey.keys).sorted() {
      switch (oursByKey[id], theirsByKey[id]) {
      case (let one?, let other?): result.append(both(baseByKey[id], one, other))
      case (let only?, nil), (nil, let only?):
        // Deleted on one side: kept if the other side changed it since the ancestor.
        if let original = baseByKey[id], original == only { continue }
        result.append(only)
      case (nil, nil): continue
      }
    }
    return result
  }

  /// The side that differs from `base`; when both do and differ from each other, the one `later` prefers.
  private static func changed<Value: Equatable>(
    _ base: Value?, _ one: Value, _ other: Value, later: (Value, Value) -> Value
  ) -> Value {
    if one == other || other == base { return one }
    if one == base { return other }
    return later(one, other)
  }

  private static func laterTick(_ one: ChecklistTick, _ other: ChecklistTick) -> ChecklistTick {
    if one.at != other.at { return one.at > other.at ? one : other }
    return one.checked ? one : other
  }

  private static func laterReview(_ one: CriterionReview, _ other: CriterionReview) -> CriterionReview {
    if one.at != other.at { return one.at > other.at ? one : other }
    return (one.level?.rawValue ?? "", one.note) >= (other.level?.rawValue ?? "", other.note) ? one : other
  }

  private static func laterDeclaration(_ one: FeatureDeclaration, _ other: FeatureDeclaration) -> FeatureDeclaration {
    if one.at != other.at { return one.at > other.at ? one : other }
    return (one.claim.rawValue, one.by, one.note) >= (other.claim.rawValue, other.by, other.note) ? one : other
  }

  private static func mergeScreen(_ base: ScreenRecord?, _ one: ScreenRecord, _ other: ScreenRecord) -> ScreenRecord {
    var merged = changed(base, one, other) { one, other in
      // Screens carry no time: the further review wins.
      let order = ReviewState.allCases
      let (left, right) = (order.firstIndex(of: one.review)!, order.firstIndex(of: other.review)!)
      return left != right ? (left > right ? one : other) : ("\(one)" >= "\(other)" ? one : other)
    }
    let further = { (one: ReviewState, other: ReviewState) in
      ReviewState.allCases.firstIndex(of: one)! >= ReviewState.allCases.firstIndex(of: other)! ? one : other
    }
    merged.review = changed(base?.review, one.review, other.review, later: further)
    // Each area on its own: the branch that changed an area's review since the ancestor wins, else the further one.
    merged.reviews = nil
    if base?.reviews != nil || one.reviews != nil || other.reviews != nil {
      for area in Category.allCases {
        let state = changed(base?.review(for: area), one.review(for: area), other.review(for: area), later: further)
        if state != merged.review { merged.setReview(state, for: area) }
      }
    }
    return merged
  }

  /// The merged record, and whether both sides changed its status differently (the later change was kept).
  private static func mergeFinding(
    _ base: FindingRecord?, _ one: FindingRecord, _ other: FindingRecord
  ) -> (record: FindingRecord, keptTheLaterStatus: Bool) {
    if one == other || other == base { return (one, false) }
    if one == base { return (other, false) }
    let history = union(one.history, other.history, base: base?.history ?? [], time: \.at)
    var merged = one
    merged.finding = changed(base?.finding, one.finding, other.finding) { one, other in
      "\(one)" >= "\(other)" ? one : other
    }
    merged.presence = changed(base?.presence, one.presence, other.presence) { one, other in
      one.rawValue >= other.rawValue ? one : other
    }
    merged.audit = changed(base?.audit, one.audit, other.audit) { one, other in
      "\(one as Any)" >= "\(other as Any)" ? one : other
    }
    merged.notes = union(one.notes, other.notes, base: base?.notes ?? [], time: \.at)
    merged.history = history
    var keptTheLaterStatus = false
    merged.status = changed(base?.status, one.status, other.status) { first, second in
      let firstChange = lastChange(to: first, in: one.history)
      let secondChange = lastChange(to: second, in: other.history)
      let (firstAt, secondAt) = (firstChange?.at ?? .distantPast, secondChange?.at ?? .distantPast)
      let firstWins = firstAt != secondAt ? firstAt > secondAt : first.rawValue >= second.rawValue
      let (winner, winnerChange, loser, loserChange) =
        firstWins ? (first, firstChange, second, secondChange) : (second, secondChange, first, firstChange)
      let (winnerName, loserName) = (winnerChange?.who ?? "someone", loserChange?.who ?? "someone")
      merged.history.append(
        HistoryEntry(
          at: firstWins ? firstAt : secondAt, from: loser, to: winner, by: .user,
          reason: "merged: \(loserName)'s \(loser.rawValue) gave way to \(winnerName)'s later \(winner.rawValue)",
          person: winnerChange?.person))
      keptTheLaterStatus = true
      return winner
    }
    merged.acceptance = acceptance(of: merged.status, base?.acceptance, one, other)
    return (merged, keptTheLaterStatus)
  }

  /// The acceptance that goes with the merged status: none unless it is `accepted-risk`; else the side that changed
  /// it wins, and of two acceptances made on both sides the later (ties by value).
  private static func acceptance(
    of status: FixStatus, _ base: RiskAcceptance?, _ one: FindingRecord, _ other: FindingRecord
  ) -> RiskAcceptance? {
    guard status == .acceptedRisk else { return nil }
    let candidates = [one, other].filter { $0.status == .acceptedRisk }.compactMap(\.acceptance)
    guard candidates.count == 2 else { return candidates.first }
    return changed(base, candidates[0], candidates[1]) { first, second in
      first.at != second.at
        ? (first.at > second.at ? first : second) : ("\(first)" >= "\(second)" ? first : second)
    }
  }

  /// The entry that last set `status` in `history`.
  private static func lastChange(to status: FixStatus, in history: [HistoryEntry]) -> HistoryEntry? {
    history.last { $0.to == status }
  }

  /// Both lists, as a multiset union (an entry both sides hold once is kept once; one a side holds twice, twice): what
  /// the ancestor had first, in its order, then what either side added. Each side's additions keep their order, which
  /// is the order they were made in whatever the clocks said (a clock set back does not put a later status change
  /// before an earlier one); the two sides are interleaved by time, equal times in a fixed order of their contents,
  /// so either side may be "ours".
  private static func union<Element: Hashable>(
    _ one: [Element], _ other: [Element], base: [Element], time: (Element) -> Date
  ) -> [Element] {
    var remaining: [Element: Int] = [:]
    for element in Set(one + other) {
      remaining[element] = max(one.count { $0 == element }, other.count { $0 == element })
    }
    var common: [Element] = []
    for element in base where remaining[element, default: 0] > 0 {
      common.append(element)
      remaining[element]! -= 1
    }
    var added: [Element] = []
    var (left, right) = (one[...], other[...])
    while true {
      while let first = left.first, remaining[first, default: 0] == 0 { left.removeFirst() }
      while let first = right.first, remaining[first, default: 0] == 0 { right.removeFirst() }
      let next: Element
      switch (left.first, right.first) {
      case (nil, nil): return common + added
      case (let only?, nil), (nil, let only?): next = only
      case (let l?, let r?):
        let (lt, rt) = (time(l), time(r))
        next = lt != rt ? (lt < rt ? l : r) : ("\(l)" <= "\(r)" ? l : r)
      }
      added.append(next)
      remaining[next]! -= 1
    }
  }

}

extension StoreMerge {
  /// Merges the store files git hands a merge driver (`%O %A %B`) and writes the result over `ours`.
  ///
  /// An empty or missing ancestor is an empty store (both branches added the file). Nothing is written when any of
  /// the three cannot be read: the error names the file, and git reports a conflict with both versions kept.
  /// Returns the merged document and what the merge decided.
  @discardableResult
  public static func mergeFiles(base: URL, ours: URL, theirs: URL) throws(StoreError) -> Outcome {
    func read(_ url: URL, emptyIsEmpty: Bool) throws(StoreError) -> StoreDocument {
      let store = Store(url: url)
      if emptyIsEmpty, (try? Data(contentsOf: url))?.isEmpty ?? true { return StoreDocument() }
      // Git hands the driver both sides as files: one that is not there is a mistake, not an empty store that
      // would drop every finding of the other side's history.
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw StoreError(path: url.path, reason: .io("no such file; a merge needs both sides (OURS and THEIRS)"))
      }
      let (document, unknownFields) = try store.loadKeepingUnknownFields()
      guard unknownFields.isEmpty else { throw Store.unknownFieldsError(unknownFields, path: url.path) }
      return document
    }
    let merged = outcome(
      base: try read(base, emptyIsEmpty: true), ours: try read(ours, emptyIsEmpty: false),
      theirs: try read(theirs, emptyIsEmpty: false))
    let data: Data
    do {
      data = try StoreCoding.encode(merged.document)
    } catch {
      throw StoreError(path: ours.path, reason: .io("cannot encode the merged store (\(error))"))
    }
    try AtomicFile.write(data, to: ours)
    return merged
  }
}
