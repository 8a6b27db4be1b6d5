/// Examples for ``ColorOnlyStateRule``; `↓` marks each expected violation.
package enum ColorOnlyStateRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StatusDot: View {
        let isOnline: Bool
        var body: some View {
          Circle()
            ↓.fill(isOnline ? .green : .red)
            .frame(width: 10, height: 10)
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmailField: View {
        @State private var email = ""
        var isValid: Bool { email.contains("@") }
        var body: some View {
          TextField("Email", text: $email)
            .padding(8)
            ↓.border(isValid ? Color.gray : Color.red)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PasswordField: View {
        @Binding var password: String
        let hasError: Bool
        var body: some View {
          SecureField("Password", text: $password)
            .padding(10)
            .overlay(RoundedRectangle(cornerRadius: 8)↓.stroke(hasError ? Color.red : Color.clear, lineWidth: 1))
        }
      }
      """#),
    RuleExample(
      #"""
      struct StockRow: View {
        let symbol: String
        let price: String
        let isUp: Bool
        var body: some View {
          HStack {
            Text(symbol)
            Spacer()
            Text(price)↓.foregroundColor(isUp ? .green : .red)
          }
          .accessibilityValue(isUp ? "up" : "down")
        }
      }
      """#),
    RuleExample(
      #"""
      struct ServerRow: View {
        let server: Server
        var body: some View {
          HStack {
            Text(server.name)
            Image(systemName: "circle.fill")
              ↓.foregroundStyle(server.status == .online ? Color("Online") : .gray)
          }
          .onTapGesture { if server.status == .online { open(server) } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PasswordStrength: View {
        @Binding var isStrong: Bool
        var body: some View {
          RoundedRectangle(cornerRadius: 2)
            ↓.fill(isStrong ? Color.green : Color.orange)
            .frame(height: 4)
            .animation(.default, value: isStrong)
        }
      }
      """#),
    RuleExample(
      #"""
      struct DayCell: View {
        let day: Int
        let isBusy: Bool
        var body: some View {
          Text("\(day)")
            .padding(6)
            ↓.background(isBusy ? Color.purple : Color.teal)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PortField: View {
        @State private var port = ""
        static func isValidPort(_ text: String) -> Bool { Int(text).map { (1...65535).contains($0) } ?? false }
        var body: some View {
          TextField("Port", text: $port)
            ↓.foregroundColor(Self.isValidPort(port) ? .gray : .red)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct PasswordField: View {
        @Binding var password: String
        let hasError: Bool
        var body: some View {
          VStack(alignment: .leading) {
            SecureField("Password", text: $password)
              .overlay(RoundedRectangle(cornerRadius: 8).stroke(hasError ? Color.red : Color.clear))
            if hasError { Text("Use at least 8 characters") }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct StatusBadge: View {
        let isOnline: Bool
        var body: some View {
          HStack {
            Circle().fill(isOnline ? .green : .red).frame(width: 10, height: 10)
            Text(isOnline ? "Online" : "Offline")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct TaskRow: View {
        let task: TodoTask
        var body: some View {
          Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(task.isDone ? .green : .gray)
        }
      }
      """#),
    RuleExample(
      #"""
      struct FieldBorder: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
        let isValid: Bool
        var body: some View {
          RoundedRectangle(cornerRadius: 6)
            .stroke(isValid || differentiateWithoutColor ? Color.gray : Color.red)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ConnectionRow: View {
        let connection: Connection
        var body: some View {
          HStack {
            Circle().fill(connection.state == .connected ? .green : .orange)
            Text(connection.state.title)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Selectable: View {
        let isSelected: Bool
        var body: some View {
          Text("Option")
            .foregroundStyle(isSelected ? .primary : .secondary)
            .background(isSelected ? Color.blue.opacity(0.2) : .clear)
          Circle().fill(colorScheme == .dark ? .white : .black)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toggle: View {
        @State private var isOn = false
        var body: some View {
          Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .overlay(alignment: isOn ? .trailing : .leading) { Circle().fill(.white).padding(2) }
        }
      }
      """#),
    RuleExample(
      #"""
      struct UploadBanner: View {
        let status: UploadStatus
        var body: some View {
          let succeeded = status.succeeded
          Text(status.summary)
            .foregroundStyle(succeeded ? .green : .red)
        }
      }
      """#),
    RuleExample(
      #"""
      struct PinField: View {
        @State private var pin = ""
        func isValidPin(_ text: String) -> Bool { text.count == 4 }
        var body: some View {
          SecureField("PIN", text: $pin)
            .foregroundStyle(isValidPin(pin) ? .gray : .red)
          if !isValidPin(pin) { Text("Enter four digits") }
        }
      }
      """#),
  ]
}
