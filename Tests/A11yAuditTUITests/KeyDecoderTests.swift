import Testing

@testable import A11yAuditTUI

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    (UInt32(10), Key.enter), (13, .enter), (27, .escape), (9, .tab), (127, .backspace), (8, .backspace),
    (32, .space), (106, .char("j")), (71, .char("G")), (63, .char("?")), (14, .ctrl("n")), (16, .ctrl("p")),
    (4, .ctrl("d")), (21, .ctrl("u")), (3, .ctrl("c")), (12, .ctrl("l")), (0x4E2D, .char("中")),
  ])
  func characterCodesBecomeKeys(code: UInt32, key: Key) {
    #expect(KeyDecoder.key(forCharacter: code) == key)
  }

  @Test(arguments: [UInt32(28), 31, 0x200B, 0xE000])
  func controlAndFormatCodesAreIgnored(code: UInt32) {
    #expect(KeyDecoder.key(forCharacter: code) == nil)
  }

  /// The keys `text`'s codes give, read in one burst followed by a pause.
  private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return text.unicodeScalars.flatMap { decoder.keys(forCharacter: $0.value) } + decoder.inputPaused()
  }

  @Test func aTerminalReplyInADCSStringWithAQInsideGivesNoKeys() {
    #expect(keys("\u{1B}P1$r2 q\u{1B}\\") == [])
    #expect(keys("\u{1B}P>|tmux 3.4 q\u{1B}\\j") == [.char("j")])
  }

  @Test func otherControlStringsAndUnknownControlSequencesAreConsumedWhole() {
    #expect(keys("\u{1B}]11;rgb:0000/0000/0000\u{07}q") == [.char("q")])
    #expect(keys("\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\") == [])
    #expect(keys("\u{1B}_Gi=31;OK\u{1B}\\") == [])
    #expect(keys("\u{1B}^quiet\u{1B}\\") == [])
    #expect(keys("\u{1B}Xquery\u{18}") == [])
    #expect(keys("\u{90}q\u{9C}") == [])
    #expect(keys("\u{1B}[?62;22c\u{1B}[12;40R") == [])
  }

  @Test func escAloneEscEscAndAltKeysStillGiveTheirKeys() {
    #expect(keys("\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(keys("\u{1B}j") == [.escape, .char("j")])
    #expect(keys("\u{1B}Pq\u{1B}") == [], "Esc alone ends an unfinished control string")
    var decoder = KeyDecoder()
    #expect("\u{1B}Pq".unicodeScalars.flatMap { decoder.keys(forCharacter: $0.value) } == [])
    #expect(decoder.inputPaused() == [])
    #expect(decoder.keys(forCharacter: 113) == [.char("q")], "a pause ends an unfinished control string")
  }

  @Test func ncursesKeyCodesMapToOneKeyEach() {
    let codes = KeyCodes.table.map(\.code)
    #expect(Set(codes).count == codes.count)
    for number in 1...12 {
      #expect(KeyCodes.table.contains { $0.key == .function(number) })
    }
    for key in [Key.down, .up, .pageDown, .pageUp, .home, .end, .enter] {
      #expect(KeyCodes.table.contains { $0.key == key }, "\(key.name) has no key code")
    }
  }

  @Test func keyNamesReadAsPeopleTypeThem() {
    #expect(
      [Key.space, .ctrl("n"), .pageDown, .pageUp, .escape, .function(1), .down, .char("G")].map(\.name)
        == ["Space", "C-n", "PgDn", "PgUp", "Esc", "F1", "Down", "G"])
  }
}
