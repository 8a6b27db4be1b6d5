import Foundation

/// A value ``StoreJSONReader`` reads as `JSONDecoder` decodes it from the same bytes, or gives up.
///
/// The store's structs and enums conform in `Generated/StoreJSONReader+Types.swift`, generated from their
/// declarations by `swift run StoreCodegen`; the values they are made of conform here.
package protocol StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp)
}

/// An enum is read from its `String` raw value, as synthesized `Codable` writes it.
extension StoreJSONReadable where Self: RawRepresentable, RawValue == String {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    guard let value = Self(rawValue: try json.string()) else { throw StoreJSONReader.GiveUp() }
    self = value
  }
}

extension String: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.string() }
}

extension Int: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.int() }
}

extension Bool: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.bool() }
}

extension Date: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.date() }
}

extension Array: StoreJSONReadable where Element: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    self = try json.array { (json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) in
      try Element(storeJSON: &json)
    }
  }
}

/// `null` reads as nil, as `decodeIfPresent` decodes it (an absent member stays nil in the reading struct).
extension Optional: StoreJSONReadable where Wrapped: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    self = json.isNull() ? nil : try Wrapped(storeJSON: &json)
  }
}

// The scan cache's values, which the store does not hold (`JSONDecoder` reads them differently).

extension Double: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.double() }
}

/// A set is read from an array; a repeated element gives up, as the writer writes each once.
extension Set: StoreJSONReadable where Element: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    let elements = try [Element](storeJSON: &json)
    self.init(elements)
    guard count == elements.count else { throw StoreJSONReader.GiveUp() }
  }
}

/// A dictionary keyed by strings is read from an object.
extension Dictionary: StoreJSONReadable where Key == String, Value: StoreJSONReadable {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var result: [String: Value] = [:]
    try json.entries { (json: inout StoreJSONReader, key: String) throws(StoreJSONReader.GiveUp) in
      result[key] = try Value(storeJSON: &json)
    }
    self = result
  }
}

/// A range of offsets is read from `[lower, upper]`; a lower bound above the upper gives up.
extension Range: StoreJSONReadable where Bound == Int {
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    let bounds = try [Int](storeJSON: &json)
    guard bounds.count == 2, bounds[0] <= bounds[1] else { throw StoreJSONReader.GiveUp() }
    self = bounds[0]..<bounds[1]
  }
}
