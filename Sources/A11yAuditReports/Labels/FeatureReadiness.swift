import A11yAuditModel
import Foundation

/// How ready one Accessibility Nutrition Label is to claim on a device, with the evidence behind the verdict.
public struct FeatureReadiness: Sendable, Equatable {
  public var feature: AccessibilityFeature
  public var verdict: LabelVerdict
  /// The findings of the feature's rules that still count against the app (``FindingRecord/fails``), by place.
  public var blocking: [FindingRecord]
  /// How many of ``blocking`` each screen has, by screen name, most first.
  public var blockingByScreen: [ScreenCount]
  /// The app's screens, and the names of those not yet reviewed for the feature's area.
  public var screens: Int
  public var screensNotReviewed: [String]
  /// The reviewer's conclusion for the device, if any.
  public var declaration: FeatureDeclaration?
  /// The feature's rules that the configuration does not run (opt-in rules left off).
  public var rulesNotRun: [String]
  /// False for Captions and Audio Descriptions when the scan found no video; nil when no scan was at hand.
  public var applicable: Bool?

  /// How many blocking findings one screen has.
  public struct ScreenCount: Sendable, Equatable {
    public var screen: String
    public var findings: Int

    package init(screen: String, findings: Int) {
      self.screen = screen
      self.findings = findings
    }
  }

  /// The evidence as sentences, the verdict's reasons first.
  public var evidence: [String] {
    var lines: [String] = []
    let area = feature.reviewArea.title
    if let declaration, declaration.claim == .notSupported {
      lines.append("\(declaration.by) found it not supported: \(declaration.note)")
    }
    if !blocking.isEmpty {
      let ruleIDs = Set(blocking.map(\.finding.rule)).sorted()
      let rules = ruleIDs.listed(upTo: 3, more: ruleIDs.count == 4 ? "more rule" : "more rules")
      var line = "\(blocking.count.counted("open finding")) of \(rules)"
      if !blockingByScreen.isEmpty {
        line +=
          " on \(blockingByScreen.count.counted("screen")): "
          + blockingByScreen.map { "\($0.screen) (\($0.findings))" }.listed(upTo: 8)
      }
      lines.append(line)
    }
    if applicable == false {
      lines.append(
        "The scan found no video player (VideoPlayer, AVPlayerViewController, AVPlayerLayer): \(feature.name) "
          + "applies to apps with video; claim it only if the app shows video the scan cannot see")
    } else if applicable == nil && feature.isAboutVideo {
      lines.append("Whether the app plays video is known after a scan (run `a11y-audit labels` or rescan)")
    }
    if screens == 0 {
      lines.append("No screens are known yet: scan the app to list them")
    } else if screensNotReviewed.isEmpty {
      lines.append("All \(screens) screens reviewed for \(area)")
    } else {
      lines.append(
        "\(screensNotReviewed.count) of \(screens) screens not reviewed for \(area): "
          + screensNotReviewed.listed(upTo: 8))
    }
    if let declaration, declaration.claim == .supported {
      let day = RiskAcceptance.dayText(of: declaration.at)
      lines.append(
        declaration.note.isEmpty
          ? "Confirmed by \(declaration.by) on \(day), without a note of what was checked (needed to claim it)"
          : "Confirmed by \(declaration.by) on \(day): \(declaration.note)")
    } else if declaration == nil {
      lines.append(
        "No reviewer has confirmed it yet (`a11y-audit labels set \(feature.rawValue) supported --by NAME --note TEXT`)"
      )
    }
    if !rulesNotRun.isEmpty {
      lines.append("Not checked, opt-in rules off: \(rulesNotRun.joined(separator: ", "))")
    }
    lines.append("A person must check: \(feature.needsPerson)")
    return lines
  }
}
