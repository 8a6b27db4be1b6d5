import A11yAuditModel
import A11yAuditScanner
import Foundation
import Yams

/// The conformance report as OpenACR YAML (GSA's machine-readable Accessibility Conformance Report) in the catalog of
/// the edition asked for (``ACREdition/catalog``): every WCAG criterion reported for the `software` component, and
/// every Section 508 and EN 301 549 row of the edition for the catalog's `none` component.
public enum OpenACRReport {
  /// The component the WCAG criteria are reported for: an app is software.
  public static let component = "software"
  /// The component the catalogs give Section 508 and EN 301 549 rows.
  public static let catalogRowComponent = "none"

  /// The YAML text of the report of `evidence`, dated `date`.
  public static func render(_ evidence: ConformanceEvidence, date: Date) throws -> String {
    let encoder = YAMLEncoder()
    encoder.options.allowUnicode = true
    encoder.options.width = -1
    return try encoder.encode(document(evidence, date: date))
  }

  /// The OpenACR document.
  package static func document(_ evidence: ConformanceEvidence, date: Date) -> OpenACRDocument {
    let product = evidence.product
    var chapters: [(key: String, chapter: OpenACRDocument.Chapter)] = []
    for level in SuccessCriterion.Level.allCases where level <= evidence.level {
      let chapter = OpenACRDocument.Chapter(
        criteria: evidence.assessment.criteria.filter { $0.criterion.level == level }.map { assessment in
          OpenACRDocument.Criterion(
            num: assessment.criterion.number,
            components: [
              OpenACRDocument.Component(
                name: component,
                adherence: .init(level: assessment.level.rawValue, notes: assessment.remarks))
            ])
        })
      chapters.append(("success_criteria_level_\(level.rawValue.lowercased())", chapter))
    }
    for answered in evidence.chapters {
      let rows = answered.rows.map { row in
        OpenACRDocument.Criterion(
          num: row.row.id,
          components: [
            OpenACRDocument.Component(
              name: catalogRowComponent, adherence: .init(level: row.level.rawValue, notes: row.remarks))
          ])
      }
      let notes =
        answered.rows.isEmpty
        ? "Web content is not part of the app: what it shows is reported in the WCAG 2.2 tables."
        : nil
      chapters.append((answered.chapter.id, OpenACRDocument.Chapter(notes: notes, criteria: rows)))
    }
    // A published report names who to ask; a draft says what is missing rather than an empty address.
    let email = product.contact ?? "missing: give --contact"
    return OpenACRDocument(
      title: "\(product.vendor ?? product.name) Accessibility Conformance Report",
      product: .init(name: product.name, version: product.version, description: product.description),
      author: .init(name: "a11y-audit \(evidence.toolVersion)", companyName: product.vendor, email: email),
      vendor: product.vendor.map { .init(name: nil, companyName: $0, email: email) },
      reportDate: ReportDate.iso(date), notes: evidence.notes, evaluationMethodsUsed: evidence.methods,
      legalDisclaimer: evidence.disclaimer, catalog: evidence.edition.catalog,
      chapters: OpenACRDocument.Chapters(entries: chapters))
  }

}

/// The parts of the OpenACR schema (`openacr-0.1.0.json`) the report fills, in its key names.
package struct OpenACRDocument: Encodable {
  package struct Product: Encodable {
    package var name: String
    package var version: String?
    package var description: String?
  }

  package struct Contact: Encodable {
    package var name: String?
    package var companyName: String?
    package var email: String

    package enum CodingKeys: String, CodingKey {
      case name, email
      case companyName = "company_name"
    }
  }

  /// The chapters by their catalog keys, in the catalog's order: the WCAG tables (Level AAA only when asked for),
  /// then the edition's Section 508 and EN 301 549 chapters.
  package struct Chapters: Encodable {
    package var entries: [(key: String, chapter: Chapter)]

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for entry in entries { try container.encode(entry.chapter, forKey: Key(stringValue: entry.key)) }
    }
  }

  package struct Chapter: Encodable {
    /// Why the chapter has no rows of its own, when it has none.
    package var notes: String?
    package var criteria: [Criterion]
  }

  package struct Criterion: Encodable {
    package var num: String
    package var components: [Component]
  }

  package struct Component: Encodable {
    package var name: String
    package var adherence: Adherence
  }

  package struct Adherence: Encodable {
    package var level: String
    package var notes: String
  }

  package var title: String
  package var product: Product
  package var author: Contact
  package var vendor: Contact?
  package var reportDate: String
  package var version = 1
  package var notes: String
  package var evaluationMethodsUsed: String
  package var legalDisclaimer: String
  package var license = "CC-BY-4.0"
  package var catalog: String
  package var chapters: Chapters

  package enum CodingKeys: String, CodingKey {
    case title, product, author, vendor
    case reportDate = "report_date"
    case version, notes
    case evaluationMethodsUsed = "evaluation_methods_used"
    case legalDisclaimer = "legal_disclaimer"
    case license, catalog, chapters
  }
}
