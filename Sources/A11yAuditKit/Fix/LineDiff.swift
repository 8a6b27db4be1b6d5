/// A line-by-line diff of two versions of a file (longest common subsequence of lines), rendered as a unified diff.
public struct LineDiff: Sendable, Equatable {
  /// One line of the diff.
  public enum Line: Sendable, Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Every line of both versions, in order.
  public var lines: [Line]

  /// The diff of `old` against `new`.
  public init(old: String, new: String) {
    let before = Self.split(old)
    let after = Self.split(new)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(before[prefix..<(before.count - suffix)])
    let newMiddle = Array(after[prefix..<(after.count - suffix)])
    lines =
      before[..<prefix].map { .same($0) } + Self.middle(oldMiddle, newMiddle)
      + before[(before.count - suffix)...].map { .same($0) }
  }

  /// 1-based numbers of the old lines removed or replaced, and of the old lines new ones were inserted after
  /// (0 for lines inserted at the top).
  public var touchedOldLines: Set<Int> {
    var touched: Set<Int> = []
    var oldLine = 1
    var afterRemoval = false
    for line in lines {
      switch line {
      case .same:
        oldLine += 1
        afterRemoval = false
      case .removed:
        touched.insert(oldLine)
        oldLine += 1
        afterRemoval = true
      case .added:
        if !afterRemoval { touched.insert(oldLine - 1) }
      }
    }
    return touched
  }

  /// The lines added.
  public var addedLines: [String] {
    lines.compactMap { if case .added(let text) = $0 { text } else { nil } }
  }

  /// The lines removed.
  public var removedLines: [String] {
    lines.compactMap { if case .removed(let text) = $0 { text } else { nil } }
  }

  /// A unified diff with three lines of context, labelled `a/file` and `b/file`; empty when nothing changed.
  public func unified(file: String, context: Int = 3) -> String {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    guard let firstChange = changed.first else { return "" }
    var output = "--- a/\(file)\n+++ b/\(file)\n"
    var oldNumbers: [Int] = []
    var newNumbers: [Int] = []
    var oldLine = 1
    var newLine = 1
    for line in lines {
      oldNumbers.append(oldLine)
      newNumbers.append(newLine)
      switch line {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    var start = max(0, firstChange - context)
    var index = 0
    while index < changed.count {
      var last = changed[index]
      while index + 1 < changed.count, changed[index + 1] - last <= 2 * context + 1 {
        index += 1
        last = changed[index]
      }
      let end = min(lines.count, last + context + 1)
      let hunk = lines[start..<end]
      let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
      let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
      let oldStart = oldCount == 0 ? oldNumbers[start] - 1 : oldNumbers[start]
      let newStart = newCount == 0 ? newNumbers[start] - 1 : newNumbers[start]
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for line in hunk {
        switch line {
        case .same(let text): output += " \(text)\n"
        case .removed(let text): output += "-\(text)\n"
        case .added(let text): output += "+\(text)\n"
        }
      }
      index += 1
      if index < changed.count { start = max(end, changed[index] - context) }
    }
    return output
  }

  private static func split(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// The LCS diff of the lines between the common prefix and suffix; a plain replacement when they are too many.
  private static func middle(_ old: [String], _ new: [String]) -> [Line] {
    if old.isEmpty { return new.map { .added($0) } }
    if new.isEmpty { return old.map { .removed($0) } }
    guard old.count * new.count <= 4_000_000 else { return old.map { .removed($0) } + new.map { .added($0) } }
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < old.count && j < new.count {
      if old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    result += old[i...].map { .removed($0) }
    result += new[j...].map { .added($0) }
    return result
  }
}
