/// Source the Swift parser cannot get through in reasonable time, found before it is parsed.
///
/// swift-syntax 603's parser looks ahead at each `[` twice (once for an `InlineArray` type `[N of T]`, once for an
/// array or dictionary type) without remembering the answer, so a run of `[` that nothing closes doubles the parse
/// time per bracket, and a long run never finishes; other code after the brackets makes each step dearer.
/// Hand-written code nests a few brackets; a file with a longer run is reported as a scan problem instead of holding
/// up the scan.
package enum ParserHazard {
  /// The longest run of `[` (separated by nothing but whitespace and comments) a file may hold: a few milliseconds of
  /// look-ahead at most in a release build.
  package static let maximumOpenBrackets = 12

  /// Why `bytes` should not be parsed, or nil when they are safe.
  package static func reason(in bytes: [UInt8]) -> String? {
    let run = longestBracketRun(in: bytes)
    guard run > maximumOpenBrackets else { return nil }
    return
      "holds \(run) `[` in a row, more than the \(maximumOpenBrackets) the Swift parser (swift-syntax 603) gets "
      + "through in reasonable time (it takes twice as long per bracket); skipped"
  }

  /// The most `[` in a row, counting across whitespace and comments.
  package static func longestBracketRun(in bytes: [UInt8]) -> Int {
    let open = UInt8(ascii: "[")
    var longest = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == open else {
        index += 1
        continue
      }
      var run = 0
      while index < bytes.count {
        if bytes[index] == open {
          run += 1
          index += 1
        } else if let next = endOfTrivia(in: bytes, at: index) {
          index = next
        } else {
          break
        }
      }
      longest = max(longest, run)
    }
    return longest
  }

  /// The index after the whitespace or comment at `index`, or nil when none starts there.
  private static func endOfTrivia(in bytes: [UInt8], at index: Int) -> Int? {
    switch bytes[index] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return index + 1
    case UInt8(ascii: "/") where index + 1 < bytes.count:
      if bytes[index + 1] == UInt8(ascii: "/") {
        return bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      }
      guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
      var end = index + 2
      while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
        end += 1
      }
      return min(end + 2, bytes.count)
    default: return nil
    }
  }
}
