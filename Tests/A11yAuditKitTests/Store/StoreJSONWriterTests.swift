import Foundation
import Testing

@testable import A11yAuditKit

/// The store writer writes the bytes `JSONEncoder` writes, so the file stays the same for the same state.
@Suite struct StoreJSONWriterTests {
  @Test(arguments: 0..<40 as Range<UInt64>)
  func generatedStoresAreWrittenByteForByteAsJSONEncoderWritesThem(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &+ 1_000)
    let document = StoreReaderFixtures.document(&random)
    #expect(try StoreCoding.encode(document) == StoreCoding.encodeWithFoundation(document))
  }

  @Test func emptyStoreIsWrittenAsJSONEncoderWritesIt() throws {
    #expect(try StoreCoding.encode(StoreDocument()) == StoreCoding.encodeWithFoundation(StoreDocument()))
  }

  @Test func everyCharacterIsEscapedOrNotAsJSONEncoderDoesIt() throws {
    let scalars =
      (0x0...0xFFFF).compactMap(Unicode.Scalar.init)
      + [
        "\u{1F600}", "\u{1F44D}\u{1F3FD}", "\u{10FFFF}", "\u{1D11E}",
      ].flatMap(\.unicodeScalars)
    let ticks = stride(from: 0, to: scalars.count, by: 50).map { start in
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[start..<min(scalars.count, start + 50)])
      return ChecklistTick(file: "a/b.md", text: String(text), checked: false, at: t0)
    }
    let document = StoreDocument(checklistTicks: ticks)
    #expect(try StoreCoding.encode(document) == StoreCoding.encodeWithFoundation(document))
  }

  @Test func datesAreWrittenAsTheISO8601StrategyWritesThem() throws {
    var random = SeededRandom(seed: 11)
    var seconds: [Double] = [
      -2_208_988_800, -2_208_988_801, 253_402_300_799, 253_402_300_800, 0, -1, 0.5, -0.5, 1.999, 951_782_400,
      4_107_542_399, -62_135_596_800, 1e12,
    ]
    for _ in 0..<3_000 {
      seconds.append(Double(Int(random.next() % 256_000_000_000)) - 2_300_000_000)
    }
    for _ in 0..<100 { seconds.append(Double(Int(random.next() % 4_000_000_000)) + 0.25) }
    let notes = seconds.map { Note(at: Date(timeIntervalSince1970: $0), text: "\($0)") }
    let document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "dates"), notes: notes)])
    #expect(try StoreCoding.encode(document) == StoreCoding.encodeWithFoundation(document))
  }
}
