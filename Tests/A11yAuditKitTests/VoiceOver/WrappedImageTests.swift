import Foundation
import Testing

@testable import A11yAuditKit

/// An image inside a view whose every use, in any file, names or hides it is named by its wrapper; one unnamed use
/// is enough for the image to be reported.
@Suite struct WrappedImageTests {
  private static let rules = RuleRegistry.all.filter { $0.description.id == "image-missing-label" }

  private func violations(_ files: [String: String]) throws -> [String] {
    let tree = try FixtureTree()
    defer { tree.remove() }
    for (path, text) in files { try tree.write(path, text: text) }
    let result = try Scanner(rules: Self.rules).scan(root: tree.root)
    return result.findings.filter { !$0.passing }.map { "\($0.file):\($0.line)" }
  }

  private static let badge = """
    struct WhatsNewBadge: View {
      var body: some View {
        Image("whats-new-sparkle")
      }
    }
    """

  @Test func aViewHiddenAtEveryUseInOtherFilesNamesItsImage() throws {
    let found = try violations([
      "Badge.swift": Self.badge,
      "Home.swift": """
      struct Home: View {
        var body: some View {
          VStack { WhatsNewBadge().accessibilityHidden(true); List(items) { Row(item: $0) } }
        }
      }
      """,
      "Settings.swift": """
      struct Settings: View {
        var body: some View {
          Button(action: open) { HStack { WhatsNewBadge(); Text("What's New") } }
        }
      }
      """,
    ])
    #expect(found == [])
  }

  @Test func oneUseThatNamesNothingKeepsTheImageReported() throws {
    let found = try violations([
      "Badge.swift": Self.badge,
      "Home.swift": """
      struct Home: View {
        var body: some View {
          VStack { WhatsNewBadge().accessibilityHidden(true) }
        }
      }
      """,
      "Promo.swift": """
      struct Promo: View {
        var body: some View {
          VStack { WhatsNewBadge(); List(items) { Row(item: $0) } }
        }
      }
      """,
    ])
    #expect(found == ["Badge.swift:3"])
  }

  @Test func namingFlowsThroughTheViewsThatUseTheWrapper() throws {
    let found = try violations([
      "Badge.swift": Self.badge,
      "Header.swift": """
      struct Header: View {
        var body: some View {
          VStack { WhatsNewBadge(); Spacer() }
        }
      }
      """,
      "Screen.swift": """
      struct Screen: View {
        var body: some View {
          Label { Text("What's New") } icon: { Header() }
        }
      }
      """,
    ])
    #expect(found == [], "Header is only ever a Label's icon, so WhatsNewBadge inside it is named by the title")
  }

  @Test func aViewNeverUsedOrShownAsAScreenKeepsItsImageReported() throws {
    let found = try violations([
      "Badge.swift": Self.badge,
      "Home.swift": """
      struct Home: View {
        var body: some View {
          NavigationLink { WhatsNewBadge() } label: { Text("What's New") }
        }
      }
      """,
    ])
    #expect(found == ["Badge.swift:3"], "a link's destination is another screen, which the link's title does not name")
  }

  @Test func aComponentThatShowsItsTitleBesideTheImageItIsGivenNamesIt() throws {
    let found = try violations([
      "Row.swift": """
      struct Row: View {
        var body: some View {
          HStack { FeedIcon(feed: feed); Text(feed.name) }
        }
      }
      """,
      "FeedIcon.swift": """
      struct FeedIcon: View {
        var body: some View {
          Image(feed.iconName)
        }
      }
      """,
    ])
    #expect(found == [])
  }
}
