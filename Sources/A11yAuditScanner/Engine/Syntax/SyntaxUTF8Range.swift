import SwiftSyntax

extension SyntaxProtocol {
  /// UTF-8 offsets of the node's source, trivia around it excluded, as offsets into the file's bytes.
  package var trimmedUTF8Range: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}
