/// A terminal size in character cells.
struct Size: Equatable, Sendable {
  var width: Int
  var height: Int

  /// The smallest terminal the screens are laid out for.
  static let minimum = Size(width: 60, height: 16)

  /// Whether this size is below ``minimum`` in either direction.
  var isTooSmall: Bool { width < Size.minimum.width || height < Size.minimum.height }
}
