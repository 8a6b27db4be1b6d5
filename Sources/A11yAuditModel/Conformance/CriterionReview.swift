import Foundation

/// What a person concluded about one success criterion, or one row of Section 508 or EN 301 549
/// (``ConformanceCatalog``): the conformance level they judged, their note, or both, and who they are. The
/// conformance report takes it into account beside the scan (see ``ConformanceAssessment``).
public struct CriterionReview: Codable, Hashable, Sendable {
  /// The criterion's number (`1.2.2`), or the row's (`502.3.1`, `11.5.2.5`).
  public var number: String
  /// The level the person judged, when they did.
  public var level: ConformanceLevel?
  /// Why, in their words (shown in the report's remarks).
  public var note: String
  /// Who judged it; nil in stores written before reviewers were named.
  public var by: String?
  public var at: Date

  public init(number: String, level: ConformanceLevel?, note: String, by: String? = nil, at: Date) {
    self.number = number
    self.level = level
    self.note = note
    self.by = by
    self.at = at
  }
}
