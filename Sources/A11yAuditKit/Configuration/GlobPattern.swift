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
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return Self.match(segments[...], parts[...])
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return true }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let name = path.first, matchSegment(Array(first.unicodeScalars), Array(name.unicodeScalars)) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
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
