/// How one type's code uses another view: presents it as a screen in one of SwiftUI's or UIKit's ways, or builds it
/// in place.
public enum ViewUseStyle: String, Codable, CaseIterable, Sendable {
  /// The content of an `App`'s scene (`WindowGroup { RootView() }`).
  case scene
  /// The root of a `NavigationStack`, `NavigationView` or a `NavigationSplitView` column.
  case stackRoot = "stack-root"
  /// Pushed by a `NavigationLink` or `.navigationDestination`.
  case push
  /// The content of a `.sheet`.
  case sheet
  /// The content of a `.fullScreenCover`.
  case fullScreenCover = "cover"
  /// The content of a `.popover`.
  case popover
  /// The content of an `.inspector`.
  case inspector
  /// A view of its own shown by an `.alert` or `.confirmationDialog` (its actions or message).
  case dialog
  /// A child of a `TabView`.
  case tab
  /// Switched in by a state enum in a body (`switch phase { case .home: HomeView() }`).
  case state
  /// The root view of a `UIHostingController`, `UIHostingConfiguration` or a window.
  case hosting
  /// Handed out by a coordinator, router or factory that is not a view (`func makeView() -> AnyView`).
  case coordinator
  /// Made a screen by the project's configuration (`screens:` in `.a11y-audit.yml`).
  case configured
  /// Built inside the body: a component of the view using it.
  case built

  /// Whether the use shows the view as a screen of its own.
  public var presents: Bool { self != .built }

  /// Whether a helper of views (`extension View`, a `ViewModifier`) presents the view for the view using the
  /// helper: a push, sheet, cover, popover, inspector, dialog or tab.
  package var presentsFromHelper: Bool {
    switch self {
    case .push, .sheet, .fullScreenCover, .popover, .inspector, .dialog, .tab, .stackRoot, .hosting: true
    case .scene, .state, .coordinator, .configured, .built: false
    }
  }

  /// Whether a coordinator, router or factory shows the view by handing it out: a member returning it, a hosting
  /// controller, or a presentation in its code.
  package var handsOut: Bool { self == .coordinator || presentsFromHelper }
}
