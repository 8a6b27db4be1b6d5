import Foundation
import Testing

@testable import A11yAuditKit

/// Helpers that consult the setting in one file make their uses in other files pass; reassuring names do not.
@Suite struct CrossFileHelperTests {
  private func sites(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.file):\($0.line) \($0.rule) \($0.passing ? "passes" : "FAILS")" }
  }

  @Test func helpersDeclaredInOtherFilesDecideWhetherTheirUsesPass() throws {
    let tree = try FixtureTree(copying: "CrossFileHelpers")
    defer { tree.remove() }

    let result = try Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(root: tree.root)

    #expect(
      sites(result.findings) == [
        "Support/MotionHelpers.swift:11 animation-modifier-reduce-motion passes",
        "Support/MotionHelpers.swift:17 animation-modifier-reduce-motion passes",
        "Support/MotionHelpers.swift:21 animation-modifier-reduce-motion passes",
        "Support/MotionHelpers.swift:26 animation-modifier-reduce-motion FAILS",
        "Support/MotionHelpers.swift:30 transition-reduce-motion FAILS",
        "Views/CardView.swift:8 animation-modifier-reduce-motion passes",
        "Views/CardView.swift:9 animation-modifier-reduce-motion passes",
        "Views/CardView.swift:10 animation-modifier-reduce-motion FAILS",
        "Views/CardView.swift:11 animation-modifier-reduce-motion passes",
        "Views/CardView.swift:12 transition-reduce-motion passes",
        "Views/CardView.swift:13 transition-reduce-motion FAILS",
        "Views/CardView.swift:16 with-animation-reduce-motion passes",
        "Views/CardView.swift:17 with-animation-reduce-motion passes",
        "Views/CardView.swift:18 with-animation-reduce-motion FAILS",
        "Views/CardView.swift:19 with-animation-reduce-motion passes",
        "Views/ModalView+Motion.swift:10 with-animation-reduce-motion passes",
        "Views/ModalView.swift:9 animated-effect-reduce-motion passes",
        "Views/ModalView.swift:11 with-animation-reduce-motion passes",
        "Views/SettingsView.swift:11 with-animation-reduce-motion FAILS",
      ])
    #expect(
      result.filesCheckingReduceMotion == [
        "Support/MotionHelpers.swift", "Views/CardView.swift", "Views/ModalView+Motion.swift", "Views/ModalView.swift",
      ])
  }

  /// Alone, the helper modifiers are unknown: the effects they animate are reported, and so are the uses of the
  /// setting-reading properties and functions.
  @Test func theSameFileScannedAloneDoesNotKnowTheOtherFilesHelpers() throws {
    let source = try FixtureTree.text(of: "CrossFileHelpers/Views/CardView.swift.fixture")

    let findings = Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(source: source, file: "CardView.swift")

    #expect(
      sites(findings) == [
        "CardView.swift:8 animated-effect-reduce-motion FAILS",
        "CardView.swift:9 animated-effect-reduce-motion FAILS",
        "CardView.swift:10 animated-effect-reduce-motion FAILS",
        "CardView.swift:12 transition-reduce-motion FAILS",
        "CardView.swift:16 with-animation-reduce-motion FAILS",
        "CardView.swift:17 with-animation-reduce-motion FAILS",
        "CardView.swift:18 with-animation-reduce-motion FAILS",
        "CardView.swift:19 with-animation-reduce-motion FAILS",
      ])
  }

  @Test func aHelperNameDeclaredTwiceWithoutConsultingTheSettingIsNoLongerTrusted() {
    let helpers =
      "extension Animation { static var gentle: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring() } }"
    let other = "struct Legacy { var gentle: Animation { .spring() } }"
    let use = "struct Row: View { func select() { withAnimation(.gentle) { isOn = true } } }"

    let trusted = Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(sources: [
      ("Helpers.swift", helpers), ("Row.swift", use),
    ])
    let ambiguous = Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(sources: [
      ("Helpers.swift", helpers), ("Legacy.swift", other), ("Row.swift", use),
    ])

    #expect(trusted.findings.map(\.passing) == [true])
    #expect(ambiguous.findings.map(\.passing) == [false])
  }

  @Test func aHelperNamedLikeAParameterElsewhereIsNotTrusted() {
    let helpers = "func motion() -> Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring() }"
    let use = """
      struct Row: View {
        func select(motion: Animation) { withAnimation(motion) { isOn = true } }
        func deselect() { withAnimation(motion()) { isOn = false } }
      }
      """

    let result = Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(sources: [
      ("Helpers.swift", helpers), ("Row.swift", use),
    ])

    #expect(result.findings.map(\.passing) == [false, false])
  }

  @Test func animationTokensThatEndInAPrivateHelperMakeTheirUsesInOtherFilesPass() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write(
      "Theme/Motion.swift",
      text: """
        import SwiftUI
        extension Animation {
          static var brandDefault: Animation { Animation.spring(response: 0.4).tuned() }
          func tuned() -> Animation { adjustedForMotion(self) }
          static var plainBrand: Animation { .spring(response: 0.3) }
        }
        private func adjustedForMotion(_ animation: Animation) -> Animation {
          UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : animation
        }
        func withBrandAnimation<R>(_ animation: Animation? = .brandDefault, _ body: () throws -> R) rethrows -> R {
          try withAnimation(animation?.tuned(), body)
        }
        """)
    try tree.write(
      "Views/Drawer.swift",
      text: """
        import SwiftUI
        struct Drawer: View {
          @State private var open = false
          var body: some View {
            Button("A") { withAnimation(.brandDefault) { open.toggle() } }
            Button("B") { withAnimation(.spring().tuned()) { open.toggle() } }
            Button("C") { withAnimation(.plainBrand) { open.toggle() } }
            Panel().offset(x: open ? 0 : -300).animation(.brandDefault, value: open)
          }
        }
        """)

    let result = try Scanner(rules: RuleRegistry.rules(in: .reduceMotion)).scan(root: tree.root)

    #expect(
      sites(result.findings) == [
        "Theme/Motion.swift:11 with-animation-reduce-motion passes",
        "Views/Drawer.swift:5 with-animation-reduce-motion passes",
        "Views/Drawer.swift:6 with-animation-reduce-motion passes",
        "Views/Drawer.swift:7 with-animation-reduce-motion FAILS",
        "Views/Drawer.swift:8 animation-modifier-reduce-motion passes",
      ])
  }
}
