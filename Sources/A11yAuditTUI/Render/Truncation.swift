extension StyledLine {
  /// Display columns the line takes.
  var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The line cut to `columns`, ending in `ellipsis` when something was cut.
  func truncated(to columns: Int, ellipsis: String) -> StyledLine {
    guard width > columns else { return self }
    let room = max(0, columns - DisplayWidth.of(ellipsis))
    var result: [Span] = []
    var used = 0
    var lastRole = spans.first?.role ?? .normal
    outer: for span in spans {
      lastRole = span.role
      if span.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        // Printable ASCII: one column per byte, cut without walking grapheme clusters.
        let take = min(span.text.utf8.count, room - used)
        if take > 0 { result.append(Span(String(span.text.utf8.prefix(take))!, span.role)) }
        used += take
        if take < span.text.utf8.count { break outer }
        continue
      }
      var kept = ""
      for character in span.text {
        let cellWidth = DisplayWidth.of(character)
        if used + cellWidth > room {
          if !kept.isEmpty { result.append(Span(kept, span.role)) }
          break outer
        }
        kept.append(character)
        used += cellWidth
      }
      if !kept.isEmpty { result.append(Span(kept, span.role)) }
    }
    if columns >= DisplayWidth.of(ellipsis) { result.append(Span(ellipsis, lastRole)) }
    return StyledLine(result, fill: fill)
  }
}

extension String {
  /// The string cut to `columns` display columns, ending in `ellipsis` when something was cut.
  func truncated(to columns: Int, ellipsis: String) -> String {
    StyledLine(self).truncated(to: columns, ellipsis: ellipsis).text
  }

  /// The string followed by spaces up to `columns` display columns.
  func padded(to columns: Int) -> String {
    self + String(repeating: " ", count: max(0, columns - DisplayWidth.of(self)))
  }
}
