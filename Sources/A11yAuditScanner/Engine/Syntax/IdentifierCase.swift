extension String {
  /// Whether the first character is uppercase (`Typography`, `UIView`): a type or module name by convention.
  /// ASCII is decided on the byte, without looking up Unicode properties.
  package var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return first?.isUppercase == true
  }

  /// Whether the first character is lowercase (`isAnimating`): a value name by convention.
  package var startsLowercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    return first?.isLowercase == true
  }
}
