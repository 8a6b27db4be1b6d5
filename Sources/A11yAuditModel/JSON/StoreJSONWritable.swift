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

// The scan cache's values, which the store does not hold (`JSONEncoder` writes them differently).

extension Double: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) { json.double(self) }
}

/// A set is written as an array in ascending order, so that the same set is always the same bytes.
extension Set: StoreJSONWritable where Element: StoreJSONWritable & Comparable {
  package func write(to json: inout StoreJSONWriter) { json.array(sorted()) { $1.write(to: &$0) } }
}

/// A dictionary keyed by strings is written as an object with its keys in ascending order.
extension Dictionary: StoreJSONWritable where Key == String, Value: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) {
    json.object { json in
      for key in keys.sorted() { json.member(key: key, self[key]!) }
    }
  }
}

/// A range of offsets is written as `[lower, upper]`.
extension Range: StoreJSONWritable where Bound == Int {
  package func write(to json: inout StoreJSONWriter) { [lowerBound, upperBound].write(to: &json) }
}
