import SwiftUI

/// Background sounds for a session. Shake the phone for a random one.
struct SoundscapesView: View {
    @State private var soundscapes = [
        Soundscape(name: "Rain"), Soundscape(name: "Forest"), Soundscape(name: "Waves"),
    ]
    @State private var playing: Soundscape?
    @State private var nowPlayingMessage: String?
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

    var body: some View {
        List(soundscapes) { soundscape in
            Button(soundscape.name) { play(soundscape) }
        }
        .onShake {
            if let random = soundscapes.randomElement() { play(random) }
        }
        .overlay(alignment: .bottom) {
            if let nowPlayingMessage {
                Text(nowPlayingMessage)
                    .padding()
                    .background(.thinMaterial, in: Capsule())
            }
        }
    }

    private func play(_ soundscape: Soundscape) {
        playing = soundscape
        nowPlayingMessage = "Now playing \(soundscape.name)"
        guard !voiceOverEnabled else { return }
        Task {
            try? await Task.sleep(for: .seconds(3))
            nowPlayingMessage = nil
        }
    }
}
