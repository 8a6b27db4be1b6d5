import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import A11yAuditKit

/// The store writer writes the bytes `JSONEncoder` writes, so the file stays the same for the same state.
@Suite struct StoreJSONWriterTests {
  @Test func generatedStoresAreWrittenByteForByteAsJSONEncoderWritesThem() async throws {
    await propertyCheck(count: 40, input: StoreDocumentGen.document) { document in
      let written = try StoreCoding.encode(document)
      #expect(written == (try StoreCoding.encodeWithFoundation(document)))
    }
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

  @Test func datesAreWrittenAsTheISO8601StrategyWritesThem() async throws {
    let edges: [Double] = [
      -2_208_988_800, -2_208_988_801, 253_402_300_799, 253_402_300_800, 0, -1, 0.5, -0.5, 1.999, 951_782_400,
      4_107_542_399, -62_135_596_800, 1e12,
    ]
    // Whole seconds from 1897 to 10082, past both ends of what the writer writes itself, and some with fractions.
    let wholeSeconds = Gen.int(in: -2_300_000_000...253_699_999_999).map(Double.init).array(of: 300)
    let fractions = Gen.int(in: 0...3_999_999_999).map { Double($0) + 0.25 }.array(of: 10)
    await propertyCheck(count: 10, input: wholeSeconds, fractions) { whole, fractional in
      let notes = (edges + whole + fractional).map { Note(at: Date(timeIntervalSince1970: $0), text: "\($0)") }
      let document = StoreDocument(findings: [FindingRecord(finding: makeFinding(id: "dates"), notes: notes)])
      let written = try StoreCoding.encode(document)
      #expect(written == (try StoreCoding.encodeWithFoundation(document)))
    }
  }
}
