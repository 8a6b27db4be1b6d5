import Foundation

/// Everything the store keeps: triage state of findings, screen reviews and checklist ticks.
///
/// The stored properties of this type and of the model types they hold are the store file's schema: `Codable` is
/// synthesized from them, and `swift run StoreCodegen` generates the fast reader's and writer's per-type code and
/// ``FindingRecord/sameSite(_:_:)`` and ``FindingRecord/sameTriage(_:_:)`` from them. To add a field, declare it
/// and run that command.
public struct StoreDocument: Codable, Equatable, Sendable {
  /// Schema version this build reads and writes.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  /// Findings that were ever violations, sorted by id when saved.
  public var findings: [FindingRecord]
  /// Screens of the app with their review state, sorted by id when saved.
  public var screens: [ScreenRecord]
  /// Checklist changes made through the tool, sorted by key when saved.
  public var checklistTicks: [ChecklistTick]
  /// What people concluded about success criteria, one per criterion, sorted by number when saved; nil in stores
  /// written before criteria could be reviewed.
  public var criterionReviews: [CriterionReview]?
  /// What reviewers concluded about the App Store's Accessibility Nutrition Labels, one per device and feature,
  /// sorted by device then feature when saved; nil in stores written before labels could be declared.
  public var featureDeclarations: [FeatureDeclaration]?

  public init(
    schemaVersion: Int = StoreDocument.currentSchemaVersion, findings: [FindingRecord] = [],
    screens: [ScreenRecord] = [], checklistTicks: [ChecklistTick] = [], criterionReviews: [CriterionReview]? = nil,
    featureDeclarations: [FeatureDeclaration]? = nil
  ) {
    self.schemaVersion = schemaVersion
    self.findings = findings
    self.screens = screens
    self.checklistTicks = checklistTicks
    self.criterionReviews = criterionReviews
    self.featureDeclarations = featureDeclarations
  }

  /// The record with exactly this id.
  public func record(id: String) -> FindingRecord? { findings.first { $0.id == id } }

  /// Index of the record with exactly this id.
  public func index(ofFinding id: String) -> Int? { findings.firstIndex { $0.id == id } }

  /// Sets a finding's status as `person` did, with an optional note; returns false when no such id.
  @discardableResult
  public mutating func setStatus(
    _ status: FixStatus, forFinding id: String, note: String? = nil, at date: Date, by person: String? = nil
  ) -> Bool {
    guard let index = index(ofFinding: id) else { return false }
    let reason = note.flatMap { $0.isEmpty ? nil : $0 } ?? "no note given"
    findings[index].setStatus(status, by: .user, reason: reason, at: date, person: person)
    if let note, !note.isEmpty { findings[index].notes.append(Note(at: date, text: note, by: person)) }
    return true
  }

  /// Marks a finding `accepted-risk` under `acceptance`, keeping its reason as a note; returns false when no such id.
  @discardableResult
  public mutating func acceptRisk(_ acceptance: RiskAcceptance, forFinding id: String) -> Bool {
    guard let index = index(ofFinding: id) else { return false }
    findings[index].acceptRisk(acceptance)
    if !acceptance.reason.isEmpty {
      findings[index].notes.append(Note(at: acceptance.at, text: acceptance.reason, by: acceptance.by))
    }
    return true
  }

  /// Reopens every accepted risk whose acceptance has ended at `date`, with a history entry naming the acceptance;
  /// returns how many.
  @discardableResult
  public mutating func reopenExpiredAcceptances(at date: Date) -> Int {
    var reopened = 0
    for index in findings.indices where findings[index].acceptanceExpired(at: date) {
      let acceptance = findings[index].acceptance
      let reason =
        acceptance.map {
          "accepted risk expired after \($0.until) (accepted by \($0.by)"
            + ($0.reason.isEmpty ? ")" : ": \($0.reason))")
        } ?? "accepted risk without an owner and an end date"
      findings[index].setStatus(.open, by: .scan, reason: reason, at: date)
      reopened += 1
    }
    return reopened
  }

  /// Adds `person`'s note to a finding; returns false when no such id.
  @discardableResult
  public mutating func addNote(_ text: String, toFinding id: String, at date: Date, by person: String? = nil) -> Bool {
    guard let index = index(ofFinding: id) else { return false }
    findings[index].notes.append(Note(at: date, text: text, by: person))
    return true
  }

  /// What a reviewer walks and every report counts as the app's screens: the present screens, then the
  /// ``NotOnAnyScreen`` group when it has anything to review (see ``updateNotOnAnyScreen()``).
  public var reviewableScreens: [ScreenRecord] { screens.reviewable }

  /// Keeps the ``NotOnAnyScreen`` group's record (the group's review state) in step with the present views and the
  /// violations: present when the group has anything to review, added the first time it does.
  public mutating func updateNotOnAnyScreen() {
    let group = ScreenFindings(screens: screens, records: findings.filter { $0.presence == .violation }).notOnAnyScreen
    if let index = screens.firstIndex(where: { $0.id == NotOnAnyScreen.id }) {
      screens[index].present = !group.isEmpty
    } else if !group.isEmpty {
      screens.append(ScreenRecord(screen: .notOnAnyScreen))
    }
  }

  /// Sets a screen's review state for every area; returns false when no such screen.
  @discardableResult
  public mutating func setReview(_ state: ReviewState, forScreen id: String) -> Bool {
    guard let index = screens.firstIndex(where: { $0.id == id }) else { return false }
    screens[index].review = state
    screens[index].reviews = nil
    return true
  }

  /// Sets a screen's review state for `area` alone; returns false when no such screen.
  @discardableResult
  public mutating func setReview(_ state: ReviewState, forScreen id: String, area: Category) -> Bool {
    guard let index = screens.firstIndex(where: { $0.id == id }) else { return false }
    screens[index].setReview(state, for: area)
    return true
  }

  /// The person's review of criterion `number`, if any.
  public func review(ofCriterion number: String) -> CriterionReview? {
    criterionReviews?.first { $0.number == number }
  }

  /// Records a person's review of a criterion: `level` (nil clears the level), `note` (empty keeps the previous
  /// note) and who they are (nil keeps the previous name); the review is removed when it has neither level nor note.
  public mutating func setReview(
    ofCriterion number: String, level: ConformanceLevel?, note: String?, by person: String? = nil, at date: Date
  ) {
    var reviews = criterionReviews ?? []
    let previous = reviews.firstIndex { $0.number == number }.map { reviews.remove(at: $0) }
    let text = (note?.isEmpty == false ? note : nil) ?? previous?.note ?? ""
    if level != nil || !text.isEmpty {
      reviews.append(
        CriterionReview(number: number, level: level, note: text, by: person ?? previous?.by, at: date))
    }
    criterionReviews = reviews.isEmpty && criterionReviews == nil ? nil : reviews
  }

  /// The reviewer's conclusion about `feature` on `device`, if any.
  public func declaration(of feature: AccessibilityFeature, on device: DeviceFamily) -> FeatureDeclaration? {
    featureDeclarations?.first { $0.feature == feature && $0.device == device }
  }

  /// Records a reviewer's conclusion about a feature on a device, replacing the previous one; nil `claim` removes it.
  public mutating func declare(
    _ feature: AccessibilityFeature, on device: DeviceFamily, claim: FeatureClaim?, by person: String, note: String,
    at date: Date
  ) {
    var declarations = featureDeclarations ?? []
    declarations.removeAll { $0.feature == feature && $0.device == device }
    if let claim {
      declarations.append(
        FeatureDeclaration(feature: feature, device: device, claim: claim, by: person, note: note, at: date))
    }
    featureDeclarations = declarations.isEmpty && featureDeclarations == nil ? nil : declarations
  }

  /// The same state in the canonical order the file is written in.
  public func canonicalized() -> StoreDocument {
    var copy = self
    copy.findings.sort { $0.id < $1.id }
    copy.screens.sort { $0.id < $1.id }
    copy.checklistTicks.sort { ($0.key, $0.at) < ($1.key, $1.at) }
    copy.criterionReviews?.sort { lhs, rhs in
      (SuccessCriterion.wcag22(lhs.number) ?? .unknown(lhs.number))
        < (SuccessCriterion.wcag22(rhs.number) ?? .unknown(rhs.number))
    }
    copy.featureDeclarations?.sort { lhs, rhs in
      let order = { (declaration: FeatureDeclaration) in
        (
          DeviceFamily.allCases.firstIndex(of: declaration.device) ?? 0,
          AccessibilityFeature.allCases.firstIndex(of: declaration.feature) ?? 0
        )
      }
      return order(lhs) < order(rhs)
    }
    return copy
  }
}

extension Sequence<ScreenRecord> {
  /// The present screens (``Screen/isScreen``), then the ``NotOnAnyScreen`` group's record when present: the items a
  /// reviewer walks and the reports count, defined once.
  public var reviewable: [ScreenRecord] {
    let present = filter { $0.present && $0.screen.isReviewed }
    return present.filter { !$0.screen.isNotOnAnyScreen } + present.filter(\.screen.isNotOnAnyScreen)
  }
}

extension StoreDocument {
  /// The findings still to deal with: violations whose status is not done (the "open" of rescan summaries).
  public var openViolationCount: Int {
    findings.count(where: \.isOpenViolation)
  }
}
