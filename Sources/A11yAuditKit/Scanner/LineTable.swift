/// Where each line of a file starts, for the line and column of a byte offset.
struct LineTable {
  private var starts: [Int] = [0]
  private let size: Int

  init(_ bytes: [UInt8]) {
    size = bytes.count
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
  }

  /// Number of lines.
  var count: Int { starts.count }

  /// 0-based line holding byte `offset`.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Offset of the first byte of `line`.
  func start(of line: Int) -> Int { line < starts.count ? starts[line] : size }
}
