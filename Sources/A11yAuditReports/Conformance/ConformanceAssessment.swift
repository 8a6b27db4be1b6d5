import A11yAuditModel
import A11yAuditScanner
import A11yAuditStore

/// Where a product stands against WCAG 2.2, criterion by criterion, from the scan, the triage, the audit files and
/// the screen reviews.
///
/// How a criterion's level is decided, in order:
/// 1. 4.1.1 Parsing is **Not Applicable**: WCAG 2.2 removed it as obsolete.
/// 2. A finding **fails** a criterion while the latest scan still sees it (presence `violation`) and it is not triaged
///    `false-positive`: `open`, `in-progress`, `fixed` (marked so but still there) and `wont-fix` findings all fail.
///    With failing findings the level is **Partially Supports** when some of the app's screens have them and others
///    do not, and **Does Not Support** when every screen has them, when they sit on no screen (an `Info.plist` key
///    or a build setting, which hold for the whole app), or when the app has no screens the scan could list.
///    A person's level does not override failing findings (their note is kept in the remarks).
/// 3. Otherwise a person's review with a level decides (it may say Supports or Not Applicable).
/// 4. Otherwise, when a rule tests the criterion, an audit file answers for it or a person noted it, and every screen
///    of the app is marked reviewed: **Supports**. Supports is never concluded from automation alone.
/// 5. Otherwise **Not Evaluated**, with remarks saying what evidence there is and what is missing. (VPAT 2.5 allows
///    Not Evaluated only at Level AAA: a report with such rows at A or AA is a draft; see ``isDraft``.)
public struct ConformanceAssessment: Sendable, Equatable {
  /// One assessment per criterion of the levels asked for, in number order.
  public var criteria: [CriterionAssessment]

  /// An assessment of `criteria`.
  public init(criteria: [CriterionAssessment]) {
    self.criteria = criteria
  }

  /// Why a reviewer's level for `number` (a criterion or a Section 508 / EN 301 549 row) would not stand: the findings
  /// that fail it or the criteria it follows; nil when a reviewer's level decides it.
  public func overruling(_ number: String) -> String? {
    let followed: [String]
    if SuccessCriterion.wcag22(number) != nil {
      followed = [number]
    } else if case .wcag(let numbers)? = ConformanceCatalog.row(number)?.answer {
      followed = numbers
    } else {
      return nil
    }
    let failing = criteria.filter { followed.contains($0.criterion.number) && !$0.failing.isEmpty }
    guard !failing.isEmpty else { return nil }
    return failing.map { assessment in
      let count = assessment.failing.count
      let screens =
        assessment.screensFailing.isEmpty
        ? "for the whole app" : "on \(assessment.screensFailing.count) of \(assessment.screens) screens"
      return "\(count) finding\(count == 1 ? "" : "s") fail \(assessment.criterion.number) \(screens)"
    }.joined(separator: "; ")
      + ": a reviewer's level does not stand while findings fail it (fix them, or triage them false-positive)"
  }

  /// Whether Level A or AA rows are Not Evaluated, which a published VPAT does not allow.
  public var isDraft: Bool {
    criteria.contains { $0.level == .notEvaluated && $0.criterion.level != .aaa }
  }

  /// The assessment of `level` and the levels below it (A and AA by default).
  ///
  /// - Parameters:
  ///   - document: the store: findings with their triage, screens with their review state, criterion reviews.
  ///   - audits: the audit files read from the root.
  ///   - rules: the ids of the rules the configuration enables.
  public static func make(
    document: StoreDocument, audits: [AuditDocument], rules: [String], upTo level: SuccessCriterion.Level = .aa
  ) -> ConformanceAssessment {
    // Components are not screens of their own, but their findings count for the screens using them; what no screen
    // reaches counts as the Not on any screen group.
    let findingsByScreen = ScreenFindings(screens: document.screens, records: document.findings)
    let screens = document.reviewableScreens
    let enabled = Set(rules)
    let rulesByCriterion = Dictionary(
      grouping: RuleRegistry.all.map { $0.description }.filter { enabled.contains($0.id) }
        .flatMap { rule in rule.allCriteria.map { ($0.number, rule.id) } },
      by: \.0
    ).mapValues { $0.map(\.1) }
    var failingByCriterion: [String: [FindingRecord]] = [:]
    for record in document.findings where record.fails {
      for number in record.finding.criteria { failingByCriterion[number, default: []].append(record) }
    }
    let assessments = WCAG22.all.filter { $0.level <= level }.map { criterion -> CriterionAssessment in
      let failing = (failingByCriterion[criterion.number] ?? []).sorted(by: FindingRecord.byLocationThenID)
      // A screen is reviewed for the criterion once it is reviewed for every area answering for it.
      let areas = Category.allCases.filter { $0.criteria.contains(criterion.number) }
      let reviewed = screens.count { screen in
        areas.isEmpty ? screen.review == .reviewed : areas.allSatisfy { screen.review(for: $0) == .reviewed }
      }
      var assessment = CriterionAssessment(
        criterion: criterion, level: .notEvaluated, remarks: "", rules: rulesByCriterion[criterion.number] ?? [],
        auditFiles: audits.filter { $0.category?.criteria.contains(criterion.number) == true }.map(\.path),
        failing: failing, screens: screens.count,
        screensFailing: screensFailing(failing, screens: screens, findingsByScreen: findingsByScreen),
        screensReviewed: reviewed, review: document.review(ofCriterion: criterion.number))
      assessment.level = Self.level(of: assessment)
      assessment.remarks = ConformanceRemarks.text(for: assessment)
      return assessment
    }
    return ConformanceAssessment(criteria: assessments)
  }

  /// The level the rules of ``ConformanceAssessment`` give `assessment`.
  package static func level(of assessment: CriterionAssessment) -> ConformanceLevel {
    if assessment.criterion.isObsolete { return .notApplicable }
    if !assessment.failing.isEmpty {
      let someScreensOnly =
        !assessment.screensFailing.isEmpty && assessment.screensFailing.count < assessment.screens
      return someScreensOnly ? .partiallySupports : .doesNotSupport
    }
    if let level = assessment.review?.level { return level }
    if assessment.isCovered && assessment.screens > 0 && assessment.screensReviewed == assessment.screens {
      return .supports
    }
    return .notEvaluated
  }
}
