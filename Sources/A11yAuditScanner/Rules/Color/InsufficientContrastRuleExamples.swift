/// Examples for ``InsufficientContrastRule``; `↓` marks each expected violation.
package enum InsufficientContrastRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct PlanBadge: View {
        let isPlus: Bool

        var body: some View {
          Text("Plan")
            ↓.foregroundColor(isPlus ? .white : .black)
            .padding(4)
            .background(isPlus ? Color.yellow : Color.purple)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SyncStatus: View {
        @Environment(\.colorSchemeContrast) private var contrast

        var body: some View {
          Text("Synced just now")
            ↓.foregroundStyle(contrast == .increased ? Color(white: 0.7) : .black)
            .background(.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ContinueButton: View {
        var body: some View {
          Text("Continue")
            ↓.foregroundColor(.white)
            .padding()
            .background(Color.blue)
        }
      }
      """#),
    RuleExample(
      #"""
      struct WarningBanner: View {
        var body: some View {
          ZStack {
            Color.white
            Text("Storage almost full")↓.foregroundStyle(.yellow)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FavouriteBadge: View {
        var body: some View {
          Image(systemName: "heart.fill")
            ↓.foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8))
            .padding(8)
            .background(.white, in: Circle())
        }
      }
      """#),
    RuleExample(
      #"""
      struct PriceTag: View {
        var body: some View {
          Text("Sale")
            .font(.caption)
            ↓.foregroundColor(Color(hex: "#777777"))
            .background(Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          Text("Welcome")
            .font(.largeTitle)
            ↓.foregroundStyle(.mint)
            .padding()
            .background(.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct DoneChip: View {
        var body: some View {
          Text("Done")
            ↓.foregroundStyle(.primary)
            .padding(6)
            .background(Capsule().fill(Color.yellow))
        }
      }
      """#),
    RuleExample(
      #"""
      struct PromoCard: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Summer sale")
            Text("Everything 20% off")
          }
          ↓.foregroundColor(.white)
          .padding()
          .background(Color.orange)
        }
      }
      """#),
    RuleExample(
      #"""
      struct RetryButton: View {
        var body: some View {
          Button("Retry") { retry() }
            ↓.tint(.white)
            .padding()
            .background(Color.green)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct PlanBadge: View {
        let isPlus: Bool

        var body: some View {
          Text("Plan")
            .foregroundColor(isPlus ? .black : .white)
            .padding(4)
            .background(isPlus ? Color.yellow : Color(red: 0.35, green: 0.1, blue: 0.6))
        }
      }
      """#),
    RuleExample(
      #"""
      struct DayTitle: View {
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
          Text("Today")
            .foregroundStyle(colorScheme == .dark ? .white : .black)
            .background(colorScheme == .dark ? Color.black : Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct UpdateCaption: View {
        @Environment(\.colorSchemeContrast) private var contrast

        var body: some View {
          Text("Updated hourly")
            .foregroundStyle(contrast == .increased ? .black : Color(white: 0.35))
            .background(.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Greeting: View {
        var body: some View {
          Text("Hello").foregroundColor(.black).background(Color.white)
          Text("Caption").foregroundColor(.black.opacity(0.7)).background(Color.white)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        var body: some View {
          Text("Score")
            .font(.title)
            .foregroundColor(.white)
            .padding()
            .background(Color.blue)
        }
      }
      """#),
    RuleExample(
      #"""
      struct NightMode: View {
        var body: some View {
          VStack {
            Text("Bedtime").foregroundStyle(.primary)
          }
          .padding()
          .background(Color.black)
          .preferredColorScheme(.dark)
        }
      }
      """#),
    RuleExample(
      #"""
      struct StarButton: View {
        var body: some View {
          Image(systemName: "star.fill")
            .foregroundColor(.white)
            .padding()
            .background(Color.blue)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Overlay: View {
        var body: some View {
          Text("Over the photo").foregroundStyle(.white).background(.ultraThinMaterial)
          Circle().fill(Color(red: 0.1, green: 0.1, blue: 0.4))
            .overlay(Text("3").foregroundColor(.white))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Rows: View {
        var body: some View {
          List {
            Text("Row").foregroundColor(.white)
          }
          .background(Color.white)
          ZStack {
            Color.black.ignoresSafeArea()
            Text("Night").foregroundColor(.gray)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SubmitButton: View {
        var body: some View {
          Button("Submit") { submit() }
            .foregroundColor(.white)
            .disabled(true)
            .padding()
            .background(Color.gray)
          Text("Theme").foregroundColor(theme.text).background(theme.fill)
        }
      }
      """#),
  ]
}
