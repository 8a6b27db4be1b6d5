import A11yAuditKit
import Testing

@testable import A11yAuditTUI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("中", 2), ("é", 1), ("e\u{301}", 1), ("👍", 2), ("❤️", 2), ("\u{7}", 1), ("\r\n", 2), ("\u{202E}", 1),
    ("─", 1), ("ｱ", 1), ("Ａ", 2),
  ])
  func charactersTakeTheirTerminalWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func wideCharacterThatDoesNotFitBecomesASpace() {
    var frame = Frame(size: Size(width: 5, height: 1))
    frame.write("abcd中", row: 0, column: 0, role: .normal)
    #expect(frame.text == "abcd\ncursor: 0,0\n")
    frame.write("中文", row: 0, column: 0, role: .normal)
    #expect(frame[0, 1].width == 0)
    #expect(frame.text == "中文\ncursor: 0,0\n")
  }

  @Test func controlCharactersAreDrawnAsTheirPicturesAndNeverReachTheTerminal() {
    var frame = Frame(size: Size(width: 40, height: 1))
    frame.write("a\u{1B}]0;PWNED\u{07}\rok\n\u{9B}2J\u{202E}x", row: 0, column: 0, role: .normal)
    #expect(frame.text == "a␛]0;PWNED␇␍ok␊\u{FFFD}2J\u{FFFD}x\ncursor: 0,0\n")
    for column in 0..<40 {
      #expect(!frame[0, column].character.unicodeScalars.contains { TerminalText.needsEscape($0) })
    }
    var narrow = Frame(size: Size(width: 6, height: 1))
    narrow.write(StyledLine("\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}"), row: 0, ellipsis: "…")
    #expect(narrow.text == "␛␛␛␛␛…\ncursor: 0,0\n")
  }

  @Test func longLinesEndInAnEllipsis() {
    #expect("Views/Common/LoadingOverlay.swift".truncated(to: 10, ellipsis: "…") == "Views/Com…")
    #expect("Views/Common/LoadingOverlay.swift".truncated(to: 10, ellipsis: "...") == "Views/C...")
    #expect("short".truncated(to: 10, ellipsis: "…") == "short")
    #expect("中文中文".truncated(to: 6, ellipsis: "…") == "中文…")
  }

  @Test func asciiFramesReplaceWhatTheLocaleCannotShow() {
    var frame = Frame(size: Size(width: 10, height: 1), asciiOnly: true)
    frame.write("é中x", row: 0, column: 0, role: .normal)
    #expect(frame.text == "??x\ncursor: 0,0\n")
  }

  @Test func wrappingBreaksAtSpacesAndSplitsLongWords() {
    #expect(TextWrap.lines("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrap.lines("a\nb", width: 4) == ["a", "b"])
  }

  @Test func wrappingALongUnbrokenRunMeasuresEachCharacterABoundedNumberOfTimes() {
    let run = String(repeating: "x", count: 40_000) + " end"
    var measured = 0
    let lines = TextWrap.lines(run, width: 80) { character in
      measured += 1
      return DisplayWidth.of(character)
    }
    #expect(lines == Array(repeating: String(repeating: "x", count: 80), count: 500) + ["end"])
    #expect(measured <= 2 * run.count, "measured \(measured) times for \(run.count) characters")
  }
}
