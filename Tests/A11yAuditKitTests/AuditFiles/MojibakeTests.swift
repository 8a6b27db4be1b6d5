import Testing

@testable import A11yAuditKit

@Suite struct MojibakeTests {
  @Test(arguments: [
    ("ðŸ”´ **FAIL**", "🔴 **FAIL**"), ("âŒ No", "❌ No"), ("MÃ©niÃ¨re's", "Ménière's"), ("0 â†’ 1", "0 → 1"),
    ("plain — café 🔴", "plain — café 🔴"), ("", ""),
  ])
  func doubleEncodedTextIsRepairedAndCleanTextLeftAlone(input: String, expected: String) {
    #expect(Mojibake.repair(input) == expected)
  }
}
