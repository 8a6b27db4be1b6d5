/// Examples for ``NestedInteractiveElementRule``; `↓` marks each expected violation.
package enum NestedInteractiveElementRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct EpisodeCard: View {
        var body: some View {
          Button(action: open) {
            HStack {
              Text(episode.title)
              Spacer()
              ↓Button(action: download) { Image(systemName: "arrow.down.circle") }
                .accessibilityLabel("Download")
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ArticleRow: View {
        var body: some View {
          NavigationLink(value: article) {
            VStack(alignment: .leading) {
              Text(article.title)
              ↓Toggle("Saved", isOn: $article.isSaved)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PostCard: View {
        var body: some View {
          VStack {
            Text(post.body)
            HStack {
              ↓Button("Like") { like() }
              ↓Button("Reply") { reply() }
            }
          }
          .accessibilityElement(children: .combine)
          .onTapGesture { open(post) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Text("New version available")
            ↓Link("Notes", destination: notesURL)
          }
          .onTapGesture { update() }
          .accessibilityAddTraits(.isButton)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tile: View {
        var body: some View {
          Button {
            select()
          } label: {
            ZStack(alignment: .topTrailing) {
              thumbnail
              ↓NavigationLink(value: item) { Image(systemName: "info.circle") }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Reminder: View {
        var body: some View {
          HStack {
            Text(reminder.title)
            ↓Button("Snooze", action: snooze)
          }
          .onTapGesture { edit(reminder) }
          .accessibilityElement()
          .accessibilityLabel(reminder.title)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SettingRow: View {
        @State private var showsDetail = false
        var body: some View {
          VStack {
            Button {
              showsDetail = true
            } label: {
              NavigationLink(destination: SettingDetail(), isActive: $showsDetail) { Text("Reading mode") }
            }
            Button(action: openFilters) {
              NavigationLink(destination: EmptyView()) { Text("Filters") }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct EpisodeCard: View {
        var body: some View {
          Button(action: open) {
            HStack {
              Text(episode.title)
              Button(action: download) { Image(systemName: "arrow.down.circle") }
            }
          }
          .accessibilityAction(named: "Download", download)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PostCard: View {
        var body: some View {
          VStack {
            Text(post.body)
            Button("Like") { like() }
          }
          .onTapGesture { open(post) }
          .accessibilityElement(children: .contain)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ArticleRow: View {
        var body: some View {
          HStack {
            NavigationLink(article.title, value: article)
            Button(action: save) { Image(systemName: "bookmark") }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Inbox: View {
        var body: some View {
          List(messages) { message in
            HStack {
              Text(message.subject)
              Button("Archive") { archive(message) }
              Button("Flag") { flag(message) }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tile: View {
        var body: some View {
          NavigationLink {
            DetailView(item: item, onDelete: { Button("Delete") { delete() } })
          } label: {
            Text(item.name)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          Button(action: open) {
            VStack {
              Text(card.title)
              Toggle("Pinned", isOn: $card.pinned)
            }
          }
          .accessibilityActions {
            Button("Pin") { card.pinned.toggle() }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          Text(row.title)
            .contextMenu {
              Button("Delete", role: .destructive) { delete() }
            }
            .onTapGesture { open() }
            .accessibilityAddTraits(.isButton)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Reminder: View {
        var body: some View {
          HStack {
            Text(reminder.title)
            Button("Snooze", action: snooze)
          }
          .onTapGesture { edit(reminder) }
          .accessibilityElement(children: .combine)
          .accessibilityAction(named: "Snooze", snooze)
        }
      }
      """#),
  ]
}
