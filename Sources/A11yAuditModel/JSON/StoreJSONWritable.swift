import Foundation

/// A value ``StoreJSONWriter`` writes as `JSONEncoder` encodes it, byte for byte.
///
/// The store's structs and enums conform in `Generated/StoreJSONWriter+Types.swift`, generated from their
/// declarations by `swift run StoreCodegen`; the values they are made of conform here.
package protocol StoreJSONWritable {
  func write(to json: inout StoreJSONWriter)
}

/// An enum is written as its `String` raw value, as synthesized `Codable` writes it.
extension StoreJSONWritable where Self: RawRepresentable, RawValue == String {
  package func write(to json: inout StoreJSONWriter) { json.string(rawValue) }
}

extension String: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.string(self) }
}

extension Int: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.int(self) }
}

extension Bool: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.bool(self) }
}

extension Date: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.date(self) }
}

extension Array: StoreJSONWritable where Element: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.array(self) { $1.write(to: &$0) } }
}
