/// Examples for ``CredentialFieldAutofillRule``; `↓` marks each expected violation.
package enum CredentialFieldAutofillRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct LoginView: View {
        @State private var username = ""
        @State private var password = ""
        var body: some View {
          Form {
            TextField("Username", text: $username)
              .textContentType(.username)
            ↓SecureField("Password", text: $password)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct DeleteAccountSheet: View {
        @Binding var confirmation: String
        var body: some View {
          VStack {
            Text("Enter your password to delete your account")
            ↓SecureField(String(""), text: $confirmation)
              .textInputAutocapitalization(.never)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignUpForm: View {
        var body: some View {
          Section {
            ↓SecureField(L10n.newPassword, text: $form.newPassword)
            ↓SecureField("Confirm password", text: $form.confirmation)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct TwoFactorView: View {
        @State private var code = ""
        var body: some View {
          ↓TextField("Enter the 6-digit code", text: $code)
            .keyboardType(.numberPad)
        }
      }
      """#),
    RuleExample(
      #"""
      struct VerifyPhone: View {
        var body: some View {
          ↓TextField("SMS code", text: $viewModel.smsCode, prompt: Text("123456"))
        }
      }
      """#),
    RuleExample(
      #"""
      final class PasscodeTextField: UITextField {
        ↓override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
          if action == #selector(UIResponderStandardEditActions.paste(_:)) { return false }
          return super.canPerformAction(action, withSender: sender)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct LoginView: View {
        var body: some View {
          SecureField("Password", text: $password)
            .textContentType(.password)
            .submitLabel(.go)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PasswordField: View {
        let title: LocalizedStringKey
        @Binding var text: String
        var body: some View {
          SecureField(title, text: $text)
            .textContentType(.password)
        }
      }

      struct SignInView: View {
        var body: some View {
          PasswordField(title: "Password", text: $password)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ChangePassword: View {
        var body: some View {
          Form {
            SecureField("New password", text: $new)
            SecureField("Confirm new password", text: $confirm)
          }
          .textContentType(.newPassword)
        }
      }
      """#),
    RuleExample(
      #"""
      struct LoginTotpView: View {
        var body: some View {
          TextField("One-time code", text: $code)
            #if os(iOS)
              .textContentType(.oneTimeCode)
            #endif
        }
      }
      """#),
    RuleExample(
      #"""
      struct WifiJoinSheet: View {
        var body: some View {
          SecureField("Network password", text: $psk)
          SecureField("API key", text: $apiKey)
          TextField("Promo code", text: $promo)
          SecureField("Shared secret", text: $secret).textContentType(nil)
        }
      }
      """#),
    RuleExample(
      #"""
      final class NoteTextView: UITextView {
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
          if action == #selector(paste(_:)) { return false }
          return super.canPerformAction(action, withSender: sender)
        }
      }

      #Preview {
        SecureField("Password", text: .constant(""))
      }
      """#),
  ]
}
