import Foundation

/// One labelled example of `Benchmarks/recall`: code that fails a WCAG criterion (`bad`) or meets it (`good`).
///
/// A `.cases` file is named after the criterion it probes (`2.4.4-link-purpose.cases`). Lines before the first case
/// and lines starting with `#` there are its header. Each case starts with `=== bad: TITLE` or `=== good: TITLE`;
/// its text is one Swift file, `Example.swift`, unless `--- PATH` lines split it into several files of a project
/// (an asset catalog's `Contents.json`, a `Localizable.strings`).
struct RecallCase: CustomStringConvertible {
  /// Whether the code fails the criterion.
  var isBad: Bool
  /// What the case probes, one line.
  var title: String
  /// The project's files: path relative to the scanned folder, and contents.
  var files: [(path: String, contents: String)]
  /// The `.cases` file and line the case starts at, for messages.
  var origin: String

  var description: String { "\(origin) \(isBad ? "bad" : "good"): \(title)" }

  /// The cases of one `.cases` file's text.
  static func parse(_ text: String, file: String) throws -> [RecallCase] {
    var cases: [RecallCase] = []
    var current: RecallCase?
    var path = "Example.swift"
    var lines: [Substring] = []

    func closeFile() {
      guard current != nil else { return }
      let contents = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
      if !contents.isEmpty { current?.files.append((path, contents + "\n")) }
      lines = []
    }

    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("=== ") {
        closeFile()
        if let done = current { cases.append(done) }
        let heading = line.dropFirst(4)
        guard let colon = heading.firstIndex(of: ":"),
          let kind = ["bad": true, "good": false][heading[..<colon].trimmingCharacters(in: .whitespaces)]
        else { throw RecallCaseError(file: file, line: offset + 1, problem: "expected `=== bad: …` or `=== good: …`") }
        let title = heading[heading.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        current = RecallCase(isBad: kind, title: title, files: [], origin: "\(file):\(offset + 1)")
        path = "Example.swift"
      } else if line.hasPrefix("--- "), current != nil {
        closeFile()
        path = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
      } else if current != nil {
        lines.append(line)
      }
    }
    closeFile()
    if let done = current { cases.append(done) }
    return cases
  }
}

/// A `.cases` file that does not follow the format.
struct RecallCaseError: Error, CustomStringConvertible {
  var file: String
  var line: Int
  var problem: String

  var description: String { "\(file):\(line): \(problem)" }
}
