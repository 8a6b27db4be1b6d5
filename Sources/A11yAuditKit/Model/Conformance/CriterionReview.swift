import Foundation

/// What a person concluded about one success criterion: the conformance level they judged, their note, or both.
/// The conformance report takes it into account beside the scan (see ``ConformanceAssessment``).
public struct CriterionReview: Codable, Hashable, Sendable {
  /// The criterion's number (`1.2.2`).
  public var number: String
  /// The level the person judged, when they did.
  public var level: ConformanceLevel?
  /// Why, in their words (shown in the report's remarks).
  public var note: String
  public var at: Date

  public init(number: String, level: ConformanceLevel?, note: String, at: Date) {
    self.number = number
    self.level = level
    self.note = note
    self.at = at
  }
}
