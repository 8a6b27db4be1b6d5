import SwiftUI

struct ProfileView: View {
    @AppStorage("displayName") private var displayName = ""
    @AppStorage("dailyGoalMinutes") private var dailyGoal = 10.0
    @AppStorage("intention") private var intention = ""
    @State private var email = ""
    @State private var password = ""
    @State private var emailCode = ""
    @State private var confirmEmail = ""
    @State private var staysSignedIn = true

    private var isEmailInvalid: Bool { !email.isEmpty && !email.contains("@") }
    private var passwordError: String? {
        password.isEmpty || password.count >= 8 ? nil : "Use at least 8 characters"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Name") {
                        TextField("Your name", text: $displayName)
                            .textContentType(.name)
                    }
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .overlay(RoundedRectangle(cornerRadius: 6).stroke(isEmailInvalid ? Color.red : Color.clear))
                    TextField("Confirm email", text: $confirmEmail)
                        .textContentType(.emailAddress)
                    LabeledContent("Password") {
                        SecureField("Required", text: $password)
                            .textContentType(.password)
                            .border(passwordError == nil ? Color.gray : Color.red)
                    }
                    if let passwordError {
                        Text(passwordError)
                            .font(.footnote)
                    }
                    TextField("Email verification code", text: $emailCode)
                        .keyboardType(.numberPad)
                    HStack {
                        Text("Stay signed in")
                        Spacer()
                        Toggle("Stay signed in", isOn: $staysSignedIn)
                            .labelsHidden()
                    }
                }

                Section("Practice") {
                    HStack {
                        Text("Daily goal")
                        Slider(value: $dailyGoal, in: 5...60, step: 5)
                    }
                }

                Section {
                    TextEditor(text: $intention)
                        .frame(minHeight: 80)
                } footer: {
                    Text("A sentence to read before each session.")
                }
            }
            .navigationTitle("Profile")
            .onChange(of: passwordError) { _, error in
                if let error { AccessibilityNotification.Announcement(error).post() }
            }
        }
    }
}

extension ProfileView {
    /// The section that changes the password.
    var changePasswordSection: some View { ChangePasswordForm() }
}

/// A new password typed twice: the confirmation guards against a typo, and AutoFill fills both.
struct ChangePasswordForm: View {
    @State private var newPassword = ""
    @State private var confirmation = ""

    var body: some View {
        Section("Change password") {
            LabeledContent("New password") {
                SecureField("Required", text: $newPassword)
                    .textContentType(.newPassword)
            }
            LabeledContent("Confirm new password") {
                SecureField("Required", text: $confirmation)
                    .textContentType(.newPassword)
            }
        }
    }
}
