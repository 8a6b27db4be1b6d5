/// How far a reviewer has come with one app screen.
public enum ReviewState: String, Codable, CaseIterable, Sendable {
  case notReviewed = "not-reviewed"
  case inReview = "in-review"
  case reviewed

  /// Words shown to people.
  public var title: String {
    switch self {
    case .notReviewed: "not reviewed"
    case .inReview: "in review"
    case .reviewed: "reviewed"
    }
  }
}

/// A SwiftUI view of the audited app (a type conforming to `View`), grouped by its folder, with its place in the
/// app's navigation graph.
public struct Screen: Codable, Hashable, Sendable, Identifiable {
  /// `file#TypeName`, stable across scans.
  public var id: String { "\(file)#\(name)" }
  /// Type name, e.g. `WelcomeView`.
  public var name: String
  /// Path relative to the scanned root, `/`-separated.
  public var file: String
  /// Line of the type's declaration.
  public var line: Int
  /// The folder the screen lives in, as audits group screens (`Auth`, `Test`); `.` at the root.
  public var group: String
  /// Whether the view is a screen, a component or unplaced; nil in stores written before the navigation graph.
  public var kind: ScreenKind?
  /// Last line of the type's declaration: its own findings are those between ``line`` and here.
  public var endLine: Int?
  /// The type's extensions (`extension HomeView { … }`), here or in other files: their findings are the view's own.
  public var extensions: [SourceLines]?
  /// What shows the screen (the `App` or the screens presenting it), in graph order; nil when nothing does.
  public var presentedBy: [String]?
  /// How each of ``presentedBy`` shows the screen (`push`, `sheet`, `coordinator`), in the same order; nil when
  /// nothing does, or in stores written before it was recorded.
  public var presentedAs: [ViewUseStyle]?
  /// The components the view uses, transitively through components, in graph order; nil when none.
  public var components: [String]?
  /// Place in the graph's depth-first order from the app's roots (screens, then unplaced views, then components).
  public var order: Int?

  public init(
    name: String, file: String, line: Int, group: String, kind: ScreenKind? = nil, endLine: Int? = nil,
    extensions: [SourceLines]? = nil, presentedBy: [String]? = nil, presentedAs: [ViewUseStyle]? = nil,
    components: [String]? = nil,
    order: Int? = nil
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.group = group
    self.kind = kind
    self.endLine = endLine
    self.extensions = extensions
    self.presentedBy = presentedBy
    self.presentedAs = presentedAs
    self.components = components
    self.order = order
  }

  /// Each presenter with how it shows the screen; a presenter recorded without its style (stores written before it
  /// was) is shown as presenting.
  public var presenters: [(name: String, style: ViewUseStyle?)] {
    (presentedBy ?? []).enumerated().map { offset, name in
      (name, presentedAs.flatMap { offset < $0.count ? $0[offset] : nil })
    }
  }

  /// Whether a reviewer reviews the view on its own, as one of the app's screens (every view of a store written before
  /// the navigation graph is one). Components are reviewed within the screens that use them; unplaced views, and
  /// components no screen uses, in the ``NotOnAnyScreen`` group, which is reviewed like a screen after them.
  public var isScreen: Bool { (kind == .screen || kind == nil) && !isNotOnAnyScreen }

  /// Whether it is one of the items a reviewer walks and the reports count: a screen, or the ``NotOnAnyScreen``
  /// group.
  public var isReviewed: Bool { isScreen || isNotOnAnyScreen }

  /// The lines the type spans: its declaration (to the end of its file when its last line is unknown, as in stores
  /// written before the navigation graph) and its extensions.
  public var spans: [SourceLines] {
    if isNotOnAnyScreen { return [] }
    return [SourceLines(file: file, start: line, end: endLine ?? Int.max)] + (extensions ?? [])
  }
}

/// A screen as the store keeps it: where it is and its review state, per area.
public struct ScreenRecord: Codable, Hashable, Sendable, Identifiable {
  public var screen: Screen
  /// The review state of every area without one of its own in ``reviews`` (stores written before per-area reviews
  /// kept only this one).
  public var review: ReviewState
  /// The review state of each area reviewed on its own, sorted by area; nil when none is.
  public var reviews: [AreaReview]?
  /// False once a scan no longer finds the screen (its review state is kept).
  public var present: Bool

  public init(screen: Screen, review: ReviewState = .notReviewed, reviews: [AreaReview]? = nil, present: Bool = true) {
    self.screen = screen
    self.review = review
    self.reviews = reviews
    self.present = present
  }

  public var id: String { screen.id }

  /// The screen's review state for `area`.
  public func review(for area: Category) -> ReviewState {
    reviews?.first { $0.area == area }?.state ?? review
  }

  /// Sets the screen's review state for `area` alone.
  public mutating func setReview(_ state: ReviewState, for area: Category) {
    var list = reviews ?? []
    list.removeAll { $0.area == area }
    list.append(AreaReview(area: area, state: state))
    list.sort { $0.area.rawValue < $1.area.rawValue }
    reviews = list
  }

  /// Whether the screen is reviewed for every area: what "screens reviewed" counts when no area is named.
  public var isReviewedForEveryArea: Bool { Category.allCases.allSatisfy { review(for: $0) == .reviewed } }

  /// Each area's review state.
  public var reviewByArea: [Category: ReviewState] {
    Dictionary(uniqueKeysWithValues: Category.allCases.map { ($0, review(for: $0)) })
  }
}

/// One area's review state of a screen.
public struct AreaReview: Codable, Hashable, Sendable {
  public var area: Category
  public var state: ReviewState

  public init(area: Category, state: ReviewState) {
    self.area = area
    self.state = state
  }
}
