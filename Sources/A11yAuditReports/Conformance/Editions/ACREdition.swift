/// The editions of the ITI VPAT 2.5 a conformance report is written in, with the GSA OpenACR catalog of each.
public enum ACREdition: String, CaseIterable, Sendable {
  /// WCAG 2.2 alone.
  case wcag
  /// The International edition: WCAG 2.2, Revised Section 508 and EN 301 549.
  case int
  /// WCAG 2.2 and Revised Section 508, for U.S. federal buyers.
  case section508 = "508"
  /// WCAG 2.2 and EN 301 549, for European public buyers.
  case eu

  /// `International Edition`, as the VPAT names the edition.
  public var title: String {
    switch self {
    case .wcag: "WCAG 2.2 Edition"
    case .int: "International Edition"
    case .section508: "Revised Section 508 Edition"
    case .eu: "EU Edition"
    }
  }

  /// The OpenACR catalog the report follows. GSA publishes no EN 301 549-only catalog: the EU edition follows the
  /// International catalog and leaves its Section 508 chapters out.
  public var catalog: String {
    switch self {
    case .wcag: "2.5-edition-wcag-2.2-en"
    case .int, .eu: "2.5-edition-wcag-2.2-508-eu-en"
    case .section508: "2.5-edition-wcag-2.2-508-en"
    }
  }

  /// The standards reported beside WCAG 2.2, in the VPAT's order.
  public var standards: [ACRStandard] {
    switch self {
    case .wcag: []
    case .int: [.section508, .en301549]
    case .section508: [.section508]
    case .eu: [.en301549]
    }
  }
}
