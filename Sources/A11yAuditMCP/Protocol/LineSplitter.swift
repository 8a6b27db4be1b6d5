import Foundation

/// Splits what is read from the client into lines, fed one chunk at a time as the reads return: only the new bytes
/// are searched for a newline, so each byte is searched once however the line is cut into reads. A line longer than
/// the limit is reported once, as soon as it passes the limit, and the rest of it, up to its newline, is skipped.
struct LineSplitter {
  /// The longest line handed on, in bytes without its newline.
  static let maximumLineBytes = 4 << 20

  /// What the bytes fed so far complete.
  enum Piece: Equatable {
    /// A line, without its newline; never empty.
    case line(Data)
    /// A line longer than the limit: nothing of it is handed on.
    case tooLong
  }

  /// The longest line handed on.
  let limit: Int
  /// The line begun and not yet ended.
  private var pending = Data()
  /// Whether the rest of a line longer than the limit is being skipped.
  private var skipping = false
  /// Bytes searched for a newline so far.
  private(set) var bytesSearched = 0

  /// A splitter handing on lines of at most `limit` bytes.
  init(limit: Int = Self.maximumLineBytes) { self.limit = limit }

  /// The pieces that `chunk`, the next bytes read, completes.
  mutating func feed(_ chunk: Data) -> [Piece] {
    var pieces: [Piece] = []
    var start = chunk.startIndex
    while start < chunk.endIndex {
      let newline = chunk[start...].firstIndex(of: 0x0A)
      let end = newline ?? chunk.endIndex
      bytesSearched += (newline.map { $0 + 1 } ?? end) - start
      if !skipping {
        if pending.count + (end - start) > limit {
          pieces.append(.tooLong)
          pending = Data()
          skipping = true
        } else {
          pending.append(chunk[start..<end])
        }
      }
      guard let newline else { break }
      if !skipping && !pending.isEmpty { pieces.append(.line(pending)) }
      pending = Data()
      skipping = false
      start = newline + 1
    }
    return pieces
  }

  /// The last line, when the input ended without a newline after it.
  mutating func finish() -> Piece? {
    defer { pending = Data() }
    return skipping || pending.isEmpty ? nil : .line(pending)
  }
}
