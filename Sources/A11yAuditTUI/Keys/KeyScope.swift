/// Where keys are read: each scope has its own bindings in ``KeyMap``.
enum KeyScope: String, CaseIterable, Equatable, Sendable {
  case findingsList
  case detail
  case help
  case tooSmall

  /// How the help overlay names the scope.
  var title: String {
    switch self {
    case .findingsList: "Findings list"
    case .detail: "Finding detail"
    case .help: "Help"
    case .tooSmall: "Terminal too small"
    }
  }
}
