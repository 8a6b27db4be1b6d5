import A11yAuditKit
import Foundation
import TestSupport
import Testing

/// Compares text with `Goldens/<name>.txt` beside this file. With `A11Y_RECORD_GOLDENS=1` it writes the file
/// instead and fails, so a recording run is never mistaken for a passing one. A missing golden is recorded too.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt")
  if let issue = GoldenText.check(text, against: url, file: "Goldens/\(name).txt", subject: "Screen", side: "screen") {
    Issue.record(Comment(rawValue: issue), sourceLocation: sourceLocation)
  }
}

/// Why a screen differs from its golden: the unified diff that turns the golden into the screen.
func goldenMismatch(expected: String, actual: String, file: String) -> String {
  GoldenText.mismatch(expected: expected, actual: actual, file: file, subject: "Screen", side: "screen")
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
