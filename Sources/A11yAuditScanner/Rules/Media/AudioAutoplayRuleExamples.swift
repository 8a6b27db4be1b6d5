/// Examples for ``AudioAutoplayRule``; `↓` marks each expected violation.
package enum AudioAutoplayRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct MeditationView: View {
        @State private var player: AVAudioPlayer?

        var body: some View {
          Text("Breathe in")
            .onAppear {
              let url = Bundle.main.url(forResource: "calm", withExtension: "m4a")!
              player = try? AVAudioPlayer(contentsOf: url)
              player?.numberOfLoops = -1
              player?↓.play()
            }
        }
      }
      """),
    RuleExample(
      """
      final class WelcomeViewController: UIViewController {
        private var player = AVPlayer(url: URL(string: "https://example.com/intro.mp4")!)

        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          player↓.play()
        }
      }
      """),
    RuleExample(
      """
      struct GameScene: View {
        @State private var music: AVAudioPlayer?

        var body: some View {
          Board().task { startBackgroundMusic() }
        }

        private func startBackgroundMusic() {
          guard let url = Bundle.main.url(forResource: "theme_song", withExtension: "mp3") else { return }
          music = try? AVAudioPlayer(contentsOf: url)
          music?↓.play()
        }
      }
      """),
    RuleExample(
      """
      struct TrailerView: View {
        let player = AVPlayer(url: Bundle.main.url(forResource: "trailer", withExtension: "mov")!)

        var body: some View {
          VideoPlayer(player: player)
            .onAppear { player↓.play() }
        }
      }
      """),
    RuleExample(
      """
      final class RadioModel: ObservableObject {
        private let queue: AVQueuePlayer

        init(items: [AVPlayerItem]) {
          queue = AVQueuePlayer(items: items)
          queue↓.play()
        }
      }
      """),
    RuleExample(
      """
      struct SleepSoundsView: View {
        @State private var rain: AVAudioPlayer?

        var body: some View {
          List { Text("Rain") }
            .onAppear {
              guard let url = Bundle.main.url(forResource: "rain-ambience", withExtension: "caf") else { return }
              rain = try? AVAudioPlayer(contentsOf: url)
              rain?↓.play()
            }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct MeditationView: View {
        @State private var player: AVAudioPlayer?

        var body: some View {
          VStack {
            Text("Breathe in")
            Button("Pause music") { player?.pause() }
          }
          .onAppear {
            let url = Bundle.main.url(forResource: "calm", withExtension: "m4a")!
            player = try? AVAudioPlayer(contentsOf: url)
            player?.numberOfLoops = -1
            player?.play()
          }
        }
      }
      """),
    RuleExample(
      """
      struct MuteFirstVideo: View {
        let player = AVPlayer(url: URL(string: "https://example.com/loop.mp4")!)

        var body: some View {
          VideoPlayer(player: player)
            .onAppear {
              player.isMuted = true
              player.play()
            }
        }
      }
      """),
    RuleExample(
      """
      struct CorrectAnswer: View {
        @State private var effect: AVAudioPlayer?

        var body: some View {
          Image(systemName: "checkmark")
            .onAppear {
              let url = Bundle.main.url(forResource: "success_chime", withExtension: "wav")!
              effect = try? AVAudioPlayer(contentsOf: url)
              effect?.play()
            }
        }
      }
      """),
    RuleExample(
      """
      struct GameScene: View {
        @AppStorage("musicEnabled") private var musicEnabled = true
        @State private var music: AVAudioPlayer?

        var body: some View {
          Board().task {
            guard musicEnabled else { return }
            music = try? AVAudioPlayer(contentsOf: Bundle.main.url(forResource: "theme", withExtension: "mp3")!)
            music?.numberOfLoops = -1
            music?.play()
          }
        }
      }
      """),
    RuleExample(
      """
      struct PodcastEpisode: View {
        let player: AVPlayer

        var body: some View {
          Button("Play episode") { player.play() }
        }
      }
      """),
    RuleExample(
      """
      final class AmbientViewController: UIViewController {
        private var player: AVAudioPlayer?

        override func viewDidLoad() {
          super.viewDidLoad()
          player = try? AVAudioPlayer(contentsOf: Bundle.main.url(forResource: "forest", withExtension: "mp3")!)
          player?.numberOfLoops = -1
          player?.volume = Settings.shared.musicVolume
          player?.play()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Mute", primaryAction: UIAction { [weak self] _ in self?.toggleSound() })
        }

        private func toggleSound() {
          player?.volume = player?.volume == 0 ? 1 : 0
        }
      }
      """),
    RuleExample(
      """
      final class LessonPlaybackModel: ObservableObject {
        let player = AVPlayer()

        init(item: AVPlayerItem) {
          player.replaceCurrentItem(with: item)
          player.play()
        }

        func pause() { player.pause() }
      }
      """),
  ]
}
