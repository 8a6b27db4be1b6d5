import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import A11yAuditKit

/// The fast store reader reads exactly what `JSONDecoder` reads, and gives up on everything else.
@Suite struct StoreJSONReaderTests {
  @Test func generatedStoresReadTheSameAsWithJSONDecoder() async throws {
    await propertyCheck(count: 40, input: StoreDocumentGen.document) { document in
      let data = try StoreCoding.encode(document)
      let fast = try #require(StoreJSONReader.read(data))
      #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
      #expect(fast == document.canonicalized())
      #expect(try StoreCoding.encode(fast) == data)
    }
  }

  @Test func everyBasicMultilingualPlaneCharacterAndSomeAstralOnesReadBack() throws {
    let scalars =
      (0x0...0xFFFF).compactMap(Unicode.Scalar.init)
      + [
        "\u{1F600}", "\u{1F44D}\u{1F3FD}", "\u{10FFFF}", "\u{1D11E}",
      ].flatMap(\.unicodeScalars)
    var texts: [String] = []
    var text = String.UnicodeScalarView()
    for scalar in scalars {
      text.append(scalar)
      if text.count >= 64 {
        texts.append(String(text))
        text = String.UnicodeScalarView()
      }
    }
    texts.append(String(text))
    let ticks = texts.map { ChecklistTick(file: "a.md", text: $0, checked: true, at: t0) }
    let data = try StoreCoding.encode(StoreDocument(checklistTicks: ticks))
    let fast = try #require(StoreJSONReader.read(data))
    #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
    #expect(fast.checklistTicks.map(\.text).sorted() == texts.sorted())
  }

  @Test func datesFrom1900To9999ReadTheSameAsWithTheISO8601Strategy() async throws {
    let first = -2_208_988_800  // 1900-01-01T00:00:00Z
    let last = 253_402_300_799  // 9999-12-31T23:59:59Z
    let edges = [first, last, 0, 951_782_400, 951_868_799, 4_107_542_399, 1_763_805_600]  // leap days, 2100
    await propertyCheck(count: 10, input: Gen.int(in: first...last).array(of: 300)) { seconds in
      let notes = (edges + seconds).map { Note(at: Date(timeIntervalSince1970: Double($0)), text: "\($0)") }
      let record = FindingRecord(finding: makeFinding(id: "dates"), notes: notes)
      let data = try StoreCoding.encode(StoreDocument(findings: [record]))
      let fast = try #require(StoreJSONReader.read(data))
      #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
      #expect(fast.findings[0].notes.map(\.at) == notes.map(\.at))
    }
  }

  @Test(arguments: [
    // Another schema version: `JSONDecoder` and the version check decide.
    #"{"checklistTicks":[],"findings":[],"schemaVersion":2,"screens":[]}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":0,"screens":[]}"#,
    // A key the schema does not have, or a key twice.
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1,"screens":[],"future":true}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1,"schemaVersion":1,"screens":[]}"#,
    // A missing key, and null where a value is required.
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1}"#,
    #"{"checklistTicks":[],"findings":null,"schemaVersion":1,"screens":[]}"#,
    // Numbers with fractions or exponents, and numbers JSON does not allow.
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1.0,"screens":[]}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1e0,"screens":[]}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":01,"screens":[]}"#,
    // Dates in another form than the encoder writes.
    #"{"checklistTicks":[{"at":"2025-11-22T10:00:00.5Z","checked":true,"file":"a","text":"b"}],"findings":[],"schemaVersion":1,"screens":[]}"#,
    #"{"checklistTicks":[{"at":"2025-11-22T10:00:00+01:00","checked":true,"file":"a","text":"b"}],"findings":[],"schemaVersion":1,"screens":[]}"#,
    #"{"checklistTicks":[{"at":"2025-02-30T10:00:00Z","checked":true,"file":"a","text":"b"}],"findings":[],"schemaVersion":1,"screens":[]}"#,
    // Escapes in keys, trailing commas, text after the document, truncation.
    #"{"checklistTicks":[],"findings":[],"schema\u0056ersion":1,"screens":[]}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1,"screens":[],}"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1,"screens":[]} x"#,
    #"{"checklistTicks":[],"findings":[],"schemaVersion":1,"screens":["#,
    // A lone surrogate and a raw control character in a string.
    #"{"checklistTicks":[{"at":"2025-11-22T10:00:00Z","checked":true,"file":"a","text":"\ud800"}],"findings":[],"schemaVersion":1,"screens":[]}"#,
    "{\"checklistTicks\":[{\"at\":\"2025-11-22T10:00:00Z\",\"checked\":true,\"file\":\"a\",\"text\":\"\u{1}\"}],\"findings\":[],\"schemaVersion\":1,\"screens\":[]}",
  ])
  func theReaderGivesUpOnAnythingButTheCurrentFormAndTheDecoderDecides(json: String) {
    let data = Data(json.utf8)
    #expect(StoreJSONReader.read(data) == nil)
    let viaStore = Result { () throws(StoreError) in try StoreCoding.decode(data, path: "store.json") }
    if case .success(let document) = viaStore {
      #expect(document == (try? StoreCoding.decodeWithFoundation(data)))
    }
  }

  @Test func invalidUTF8IsLeftToTheDecoder() {
    var data = Data(#"{"checklistTicks":[{"at":"2025-11-22T10:00:00Z","checked":true,"file":"a","text":""#.utf8)
    data += [0xC3, 0x28]
    data += Data(#""}],"findings":[],"schemaVersion":1,"screens":[]}"#.utf8)
    #expect(StoreJSONReader.read(data) == nil)
  }

  @Test func whitespaceAndKeyOrderDoNotMatter() throws {
    let json = """
       { "schemaVersion" :1 ,"screens":[ ] ,
      "findings" :[],"checklistTicks": [ {"text":"a\\"b\\\\c\\/d\\n\\u00e9\\ud83d\\ude00","file":"x.md","at":"2025-11-22T10:00:00Z",
        "checked":false} ] }\r\n
      """
    let data = Data(json.utf8)
    let fast = try #require(StoreJSONReader.read(data))
    #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
    #expect(fast.checklistTicks.first?.text == "a\"b\\c/d\né😀")
  }

  @Test func optionalFieldsMayBeNullOrAbsent() throws {
    let finding = try String(
      decoding: StoreCoding.encode(
        StoreDocument(findings: [
          FindingRecord(finding: makeFinding(id: "n"))
        ])), as: UTF8.self)
    let withNulls = finding.replacingOccurrences(
      of: "\"file\" : \"Views/A.swift\",",
      with: "\"file\" : \"Views/A.swift\", \"kind\" : null, \"suggestedFix\" : null,")
    #expect(withNulls != finding)
    let data = Data(withNulls.utf8)
    let fast = try #require(StoreJSONReader.read(data))
    #expect(fast == (try StoreCoding.decodeWithFoundation(data)))
    #expect(fast.findings.first?.finding.kind == nil)
  }
}

/// The slower path reads the file once and still checks the version before anything else.
@Suite struct StoreVersionCheckTests {
  @Test(arguments: [
    (#"{"schemaVersion": 2, "findings": 3}"#, StoreError.Reason.newerVersion(found: 2, supported: 1)),
    (#"{"schemaVersion": 0, "findings": []}"#, .corrupt("schemaVersion 0 is not valid")),
    (#"{"schemaVersion": "1"}"#, .corrupt("wrong type at schemaVersion")),
    (
      #"{"schemaVersion": 1, "findings": [{"finding": 3}], "screens": [], "checklistTicks": []}"#,
      .corrupt("wrong type at findings.[0].finding")
    ),
  ])
  func theVersionIsCheckedBeforeTheRestIsDecoded(json: String, reason: StoreError.Reason) {
    let error = #expect(throws: StoreError.self) { try StoreCoding.decode(Data(json.utf8), path: "s.json") }
    #expect(error?.reason == reason)
  }
}
