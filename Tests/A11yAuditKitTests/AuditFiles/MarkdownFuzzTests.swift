import Foundation
import PropertyBased
import Testing

@testable import A11yAuditKit

@Suite struct MarkdownFuzzTests {
  /// Random bytes, or one of a few audit-like texts with bytes replaced, cut off or interleaved with Markdown syntax.
  static let input = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
    guard Bool.random(using: &rng) else {
      return (0..<Int.random(in: 0...200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
    }
    let texts = [
      "# T\n- [ ] a\n```swift\n# x\n", "| a | b\n|---|---\n| 1",
      "---\ntitle: x\n---\n#### V.swift\n**Status:** 🔴 NOT TESTED",
      "---\ntitle: Audit: Login\ntags: [a, b]\n  nested: {x: 1\n---\n# H",
      "1. **Line 3-4**: x\n   ```swift\n   y\n   ```\n   - **Severity**: ðŸ”´ CRITICAL",
    ]
    var bytes = Array(texts.randomElement(using: &rng)!.utf8)
    for _ in 0..<Int.random(in: 1...8, using: &rng) where !bytes.isEmpty {
      let index = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
      case 1: bytes.removeSubrange(index...)
      default: bytes.insert(contentsOf: Array("\n- [x] `|#\r:".utf8).shuffled(using: &rng), at: index)
      }
    }
    return bytes
  }

  @Test func tenThousandRandomAndMutatedInputsNeverCrashTheParserOrTheReader() async {
    var parsed = 0
    await propertyCheck(count: 10_000, input: Self.input) { bytes in
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
