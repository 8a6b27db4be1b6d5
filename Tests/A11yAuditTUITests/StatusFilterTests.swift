import A11yAuditKit
import Testing

@testable import A11yAuditTUI

/// The dashboard's `f` filter speaks the status groups of `--status` and the MCP tools (``FixStatusGroup``).
@Suite struct StatusFilterTests {
  @Test func fCyclesAllTodoDone() {
    #expect(StatusFilter.all.next == .todo)
    #expect(StatusFilter.todo.next == .done)
    #expect(StatusFilter.done.next == .all)
  }

  @Test(arguments: FixStatus.allCases)
  func eachGroupAdmitsWhatTheCommandLineSelects(status: FixStatus) {
    for group in StatusFilter.allCases {
      #expect(group.admits(status) == (FixStatus.named(group.rawValue) ?? []).contains(status))
    }
  }

  @Test func theStatusLineNamesTheGroup() {
    var filter = FindingFilter()
    filter.status = .todo
    #expect(filter.summary == "status todo")
  }
}
