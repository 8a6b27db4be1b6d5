/// A project file other than Swift that a rule area reads: an asset catalog's `Contents.json`, an `Info.plist`, an
/// Xcode project's `project.pbxproj` (see ``ResourceFacts``).
public struct ResourceFile: Sendable {
  /// Path relative to the scanned root, `/`-separated.
  public var file: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// A file found at `file` holding `bytes`.
  public init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  /// A file holding `text` as UTF-8 (for tests and editors).
  public init(file: String, text: String) {
    self.init(file: file, bytes: Array(text.utf8))
  }

  /// The folders of ``file`` from the root down, without the file's own name.
  package var folders: [Substring] { file.split(separator: "/").dropLast() }

  /// The file's lines, without their line ends, numbered from 1.
  package var numberedLines: [(number: Int, text: Substring)] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      (index + 1, line.last == "\r" ? line.dropLast() : line)
    }
  }
}

/// The file names the scanner's walk lists for the resource areas (see ``ResourceFacts/fileNames``): exact names
/// (`project.pbxproj`) and name endings (`Info.plist` also matches `App-Info.plist`).
package struct ResourceFileNames: Sendable {
  /// Names matched exactly.
  package private(set) var exact: Set<String> = []
  /// Endings a name may have.
  package private(set) var endings: [String] = []

  /// Names that no file matches.
  package static let none = ResourceFileNames()

  /// The names every area of `areas` asks for: `*` before a name makes it an ending (`*Info.plist`).
  package init(_ areas: [any ResourceFacts.Type] = []) {
    for pattern in areas.flatMap({ $0.fileNames }) {
      if pattern.hasPrefix("*") { endings.append(String(pattern.dropFirst())) } else { exact.insert(pattern) }
    }
  }

  /// Whether the walk lists a file called `name`.
  package func matches(_ name: String) -> Bool {
    exact.contains(name) || endings.contains { name.hasSuffix($0) }
  }

  /// Whether no name is asked for.
  package var isEmpty: Bool { exact.isEmpty && endings.isEmpty }
}
