/// How often a rule's reported violations are real problems, in the words SARIF viewers (GitHub code scanning) use.
public enum RulePrecision: String, Sendable, CaseIterable {
  /// Almost never wrong.
  case veryHigh = "very-high"
  /// Rarely wrong.
  case high
  /// Wrong now and then: read the code before acting.
  case medium
  /// Often a question for a person rather than a verdict.
  case low
}
