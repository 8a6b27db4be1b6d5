/// Where keys are read: each scope has its own bindings in ``KeyMap``.
enum KeyScope: String, CaseIterable, Equatable, Sendable {
  case dashboard
  case audits
  case findingsList
  case detail
  case screens
  case review
  case checklists
  case conformance
  case labels
  case help
  case confirmFix
  case input
  case tooSmall

  /// How the help overlay names the scope.
  var title: String {
    switch self {
    case .dashboard: "Dashboard"
    case .audits: "Audit files"
    case .findingsList: "Findings list"
    case .detail: "Finding detail"
    case .screens: "Screens"
    case .review: "Screen review"
    case .checklists: "Checklists"
    case .conformance: "Conformance"
    case .labels: "Accessibility Nutrition Labels"
    case .help: "Help"
    case .confirmFix: "Automatic fix"
    case .input: "Input line"
    case .tooSmall: "Terminal too small"
    }
  }
}
