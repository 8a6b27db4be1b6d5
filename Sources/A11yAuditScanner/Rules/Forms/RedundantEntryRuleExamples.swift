/// Examples for ``RedundantEntryRule``; `↓` marks each expected violation.
package enum RedundantEntryRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SignUpForm: View {
        @State private var email = ""
        @State private var confirmEmail = ""
        var body: some View {
          Form {
            TextField("Email", text: $email)
            ↓TextField("Confirm email", text: $confirmEmail)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ContactStep: View {
        var body: some View {
          VStack {
            TextField("Phone", text: $phone).textContentType(.telephoneNumber)
            ↓TextField("Repeat phone", text: $phoneAgain).textContentType(.telephoneNumber)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NewsletterSignUp: View {
        var body: some View {
          TextField("E-mail", text: $model.email)
            .textContentType(.emailAddress)
          ↓TextField("Re-enter e-mail", text: $model.emailConfirmation)
            .textContentType(.emailAddress)
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutForm: View {
        var body: some View {
          Form {
            Section("Shipping address") {
              TextField("Street", text: $order.shippingStreet)
            }
            Section("Billing address") {
              ↓TextField("Billing street", text: $order.billingStreet)
              TextField("Billing city", text: $order.billingCity)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct AccountEmail: View {
        var body: some View {
          TextField(text: $newEmail) { Text("New email") }
          ↓TextField(text: $verifyEmail) { Text("Verify email") }
        }
      }
      """#),
    RuleExample(
      #"""
      struct DeliveryDetails: View {
        var body: some View {
          TextField("Delivery address", text: $deliveryAddress)
          ↓TextField("Billing address", text: $billingAddress)
          Toggle("Gift wrap", isOn: $giftWrap)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ChangePassword: View {
        var body: some View {
          SecureField("New password", text: $new).textContentType(.newPassword)
          SecureField("Confirm new password", text: $confirm).textContentType(.newPassword)
        }
      }
      """#),
    RuleExample(
      #"""
      struct CheckoutForm: View {
        var body: some View {
          Form {
            TextField("Shipping street", text: $order.shippingStreet)
            Toggle("Billing same as shipping", isOn: $order.billingSameAsShipping)
            TextField("Billing street", text: $order.billingStreet)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct InviteForm: View {
        var body: some View {
          TextField("Your email", text: $email).textContentType(.emailAddress)
          TextField("Friend's email", text: $friendEmail)
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignUp: View {
        var body: some View {
          SecureField("Password", text: $password)
          SecureField("Repeat password", text: $passwordAgain)
        }
      }
      """#),
    RuleExample(
      #"""
      struct VerifyStep: View {
        var body: some View {
          TextField("Verification code", text: $code).textContentType(.oneTimeCode)
          Text("Sent to \(email)")
        }
      }
      """#),
    RuleExample(
      #"""
      struct ConfirmOrder: View {
        var body: some View {
          TextField("Confirm email", text: $email)
        }
      }

      #Preview {
        VStack {
          TextField("Email", text: .constant(""))
          TextField("Confirm email", text: .constant(""))
        }
      }
      """#),
  ]
}
