import A11yAuditKit

/// A screen of the TUI. The state keeps a stack of them; the last one is shown.
enum Route: Equatable, Sendable {
  /// One row per area and per audit file: pass/fail, open by severity, progress.
  case dashboard
  /// The Markdown audit files found under the root.
  case audits
  /// All findings that pass the filter, grouped under headers.
  case findings
  /// One finding in full, by finding id.
  case detail(String)
  /// The app's SwiftUI screens grouped by folder, with review state.
  case screens
  /// One app screen at a time with its findings, by screen id.
  case review(String)
  /// Every checklist item of the audit files, grouped by file and section.
  case checklists
  /// Every WCAG 2.2 criterion of Levels A and AA with its conformance level and the counts behind it.
  case conformance
  /// The App Store's nine Accessibility Nutrition Labels, each Blocked, Needs review or Ready to claim, with evidence.
  case labels

  /// The top-level screens Tab and the number keys move between, in order.
  static let tabs: [Route] = [.dashboard, .audits, .findings, .screens, .checklists, .conformance, .labels]

  /// The tab this screen belongs to.
  var tab: Route {
    switch self {
    case .detail: .findings
    case .review: .screens
    default: self
    }
  }

  /// How the title bar and the help name the screen.
  var title: String {
    switch self {
    case .dashboard: "Dashboard"
    case .audits: "Audit files"
    case .findings: "Findings"
    case .detail: "Finding"
    case .screens: "Screens"
    case .review: "Review"
    case .checklists: "Checklists"
    case .conformance: "Conformance"
    case .labels: "Labels"
    }
  }
}

/// A layer drawn over the current screen that takes the keys while it is open.
enum Overlay: Equatable, Sendable {
  /// The help listing every key, opened from a scope, scrolled and maybe filtered.
  case help(HelpState)
  /// The diff the automatic fix or a suppression would apply, waiting for a yes.
  case confirmFix(PendingEdit, diff: String, offset: Int)
}

/// An edit of the code shown as a diff before it is written.
enum PendingEdit: Equatable, Sendable {
  /// The automatic fix of a finding, by id.
  case fix(id: String)
  /// A suppression of a finding's rule.
  case suppression(SuppressionPlan)

  /// The line above the diff.
  var question: String {
    switch self {
    case .fix: "Apply this automatic fix? y applies it, Esc leaves the file as it is."
    case .suppression(let plan):
      "Suppress \(plan.rule) \(plan.reach.phrase)? y writes \(plan.file) and rescans, Esc leaves it as it is."
    }
  }
}
