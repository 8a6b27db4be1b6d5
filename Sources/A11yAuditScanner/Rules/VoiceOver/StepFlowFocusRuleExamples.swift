/// Examples for ``StepFlowFocusRule``; `↓` marks each expected violation.
package enum StepFlowFocusRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct OnboardingFlow: View {
        @State private var step: Step = .welcome
        var body: some View {
          ↓switch step {
          case .welcome: WelcomeView(onContinue: { step = .permissions })
          case .permissions: PermissionsView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct OnboardingNavigationView: View {
        @Bindable var viewModel: OnboardingViewModel
        var body: some View {
          Group {
            ↓switch viewModel.currentStep {
            case .welcome: WelcomeView(viewModel: viewModel)
            case .auth: AuthView(viewModel: viewModel)
            case .finish: FinishView()
            }
          }
          .animation(.default, value: viewModel.currentStep)
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutView: View {
        @State private var page = 0
        var body: some View {
          VStack {
            ↓switch page {
            case 0: CartPage()
            case 1: ShippingPage()
            default: PaymentPage()
            }
            Button("Next") { page += 1 }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Wizard: View {
        @Binding var current: WizardStep
        @AccessibilityFocusState private var focused: Bool
        var body: some View {
          ↓switch current {
          case .name: NameForm()
          case .done: DoneView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SetupFlow: View {
        @StateObject private var model = SetupModel()
        var body: some View {
          ↓switch self.model.step {
          case .account: AccountStep()
          case .profile: ProfileStep()
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct OnboardingNavigationView: View {
        @Bindable var viewModel: OnboardingViewModel
        @AccessibilityFocusState private var focusedField: FocusField?
        var body: some View {
          Group {
            switch viewModel.currentStep {
            case .welcome: WelcomeView(viewModel: viewModel, focusedField: $focusedField)
            case .finish: FinishView()
            }
          }
          .onChange(of: viewModel.currentStep) { _, newStep in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { focusedField = focusField(for: newStep) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct OnboardingFlow: View {
        @State private var step: Step = .welcome
        @AccessibilityFocusState private var titleFocused: Bool
        var body: some View {
          switch step {
          case .welcome: WelcomeView().accessibilityFocused($titleFocused)
          case .done: DoneView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutView: View {
        @State private var page = 0
        var body: some View {
          switch page {
          case 0: CartPage()
          default: PaymentPage()
          }
        }
        func next() {
          page += 1
          AccessibilityNotification.ScreenChanged(nil).post()
        }
      }
      """#),
    RuleExample(
      #"""
      struct StepContent: View {
        let step: Step
        var body: some View {
          switch step {
          case .one: OneView()
          case .two: TwoView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct RootView: View {
        @State private var phase: Phase = .launching
        var body: some View {
          switch phase {
          case .launching: SplashView()
          case .home: HomeView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LegacyFlow: View {
        @State private var step = 1
        var body: some View {
          switch step {
          case 1: First()
          default: Second()
          }
        }
        func advance() {
          step += 1
          UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
      }
      """#),
  ]
}
