import A11yAuditModel
import A11yAuditScanner
import Foundation

/// The readiness as `a11y-audit labels` prints it: an object in JSON, a table in text, a section in Markdown.
public struct LabelsListing: Encodable, Sendable {
  /// A finding that blocks a feature.
  public struct Blocker: Encodable, Sendable {
    public var id: String
    public var rule: String
    public var file: String
    public var line: Int
    public var status: String
    public var message: String
  }

  /// A reviewer's conclusion.
  public struct Declaration: Encodable, Sendable {
    public var claim: String
    public var by: String
    public var note: String
    public var at: String
  }

  /// One feature.
  public struct Feature: Encodable, Sendable {
    public var id: String
    public var name: String
    public var verdict: String
    public var evidence: [String]
    public var blocking: [Blocker]
    public var screensNotReviewed: [String]
    public var reviewArea: String
    public var declaration: Declaration?
    /// False when the feature is about video and the scan found none; absent without a scan.
    public var applicable: Bool?
  }

  public var device: String
  public var features: [Feature]

  /// The listing of `readiness`.
  public init(_ readiness: LabelReadiness) {
    device = readiness.device.rawValue
    features = readiness.features.map { item in
      Feature(
        id: item.feature.rawValue, name: item.feature.name, verdict: item.verdict.rawValue, evidence: item.evidence,
        blocking: item.blocking.map {
          Blocker(
            id: $0.id, rule: $0.finding.rule, file: $0.finding.file, line: $0.finding.line,
            status: $0.status.rawValue, message: $0.finding.message)
        },
        screensNotReviewed: item.screensNotReviewed, reviewArea: item.feature.reviewArea.rawValue,
        declaration: item.declaration.map {
          Declaration(claim: $0.claim.rawValue, by: $0.by, note: $0.note, at: RiskAcceptance.dayText(of: $0.at))
        },
        applicable: item.applicable)
    }
  }

  /// One block per feature: `Reduced Motion                     Needs review`, then its evidence indented.
  public static func text(_ readiness: LabelReadiness) -> String {
    var out = "Accessibility Nutrition Labels on \(readiness.device.title)\n"
    for item in readiness.features {
      out += "\n\(item.feature.name.padding(toLength: 36, withPad: " ", startingAt: 0))\(item.verdict.title)\n"
      for line in item.evidence { out += "  - \(line)\n" }
    }
    let counts = LabelVerdict.allCases.map { verdict in
      "\(readiness.features.count { $0.verdict == verdict }) \(verdict.title.lowercased())"
    }
    out += "\n\(readiness.features.count) features: \(counts.joined(separator: ", ")).\n"
    return out
  }

  /// A Markdown section: a table of verdicts, then each feature's evidence.
  public static func markdown(_ readiness: LabelReadiness, appName: String) -> String {
    var out = "# Accessibility Nutrition Labels readiness: \(appName.markdownInline)\n\n"
    out += "Device: \(readiness.device.title). Apple's evaluation criteria: App Store Connect Help, "
    out += "\"Overview of Accessibility Nutrition Labels\".\n\n"
    out += "| Feature | Verdict | Open findings | Screens not reviewed |\n| --- | --- | --- | --- |\n"
    for item in readiness.features {
      out +=
        "| \(item.feature.name) | \(item.verdict.title) | \(item.blocking.count) | "
        + "\(item.screensNotReviewed.count) of \(item.screens) |\n"
    }
    for item in readiness.features {
      out += "\n## \(item.feature.name): \(item.verdict.title)\n\n"
      out += "\(item.feature.criteria)\n\n"
      for line in item.evidence { out += "- \(line.markdownInline)\n" }
    }
    return out
  }
}
