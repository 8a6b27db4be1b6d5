/// A path pattern of `.a11y-audit.yml`, relative to the scanned root: `*` matches within one folder name, `?` one
/// character, `**` any number of folders; a pattern that names a folder matches everything under it
/// (`Sources/Legacy` matches `Sources/Legacy/Old.swift`).
public struct GlobPattern: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let segments: [String]

  /// Creates a pattern; a leading `./` and trailing `/` are ignored.
  public init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    segments = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  public var description: String { pattern }

  /// Whether the root-relative, `/`-separated `path` matches the pattern or lies under a folder it matches.
  ///
  /// Decided over a table of (pattern segment, path segment) pairs, each filled once, so that a pattern of many
  /// `**` takes time in proportion to the pattern's segments times the path's, never an exponential search.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
    let pattern = segments.map { Array($0.unicodeScalars) }
    // matched[j]: the pattern from segment i on matches the path from part j on (a folder match takes the rest).
    var matched = Array(repeating: true, count: parts.count + 1)
    for segment in pattern.reversed() {
      var row = Array(repeating: false, count: parts.count + 1)
      if segment == ["*", "*"] {
        for index in stride(from: parts.count, through: 0, by: -1) {
          row[index] = matched[index] || (index < parts.count && row[index + 1])
        }
      } else {
        for index in 0..<parts.count where matched[index + 1] {
          row[index] = Self.matchSegment(segment, parts[index])
        }
      }
      matched = row
    }
    return matched[0]
  }

  /// `*` and `?` within one folder or file name.
  private static func matchSegment(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
    var matches = Array(repeating: false, count: name.count + 1)
    matches[0] = true
    for scalar in pattern {
      var next = Array(repeating: false, count: name.count + 1)
      if scalar == "*" {
        var seen = false
        for index in 0...name.count {
          seen = seen || matches[index]
          next[index] = seen
        }
      } else {
        for index in 0..<name.count where matches[index] && (scalar == "?" || scalar == name[index]) {
          next[index + 1] = true
        }
      }
      matches = next
    }
    return matches[name.count]
  }
}
