import A11yAuditModel

/// What a conformance report says about the product and who stands behind it.
public struct ProductInfo: Sendable, Equatable {
  /// The product's name (default: the audited folder's name).
  public var name: String
  public var version: String?
  /// One or two sentences about the product.
  public var description: String?
  /// The company behind it.
  public var vendor: String?
  /// Where to send questions about the report (an email address).
  public var contact: String?

  /// Product details for a report.
  public init(
    name: String, version: String? = nil, description: String? = nil, vendor: String? = nil, contact: String? = nil
  ) {
    self.name = name
    self.version = version
    self.description = description
    self.vendor = vendor
    self.contact = contact
  }

  /// What a published report needs that was not given, with the option that gives it (`version (--product-version)`).
  public var missing: [String] {
    [
      (version, "version (--product-version)"), (description, "description (--product-description)"),
      (vendor, "vendor (--vendor)"), (contact, "contact email (--contact)"),
    ].compactMap { value, what in value?.trimmingCharacters(in: .whitespaces).isEmpty == false ? nil : what }
  }
}

/// What a conformance report is written from: the assessment and how it was reached.
public struct ConformanceEvidence: Sendable {
  public var assessment: ConformanceAssessment
  public var product: ProductInfo
  /// Rules the scan ran, Swift files it read, audit files read.
  public var ruleCount: Int
  public var fileCount: Int
  public var auditFiles: [String]
  /// The screens every row counts (the present screens, and the Not on any screen group when it has findings), and
  /// those reviewed for every area.
  public var screens: Int
  public var screensReviewed: Int
  /// Screens reviewed per area, for the areas anyone reviewed.
  public var reviewedByArea: [(area: Category, screens: Int)] = []
  /// The edition the report is written in, and its Section 508 and EN 301 549 chapters answered.
  public var edition: ACREdition = .wcag
  public var chapters: [ChapterAssessment] = []
  /// The highest level reported (AA by default, AAA with `--level aaa`).
  public var level: SuccessCriterion.Level
  /// The tool's version.
  public var toolVersion: String

  /// Evidence for a report.
  public init(
    assessment: ConformanceAssessment, product: ProductInfo, ruleCount: Int, fileCount: Int, auditFiles: [String],
    screens: Int, screensReviewed: Int, level: SuccessCriterion.Level, toolVersion: String
  ) {
    self.assessment = assessment
    self.product = product
    self.ruleCount = ruleCount
    self.fileCount = fileCount
    self.auditFiles = auditFiles
    self.screens = screens
    self.screensReviewed = screensReviewed
    self.level = level
    self.toolVersion = toolVersion
  }

  /// The rows of the Section 508 and EN 301 549 chapters answered Not Evaluated, which the VPAT allows only at WCAG
  /// Level AAA.
  package var unevaluatedRows: Int { chapters.flatMap(\.rows).count { $0.level == .notEvaluated } }

  /// Whether the report is a draft: Level A or AA criteria or Section 508 / EN 301 549 rows are Not Evaluated, or the
  /// product details a published report needs are missing.
  public var isDraft: Bool { assessment.isDraft || unevaluatedRows > 0 || !product.missing.isEmpty }

  /// The report's "Notes": what wrote it, and why it is a draft when it is one.
  package var notes: String {
    var text =
      "Written by a11y-audit \(toolVersion) from a static scan of the app's SwiftUI source, the team's triage of its "
      + "findings, the audit files in the repository and the screen-by-screen review recorded in "
      + "`.a11y-audit/store.json`."
    let unevaluated = assessment.criteria.count { $0.level == .notEvaluated && $0.criterion.level != .aaa }
    var reasons: [String] = []
    if unevaluated > 0 { reasons.append("\(unevaluated) Level A and AA criteria are Not Evaluated") }
    if unevaluatedRows > 0 {
      reasons.append(
        "\(unevaluatedRows) rows of \(edition.standards.map(\.reportHeading).joined(separator: " and ")) are Not "
          + "Evaluated")
    }
    if !reasons.isEmpty {
      text +=
        " This is a draft: \(reasons.joined(separator: " and ")), a term the VPAT 2.5 allows only at WCAG Level AAA. "
        + "Review the screens in the dashboard, or record a person's conclusion with "
        + "`a11y-audit conformance set NUMBER LEVEL --by NAME --note …`, before publishing it."
    }
    if !product.missing.isEmpty {
      text +=
        (reasons.isEmpty ? " This is a draft:" : " It also")
        + " lacks the product's \(product.missing.joined(separator: ", ")), which a published report states."
    }
    return text
  }

  /// The report's "Evaluation Methods Used", counting the same screens as the rows.
  package var methods: String {
    let reviewed = assessment.criteria.count { $0.review != nil }
    let areas =
      reviewedByArea.isEmpty
      ? "" : ", and per area: " + reviewedByArea.map { "\($0.area.title) \($0.screens)" }.joined(separator: ", ")
    return "Static analysis of the SwiftUI source code with a11y-audit \(toolVersion) (\(ruleCount) rules over "
      + "\(fileCount) Swift files); audit files: \(auditFiles.isEmpty ? "none" : auditFiles.joined(separator: ", ")); "
      + "manual review of the app screen by screen in the a11y-audit dashboard: of the \(screens) screens every row "
      + "counts, \(screensReviewed) reviewed for every area\(areas); \(reviewed) criteria concluded by a reviewer."
  }

  /// The report's legal disclaimer.
  package var disclaimer: String {
    "This report describes \(product.name) as the scan, the audit files and the reviews listed above found it on the "
      + "report date. It is not a guarantee of conformance, and it does not cover content the source code does not "
      + "show (images, media, remote content, behaviour at run time)."
  }
}
