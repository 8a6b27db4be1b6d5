/// What no screen of the navigation graph reaches, reviewed as one group after the screens: the unplaced views (whose
/// use the scanner cannot see), the components no screen uses that hold findings, and every finding in no screen's
/// findings (in those views, or outside any view). Nothing the scan found is dropped from the review.
public struct NotOnAnyScreen: Hashable, Sendable {
  /// The group's title, as every front end shows it.
  public static let title = "Not on any screen"

  /// The reserved screen id under which the store keeps the group's review state (no view's id, `file#Name`, has an
  /// empty file).
  public static let id = Screen.notOnAnyScreen.id

  /// Names of the group's views in graph order: the unplaced views, then the components no screen uses that hold
  /// findings (by their place in the graph).
  public var views: [String]
  /// Ids of the findings no screen holds, in the findings' order.
  public var findings: [String]

  public init(views: [String] = [], findings: [String] = []) {
    self.views = views
    self.findings = findings
  }

  /// Whether the group has nothing to review (then it is not listed or counted).
  public var isEmpty: Bool { views.isEmpty && findings.isEmpty }

  /// `Not on any screen: 14 views, 23 findings`.
  public var summary: String {
    "\(Self.title): \(views.count) view\(views.count == 1 ? "" : "s"), "
      + "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
  }
}

extension Screen {
  /// The stand-in the store keeps the ``NotOnAnyScreen`` group's review state under.
  public static let notOnAnyScreen = Screen(name: NotOnAnyScreen.title, file: "", line: 0, group: "")

  /// Whether this is the stand-in for the ``NotOnAnyScreen`` group rather than a view.
  public var isNotOnAnyScreen: Bool { file.isEmpty && name == NotOnAnyScreen.title }
}
