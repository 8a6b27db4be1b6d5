/// A value stored under the identifier of a type that decides its type (an area's facts under its ``ProjectFacts``
/// type, a derived value under its own type), so that reading it back is a pointer conversion rather than a dynamic
/// cast: rules read facts many times per file.
final class TypeKeyedValue<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }

  /// The value of `box`, which must have been stored as a `TypeKeyedValue<Value>`.
  static func value(of box: AnyObject) -> Value { unsafeDowncast(box, to: TypeKeyedValue<Value>.self).value }
}

extension TypeKeyedValue: Sendable where Value: Sendable {}
