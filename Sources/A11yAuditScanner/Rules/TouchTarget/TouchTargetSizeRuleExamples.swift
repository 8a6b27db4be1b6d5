/// Examples for ``TouchTargetSizeRule``; `↓` marks each expected violation.
package enum TouchTargetSizeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Image(systemName: "plus")
            ↓.frame(width: 30, height: 30)
            .onTapGesture { addHabit() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CloseButton: View {
        var body: some View {
          Button(action: dismiss) {
            Image(systemName: "xmark")↓.frame(width: 20, height: 20)
          }
          .accessibilityLabel("Close")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Rating: View {
        var body: some View {
          Button("★") { rate() }↓.frame(width: 32, height: 44)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chip: View {
        var body: some View {
          Text("Clear")
            ↓.frame(height: 28)
            .padding(.horizontal, 12)
            .contentShape(Rectangle())
            .onTapGesture { clear() }
            .accessibilityAddTraits(.isButton)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Settings: View {
        var body: some View {
          Toggle("Sounds", isOn: $sounds)
            .labelsHidden()
            ↓.frame(width: 40, height: 24)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Dot: View {
        var body: some View {
          Circle()
            ↓.frame(width: 12, height: 12)
            .padding(4)
            .gesture(TapGesture().onEnded { select() })
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SheetHandle: View {
        var body: some View {
          Button {
            detent = .large
          } label: {
            Image(systemName: "chevron.compact.up")
              .resizable()
              .frame(height: 16)
              .frame(maxWidth: .infinity, maxHeight: 62)
              .contentShape(.rect)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CloseButton: View {
        var body: some View {
          Button(action: dismiss) {
            Image(systemName: "xmark").frame(width: 44, height: 44)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Image(systemName: "plus")
            .frame(width: 24, height: 24)
            .padding(10)
            .contentShape(Rectangle())
            .onTapGesture { addHabit() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Rating: View {
        var body: some View {
          Button("★") { rate() }.frame(minWidth: 44, minHeight: 44)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Icon: View {
        @ScaledMetric private var size: CGFloat = 30
        var body: some View {
          Image(systemName: "info.circle").frame(width: size, height: size).onTapGesture { showInfo() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Avatar: View {
        var body: some View {
          Image("avatar").frame(width: 24, height: 24)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Pill: View {
        var body: some View {
          Button { select() } label: {
            Text("All").frame(width: 20, height: 20).frame(minWidth: 44, minHeight: 44)
          }
        }
      }
      """#),
  ]
}
