/// Examples for ``InputPurposeMissingContentTypeRule``; `↓` marks each expected violation.
package enum InputPurposeMissingContentTypeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct NewsletterForm: View {
        @State private var email = ""
        var body: some View {
          Form {
            ↓TextField("Email", text: $email)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PhoneStep: View {
        var body: some View {
          ↓TextField("Phone number", text: $phone)
            .keyboardType(.phonePad)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ProfileEditor: View {
        var body: some View {
          VStack {
            ↓TextField("Required", text: $profile.firstName)
            ↓TextField("Required", text: $profile.lastName)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct AccountSignUp: View {
        var body: some View {
          Form {
            ↓TextField(L10n.username, text: $username)
            SecureField(
              L10n.password,
              text: $newPassword
            )
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutAddress: View {
        var body: some View {
          Section("Shipping") {
            ↓TextField("Street address", text: $order.street)
            ↓TextField("City", text: $order.city)
            ↓TextField("ZIP code", text: $order.zip)
            ↓TextField("Card number", text: $payment.number)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct VerifyPhone: View {
        var body: some View {
          ↓TextField("Mobile number", text: $mobile).keyboardType(.numberPad)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ComplicationEditor: View {
        var body: some View {
          TextField("Display name", text: $viewModel.title, prompt: Text(viewModel.family.name))
          TextField("Nickname", text: $nickname, prompt: Text(appState.account.name))
        }
      }
      """#),
    RuleExample(
      #"""
      struct NewsletterForm: View {
        var body: some View {
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignIn: View {
        var body: some View {
          Group {
            TextField("Username", text: $username)
          }
          .textContentType(.username)
        }
      }
      """#),
    RuleExample(
      #"""
      struct MQTTSettings: View {
        var body: some View {
          Form {
            TextField("Username", text: $brokerUser)
            SecureField("Wi-Fi password", text: $psk)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct DonutEditor: View {
        var body: some View {
          TextField("Name", text: $donut.name)
          TextField("Server address", text: $host)
          TextField("Search by city", text: $query)
          TextField("Your name", text: $name).textContentType(.name)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ChangeEmail: View {
        var body: some View {
          TextField("New email", text: $newEmail)
            .textContentType(.emailAddress)
          TextField("Referral email", text: $referral)
            .textContentType(nil)
        }
      }
      """#),
    RuleExample(
      #"""
      #Preview {
        TextField("Email", text: .constant(""))
      }
      """#),
  ]
}
