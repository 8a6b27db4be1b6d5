/// The words of one kind of site a rule reports: an opacity-only transition must not say it "moves views".
public struct RuleVariant: Sendable, Equatable {
  /// Stable id the rule picks the variant by (`spring`, `fade`, `continuous`, …).
  public var id: String
  /// When the variant applies, in a few words (`an opacity-only transition`), for the rule's documentation.
  public var when: String
  /// Message of a violation of this kind.
  public var message: String
  /// What to do about it.
  public var recommendation: String
  /// The WCAG 2.2 success criteria sites of this kind fail, when they differ from the rule's (continuous motion also
  /// fails 2.2.2 Pause, Stop, Hide).
  public var criteria: [String]?

  /// Creates a variant.
  public init(id: String, when: String, message: String, recommendation: String, criteria: [String]? = nil) {
    self.id = id
    self.when = when
    self.message = message
    self.recommendation = recommendation
    self.criteria = criteria
  }
}
