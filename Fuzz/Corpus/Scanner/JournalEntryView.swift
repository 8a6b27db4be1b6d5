import SwiftUI

/// A few words after a session. Shake to undo, unless turned off in Settings.
struct JournalEntryView: View {
    @AppStorage("shakeToUndo") private var shakeToUndo = true
    @Environment(\.undoManager) private var undoManager
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .padding()
            .toolbar {
                Button("Undo") { undoManager?.undo() }
            }
            .onShake {
                guard shakeToUndo else { return }
                undoManager?.undo()
            }
    }
}
