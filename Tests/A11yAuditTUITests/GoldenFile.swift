import Foundation
import Testing

/// Compares text with `Goldens/<name>.txt` beside this file. With `A11Y_RECORD_GOLDENS=1` it writes the file
/// instead and fails, so a recording run is never mistaken for a passing one. A missing golden is recorded too.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  let url = folder.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment["A11Y_RECORD_GOLDENS"] == "1"
  guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
    Issue.record(
      "Recorded golden \(url.path); check it, then run again without A11Y_RECORD_GOLDENS",
      sourceLocation: sourceLocation)
    return
  }
  #expect(text == expected, "Screen differs from \(url.lastPathComponent)", sourceLocation: sourceLocation)
}
