import Foundation
import Yams

/// The conformance report as OpenACR YAML (GSA's machine-readable Accessibility Conformance Report), catalog
/// `2.5-edition-wcag-2.2-508-en`, every WCAG criterion reported for the `software` component.
public enum OpenACRReport {
  /// The OpenACR catalog the report follows.
  public static let catalog = "2.5-edition-wcag-2.2-508-en"
  /// The component the criteria are reported for: an app is software.
  public static let component = "software"

  /// The YAML text of the report of `evidence`, dated `date`.
  public static func render(_ evidence: ConformanceEvidence, date: Date) throws -> String {
    let encoder = YAMLEncoder()
    encoder.options.allowUnicode = true
    encoder.options.width = -1
    return try encoder.encode(document(evidence, date: date))
  }

  /// The OpenACR document.
  static func document(_ evidence: ConformanceEvidence, date: Date) -> OpenACRDocument {
    let product = evidence.product
    func chapter(_ level: SuccessCriterion.Level) -> OpenACRDocument.Chapter? {
      guard level <= evidence.level else { return nil }
      return OpenACRDocument.Chapter(
        criteria: evidence.assessment.criteria.filter { $0.criterion.level == level }.map { assessment in
          OpenACRDocument.Criterion(
            num: assessment.criterion.number,
            components: [
              OpenACRDocument.Component(
                name: component,
                adherence: .init(level: assessment.level.rawValue, notes: assessment.remarks))
            ])
        })
    }
    let chapters = OpenACRDocument.Chapters(
      successCriteriaLevelA: chapter(.a), successCriteriaLevelAA: chapter(.aa), successCriteriaLevelAAA: chapter(.aaa))
    return OpenACRDocument(
      title: "\(product.vendor ?? product.name) Accessibility Conformance Report",
      product: .init(name: product.name, version: product.version, description: product.description),
      author: .init(
        name: "a11y-audit \(evidence.toolVersion)", companyName: product.vendor, email: product.contact ?? ""),
      vendor: product.vendor.map { .init(name: nil, companyName: $0, email: product.contact ?? "") },
      reportDate: ReportDate.iso(date), notes: evidence.notes, evaluationMethodsUsed: evidence.methods,
      legalDisclaimer: evidence.disclaimer, catalog: catalog, chapters: chapters)
  }

}

/// The parts of the OpenACR schema (`openacr-0.1.0.json`) the report fills, in its key names.
struct OpenACRDocument: Encodable {
  struct Product: Encodable {
    var name: String
    var version: String?
    var description: String?
  }

  struct Contact: Encodable {
    var name: String?
    var companyName: String?
    var email: String

    enum CodingKeys: String, CodingKey {
      case name, email
      case companyName = "company_name"
    }
  }

  /// The WCAG chapters, in table order (Level AAA only when asked for).
  struct Chapters: Encodable {
    var successCriteriaLevelA: Chapter?
    var successCriteriaLevelAA: Chapter?
    var successCriteriaLevelAAA: Chapter?

    enum CodingKeys: String, CodingKey {
      case successCriteriaLevelA = "success_criteria_level_a"
      case successCriteriaLevelAA = "success_criteria_level_aa"
      case successCriteriaLevelAAA = "success_criteria_level_aaa"
    }
  }

  struct Chapter: Encodable {
    var criteria: [Criterion]
  }

  struct Criterion: Encodable {
    var num: String
    var components: [Component]
  }

  struct Component: Encodable {
    var name: String
    var adherence: Adherence
  }

  struct Adherence: Encodable {
    var level: String
    var notes: String
  }

  var title: String
  var product: Product
  var author: Contact
  var vendor: Contact?
  var reportDate: String
  var version = 1
  var notes: String
  var evaluationMethodsUsed: String
  var legalDisclaimer: String
  var license = "CC-BY-4.0"
  var catalog: String
  var chapters: Chapters

  enum CodingKeys: String, CodingKey {
    case title, product, author, vendor
    case reportDate = "report_date"
    case version, notes
    case evaluationMethodsUsed = "evaluation_methods_used"
    case legalDisclaimer = "legal_disclaimer"
    case license, catalog, chapters
  }
}
