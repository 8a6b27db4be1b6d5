import Foundation
import Testing

@testable import A11yAuditKit

/// Files whose lines end in CR LF or in a lone CR (as old Mac editors wrote them): the Swift compiler reads each as a
/// line break, and so do the scanner's places and the fixes, which keep the file's line ending.
@Suite struct LineEndingTests {
  private static let source = """
    import SwiftUI

    struct CardView: View {
        @State private var isExpanded = false

        var body: some View {
            Button("Card") {
                withAnimation(.spring()) { isExpanded.toggle() }
            }
            .scaleEffect(isExpanded ? 1.2 : 1)
        }
    }

    """

  private func fixed(_ text: String) -> String? {
    let plan = AutomaticFixer(rules: RuleRegistry.rules(in: .reduceMotion)).plan(sources: [("CardView.swift", text)])
    return plan.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) }
  }

  @Test(arguments: ["\r\n", "\r"])
  func theFindingsAreOnTheLinesTheyAreOnWithLineFeeds(ending: String) {
    let places = { (text: String) in
      Scanner().scan(source: text, file: "CardView.swift").map { "\($0.rule) \($0.line):\($0.span.start.column)" }
    }
    let withLineFeeds = places(Self.source)
    #expect(!withLineFeeds.isEmpty)
    #expect(places(Self.source.replacingOccurrences(of: "\n", with: ending)) == withLineFeeds)
  }

  /// One property is added, on a line ending as the file's lines do, and the fix is the one made with line feeds.
  @Test(arguments: ["\r\n", "\r"])
  func aFixKeepsTheFilesLineEnding(ending: String) throws {
    let withLineFeeds = try #require(fixed(Self.source))
    #expect(withLineFeeds.components(separatedBy: "@Environment(\\.accessibilityReduceMotion)").count == 2)
    let text = Self.source.replacingOccurrences(of: "\n", with: ending)
    let result = try #require(fixed(text))
    #expect(result == withLineFeeds.replacingOccurrences(of: "\n", with: ending))
  }
}
