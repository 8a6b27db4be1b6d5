import Foundation
import Testing

@testable import A11yAuditKit

/// The values only the scan cache holds (doubles, sets, string-keyed dictionaries) read back as they were written,
/// in both layouts, and what the writer never writes is refused.
@Suite struct CacheJSONValueTests {
  private func roundTrip<Value: StoreJSONReadable & StoreJSONWritable & Equatable>(_ value: Value) -> [Value?] {
    [false, true].map { compact in
      StoreJSONReader.read(StoreJSONWriter.write(value, compact: compact), as: Value.self)
    }
  }

  @Test func doublesReadBackBitForBit() {
    let values: [Double] = [
      0, -0.0, 0.1, 0.5, 1, -1.25, 1e-300, 1.7976931348623157e308, 5e-324, .pi, 255.0 / 3, .infinity, -.infinity,
    ]
    for value in values {
      for read in roundTrip([value]) {
        #expect(read?.first?.bitPattern == value.bitPattern, "\(value)")
      }
    }
    #expect(StoreJSONReader.read(StoreJSONWriter.write([Double.nan]), as: [Double].self)?.first?.isNaN == true)
    #expect(StoreJSONReader.read(Data("[1.5x]".utf8), as: [Double].self) == nil)
    #expect(StoreJSONReader.read(Data("[]".utf8), as: [Double].self) == [])
  }

  /// A rescan reads the scan cache's header with the result skipped: whatever the result holds (brackets and quotes
  /// inside strings, escapes, numbers, literals), the members around it read; a result cut short is refused.
  @Test func theCacheHeaderReadsWithTheResultSkipped() {
    let result =
      #"{"findings":[{"message":"a \"quoted\" ]} bracket \\","line":12,"ratio":-1.5e3,"ok":true,"#
      + #""none":null,"list":[[],{},[{"x":"}"}]]}],"screens":[]}"#
    let document =
      #"{"format":2,"key":"k","resources":[{"file":"Info.plist","hash":"h1"}],"result":"#
      + result + #","sources":[{"file":"A.swift","hash":"h2"}]}"#
    let header = StoreJSONReader.read(Data(document.utf8), as: ScanCacheDocument.Header.self)
    #expect(header?.format == 2)
    #expect(header?.key == "k")
    #expect(header?.resources.map { [$0.file, $0.hash] } == [["Info.plist", "h1"]])
    #expect(header?.sources.map { [$0.file, $0.hash] } == [["A.swift", "h2"]])
    for scalar in ["12", "true", "null", #""text""#] {
      let withScalar = #"{"format":2,"key":"k","resources":[],"result":"# + scalar + #","sources":[]}"#
      #expect(StoreJSONReader.read(Data(withScalar.utf8), as: ScanCacheDocument.Header.self)?.key == "k", "\(scalar)")
    }
    let cut = #"{"format":2,"key":"k","resources":[],"result":{"findings":[{"message":"a"#
    #expect(StoreJSONReader.read(Data(cut.utf8), as: ScanCacheDocument.Header.self) == nil)
    let unclosed = #"{"format":2,"key":"k","resources":[],"result":{"findings":[],"sources":[]}"#
    #expect(StoreJSONReader.read(Data(unclosed.utf8), as: ScanCacheDocument.Header.self) == nil)
  }

  @Test func setsAreWrittenSortedAndReadBack() {
    let set: Set<String> = ["b", "a", "é", "Z", ""]
    #expect(String(decoding: StoreJSONWriter.write(set, compact: true), as: UTF8.self) == #"["","Z","a","b","é"]"#)
    #expect(roundTrip(set) == [set, set])
    #expect(StoreJSONReader.read(Data(#"["a","a"]"#.utf8), as: Set<String>.self) == nil, "a repeated element")
  }

  @Test func dictionariesKeepAnyKeyAndRefuseARepeatedOne() {
    let dictionary: [String: Set<String>] = ["Theme.accent": ["x"], "quote\"back\\slash": [], "é": ["a", "b"], "": []]
    #expect(roundTrip(dictionary) == [dictionary, dictionary])
    #expect(
      String(decoding: StoreJSONWriter.write(["b": 1, "a": 2], compact: true), as: UTF8.self) == #"{"a":2,"b":1}"#)
    #expect(StoreJSONReader.read(Data(#"{"a":1,"a":2}"#.utf8), as: [String: Int].self) == nil, "a repeated key")
    #expect(StoreJSONReader.read(Data(#"{"a":1,}"#.utf8), as: [String: Int].self) == nil, "a trailing comma")
    #expect(StoreJSONReader.read(Data(#"{ "a" : 1 , "b":2 }"#.utf8), as: [String: Int].self) == ["a": 1, "b": 2])
    #expect(StoreJSONReader.read(Data("{}".utf8), as: [String: Int].self) == [:])
  }

  /// An enum with payloads, written by generated code: every case of a colour specification reads back.
  @Test func everyKindOfColourSpecificationReadsBack() {
    let literal = ColorSpec.literal(RGBAColor(red: 0.2, green: 1 / 3, blue: 1, alpha: 0.5), name: "brand")
    let specs: [ColorSpec] = [
      literal, .swiftUI("red"), .uiKit("systemRed"), .asset("Brand"), .qualified("Theme.accent"), .clear,
      .withOpacity(literal, 0.25), .choice([.clear, .swiftUI("blue")]),
      .byAppearance(light: .swiftUI("white"), dark: .choice([])),
      .byContrast(standard: .asset("Ink"), increased: .withOpacity(.clear, 1)),
    ]
    #expect(roundTrip(specs) == [specs, specs])
    #expect(StoreJSONReader.read(Data(#"[{"clear":{},"asset":{"_0":"x"}}]"#.utf8), as: [ColorSpec].self) == nil)
    #expect(StoreJSONReader.read(Data(#"[{"paint":{}}]"#.utf8), as: [ColorSpec].self) == nil)
    #expect(StoreJSONReader.read(Data(#"[{"asset":{}}]"#.utf8), as: [ColorSpec].self) == nil, "a value missing")
  }
}
