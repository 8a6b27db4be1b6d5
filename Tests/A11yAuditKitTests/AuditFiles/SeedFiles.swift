import Foundation
import Testing

/// The user's seed documents in `../shared/seeds`, which a user's clone does not have.
enum SeedFiles {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/seeds")

  static let available = FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path)

  static let skipReason: Comment = "../shared/seeds is absent (a user's clone has no shared/ folder)"

  /// The seed whose name starts with `prefix` (`"000"`).
  static func url(_ prefix: String) -> URL {
    let name = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.first { $0.hasPrefix(prefix) }
    return folder.appendingPathComponent(name ?? prefix)
  }
}
