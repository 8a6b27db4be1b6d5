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
