import A11yAuditKit
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
  if text != expected {
    Issue.record(
      Comment(rawValue: goldenMismatch(expected: expected, actual: text, file: "Goldens/\(name).txt")),
      sourceLocation: sourceLocation)
  }
}

/// Why a screen differs from its golden: the unified diff that turns the golden into the screen.
func goldenMismatch(expected: String, actual: String, file: String) -> String {
  "Screen differs from \(file) (- golden, + screen):\n"
    + UnifiedDiff.make(file: file, diff: LineDiff(old: expected, new: actual))
}

@Suite struct GoldenFileTests {
  @Test func aMismatchShowsTheChangedLinesBetweenTheirContext() {
    let golden = "┌─┐\n│a│\n│b│\n└─┘\n"

    #expect(
      goldenMismatch(expected: golden, actual: "┌─┐\n│a│\n│c│\n└─┘\n", file: "Goldens/box.txt") == """
        Screen differs from Goldens/box.txt (- golden, + screen):
        --- a/Goldens/box.txt
        +++ b/Goldens/box.txt
        @@ -1,4 +1,4 @@
         ┌─┐
         │a│
        -│b│
        +│c│
         └─┘

        """)
  }
}
