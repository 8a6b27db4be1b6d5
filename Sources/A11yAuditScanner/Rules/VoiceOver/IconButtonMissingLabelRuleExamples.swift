/// Examples for ``IconButtonMissingLabelRule``; `↓` marks each expected violation.
package enum IconButtonMissingLabelRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          ↓Button(action: dismiss) {
            Image(systemName: "xmark")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          ↓Button { togglePlayback() } label: {
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
              .font(.title)
              .frame(width: 64, height: 64)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Share: View {
        var body: some View {
          ↓Button(action: share) { Image("ic_share_white") }.accessibilityHint("Shares the photo")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Nav: View {
        var body: some View {
          ↓NavigationLink(destination: SettingsView()) {
            Image(systemName: "gearshape")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct More: View {
        var body: some View {
          ↓Menu {
            Button("Rename", action: rename)
          } label: {
            Image(systemName: "ellipsis.circle")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Close: View {
        var body: some View {
          ↓Button(action: close) {
            Image(decorative: "close")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct MapScreen: View {
        var body: some View {
          Map()
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                ↓Button(action: centerOnUser) {
                  Image(.locationNavigator)
                }
              }
            }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct SearchHistoryRow: View {
        var body: some View {
          HStack {
            Text(term)
            Button(action: remove) { Image("close") }
          }
        }
      }
      """),
    RuleExample(
      #"""
      struct ScopeMenu: View {
        var body: some View {
          Button {
            showsScopes.toggle()
          } label: {
            HStack {
              self.scopeTitle
                .font(.caption)
              Image(systemName: "chevron.down")
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ScopePicker: View {
        let scopeLabel: Text
        var body: some View {
          Menu { options } label: {
            HStack {
              scopeLabel
              Image(systemName: "chevron.down")
            }
          }
          Button(action: showDetail) {
            infoRow("Watch", "Available")
            Image(systemName: "info.circle")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          Button(action: dismiss) {
            Image(systemName: "xmark")
          }
          .accessibilityLabel("Close")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        var body: some View {
          Button { togglePlayback() } label: {
            Label(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill")
              .labelStyle(.iconOnly)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Share: View {
        var body: some View {
          Button(action: share) { Image("ic_share_white").accessibilityLabel("Share") }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Nav: View {
        var body: some View {
          NavigationLink(destination: SettingsView()) {
            Image(systemName: "gearshape", label: Text("Settings"))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Save: View {
        var body: some View {
          Button("Save", systemImage: "square.and.arrow.down", action: save)
          Button(action: save) { Label("Save", systemImage: "square.and.arrow.down") }
          Button { save() } label: { HStack { Image(systemName: "tray"); Text("Save") } }
        }
      }
      """#),
    RuleExample(
      #"""
      struct More: View {
        var body: some View {
          Menu {
            Button("Rename", action: rename)
          } label: {
            Image(systemName: "ellipsis.circle")
          }
          .accessibilityLabel("More actions")
        }
      }
      """#),
  ]
}
