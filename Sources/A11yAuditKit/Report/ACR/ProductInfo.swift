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
}

/// What a conformance report is written from: the assessment and how it was reached.
public struct ConformanceEvidence: Sendable {
  public var assessment: ConformanceAssessment
  public var product: ProductInfo
  /// Rules the scan ran, Swift files it read, audit files read.
  public var ruleCount: Int
  public var fileCount: Int
  public var auditFiles: [String]
  /// Present screens and those marked reviewed.
  public var screens: Int
  public var screensReviewed: Int
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

  /// The report's "Notes": what wrote it, and why it is a draft when it is one.
  var notes: String {
    var text =
      "Written by a11y-audit \(toolVersion) from a static scan of the app's SwiftUI source, the team's triage of its "
      + "findings, the audit files in the repository and the screen-by-screen review recorded in "
      + "`.a11y-audit/store.json`."
    let unevaluated = assessment.criteria.count { $0.level == .notEvaluated && $0.criterion.level != .aaa }
    if unevaluated > 0 {
      text +=
        " This is a draft: \(unevaluated) Level A and AA criteria are Not Evaluated, a term the VPAT 2.5 allows only "
        + "at Level AAA. Review the screens in the dashboard, or record a person's conclusion with "
        + "`a11y-audit conformance set NUMBER LEVEL --note …`, before publishing it."
    }
    return text
  }

  /// The report's "Evaluation Methods Used".
  var methods: String {
    let reviewed = assessment.criteria.count { $0.review != nil }
    return "Static analysis of the SwiftUI source code with a11y-audit \(toolVersion) (\(ruleCount) rules over "
      + "\(fileCount) Swift files); audit files: \(auditFiles.isEmpty ? "none" : auditFiles.joined(separator: ", ")); "
      + "manual review of the app screen by screen in the a11y-audit dashboard (\(screensReviewed) of \(screens) "
      + "screens reviewed); \(reviewed) criteria concluded by a reviewer."
  }

  /// The report's legal disclaimer.
  var disclaimer: String {
    "This report describes \(product.name) as the scan, the audit files and the reviews listed above found it on the "
      + "report date. It is not a guarantee of conformance, and it does not cover content the source code does not "
      + "show (images, media, remote content, behaviour at run time)."
  }
}
