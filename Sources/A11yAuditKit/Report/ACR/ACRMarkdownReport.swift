import Foundation

/// An Accessibility Conformance Report in Markdown, in the shape of the ITI VPAT 2.5 WCAG edition: product details,
/// evaluation methods, applicable standards, terms, and one table per conformance level with every WCAG 2.2 criterion,
/// its conformance level and the remarks behind it.
public enum ACRMarkdownReport {
  /// The report of `evidence`, dated `date`.
  public static func render(_ evidence: ConformanceEvidence, date: Date) -> String {
    let product = evidence.product
    var out: [String] = [
      "# \(product.name.markdownInline) Accessibility Conformance Report", "", "## WCAG 2.2 Edition", "",
      "(Based on VPAT® Version 2.5)", "",
      "**Name of Product/Version:** \(product.name.markdownInline)"
        + (product.version.map { " " + $0.markdownInline } ?? ""), "",
      "**Report Date:** \(ReportDate.long(date))", "",
      "**Product Description:** \(product.description?.markdownInline ?? "An app built with SwiftUI.")", "",
      "**Contact Information:** "
        + ([product.vendor, product.contact].compactMap { $0?.markdownInline }.joined(separator: ", ").nonEmpty
          ?? "(not given)"),
      "", "**Notes:** \(evidence.notes)", "", "**Evaluation Methods Used:** \(evidence.methods.markdownInline)", "",
      "## Applicable Standards/Guidelines", "",
      "This report covers the degree of conformance for the following accessibility standard/guidelines:", "",
      "| Standard/Guideline | Included In Report |", "| --- | --- |",
      "| [Web Content Accessibility Guidelines 2.2](https://www.w3.org/TR/WCAG22/) | "
        + SuccessCriterion.Level.allCases.map { "Level \($0.rawValue) (\($0 <= evidence.level ? "Yes" : "No"))" }
        .joined(separator: "<br>") + " |",
      "", "## Terms", "", "The terms used in the Conformance Level information are defined as follows:", "",
    ]
    out += ConformanceLevel.allCases.map { "- **\($0.title)**: \($0.definition)" }
    out += ["", "## WCAG 2.2 Report", ""]
    out.append(
      "Each row gives the level a11y-audit concluded and the evidence behind it. A level is never Supports on the "
        + "scan alone: it needs every screen reviewed by a person. Counts are of the findings the latest scan still "
        + "sees.")
    out.append("")
    out += summary(evidence.assessment)
    for (index, level) in SuccessCriterion.Level.allCases.enumerated() where level <= evidence.level {
      out += ["### Table \(index + 1): Success Criteria, Level \(level.rawValue)", ""]
      out += ["| Criteria | Conformance Level | Remarks and Explanations |", "| --- | --- | --- |"]
      for assessment in evidence.assessment.criteria where assessment.criterion.level == level {
        out.append(
          "| \(criterionCell(assessment.criterion)) | \(assessment.level.title) | "
            + "\(assessment.remarks.markdownInline) |")
      }
      out.append("")
    }
    out += ["## Legal Disclaimer", "", evidence.disclaimer.markdownInline, ""]
    return out.joined(separator: "\n")
  }

  /// `[1.1.1 Non-text Content](https://…) (Level A)`, and the obsolete note for 4.1.1.
  static func criterionCell(_ criterion: SuccessCriterion) -> String {
    let obsolete = criterion.isObsolete ? " (obsolete and removed in WCAG 2.2)" : ""
    return "[\(criterion.number) \(criterion.name)](\(criterion.url)) (Level \(criterion.level.rawValue))\(obsolete)"
  }

  /// How many criteria of each level have each conformance level.
  private static func summary(_ assessment: ConformanceAssessment) -> [String] {
    var out = ["| Level | " + ConformanceLevel.allCases.map(\.title).joined(separator: " | ") + " |"]
    out.append("| --- |" + String(repeating: " --- |", count: ConformanceLevel.allCases.count))
    for level in SuccessCriterion.Level.allCases {
      let rows = assessment.criteria.filter { $0.criterion.level == level }
      guard !rows.isEmpty else { continue }
      let counts = ConformanceLevel.allCases.map { conformance in String(rows.count { $0.level == conformance }) }
      out.append("| \(level.rawValue) | " + counts.joined(separator: " | ") + " |")
    }
    return out + [""]
  }
}

extension String {
  /// Nil when empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

/// Dates as reports write them.
enum ReportDate {
  /// `November 23, 2026`.
  static func long(_ date: Date) -> String { format(date, "MMMM d, yyyy") }
  /// `2026-11-23`.
  static func iso(_ date: Date) -> String { format(date, "yyyy-MM-dd") }

  private static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
