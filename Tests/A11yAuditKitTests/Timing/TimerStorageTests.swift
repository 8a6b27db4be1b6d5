import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yAuditKit

@Suite struct TimerStorageTests {
  /// `storedTimerPath` of the first call named `name` in `source`.
  private func storage(of name: String, in source: String) throws -> String? {
    let finder = CallFinder(name: name)
    finder.walk(Parser.parse(source: source))
    return try #require(finder.found).storedTimerPath
  }

  @Test func aTimerOrTaskAssignedToAPropertyIsStoredThere() throws {
    #expect(
      try storage(
        of: "scheduledTimer",
        in: "func f() { self.timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in } }") == "timer")
    #expect(
      try storage(
        of: "sleep", in: "func f() { dismissTask = Task { try await Task.sleep(for: .seconds(3)); show = false } }")
        == "dismissTask")
    #expect(
      try storage(
        of: "sleep", in: "func f() { let rotation = Task { while true { try await Task.sleep(for: .seconds(5)) } } }")
        == "rotation")
  }

  @Test func aTimerInsideAnotherClosureOrNotAssignedIsNotStored() throws {
    #expect(
      try storage(
        of: "scheduledTimer",
        in: "let item = DispatchWorkItem { Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in } }") == nil
    )
    #expect(
      try storage(of: "sleep", in: "func f() { Task { try await Task.sleep(for: .seconds(3)); show = false } }") == nil)
  }
}

/// Finds the first call whose called name is `name`.
private final class CallFinder: SyntaxVisitor {
  let name: String
  var found: FunctionCallExprSyntax?

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, node.calledName == name { found = node }
    return .visitChildren
  }
}
