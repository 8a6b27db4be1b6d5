import A11yAuditModel

/// How a report answers one Section 508 or EN 301 549 row: a conformance level and the remarks behind it.
///
/// A row that follows WCAG criteria takes their levels: Does Not Support when every one of them does not support,
/// Partially Supports when some fail, Not Applicable when none applies, Supports when all of them support or do not
/// apply, and otherwise Not Evaluated (or the reviewer's level for the row). A row code cannot decide is Not
/// Evaluated, with what a person must check, until a reviewer records a level; a row that does not apply to an app
/// is Not Applicable with the reason, unless a reviewer says otherwise. Heading rows need no answer.
public struct CatalogRowAssessment: Sendable, Equatable {
  public var row: CatalogRow
  public var level: ConformanceLevel
  public var remarks: String

  /// The answer to `row`, from the WCAG assessments by number and a reviewer's review of the row.
  package static func make(
    _ row: CatalogRow, criteria: [String: CriterionAssessment], review: CriterionReview?
  ) -> CatalogRowAssessment {
    var level: ConformanceLevel
    var sentences: [String] = []
    switch row.answer {
    case .heading:
      return CatalogRowAssessment(row: row, level: .notApplicable, remarks: "Heading cell: no response required.")
    case .notApplicable(let reason):
      level = review?.level ?? .notApplicable
      sentences.append(review?.level == nil ? reason : "A reviewer judged it \(level.title).")
    case .check(let check):
      level = review?.level ?? .notEvaluated
      sentences.append(
        review?.level == nil ? "Code cannot decide it. \(check)" : "A reviewer judged it \(level.title).")
    case .wcag(let numbers):
      let followed = numbers.compactMap { criteria[$0] }
      let levels = followed.map(\.level)
      let failing = followed.filter { $0.level == .doesNotSupport || $0.level == .partiallySupports }
      if !failing.isEmpty {
        level =
          failing.count == followed.count && levels.allSatisfy { $0 == .doesNotSupport }
          ? .doesNotSupport
          : .partiallySupports
      } else if levels.allSatisfy({ $0 == .notApplicable }) {
        level = .notApplicable
      } else if levels.allSatisfy({ $0 == .supports || $0 == .notApplicable }) {
        level = .supports
      } else {
        level = review?.level ?? .notEvaluated
      }
      sentences.append(
        "Follows WCAG 2.2 "
          + followed.map { "\($0.criterion.number) \($0.criterion.name) (\($0.level.title))" }.joined(separator: ", ")
          + ".")
      for assessment in failing.prefix(3) {
        sentences.append("\(assessment.criterion.number): \(assessment.remarks)")
      }
      if failing.isEmpty, level == review?.level, level != .notEvaluated {
        sentences.append("A reviewer judged it \(level.title).")
      }
      if let note = row.note { sentences.append(note) }
    }
    if let note = review?.note, !note.isEmpty {
      sentences.append("Reviewer's note\(review?.by.map { " (\($0))" } ?? ""): \(note)")
    }
    return CatalogRowAssessment(row: row, level: level, remarks: sentences.joined(separator: " "))
  }
}

/// A chapter of the report with the answer to each of its rows.
public struct ChapterAssessment: Sendable, Equatable {
  public var chapter: CatalogChapter
  public var rows: [CatalogRowAssessment]

  /// The chapters of `edition`, answered from `assessment` (which must hold Levels A and AA) and the reviews in
  /// `document`.
  public static func make(
    edition: ACREdition, assessment: ConformanceAssessment, document: StoreDocument
  ) -> [ChapterAssessment] {
    let criteria = Dictionary(
      assessment.criteria.map { ($0.criterion.number, $0) }, uniquingKeysWith: { one, _ in one })
    return edition.standards.flatMap(ConformanceCatalog.chapters(of:)).map { chapter in
      ChapterAssessment(
        chapter: chapter,
        rows: chapter.rows.map {
          CatalogRowAssessment.make($0, criteria: criteria, review: document.review(ofCriterion: $0.id))
        })
    }
  }
}
