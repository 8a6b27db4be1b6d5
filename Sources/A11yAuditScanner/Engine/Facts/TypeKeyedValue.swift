/// A value stored under the identifier of a type that decides its type (an area's facts under its ``ProjectFacts``
/// type, a derived value under its own type), so that reading it back is a pointer conversion rather than a dynamic
/// cast: rules read facts many times per file.
package final class TypeKeyedValue<Value> {
  package let value: Value

  package init(_ value: Value) { self.value = value }

  /// The value of `box`, which must have been stored as a `TypeKeyedValue<Value>`.
  package static func value(of box: AnyObject) -> Value { unsafeDowncast(box, to: TypeKeyedValue<Value>.self).value }
}

extension TypeKeyedValue: Sendable where Value: Sendable {}
