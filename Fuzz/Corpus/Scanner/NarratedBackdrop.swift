import AVFoundation
import SwiftUI
import UIKit

/// A slow ocean video with spoken guidance, played behind a breathing session.
struct NarratedBackdrop: UIViewRepresentable {
    var resource = "ocean-guidance"

    func makeUIView(context: Context) -> PlayerView {
        let view = PlayerView()
        if let url = Bundle.main.url(forResource: resource, withExtension: "mp4") {
            view.player = AVPlayer(url: url)
            view.player?.play()
        }
        return view
    }

    func updateUIView(_ view: PlayerView, context: Context) {}

    final class PlayerView: UIView {
        override static var layerClass: AnyClass { AVPlayerLayer.self }

        var player: AVPlayer? {
            get { playerLayer.player }
            set { playerLayer.player = newValue }
        }

        private var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
    }
}
