/// Examples for ``AutoDismissTimerRule``; `↓` marks each expected violation.
package enum AutoDismissTimerRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct CopyLinkButton: View {
        let url: URL
        @State private var showCopiedToast = false

        var body: some View {
          Button("Copy Link") {
            UIPasteboard.general.url = url
            showCopiedToast = true
            DispatchQueue.main↓.asyncAfter(deadline: .now() + 2) {
              withAnimation { showCopiedToast = false }
            }
          }
          .overlay(alignment: .bottom) {
            if showCopiedToast { Text("Link copied") }
          }
        }
      }
      """),
    RuleExample(
      """
      struct SendPositionButton: View {
        @State private var isPresentingSentAlert = false

        var body: some View {
          Button("Send Position") {
            Task {
              await mesh.sendPosition()
              isPresentingSentAlert = true
              try? await ↓Task.sleep(for: .seconds(2))
              isPresentingSentAlert = false
            }
          }
          .alert("Position sent", isPresented: $isPresentingSentAlert) {}
        }
      }
      """),
    RuleExample(
      """
      struct ToastView: View {
        let text: String
        @Binding var isPresented: Bool

        var body: some View {
          Text(text)
            .padding()
            .background(.thinMaterial, in: Capsule())
            .task {
              try? await ↓Task.sleep(nanoseconds: 3_000_000_000)
              isPresented = false
            }
        }
      }
      """),
    RuleExample(
      """
      struct OrderConfirmationView: View {
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
          VStack {
            Image(systemName: "checkmark.circle")
            Text("Order placed! Pick it up at counter 3.")
          }
          .onAppear {
            DispatchQueue.main↓.asyncAfter(deadline: .now() + .seconds(4)) { dismiss() }
          }
        }
      }
      """),
    RuleExample(
      """
      final class StatusBannerModel: ObservableObject {
        @Published var bannerMessage: String?

        func show(_ message: String) {
          bannerMessage = message
          ↓Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in
            self?.bannerMessage = nil
          }
        }
      }
      """),
    RuleExample(
      """
      struct CountdownOffer: View {
        @State private var secondsLeft = 10
        @State private var showOffer = true
        private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
          if showOffer {
            OfferCard()
              ↓.onReceive(timer) { _ in
                secondsLeft -= 1
                if secondsLeft == 0 { showOffer = false }
              }
          }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct SavedToast: View {
        @Binding var isPresented: Bool
        @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

        var body: some View {
          Label("Saved", systemImage: "checkmark")
            .task {
              guard !voiceOverEnabled else { return }
              try? await Task.sleep(for: .seconds(4))
              isPresented = false
            }
        }
      }
      """),
    RuleExample(
      """
      struct UndoBanner: View {
        @AppStorage("bannerSeconds") private var bannerSeconds = 6.0
        @Binding var message: String?

        var body: some View {
          Text(message ?? "")
            .onAppear {
              DispatchQueue.main.asyncAfter(deadline: .now() + bannerSeconds) { message = nil }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ToastHost: View {
        @State private var toastText: String?
        @State private var dismissTask: Task<Void, Never>?

        var body: some View {
          NotesList()
            .overlay(alignment: .bottom) {
              if let toastText {
                HStack {
                  Text(toastText)
                  Button("Keep") { dismissTask?.cancel() }
                }
              }
            }
        }

        func show(_ text: String) {
          toastText = text
          dismissTask = Task {
            try? await Task.sleep(for: .seconds(3))
            toastText = nil
          }
        }
      }
      """),
    RuleExample(
      """
      struct DailyTipCard: View {
        @State private var showTip = true

        var body: some View {
          if showTip {
            TipView()
              .task {
                try? await Task.sleep(for: .seconds(24 * 60 * 60))
                showTip = false
              }
          }
        }
      }
      """),
    RuleExample(
      """
      struct PreviewPopover: View {
        @Binding var showPopup: Bool
        @State private var isHovering = false

        var body: some View {
          AccountCard()
            .onHover { isHovering = $0 }
            .onAppear {
              DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                if !isHovering { showPopup = false }
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct ClockView: View {
        @State private var now = Date()
        private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
          Text(now, style: .time)
            .onReceive(timer) { now = $0 }
        }
      }
      """),
    RuleExample(
      """
      struct EditNoteView: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var saved = false

        var body: some View {
          Button("Save") {
            store.save(note)
            saved = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { dismiss() }
          }
        }
      }
      """),
  ]
}
