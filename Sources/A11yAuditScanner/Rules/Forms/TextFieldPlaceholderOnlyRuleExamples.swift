/// Examples for ``TextFieldPlaceholderOnlyRule``; `↓` marks each expected violation.
package enum TextFieldPlaceholderOnlyRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct RenameView: View {
        @State private var name = ""
        var body: some View {
          Form {
            ↓TextField("Name", text: $name)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignInForm: View {
        var body: some View {
          Form {
            Section("Account") {
              ↓TextField("Username", text: $username)
              ↓SecureField("Password", text: $password)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct WelcomeSignUp: View {
        var body: some View {
          VStack(spacing: 12) {
            Image("logo")
            ↓TextField("Email", text: $email)
            ↓SecureField("Password", text: $password)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ContactDetails: View {
        var body: some View {
          List {
            ↓TextField("Email", text: $email, prompt: Text("name@example.com"))
              .keyboardType(.emailAddress)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct AddressForm: View {
        var body: some View {
          ScrollView {
            ↓TextField("", text: $city, prompt: Text("City"))
              .accessibilityLabel("City")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct InviteRow: View {
        var body: some View {
          HStack {
            ↓TextField("Invite code", text: $code)
            Button("Join") { join(code) }
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ChatComposer: View {
        @State private var draft = ""
        var body: some View {
          HStack(alignment: .bottom) {
            TextField("Message", text: $draft, axis: .vertical)
            Button("Send", systemImage: "arrow.up.circle.fill") { send(draft) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmailRow: View {
        var body: some View {
          Form {
            LabeledContent("Email") {
              TextField("name@example.com", text: $email)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NameRow: View {
        var body: some View {
          HStack {
            Text("Name")
            TextField("Required", text: $name)
              .multilineTextAlignment(.trailing)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SearchBar: View {
        var body: some View {
          HStack {
            Image(systemName: "magnifyingglass")
            TextField("Search", text: $query)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmailField: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Email").font(.caption)
            TextField("name@example.com", text: $email)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NicknameForm: View {
        var body: some View {
          Form {
            Section("Nickname") {
              TextField("Nickname", text: $nickname)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlaylistRow: View {
        var body: some View {
          Text(playlist.name)
            .alert("Rename playlist", isPresented: $renaming) {
              TextField("Name", text: $name)
              Button("Save") { save() }
            }
          FormRow(title: "Email") {
            TextField("name@example.com", text: $email)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct KeyInput: View {
        let title: String
        @Binding var text: String
        var body: some View {
          TextField(title, text: $text)
            .monospaced()
        }
      }
      """#),
  ]
}
