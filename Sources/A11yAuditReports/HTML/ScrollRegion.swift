/// A region of its own that scrolls sideways when what it holds (a table, a chart) is wider than the window, so that
/// the page itself never does: focusable, so that a keyboard can scroll it, and named by its caption or title.
package enum ScrollRegion {
  /// The region's start tag, named by the element with id `label`.
  package static func start(labelledBy label: String) -> String {
    "<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(label)\" tabindex=\"0\">"
  }

  /// The region's end tag.
  package static let end = "</div>"
}
