/// Examples for ``MeaningfulSequenceRule``; `↓` marks each expected violation.
package enum MeaningfulSequenceRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Receipt: View {
        var body: some View {
          VStack {
            Text("Order 1042")
            Text(total)↓.accessibilitySortPriority(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          HStack {
            Image(systemName: "star").accessibilityHidden(true)
            Text(title).font(.headline)
            Button("Edit", action: edit)
              ↓.accessibilitySortPriority(2)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Steps: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Step 1").accessibilitySortPriority(3)
            Text("Step 2").accessibilitySortPriority(1)
            Text("Step 3")↓.accessibilitySortPriority(2)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Feed: View {
        var body: some View {
          LazyVStack {
            Text("Latest")
            Text(updated).font(.caption)
            Text(headline)
              .font(.title)
              ↓.accessibilitySortPriority(10)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          VStack {
            Text(subtitle).accessibilitySortPriority(-1)
            Text(caption)↓.accessibilitySortPriority(0)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Receipt: View {
        var body: some View {
          VStack {
            Text("Order 1042").accessibilitySortPriority(1)
            Text(total)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Steps: View {
        var body: some View {
          VStack {
            Text("Step 1").accessibilitySortPriority(3)
            Text("Step 2").accessibilitySortPriority(2)
            Text("Step 3").accessibilitySortPriority(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Poster: View {
        var body: some View {
          ZStack(alignment: .top) {
            artwork
            Text(title).accessibilitySortPriority(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Text(title).accessibilitySortPriority(2)
            Spacer()
            Button("Close", action: close).accessibilitySortPriority(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Scores: View {
        var body: some View {
          VStack {
            Text(home)
            Text(away).accessibilitySortPriority(priority)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Summary: View {
        var body: some View {
          HStack {
            Text(name).accessibilitySortPriority(1)
            Text(detail).accessibilitySortPriority(1)
          }
        }
      }
      """#),
  ]
}
