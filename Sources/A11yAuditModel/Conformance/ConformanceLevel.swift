/// How well a product meets a success criterion, in the terms of the ITI VPAT 2.5 and of OpenACR (whose ids these
/// raw values are).
public enum ConformanceLevel: String, Codable, CaseIterable, Sendable {
  case supports
  case partiallySupports = "partially-supports"
  case doesNotSupport = "does-not-support"
  case notApplicable = "not-applicable"
  case notEvaluated = "not-evaluated"

  /// `Supports`, `Partially Supports`, …, as the conformance tables write them.
  public var title: String {
    switch self {
    case .supports: "Supports"
    case .partiallySupports: "Partially Supports"
    case .doesNotSupport: "Does Not Support"
    case .notApplicable: "Not Applicable"
    case .notEvaluated: "Not Evaluated"
    }
  }

  /// The definition the VPAT 2.5 gives the term (its "Terms" section).
  public var definition: String {
    switch self {
    case .supports:
      "The functionality of the product has at least one method that meets the criterion without known defects or "
        + "meets with equivalent facilitation."
    case .partiallySupports: "Some functionality of the product does not meet the criterion."
    case .doesNotSupport: "The majority of product functionality does not meet the criterion."
    case .notApplicable: "The criterion is not relevant to the product."
    case .notEvaluated:
      "The product has not been evaluated against the criterion. This can only be used in WCAG Level AAA criteria."
    }
  }
}
