import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct ScreenDetectionTests {
  /// View modifiers are listed too: the graph makes them components of the views applying them.
  @Test func everyViewTypeIsAScreenGroupedByItsFolder() throws {
    let tree = try FixtureTree(copying: "Screens")
    defer { tree.remove() }

    let result = try Scanner().scan(root: tree.root)

    #expect(
      result.screens.map { Screen(name: $0.name, file: $0.file, line: $0.line, group: $0.group) } == [
        Screen(name: "EmailField", file: "Auth/Components/EmailField.swift", line: 4, group: "Auth/Components"),
        Screen(name: "WelcomeView", file: "Auth/WelcomeView.swift", line: 7, group: "Auth"),
        Screen(name: "WelcomeView.Header", file: "Auth/WelcomeView.swift", line: 12, group: "Auth"),
        Screen(name: "ShakeEffect", file: "Auth/WelcomeView.swift", line: 17, group: "Auth"),
        Screen(name: "RootView", file: "RootView.swift", line: 8, group: "."),
        Screen(name: "TestTakingView", file: "Test/TestTakingView.swift", line: 3, group: "Test"),
        Screen(name: "TestTakingView.QuestionCard", file: "Test/TestTakingView.swift", line: 8, group: "Test"),
      ])
  }

  @Test func scanCountsFilesAndLines() throws {
    let tree = try FixtureTree(copying: "Screens")
    defer { tree.remove() }

    let result = try Scanner().scan(root: tree.root)

    #expect(
      result.files == [
        "Auth/Components/EmailField.swift", "Auth/WelcomeView.swift", "RootView.swift", "Test/TestTakingView.swift",
      ])
    #expect(result.lines == 6 + 23 + 10 + 11)
    #expect(result.problems.isEmpty)
  }
}
