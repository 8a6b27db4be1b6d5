import SwiftUI

struct SettingsView: View {
    @AppStorage("remindersOn") private var remindersOn = true
    @AppStorage("soundsOn") private var soundsOn = false
    @State private var showsGuide = false

    var body: some View {
        NavigationStack {
            List {
                Section("Reminders") {
                    HStack {
                        Image(systemName: "bell.fill")
                            .accessibilityLabel("Reminders")
                        Text("Reminders")
                        Spacer()
                        Toggle("Reminders", isOn: $remindersOn)
                            .labelsHidden()
                            .onChange(of: remindersOn) { _, on in scheduleReminders(on) }
                    }
                    HStack {
                        Image(systemName: "speaker.wave.2.fill")
                            .accessibilityHidden(true)
                        Toggle("Sounds", isOn: $soundsOn)
                            .onChange(of: soundsOn) { _, on in
                                if on { showsGuide = true }
                            }
                    }
                }

                Section("Practice") {
                    statRow(title: "Longest streak", value: "21 days")
                    Text("Mindful minutes this month")
                        .lineLimit(1)
                    Text("Sessions you finished without pausing, counted since you installed Breathe")
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }

                Section("Help") {
                    Text("Open the setup guide")
                        .foregroundStyle(.tint)
                        .onTapGesture {
                            showsGuide = true
                        }
                    Text("Contact support")
                        .foregroundStyle(.tint)
                        .accessibilityAddTraits(.isLink)
                        .onTapGesture {
                            openSupport()
                        }
                }

                Section {
                    Link("Read more", destination: URL(string: "https://example.com/breathe/release-notes")!)
                    // a11y-audit:disable:next fixed-font-size — matches the App Store screenshots; the text is not essential
                    Text("Breathe 1.0")
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                    Text("Made with care")
                        .font(.custom("Avenir-Book", size: 13, relativeTo: .footnote))
                        .foregroundStyle(.secondary)
                    Text("Sounds recorded by the Breathe team. [Read more](https://example.com/breathe/credits)")
                        .font(.footnote)
                }
            }
            .navigationTitle("Settings")
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .sheet(isPresented: $showsGuide) {
                SetupGuide()
            }
        }
    }

    private func statRow(title: String, value: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .accessibility(label: Text("\(value) in a row"))
        }
        .frame(height: 32)
    }

    private func openSupport() {}

    private func scheduleReminders(_ on: Bool) {}
}

#Preview("Largest text") {
    SettingsView()
        .environment(\.dynamicTypeSize, .accessibility5)
}
