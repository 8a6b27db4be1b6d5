/// Examples for ``HeadingMissingTraitRule``; `↓` marks each expected violation.
package enum HeadingMissingTraitRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ActivityView: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) {
              ↓Text("Recent activity")
                .font(.title2)
              ActivityChart()
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct TodayView: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 12) {
            ↓Text("Today").font(.headline)
            HabitList()
            ↓Text("This week").foregroundStyle(.secondary).font(Font.headline.weight(.bold))
            WeekSummary()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CompletionView: View {
        var body: some View {
          VStack {
            ↓Text("Session complete")
              .font(.system(size: 28, weight: .bold))
            StatsGrid()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeView: View {
        var body: some View {
          VStack {
            ↓Text("Welcome back").font(.system(.largeTitle, design: .rounded))
            ↓Text("Your plan").font(.system(size: 24)).fontWeight(.semibold)
            ↓SwiftUI.Text("Goals").font(.title.bold())
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct BrandHeader: View {
        var body: some View {
          VStack {
            ↓Text(store.name)
              .font(.custom("Avenir-Heavy", size: 30, relativeTo: .title))
            Text(store.tagline)
          }
          .padding()
        }
      }
      """#),
    RuleExample(
      #"""
      struct InviteSheet: View {
        var body: some View {
          VStack(spacing: 16) {
            ↓Text("Invite a friend").font(.title2)
            Text(friend.displayName).font(.headline)
            QRCodeImage(friend.code)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct EventsList: View {
        var body: some View {
          List {
            if events.isEmpty {
              Text(L10n.Events.noEvents)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .center)
            }
            HStack {
              Spacer()
              Text(message).font(.title2)
              Spacer()
            }
            Text(emptyStateTitle).font(.title3)
            Text(viewModel.criticalText).font(.headline)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ActivityView: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Recent activity")
              .font(.title2)
              .accessibilityAddTraits(.isHeader)
            Text("Goals").font(.title3).accessibilityHeading(.h2)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Mindful minutes").font(.largeTitle)
            Text("Last 7 days").font(.subheadline)
          }
          .accessibilityElement(children: .combine)
          .accessibilityAddTraits(.isHeader)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Actions: View {
        var body: some View {
          VStack {
            Text("Actions").font(.title3).accessibilityAddTraits([.isHeader])
            Button { save() } label: { Text("Save").font(.headline) }
            NavigationLink(destination: Detail()) {
              Text("Details").font(.title3)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HabitList: View {
        var body: some View {
          List {
            Section {
              ForEach(habits) { habit in
                Text(habit.title).font(.headline)
              }
            } header: {
              Text("Morning").font(.title3)
            }
          }
          .navigationTitle("Habits")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Timer: View {
        var body: some View {
          VStack {
            Text("Focus timer").font(.headline).accessibility(addTraits: .isHeader)
            Text("\(minutes):\(seconds)").font(.largeTitle)
            Text(endDate, style: .timer).font(.title)
            Text(total, format: .number).font(.title.monospacedDigit())
            Text("Calm").font(.body)
            Text("Streak").font(.system(size: 14, weight: .bold))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct StatTile: View {
        var body: some View {
          VStack {
            Text(value).font(.title.bold())
            Text("Minutes").font(.caption)
          }
          .accessibilityElement(children: .combine)
          .toolbar {
            ToolbarItem(placement: .principal) { Text("Stats").font(.headline) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HabitRow: View {
        var body: some View {
          HStack {
            Image(systemName: "leaf")
            Text(habit.title).font(.headline)
            Spacer()
          }
          VStack {
            Text("Connecting…").font(.title2)
            Text("Sign in to keep your streak across your devices.").font(.title3)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReceiptRowView: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text(purchase.name).font(.headline)
            Text(purchase.date, style: .date)
          }
        }
      }

      struct ReceiptsView: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Receipts").font(.largeTitle).accessibilityAddTraits(.isHeader)
            ReceiptList()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ShelfSection: View {
        private var shelfTitle: some View {
          Text(shelf.name).font(.title3).fontWeight(.semibold)
        }

        var body: some View {
          Text("Library").font(.title).accessibilityHeading(.h1)
          Button(action: openShelf) {
            HStack { shelfTitle; Image(systemName: "chevron.right") }
          }
          NavigationLink(value: book) {
            BookSummary(book: book)
          }
        }
      }

      struct BookSummary: View {
        var body: some View {
          VStack { Text(book.title).font(.headline) }
        }
      }
      """#),
  ]
}
