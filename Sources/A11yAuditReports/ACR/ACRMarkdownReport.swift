import A11yAuditModel
import Foundation

/// An Accessibility Conformance Report in Markdown, in the shape of the ITI VPAT 2.5 edition asked for, its sections
/// in the VPAT's order: product details, notes, evaluation methods, applicable standards, terms, the WCAG 2.2 report
/// (one table per level), the Revised Section 508 report and the EN 301 549 report (one table per chapter) for the
/// editions that hold them, and the legal disclaimer.
public enum ACRMarkdownReport {
  /// The report of `evidence`, dated `date`.
  public static func render(_ evidence: ConformanceEvidence, date: Date) -> String {
    let product = evidence.product
    let edition = evidence.edition
    var out: [String] = [
      "# \(product.name.markdownInline) Accessibility Conformance Report", "", "## \(edition.title)", "",
      "(Based on VPAT® Version 2.5)", "",
      "**Name of Product/Version:** \(product.name.markdownInline)"
        + (product.version.map { " " + $0.markdownInline } ?? " (version missing: give --product-version)"), "",
      "**Report Date:** \(ReportDate.long(date))", "",
      "**Product Description:** "
        + (product.description?.markdownInline ?? "(missing: give --product-description)"), "",
      "**Contact Information:** "
        + [
          product.vendor?.markdownInline ?? "(vendor missing: give --vendor)",
          product.contact?.markdownInline ?? "(contact email missing: give --contact)",
        ].joined(separator: ", "),
      "", "**Notes:** \(evidence.notes)", "", "**Evaluation Methods Used:** \(evidence.methods.markdownInline)", "",
      "## Applicable Standards/Guidelines", "",
      "This report covers the degree of conformance for the following accessibility standard/guidelines:", "",
      "| Standard/Guideline | Included In Report |", "| --- | --- |",
      "| [Web Content Accessibility Guidelines 2.2](https://www.w3.org/TR/WCAG22/) | "
        + SuccessCriterion.Level.allCases.map { "Level \($0.rawValue) (\($0 <= evidence.level ? "Yes" : "No"))" }
        .joined(separator: "<br>") + " |",
    ]
    out += edition.standards.map { "| \($0.label) | Yes |" }
    out += ["", "## Terms", "", "The terms used in the Conformance Level information are defined as follows:", ""]
    out += ConformanceLevel.allCases.map { "- **\($0.title)**: \($0.definition)" }
    out += ["", "## WCAG 2.2 Report", ""]
    out.append(
      "Each row gives the level a11y-audit concluded and the evidence behind it. A level is never Supports on the "
        + "scan alone: it needs every screen reviewed by a person. Counts are of the findings the latest scan still "
        + "sees.")
    out.append("")
    if let answered = wcagAnswers(edition) { out += [answered, ""] }
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
    for standard in edition.standards {
      out += ["## \(standard.reportHeading)", ""]
      for chapter in evidence.chapters where chapter.chapter.standard == standard {
        out += ["### \(chapter.chapter.title.markdownInline)", ""]
        if chapter.rows.isEmpty {
          out += [
            "Web content is not part of the app: what it shows is reported in the WCAG 2.2 tables above.", "",
          ]
          continue
        }
        out += ["| Criteria | Conformance Level | Remarks and Explanations |", "| --- | --- | --- |"]
        for row in chapter.rows {
          let level = row.row.answer == .heading ? "Heading cell – no response required" : row.level.title
          out.append(
            "| \(row.row.id) \(row.row.title.markdownInline) | \(level) | \(row.remarks.markdownInline) |")
        }
        out.append("")
      }
    }
    out += ["## Legal Disclaimer (Company-Specific)", "", evidence.disclaimer.markdownInline, ""]
    return out.joined(separator: "\n")
  }

  /// Which Section 508 and EN 301 549 clauses the WCAG tables answer, for the editions that hold them.
  package static func wcagAnswers(_ edition: ACREdition) -> String? {
    var parts: [String] = []
    if edition.standards.contains(.section508) {
      parts.append("Revised Section 508: 501 (Web)(Software), 504.2 (Authoring Tool), 602.3 (Support Docs)")
    }
    if edition.standards.contains(.en301549) {
      parts.append(
        "EN 301 549: 9 (Web), 10 (Non-web document), 11 (Open Functionality Software), 11.8.2 (Authoring Tool), "
          + "12.1.2 (Product Docs), 12.2.4 (Support Docs)")
    }
    return parts.isEmpty ? nil : "The WCAG 2.2 tables also answer for " + parts.joined(separator: "; ") + "."
  }

  /// `[1.1.1 Non-text Content](https://…) (Level A)`, and the obsolete note for 4.1.1.
  package static func criterionCell(_ criterion: SuccessCriterion) -> String {
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

/// Dates as reports write them.
package enum ReportDate {
  /// `November 23, 2026`.
  package static func long(_ date: Date) -> String { format(date, "MMMM d, yyyy") }
  /// `2026-11-23`.
  package static func iso(_ date: Date) -> String { format(date, "yyyy-MM-dd") }

  private static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
