import A11yAuditKit
import MCP

/// `labels_readiness`: which App Store Accessibility Nutrition Labels the app can claim, as `a11y-audit labels
/// --format json --read-only` prints it.
enum LabelsTool: AuditTool {
  static let name = "labels_readiness"
  static let title = "Accessibility Nutrition Labels readiness"
  static let summary = """
    Scan (without writing the store) and say, for each of the App Store's nine Accessibility Nutrition Labels \
    (VoiceOver, Voice Control, Larger Text, Dark Interface, Differentiate Without Color Alone, Sufficient Contrast, \
    Reduced Motion, Captions, Audio Descriptions), whether the app can claim it on the device: `blocked` (open \
    findings of the rules that bear on it, or a reviewer found it not supported), `needs-review` or `ready` (nothing \
    blocks it, every screen is reviewed for its area and a reviewer confirmed it), with the evidence: the blocking \
    findings, the screens not reviewed, the reviewer's note. Never ready from the scan alone.
    """
  static let parameters = [
    ToolParameter(
      name: "device", kind: .oneOf(DeviceFamily.allCases.map(\.rawValue)),
      description: "The device the labels are for (default iphone).")
  ]
  static let annotations = Tool.Annotations.reading(title)

  static func call(_ arguments: ToolArguments, session: AuditSession) throws -> any Encodable {
    let device = arguments.string("device").flatMap(DeviceFamily.init(rawValue:)) ?? .iPhone
    return LabelsListing(try session.labelReadiness(device: device, store: .read))
  }
}
