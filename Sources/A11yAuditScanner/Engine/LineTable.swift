/// Where each line of a file starts, for the line and column of a byte offset.
package struct LineTable {
  private var starts: [Int] = [0]
  private let size: Int

  package init(_ bytes: [UInt8]) {
    size = bytes.count
    for offset in bytes.indices where bytes.endsLine(at: offset) && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
  }

  /// Number of lines.
  package var count: Int { starts.count }

  /// 0-based line holding byte `offset`.
  package func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Offset of the first byte of `line`.
  package func start(of line: Int) -> Int { line < starts.count ? starts[line] : size }
}

extension [UInt8] {
  /// Whether the byte at `offset` ends a line: a line feed, or a carriage return not followed by one. As the Swift
  /// compiler reads a file, LF, CR LF and a lone CR each end a line.
  package func endsLine(at offset: Int) -> Bool {
    switch self[offset] {
    case UInt8(ascii: "\n"): true
    case UInt8(ascii: "\r"): offset + 1 == count || self[offset + 1] != UInt8(ascii: "\n")
    default: false
    }
  }

  /// Whether the byte at `offset` is part of a line break (LF or CR).
  package func isLineBreak(at offset: Int) -> Bool {
    self[offset] == UInt8(ascii: "\n") || self[offset] == UInt8(ascii: "\r")
  }

  /// Offset of the first byte of the line holding `offset`.
  package func startOfLine(at offset: Int) -> Int {
    var start = Swift.min(offset, count)
    while start > 0, !endsLine(at: start - 1) { start -= 1 }
    return start
  }

  /// The spaces and tabs that start the line holding `offset`.
  package func indentation(ofLineAt offset: Int) -> String {
    let indentation = self[startOfLine(at: offset)...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: indentation, as: UTF8.self)
  }

  /// The line break the file uses: that of its first line, LF when it has one line.
  package var lineEnding: String {
    guard let first = firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return "\n" }
    if self[first] == UInt8(ascii: "\n") { return "\n" }
    return first + 1 < count && self[first + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
  }
}
