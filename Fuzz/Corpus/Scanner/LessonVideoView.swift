import AVKit
import SwiftUI

struct Lesson: Identifiable {
    let id: String
    let title: String

    static let all = [
        Lesson(id: "box-breathing", title: "Box breathing"),
        Lesson(id: "body-scan", title: "Body scan"),
    ]

    /// The lesson's video with its WebVTT captions added as a text track, so the player offers them.
    func captionedItem() async throws -> AVPlayerItem {
        guard let videoURL = Bundle.main.url(forResource: id, withExtension: "mp4"),
              let captionsURL = Bundle.main.url(forResource: id, withExtension: "vtt")
        else { throw CocoaError(.fileNoSuchFile) }
        let video = AVURLAsset(url: videoURL)
        let captions = AVURLAsset(url: captionsURL)
        let range = CMTimeRange(start: .zero, duration: try await video.load(.duration))
        let composition = AVMutableComposition()
        for (asset, type) in [(video, AVMediaType.video), (video, .audio), (captions, .text)] {
            guard let source = try await asset.loadTracks(withMediaType: type).first else { continue }
            let track = composition.addMutableTrack(withMediaType: type, preferredTrackID: kCMPersistentTrackID_Invalid)
            try track?.insertTimeRange(range, of: source, at: .zero)
        }
        return AVPlayerItem(asset: composition)
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List(Lesson.all) { lesson in
                NavigationLink(lesson.title) {
                    LessonVideoView(lesson: lesson)
                }
            }
            .navigationTitle("Lessons")
        }
    }
}

struct LessonVideoView: View {
    let lesson: Lesson
    @State private var player = AVPlayer()

    var body: some View {
        VideoPlayer(player: player)
            .aspectRatio(16 / 9, contentMode: .fit)
            .navigationTitle(lesson.title)
            .task {
                player.replaceCurrentItem(with: try? await lesson.captionedItem())
            }
    }
}
