import Foundation

/// A value ``StoreJSONReader`` reads as `JSONDecoder` decodes it from the same bytes, or gives up.
///
/// The store's structs and enums conform in `Generated/StoreJSONReader+Types.swift`, generated from their
/// declarations by `swift run StoreCodegen`; the values they are made of conform here.
protocol StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp)
}

/// An enum is read from its `String` raw value, as synthesized `Codable` writes it.
extension StoreJSONReadable where Self: RawRepresentable, RawValue == String {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    guard let value = Self(rawValue: try json.string()) else { throw StoreJSONReader.GiveUp() }
    self = value
  }
}

extension String: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.string() }
}

extension Int: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.int() }
}

extension Bool: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.bool() }
}

extension Date: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) { self = try json.date() }
}

extension Array: StoreJSONReadable where Element: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    self = try json.array { (json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) in
      try Element(storeJSON: &json)
    }
  }
}

/// `null` reads as nil, as `decodeIfPresent` decodes it (an absent member stays nil in the reading struct).
extension Optional: StoreJSONReadable where Wrapped: StoreJSONReadable {
  init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    self = json.isNull() ? nil : try Wrapped(storeJSON: &json)
  }
}
