/// Examples for ``VideoWithoutCaptionsRule``; `↓` marks each expected violation.
package enum VideoWithoutCaptionsRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      final class PlayerView: UIView {
        override static var layerClass: AnyClass { ↓AVPlayerLayer.self }
        var player: AVPlayer? {
          get { (layer as? AVPlayerLayer)?.player }
          set { (layer as? AVPlayerLayer)?.player = newValue }
        }
      }
      """#),
    RuleExample(
      #"""
      struct TrailerPlayer: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          let playerLayer = ↓AVPlayerLayer(player: AVPlayer(url: url))
          view.layer.addSublayer(playerLayer)
          return view
        }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """#),
    RuleExample(
      #"""
      final class EpisodePlayback {
        let player = AVPlayer()
        init() {
          ↓player.appliesMediaSelectionCriteriaAutomatically = false
        }
      }
      """#),
    RuleExample(
      #"""
      final class NativePlayerController: AVPlayerViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          ↓player?.appliesMediaSelectionCriteriaAutomatically = false
        }
      }
      """#),
    RuleExample(
      #"""
      struct IntroVideo: View {
        @State private var player = AVPlayer(url: Bundle.main.url(forResource: "intro", withExtension: "mp4")!)
        var body: some View {
          ↓VideoPlayer(player: player)
            .onAppear { player.play() }
        }
      }
      """#),
    RuleExample(
      #"""
      func showTutorial(from presenter: UIViewController) {
        guard let path = Bundle.main.path(forResource: "tutorial.mov", ofType: nil) else { return }
        let controller = ↓AVPlayerViewController()
        controller.player = AVPlayer(url: URL(fileURLWithPath: path))
        presenter.present(controller, animated: true)
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct LessonVideo: View {
        @State private var player = AVPlayer()
        var body: some View {
          VideoPlayer(player: player)
            .task { player.replaceCurrentItem(with: try? await Lesson.captionedItem()) }
        }
      }

      enum Lesson {
        static func captionedItem() async throws -> AVPlayerItem {
          let video = AVURLAsset(url: Bundle.main.url(forResource: "lesson", withExtension: "mp4")!)
          let captions = AVURLAsset(url: Bundle.main.url(forResource: "lesson", withExtension: "vtt")!)
          let composition = AVMutableComposition()
          let track = composition.addMutableTrack(withMediaType: .text, preferredTrackID: kCMPersistentTrackID_Invalid)
          try await track?.insertTimeRange(video.load(.duration).range, of: captions.loadTracks(withMediaType: .text)[0], at: .zero)
          return AVPlayerItem(asset: composition)
        }
      }
      """#),
    RuleExample(
      #"""
      final class CaptionedPlayerView: UIView {
        override static var layerClass: AnyClass { AVPlayerLayer.self }
        let captions = AVPlayerItemLegibleOutput()
      }
      """#),
    RuleExample(
      #"""
      struct LiveStream: View {
        let player = AVPlayer(url: URL(string: "https://example.com/live/index.m3u8")!)
        var body: some View {
          VideoPlayer(player: player)
        }
      }
      """#),
    RuleExample(
      #"""
      final class AmbientBackground: UIView {
        override static var layerClass: AnyClass { AVPlayerLayer.self }
        func play(_ player: AVPlayer) {
          player.isMuted = true
          (layer as? AVPlayerLayer)?.player = player
        }
      }
      """#),
    RuleExample(
      #"""
      final class PlaybackController {
        let layer: AVPlayerLayer
        init(player: AVPlayer) {
          layer = AVPlayerLayer(player: player)
          player.appliesMediaSelectionCriteriaAutomatically = false
        }
        func selectCaptions(for item: AVPlayerItem) async throws {
          guard UIAccessibility.isClosedCaptioningEnabled,
            let group = try await item.asset.loadMediaSelectionGroup(for: .legible)
          else { return }
          item.select(group.options.first { $0.hasMediaCharacteristic(.transcribesSpokenDialogForAccessibility) }, in: group)
        }
      }
      """#),
    RuleExample(
      #"""
      #Preview {
        VideoPlayer(player: AVPlayer(url: Bundle.main.url(forResource: "intro", withExtension: "mp4")!))
      }
      """#),
  ]
}
