/// Examples for ``TouchTargetIntrinsicSizeRule``; `↓` marks each expected violation.
package enum TouchTargetIntrinsicSizeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Text("Saved")
            Spacer()
            ↓Button {
              isShown = false
            } label: {
              Image(systemName: "xmark")
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayerBar: View {
        var body: some View {
          HStack(spacing: 4) {
            ↓Button(action: previous) { Image(systemName: "backward.fill").font(.caption) }
            ↓Button(action: next) { Image(systemName: "forward.fill").font(.caption) }
          }
          .buttonStyle(.borderless)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          image
            .overlay(alignment: .topTrailing) {
              ↓Button(action: remove) {
                Image(systemName: "minus.circle.fill")
                  .font(.title)
              }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Stepper: View {
        var body: some View {
          HStack {
            ↓Text("−").onTapGesture { count -= 1 }
            Text("\(count)")
            ↓Text("+").onTapGesture { count += 1 }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Footer: View {
        var body: some View {
          VStack {
            Text("Terms apply")
            ↓Link("?", destination: helpURL)
              .buttonStyle(.plain)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          HStack {
            Text(title).font(.headline)
            ↓Button(action: share) {
              Image(systemName: "square.and.arrow.up")
                .imageScale(.small)
                .padding(4)
            }
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          HStack {
            Text("Saved")
            Button {
              isShown = false
            } label: {
              Image(systemName: "xmark")
                .padding(14)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          HStack {
            Text(title)
            Button(action: remove) {
              Image(systemName: "trash")
                .padding(14)
            }
            .buttonStyle(.plain)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Controls: View {
        var body: some View {
          HStack {
            Button(action: play) { Image(systemName: "play.fill") }
              .buttonStyle(.borderedProminent)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Detail: View {
        var body: some View {
          VStack { content }
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                HStack { Button(action: share) { Image(systemName: "square.and.arrow.up") } }
              }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Score: View {
        var body: some View {
          HStack {
            Button(action: add) {
              Image(systemName: "plus.circle")
                .font(.system(size: 28))
                .padding(.all, 8)
            }
            .buttonStyle(.plain)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HabitRow: View {
        var body: some View {
          HStack {
            Text(habit.name)
            Button(action: toggle) { Image(systemName: "checkmark") }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          ZStack {
            Button(action: play) {
              Image(systemName: "play.circle.fill")
                .font(.system(size: 64))
            }
            .buttonStyle(.plain)
          }
        }
      }
      """#),
  ]
}
