/// Rows every screen shares: a title bar at the top, a status line and a key-hint line at the bottom.
enum PageLayout {
  static let headerRows = 1
  static let footerRows = 2

  /// First row of a screen's body.
  static let bodyTop = headerRows

  /// Rows left for a screen's body at `size`.
  static func bodyHeight(_ size: Size) -> Int { max(1, size.height - headerRows - footerRows) }

  /// Row of the status line.
  static func statusRow(_ size: Size) -> Int { size.height - 2 }

  /// Row of the key hints.
  static func hintRow(_ size: Size) -> Int { size.height - 1 }
}
