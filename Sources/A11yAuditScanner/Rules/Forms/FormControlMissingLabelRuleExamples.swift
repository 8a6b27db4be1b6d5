/// Examples for ``FormControlMissingLabelRule``; `↓` marks each expected violation.
package enum FormControlMissingLabelRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ChartHeader: View {
        @Binding var period: Period
        var body: some View {
          periodPicker().pickerStyle(.segmented)
        }
        private func periodPicker() -> some View {
          ↓Picker("", selection: $period) {
            ForEach(Period.allCases) { Text($0.title).tag($0) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NotificationSettings: View {
        @State private var alertsOn = true
        var body: some View {
          Form {
            ↓Toggle("", isOn: $alertsOn)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct VolumeRow: View {
        @Binding var volume: Double
        var body: some View {
          HStack {
            Text("Volume")
            ↓Slider(value: $volume, in: 0...1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct RecipeSearch: View {
        @State private var query = ""
        var body: some View {
          ↓TextField("", text: $query, prompt: Text("Search recipes"))
            .textFieldStyle(.roundedBorder)
        }
      }
      """#),
    RuleExample(
      #"""
      struct FeedbackForm: View {
        @State private var topic = Topic.bug
        @State private var message = ""
        var body: some View {
          Form {
            Section("Topic") {
              ↓Picker("", selection: $topic) {
                ForEach(Topic.allCases) { Text($0.title).tag($0) }
              }
            }
            ↓TextEditor(text: $message)
              .frame(minHeight: 120)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReminderEditor: View {
        var body: some View {
          VStack {
            ↓Toggle(isOn: $isOn) { }
            ↓DatePicker(selection: $time, displayedComponents: .hourAndMinute) { EmptyView() }
            ↓SwiftUI.ColorPicker("", selection: $tint).labelsHidden()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PinEntry: View {
        var body: some View {
          VStack {
            ↓SecureField("", text: $pin)
              .accessibilityHidden(false)
            ↓Stepper(value: $digits, in: 4...8) { Text("") }
            ↓Slider(value: $speed, in: 0.5...2) { editing in isAdjusting = editing }
          }
          .accessibilityElement(children: .contain)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct SensorRow: View {
        let sensor: Sensor
        var body: some View {
          Toggle(isOn: $sensor.isOn) {
            Label {
              Text(sensor.name)
            } icon: {
              if let icon = sensor.icon.flatMap({ SensorIcon(named: $0) }) { icon.image }
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct IconToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          Toggle(isOn: configuration.$isOn) {
            configuration.label
              .labelStyle(.titleAndIcon)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SettingsRow: View {
        var body: some View {
          HStack {
            Text("Reminders")
            Spacer()
            Toggle("Reminders", isOn: $remindersOn)
              .labelsHidden()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NoteEditor: View {
        var body: some View {
          VStack {
            TextField("", text: $title)
              .accessibilityLabel("Title")
            TextEditor(text: $text)
              .accessibility(label: Text("Note"))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlaybackSettings: View {
        var body: some View {
          Form {
            LabeledContent("Volume") {
              Slider(value: $volume)
            }
            Stepper("Repeat \(count) times", value: $count, in: 1...10)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SharingRow: View {
        var body: some View {
          HStack {
            VStack(alignment: .leading) {
              Text("Share location")
              Text("Only with your group").font(.caption)
            }
            Toggle("", isOn: $sharing)
              .labelsHidden()
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ProfileForm: View {
        @Namespace private var namespace
        var body: some View {
          VStack {
            Text("Nickname")
              .accessibilityLabeledPair(role: .label, id: "nickname", in: namespace)
            TextField(text: $nickname, prompt: Text("Required")) { EmptyView() }
              .accessibilityLabeledPair(role: .content, id: "nickname", in: namespace)
            Picker(selection: $region) {
              ForEach(regions) { Text($0.name) }
            } label: {
              Text("Region")
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LibraryToolbar: View {
        var body: some View {
          Menu("Sort") {
            Picker("", selection: $order) {
              Text("Title").tag(Order.title)
              Text("Date").tag(Order.date)
            }
          }
          Toggle(isOn: $muted) { Image(systemName: "speaker.slash") }
          Slider(value: $progress).accessibilityHidden(true)
          DatePicker(selection: $start) { Text(startTitle) }
        }
      }
      """#),
  ]
}
