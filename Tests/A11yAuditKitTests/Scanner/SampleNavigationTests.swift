import Testing

@testable import A11yAuditKit

/// The bundled sample app's navigation graph, as read from its code: `BreatheApp` shows `RootView`, which switches
/// between `SplashView`, `OnboardingFlow` (itself switching between its three steps) and `HomeView` (which covers
/// the screen with `SessionView` and shows `CompletionView` in a sheet); four views host navigation stacks nothing
/// shows yet; the buttons, rows, badges and rings are components.
@Suite struct SampleNavigationTests {
  private var screens: [Screen] { SampleScan.result.screens.sorted { ($0.order ?? 0) < ($1.order ?? 0) } }

  @Test func theScreensAreTheSamplesRealScreensInGraphOrder() {
    #expect(
      screens.filter { $0.kind == .screen }.map(\.name) == [
        "RootView", "SplashView", "OnboardingFlow", "WelcomeView", "IntentionPicker", "PermissionsView", "HomeView",
        "SessionView", "CompletionView",
        "ProfileView", "LibraryView", "LessonVideoView", "PracticeLibraryView", "PracticeDetailView",
        "SoundscapesView", "SettingsView", "SetupGuide",
      ])
  }

  @Test func theButtonsRowsBadgesAndModifiersAreComponentsAndThreeViewsAreUnplaced() {
    #expect(
      Set(screens.filter { $0.kind == .component }.map(\.name)) == [
        "CloseButton", "FavoriteButton", "IconButton", "LoadingOverlay", "PrimaryButton", "ShareButton",
        "ToastBanner", "DayDot", "HabitRow", "LabeledDayDot", "StreakBadge", "DurationDial", "PermissionCard",
        "BreathingCircle", "ProgressRing", "SessionSteps", "StatTile", "StepProgressBar", "MotionSafeAnimation",
        "BuddyCard", "DailyTipsCarousel", "WeeklyMinutesChart", "ChangePasswordForm", "PracticeCard",
      ])
    // `CardPadding` is a view modifier nothing applies.
    #expect(screens.filter { $0.kind == .unplaced }.map(\.name) == ["CardPadding", "JournalEntryView", "AccountView"])
  }

  @Test func presentersAndComponentsFollowTheCode() throws {
    let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
    #expect(byName["RootView"]?.presentedBy == ["BreatheApp"])
    #expect(byName["SplashView"]?.presentedBy == ["RootView"])
    #expect(byName["SessionView"]?.presentedBy == ["HomeView"])
    #expect(byName["SoundscapesView"]?.presentedBy == ["PracticeLibraryView"])
    #expect(byName["SetupGuide"]?.presentedBy == ["SettingsView"])
    #expect(
      byName["HomeView"]?.components == ["BuddyCard", "HabitRow", "PrimaryButton", "ToastBanner", "DailyTipsCarousel"])
    #expect(byName["SetupGuide"]?.components == ["StepProgressBar"])
    let home = try #require(byName["HomeView"])
    #expect(ScreenPath.names(to: home, in: screens) == ["BreatheApp", "RootView", "HomeView"])
  }

  @Test func splashViewListsOnlyItsOwnFindingsNotRootViewsInTheSameFile() throws {
    let splash = try #require(screens.first { $0.name == "SplashView" })
    let root = try #require(screens.first { $0.name == "RootView" })
    let violations = SampleScan.result.violations
    let byScreen = ScreenFindings(screens: screens, findings: violations.map { ($0.id, $0.file, $0.line) })
    let inFile = violations.filter { $0.file == root.file }
    let rootOwn = inFile.filter { $0.line < splash.line }.map(\.id)
    #expect(rootOwn.count == 2)
    #expect(byScreen.findings(ofScreen: splash.id).allSatisfy { !rootOwn.contains($0) })
    #expect(
      byScreen.findings(ofScreen: splash.id)
        == inFile.filter { $0.line >= splash.line && $0.line <= (splash.endLine ?? 0) }.map(\.id))
    #expect(Set(rootOwn).isSubset(of: Set(byScreen.findings(ofScreen: root.id))))
  }

  @Test func aComponentsFindingsAreListedUnderTheScreenUsingIt() throws {
    let violations = SampleScan.result.violations
    let byScreen = ScreenFindings(screens: screens, findings: violations.map { ($0.id, $0.file, $0.line) })
    let overlay = try #require(screens.first { $0.name == "LoadingOverlay" })
    let root = try #require(screens.first { $0.name == "RootView" })
    let overlayFindings = violations.filter { $0.file == overlay.file }.map(\.id)
    try #require(!overlayFindings.isEmpty)
    #expect(Set(overlayFindings).isSubset(of: Set(byScreen.findings(ofScreen: root.id))))
    #expect(root.components == ["LoadingOverlay"])
  }
}
