/// Examples for ``KeyboardShortcutWithoutModifierRule``; `↓` marks each expected violation.
package enum KeyboardShortcutWithoutModifierRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct InboxToolbar: View {
        var body: some View {
          Button("Archive") { archive() }
            ↓.keyboardShortcut("e", modifiers: [])
        }
      }
      """#),
    RuleExample(
      #"""
      struct PlayerControls: View {
        var body: some View {
          HStack {
            Button("Play") { player.toggle() }
              ↓.keyboardShortcut(KeyEquivalent("k"), modifiers: [])
            Button("Mute") { player.mute() }
              ↓.keyboardShortcut(.init("m"), modifiers: EventModifiers())
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ReaderCommands: Commands {
        var body: some Commands {
          CommandMenu("Navigate") {
            Button("Next article") { next() }
              ↓.keyboardShortcut("j", modifiers: [])
            Button("Zoom in") { zoomIn() }
              ↓.keyboardShortcut("+", modifiers: [])
          }
        }
      }
      """#),
    RuleExample(
      #"""
      final class ReaderViewController: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [
            ↓UIKeyCommand(input: "n", modifierFlags: [], action: #selector(nextPage)),
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(previousPage)),
          ]
        }
      }
      """#),
    RuleExample(
      #"""
      final class GalleryController: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [↓UIKeyCommand(title: "Favorite", action: #selector(favorite), input: "f")]
        }
      }
      """#),
    RuleExample(
      #"""
      struct Flashcards: View {
        var body: some View {
          Button(action: flip) { Text("Flip") }
            ↓.keyboardShortcut(KeyEquivalent(Character("1")), modifiers: [])
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct InboxToolbar: View {
        var body: some View {
          Button("Archive") { archive() }
            .keyboardShortcut("e")
        }
      }
      """#),
    RuleExample(
      #"""
      struct FindBar: View {
        var body: some View {
          Button("Find next") { findNext() }
            .keyboardShortcut("g", modifiers: [.command, .shift])
          Button("Done") { close() }
            .keyboardShortcut(.escape, modifiers: [])
          Button("Save") { save() }
            .keyboardShortcut(.defaultAction)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ResultsList: View {
        var body: some View {
          Button("Down") { moveDown() }
            .keyboardShortcut(.downArrow, modifiers: [])
          Button("Play") { togglePlayback() }
            .keyboardShortcut(.space, modifiers: [])
          Button("Open") { open() }
            .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: [])
        }
      }
      """#),
    RuleExample(
      #"""
      final class TabController: UITabBarController {
        override var keyCommands: [UIKeyCommand]? {
          [
            UIKeyCommand(title: "Search", action: #selector(search), input: "f", modifierFlags: [.command]),
            UIKeyCommand(title: "Play", action: #selector(play), input: " ", modifierFlags: []),
          ]
        }
      }
      """#),
    RuleExample(
      #"""
      struct CardView: View {
        @FocusState private var isFocused: Bool
        var body: some View {
          if isFocused {
            Button("Flip") { flip() }
              .keyboardShortcut("f", modifiers: [])
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        @AppStorage("singleKeyShortcuts") private var singleKeyShortcuts = false
        var body: some View {
          if singleKeyShortcuts {
            Button("Play") { play() }.keyboardShortcut("k", modifiers: [])
          }
          Button("Next") { next() }.keyboardShortcut("n", modifiers: .option)
        }
      }

      #Preview {
        Button("Play") {}.keyboardShortcut("k", modifiers: [])
      }
      """#),
  ]
}
