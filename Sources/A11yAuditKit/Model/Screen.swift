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

/// A SwiftUI view of the audited app (a type conforming to `View`), grouped by its folder.
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

  public init(name: String, file: String, line: Int, group: String) {
    self.name = name
    self.file = file
    self.line = line
    self.group = group
  }
}

/// A screen as the store keeps it: where it is and its review state.
public struct ScreenRecord: Codable, Hashable, Sendable, Identifiable {
  public var screen: Screen
  public var review: ReviewState
  /// False once a scan no longer finds the screen (its review state is kept).
  public var present: Bool

  public init(screen: Screen, review: ReviewState = .notReviewed, present: Bool = true) {
    self.screen = screen
    self.review = review
    self.present = present
  }

  public var id: String { screen.id }
}
