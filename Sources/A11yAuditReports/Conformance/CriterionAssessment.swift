import A11yAuditModel

/// Where a product stands on one success criterion, and the evidence behind it.
public struct CriterionAssessment: Sendable, Equatable {
  public var criterion: SuccessCriterion
  public var level: ConformanceLevel
  /// The "Remarks and Explanations" column: counts, screens and files, won't-fix findings with their notes, the
  /// person's note.
  public var remarks: String
  /// Ids of the enabled rules that test the criterion.
  public var rules: [String]
  /// Audit files whose area answers for the criterion.
  public var auditFiles: [String]
  /// Findings the latest scan still sees that fail the criterion (open, in progress, fixed but still seen, won't fix,
  /// accepted risk).
  public var failing: [FindingRecord]
  /// Present screens, and those among them whose files hold a failing finding, by name.
  public var screens: Int
  public var screensFailing: [String]
  /// Present screens marked reviewed.
  public var screensReviewed: Int
  /// What a person concluded, if they reviewed the criterion.
  public var review: CriterionReview?

  /// Whether anything evaluates the criterion: a rule, an audit file or a person.
  public var isCovered: Bool { !rules.isEmpty || !auditFiles.isEmpty || review != nil }

  /// Failing findings still to be worked on (neither won't fix nor an accepted risk).
  public var open: [FindingRecord] { failing.filter { $0.status != .wontFix && $0.status != .acceptedRisk } }
  /// Failing findings the team decided not to fix.
  public var wontFix: [FindingRecord] { failing.filter { $0.status == .wontFix } }
  /// Failing findings the team ships with until their acceptance ends.
  public var acceptedRisks: [FindingRecord] { failing.filter { $0.status == .acceptedRisk } }

  package init(
    criterion: SuccessCriterion, level: ConformanceLevel, remarks: String, rules: [String], auditFiles: [String],
    failing: [FindingRecord], screens: Int, screensFailing: [String], screensReviewed: Int,
    review: CriterionReview? = nil
  ) {
    self.criterion = criterion
    self.level = level
    self.remarks = remarks
    self.rules = rules
    self.auditFiles = auditFiles
    self.failing = failing
    self.screens = screens
    self.screensFailing = screensFailing
    self.screensReviewed = screensReviewed
    self.review = review
  }
}
