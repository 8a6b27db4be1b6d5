import Foundation
import Testing

@testable import A11yAuditKit

@Suite struct MarkdownFuzzTests {
  @Test func tenThousandRandomAndMutatedInputsNeverCrashTheParserOrTheReader() throws {
    var generator = SplitMix64(seed: 7)
    let seedTexts: [String] = [
      "# T\n- [ ] a\n```swift\n# x\n", "| a | b\n|---|---\n| 1",
      "---\ntitle: x\n---\n#### V.swift\n**Status:** 🔴 NOT TESTED",
      "1. **Line 3-4**: x\n   ```swift\n   y\n   ```\n   - **Severity**: ðŸ”´ CRITICAL",
    ]
    var parsed = 0
    for round in 0..<10_000 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator)
        }
      } else {
        bytes = Array(seedTexts[round % seedTexts.count].utf8)
        for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
          case 1: bytes.removeSubrange(index...)
          default: bytes.insert(contentsOf: Array("\n- [x] `|#\r".utf8).shuffled(using: &generator), at: index)
          }
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      _ = MarkdownParser.parse(text)
      _ = AuditReader.read(text: text, path: "fuzz.md")
      _ = Mojibake.repair(text)
      parsed += 1
    }
    #expect(parsed == 10_000)
  }

  @Test func aFileThatIsNotUTF8IsRefusedWithItsName() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).md")
    try Data([0x23, 0x20, 0xE9, 0xFF, 0x0A]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = #expect(throws: AuditFileError.self) { try AuditReader.read(url: url, path: "docs/latin1.md") }
    #expect(error?.description == "docs/latin1.md: not valid UTF-8; save it as UTF-8 to audit it")
  }
}
