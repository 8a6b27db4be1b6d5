/// A standard an Accessibility Conformance Report covers beside WCAG 2.2.
public enum ACRStandard: String, Sendable, CaseIterable {
  /// The Revised Section 508 standards (36 CFR 1194), published January 18, 2017, corrected January 22, 2018.
  case section508 = "508"
  /// EN 301 549 V3.2.1 (2021-03), Accessibility requirements for ICT products and services.
  case en301549 = "eu"

  /// The report heading the VPAT 2.5 gives the standard's part.
  public var reportHeading: String {
    switch self {
    case .section508: "Revised Section 508 Report"
    case .en301549: "EN 301 549 Report"
    }
  }

  /// The standard as the "Applicable Standards/Guidelines" table names it, with its address.
  public var label: String {
    switch self {
    case .section508:
      "[Revised Section 508 standards published January 18, 2017 and corrected January 22, 2018]"
        + "(https://www.access-board.gov/ict/)"
    case .en301549:
      "[EN 301 549 Accessibility requirements for ICT products and services - V3.2.1 (2021-03)]"
        + "(https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf)"
    }
  }
}

/// One row of a Section 508 or EN 301 549 chapter, and how the report answers it for an app.
public struct CatalogRow: Sendable, Equatable {
  /// How the row is answered.
  public enum Answer: Sendable, Equatable {
    /// The row follows these WCAG 2.2 criteria: it takes their levels and remarks.
    case wcag([String])
    /// A heading of the clauses below it, which needs no answer of its own.
    case heading
    /// The row does not apply to an app, for this reason.
    case notApplicable(String)
    /// Code cannot decide it: what a person must check.
    case check(String)
  }

  /// The row's number in its standard (`502.3.1`, `11.5.2.5`), its id in the OpenACR catalog.
  public var id: String
  public var title: String
  public var answer: Answer
  /// A sentence added to the remarks of a row that follows WCAG.
  public var note: String?

  package init(_ id: String, _ title: String, wcag: [String], note: String? = nil) {
    self.init(id: id, title: title, answer: .wcag(wcag), note: note)
  }

  package init(_ id: String, _ title: String, heading: Bool) {
    self.init(id: id, title: title, answer: .heading)
  }

  package init(_ id: String, _ title: String, notApplicable reason: String) {
    self.init(id: id, title: title, answer: .notApplicable(reason))
  }

  package init(_ id: String, _ title: String, check: String) {
    self.init(id: id, title: title, answer: .check(check))
  }

  package init(id: String, title: String, answer: Answer, note: String? = nil) {
    self.id = id
    self.title = title
    self.answer = answer
    self.note = note
  }
}

/// A chapter of Section 508 or EN 301 549 as the VPAT 2.5 and GSA's OpenACR catalogs list it.
public struct CatalogChapter: Sendable, Equatable {
  /// The chapter's key in OpenACR (`software`, `en_301_549_software`).
  public var id: String
  public var standard: ACRStandard
  /// `Chapter 5: Software`.
  public var title: String
  public var rows: [CatalogRow]
}
