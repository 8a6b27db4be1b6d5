/// Examples for ``FlashingContentRule``; `↓` marks each expected violation.
package enum FlashingContentRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct RecordingBadge: View {
        @State private var dimmed = false

        var body: some View {
          Circle()
            .fill(.red)
            .frame(width: 120, height: 120)
            .opacity(dimmed ? 0 : 1)
            .onAppear {
              withAnimation(.easeInOut(duration: 0.1)↓.repeatForever()) { dimmed = true }
            }
        }
      }
      """),
    RuleExample(
      """
      struct AlarmScreen: View {
        @State private var alarm = false

        var body: some View {
          Color.clear
            .background(alarm ? Color.white : Color.black)
            .animation(.linear(duration: 0.25)↓.repeatForever(autoreverses: false), value: alarm)
            .onAppear { alarm = true }
        }
      }
      """),
    RuleExample(
      """
      struct WarningStrobe: View {
        @State private var on = false
        let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

        var body: some View {
          Rectangle()
            .fill(on ? Color.yellow : Color.black)
            ↓.onReceive(timer) { _ in on.toggle() }
        }
      }
      """),
    RuleExample(
      """
      struct BlinkingBanner: View {
        @State private var isVisible = true

        var body: some View {
          VStack {
            if isVisible { Text("SALE NOW ON").font(.largeTitle) }
          }
          .onAppear {
            ↓Timer.scheduledTimer(withTimeInterval: 0.12, repeats: true) { _ in
              isVisible.toggle()
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct GameOverFlash: View {
        @State private var bright = false

        var body: some View {
          Text("GAME OVER")
            .brightness(bright ? 0.8 : 0)
            .task {
              while !Task.isCancelled {
                bright = !bright
                try? await ↓Task.sleep(for: .milliseconds(80))
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ScoreFlash: View {
        @State private var flash = false

        var body: some View {
          Text("+100")
            .foregroundStyle(flash ? .white : .orange)
            .onAppear {
              withAnimation(.easeIn(duration: 0.3)↓.repeatForever().speed(2)) { flash.toggle() }
            }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct RecordingDot: View {
        @State private var dimmed = false

        var body: some View {
          Circle()
            .fill(.red)
            .frame(width: 12, height: 12)
            .opacity(dimmed ? 0.3 : 1)
            .onAppear {
              withAnimation(.easeInOut(duration: 0.8).repeatForever()) { dimmed = true }
            }
        }
      }
      """),
    RuleExample(
      """
      struct Cursor: View {
        @State private var shown = true
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

        var body: some View {
          Rectangle()
            .frame(width: 2, height: 20)
            .opacity(shown ? 1 : 0)
            .onReceive(timer) { _ in shown.toggle() }
        }
      }
      """),
    RuleExample(
      """
      struct Spinner: View {
        @State private var turning = false

        var body: some View {
          Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(.degrees(turning ? 360 : 0))
            .onAppear {
              withAnimation(.linear(duration: 0.1).repeatForever(autoreverses: false)) { turning = true }
            }
        }
      }
      """),
    RuleExample(
      """
      struct Clock: View {
        @State private var now = Date()

        var body: some View {
          Text(now, style: .time)
            .onAppear {
              Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in now = Date() }
            }
        }
      }
      """),
    RuleExample(
      """
      struct SkeletonRow: View {
        @State private var pulsing = false

        var body: some View {
          RoundedRectangle(cornerRadius: 8)
            .fill(.gray.opacity(0.3))
            .opacity(pulsing ? 0.4 : 1)
            .animation(.easeInOut.repeatForever(), value: pulsing)
            .onAppear { pulsing = true }
        }
      }
      """),
    RuleExample(
      """
      struct BeaconLight: View {
        @State private var lit = false

        var body: some View {
          Circle()
            .fill(lit ? Color.green : Color.gray)
            .task {
              while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                lit.toggle()
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ExactlyThree: View {
        @State private var dim = false

        var body: some View {
          Text("Live")
            .opacity(dim ? 0.2 : 1)
            .onAppear {
              withAnimation(.linear(duration: 1.0 / 6.0).repeatForever()) { dim = true }
            }
        }
      }
      """),
  ]
}
