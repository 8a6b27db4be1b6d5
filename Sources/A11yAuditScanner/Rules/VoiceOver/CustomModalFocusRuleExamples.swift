/// Examples for ``CustomModalFocusRule``; `↓` marks each expected violation.
package enum CustomModalFocusRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct LibraryScreen: View {
        @State private var showsRating = false
        var body: some View {
          ZStack {
            LibraryList()
            if showsRating {
              ↓Color.black.opacity(0.4)
                .ignoresSafeArea()
              RatingCard(onClose: { showsRating = false })
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayerScreen: View {
        @State private var confirmsDelete = false
        var body: some View {
          PlayerControls()
            .overlay {
              if confirmsDelete {
                ZStack {
                  ↓Color.black.opacity(0.5)
                    .onTapGesture { confirmsDelete = false }
                  DeleteConfirmation()
                }
              }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutScreen: View {
        @State private var isPaying = false
        var body: some View {
          ZStack {
            CartView()
            if isPaying {
              ↓Rectangle()
                .fill(.black.opacity(0.3))
                .edgesIgnoringSafeArea(.all)
              VStack {
                ProgressView()
                Button("Cancel payment") { isPaying = false }
              }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FeedScreen: View {
        @State private var picker: Filter?
        var body: some View {
          ZStack(alignment: .bottom) {
            FeedList()
            if let picker {
              ↓Color(.black)
                .opacity(0.35)
                .ignoresSafeArea()
                .onTapGesture { self.picker = nil }
              FilterSheet(filter: picker)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeScreen: View {
        @State private var showsTip = true
        var body: some View {
          ZStack {
            HomeContent()
            if showsTip {
              ↓Color.black.opacity(0.6).ignoresSafeArea()
              TipBubble(text: "Long-press a habit to edit it")
            }
          }
          .accessibilityHidden(false)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SavingOverlay: View {
        var body: some View {
          ZStack {
            ↓Color.black.opacity(0.3)
              .ignoresSafeArea()
            ProgressView("Saving…")
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct LibraryScreen: View {
        @State private var showsRating = false
        var body: some View {
          ZStack {
            LibraryList()
              .accessibilityHidden(showsRating)
            if showsRating {
              Color.black.opacity(0.4)
                .ignoresSafeArea()
              RatingCard(onClose: { showsRating = false })
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayerScreen: View {
        @State private var confirmsDelete = false
        var body: some View {
          PlayerControls()
            .overlay {
              if confirmsDelete {
                ZStack {
                  Color.black.opacity(0.5)
                    .onTapGesture { confirmsDelete = false }
                  DeleteConfirmation()
                    .accessibilityAddTraits(.isModal)
                }
              }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutScreen: View {
        @State private var isPaying = false
        @AccessibilityFocusState private var focusesPayment: Bool
        var body: some View {
          ZStack {
            CartView()
            if isPaying {
              Color.black.opacity(0.3).ignoresSafeArea()
              PaymentCard().accessibilityFocused($focusesPayment)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PhotoHeader: View {
        let photo: Image
        var body: some View {
          photo
            .overlay(Color.black.opacity(0.4))
            .ignoresSafeArea()
        }
      }
      """#),
    RuleExample(
      #"""
      struct ServerPicker: View {
        @State private var picks = false
        var body: some View {
          ZStack {
            SettingsList()
            if picks {
              Color(uiColor: .systemBackground)
                .ignoresSafeArea()
                .transition(.opacity)
              ServerList()
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReaderScreen: View {
        var body: some View {
          ZStack {
            Color.black.ignoresSafeArea()
            PageView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoadingScrim: View {
        @State private var isLoading = true
        var body: some View {
          ZStack {
            Content()
            if isLoading {
              Color.black.opacity(0.2).ignoresSafeArea()
                .accessibilityAddTraits(.isModal)
              ProgressView()
            }
          }
        }
      }
      """#),
  ]
}
