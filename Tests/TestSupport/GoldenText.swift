import A11yAuditKit
import Foundation

/// Golden files: the text a test expects, kept beside the test and recorded with `A11Y_RECORD_GOLDENS=1`.
public enum GoldenText {
  /// Whether this run records goldens instead of comparing with them.
  public static var recording: Bool { ProcessInfo.processInfo.environment["A11Y_RECORD_GOLDENS"] == "1" }

  /// Compares `text` with the golden at `url` (named `file` in messages). Nil when they are equal; otherwise the
  /// issue the test records. When recording, or when the golden is missing, `text` is written there and the issue
  /// says so, so that a recording run is never mistaken for a passing one.
  public static func check(_ text: String, against url: URL, file: String, subject: String, side: String) -> String? {
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
      return "Recorded golden \(url.path); check it, then run again without A11Y_RECORD_GOLDENS"
    }
    return text == expected ? nil : mismatch(expected: expected, actual: text, file: file, subject: subject, side: side)
  }

  /// `Screen differs from Goldens/box.txt (- golden, + screen):` and the unified diff that turns the golden into
  /// the text.
  public static func mismatch(expected: String, actual: String, file: String, subject: String, side: String) -> String {
    "\(subject) differs from \(file) (- golden, + \(side)):\n"
      + UnifiedDiff.make(file: file, diff: LineDiff(old: expected, new: actual))
  }
}
