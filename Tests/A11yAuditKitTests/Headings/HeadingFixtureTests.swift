import Testing

@testable import A11yAuditKit

/// Fixtures beyond the heading rule's documented examples, from the false alarms a corpus review turned up: titles
/// of rows, of control labels and of values under a screen's title are not headings.
@Suite struct HeadingFixtureTests {
  static let fixtures: [RuleFixture] =
    RuleFixture.triggering(
      "heading-missing-trait",
      [
        #"VStack { Text("Account").font(.largeTitle); AccountForm() }"#,
        #"VStack(alignment: .leading) { Text("Top posts").font(.headline); PostList() }"#,
        #"VStack { Text(item.title).font(.title2).fontWeight(.semibold); Overview(item) }"#,
        #"ScrollView { VStack { Text("Pairing").font(.title.bold()); Steps() } }"#,
        #"VStack { Text("Welcome").font(.system(size: 34, weight: .heavy)); Text(user.name).font(.title3) }"#,
        """
        struct GuideView: View {
          private var header: some View { Text("Getting started").font(.title3) }
          var body: some View { VStack { header; Button("Next") { next() } } }
        }
        """,
        #"VStack { Text("Add contact").font(.title2); Text(contact.name).font(.headline); Avatar() }"#,
        #"VStack { Text(show.title).font(.title2); Text(show.network).font(.headline) }"#,
      ])
    + RuleFixture.triggering(
      "heading-missing-trait",
      [#"VStack { Text("Invite").font(.title2); Text("Your code").font(.headline); Code() }"#], times: 2)
    + RuleFixture.passing(
      "heading-missing-trait",
      [
        #"VStack { Text("Library").font(.title).accessibilityAddTraits(.isHeader); Shelves() }"#,
        """
        struct OrderRowView: View {
          var body: some View { VStack { Text(order.title).font(.headline); Text(order.total) } }
        }
        """,
        """
        struct ShelfHeader: View {
          private var title: some View { Text(shelf.name).font(.title3) }
          var body: some View { Button(action: open) { HStack { title; Image(systemName: "chevron.right") } } }
        }
        """,
        """
        struct EpisodeSummary: View {
          var body: some View { VStack { Text(episode.name).font(.headline); Text(episode.overview) } }
        }
        struct EpisodeList: View {
          var body: some View { NavigationLink(value: episode) { EpisodeSummary(episode: episode) } }
        }
        """,
        """
        import Testing
        struct SnapshotHost: View {
          var body: some View { VStack { Text("Gauge").font(.title2); Gauge(value: 0.5) { } } }
        }
        """,
      ])

  @Test(arguments: fixtures)
  func fixtureReportsItsStatedViolations(_ fixture: RuleFixture) throws {
    let found = try fixture.scan()
    #expect(found.count == fixture.violations, "\(found.map { "\($0.line):\($0.column) \($0.snippet)" })")
  }
}
