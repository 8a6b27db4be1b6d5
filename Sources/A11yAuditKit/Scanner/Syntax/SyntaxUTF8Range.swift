import SwiftSyntax

extension SyntaxProtocol {
  /// UTF-8 offsets of the node's source, trivia around it excluded: SwiftSyntax's `trimmedRange` as offsets into
  /// the file's bytes.
  var trimmedUTF8Range: Range<Int> {
    let range = trimmedRange
    return range.lowerBound.utf8Offset..<range.upperBound.utf8Offset
  }
}
