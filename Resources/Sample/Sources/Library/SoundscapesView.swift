import AVFoundation
import SwiftUI

/// Background sounds for a session. Shake the phone for a random one.
struct SoundscapesView: View {
    @State private var soundscapes = [
        Soundscape(name: "Rain"), Soundscape(name: "Forest"), Soundscape(name: "Waves"),
    ]
    @State private var playing: Soundscape?
    @State private var nowPlayingMessage: String?
    @State private var ambience: AVAudioPlayer?
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

    var body: some View {
        List(soundscapes) { soundscape in
            Button(soundscape.name) { play(soundscape) }
        }
        .onShake {
            if let random = soundscapes.randomElement() { play(random) }
        }
        .safeAreaInset(edge: .top) {
            Button("Stop sound") { ambience?.stop() }
        }
        .safeAreaInset(edge: .bottom) {
            Text("When you hear the bell, your session is over.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .onAppear { startAmbience() }
        .overlay(alignment: .bottom) {
            if let nowPlayingMessage {
                Text(nowPlayingMessage)
                    .padding()
                    .background(.thinMaterial, in: Capsule())
            }
        }
    }

    /// Resumes the ambient loop the person last chose.
    private func startAmbience() {
        guard let url = Bundle.main.url(forResource: "ambient-rain", withExtension: "m4a") else { return }
        ambience = try? AVAudioPlayer(contentsOf: url)
        ambience?.numberOfLoops = -1
        ambience?.play()
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
