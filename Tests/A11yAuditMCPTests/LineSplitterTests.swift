import Foundation
import Testing

@testable import A11yAuditMCP

/// How the server's stdin reader cuts what it reads into lines.
@Suite struct LineSplitterTests {
  private func feed(_ splitter: inout LineSplitter, _ text: String, chunk: Int) -> [LineSplitter.Piece] {
    let bytes = Data(text.utf8)
    return stride(from: 0, to: bytes.count, by: chunk).flatMap { start in
      splitter.feed(bytes[start..<min(start + chunk, bytes.count)])
    }
  }

  @Test func aLongLineReadInSmallPiecesIsSearchedForItsNewlineOnceAByte() {
    var splitter = LineSplitter()
    let note = String(repeating: "x", count: 1 << 20)
    let pieces = feed(&splitter, note + "\n{}\n", chunk: 512)
    #expect(pieces == [.line(Data(note.utf8)), .line(Data("{}".utf8))])
    #expect(splitter.bytesSearched == note.utf8.count + 4, "each byte searched once, not again after every read")
  }

  @Test func aLineOverTheLimitIsReportedOnceAndSkippedUpToItsNewline() {
    var splitter = LineSplitter(limit: 8)
    let text = "first\n" + String(repeating: "y", count: 30) + "\n\nnext\nlast"
    #expect(feed(&splitter, text, chunk: 3) == [.line(Data("first".utf8)), .tooLong, .line(Data("next".utf8))])
    #expect(splitter.finish() == .line(Data("last".utf8)))
    var whole = LineSplitter(limit: 8)
    #expect(
      whole.feed(Data("12345678\n123456789\nok\n".utf8)) == [
        .line(Data("12345678".utf8)), .tooLong, .line(Data("ok".utf8)),
      ])
  }
}
