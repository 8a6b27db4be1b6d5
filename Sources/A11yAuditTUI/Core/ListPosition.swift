/// Where a list is: the selected item and the first visible line.
struct ListPosition: Equatable, Sendable {
  /// Index of the selected item (not of the line: group headers are lines too).
  var selected: Int = 0
  /// First line shown at the top of the list's area.
  var offset: Int = 0
}
