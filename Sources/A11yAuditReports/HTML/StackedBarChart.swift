import A11yAuditModel

/// Horizontal bars stacked by severity, each under its label, as an inline SVG: severities told apart by pattern and by
/// the legend's words as well as by colour, each segment labelled with its count and each bar with its total. Its
/// text is ``fontSize`` units in a ``width``-unit-wide drawing that the page never shrinks below ``minimumWidth`` CSS
/// px, so that the text stays at least ``smallestText`` px on a phone; a narrower window scrolls it in its region.
package enum StackedBarChart {
  /// One bar.
  package struct Bar {
    /// The words above the bar.
    package var label: String
    /// Its segments' counts.
    package var counts: [Severity: Int]

    package var total: Int { counts.values.reduce(0, +) }
  }

  /// Geometry, in SVG units.
  package static let width = 540
  package static let barLength = 470
  package static let rowHeight = 64
  package static let top = 48
  package static let fontSize = 18
  /// The smallest text the chart shows, in CSS px.
  package static let smallestText = 11
  /// The narrowest the page draws the chart, in CSS px: ``fontSize`` scaled down to ``smallestText``.
  package static let minimumWidth = (width * smallestText + fontSize - 1) / fontSize

  /// The figure: a region of its own holding the SVG (it scrolls when the window is narrower than ``minimumWidth``),
  /// and a caption pointing to the table with the same numbers. `id` prefixes the ids of the SVG's title,
  /// description and patterns.
  package static func figure(
    id: String, title: String, description: String, bars: [Bar], severities: [Severity]
  ) -> String {
    let height = top + bars.count * rowHeight + 4
    let largest = max(1, bars.map(\.total).max() ?? 1)
    var out = [
      "<figure class=\"chart\">",
      ScrollRegion.start(labelledBy: "\(id)-title"),
      "<svg role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" viewBox=\"0 0 \(width) \(height)\" "
        + "width=\"\(width)\" height=\"\(height)\">",
      "<title id=\"\(id)-title\">\(title.htmlEscaped)</title>",
      "<desc id=\"\(id)-desc\">\(description.htmlEscaped)</desc>",
      "<defs>",
    ]
    out += severities.map { pattern($0, id: id) }
    out.append("</defs>")
    var x = 0
    for severity in severities {
      out.append(
        "<rect x=\"\(x)\" y=\"8\" width=\"16\" height=\"16\" class=\"seg\" "
          + "fill=\"url(#\(id)-pattern-\(severity.rawValue))\"/><text x=\"\(x + 22)\" y=\"22\" class=\"legend\">\(severity.rawValue)</text>"
      )
      x += 44 + severity.rawValue.count * 11
    }
    for (row, bar) in bars.enumerated() {
      let y = top + row * rowHeight
      out.append("<text x=\"0\" y=\"\(y + 18)\" class=\"area\">\(bar.label.htmlEscaped)</text>")
      var start = 0.0
      for severity in severities {
        let count = bar.counts[severity] ?? 0
        guard count > 0 else { continue }
        let length = Double(count) / Double(largest) * Double(barLength)
        out.append(
          "<rect x=\"\(format(start))\" y=\"\(y + 26)\" width=\"\(format(length))\" height=\"26\" "
            + "class=\"seg\" fill=\"url(#\(id)-pattern-\(severity.rawValue))\">"
            + "<title>\(bar.label.htmlEscaped): \(count) \(severity.rawValue)</title></rect>")
        if length >= Double(String(count).count * 11 + 8) {
          out.append(
            "<text x=\"\(format(start + length / 2))\" y=\"\(y + 45)\" text-anchor=\"middle\" "
              + "class=\"count count-\(severity.rawValue)\">\(count)</text>")
        }
        start += length
      }
      out.append("<text x=\"\(format(start + 6))\" y=\"\(y + 45)\" class=\"total\">\(bar.total)</text>")
    }
    out += [
      "</svg>", ScrollRegion.end, "<figcaption>The same numbers are in the table below.</figcaption>", "</figure>",
    ]
    return out.joined(separator: "\n")
  }

  /// A severity's fill: its colour with marks over it (none for critical, the darkest), so that severities differ in
  /// more than colour.
  package static func pattern(_ severity: Severity, id: String) -> String {
    let marks: String
    switch severity {
    case .critical, .none: marks = ""
    case .high: marks = "<path d=\"M-2,2 L2,-2 M0,8 L8,0 M6,10 L10,6\" class=\"ink\"/>"
    case .medium: marks = "<circle cx=\"4\" cy=\"4\" r=\"1.6\" class=\"ink\"/>"
    case .low: marks = "<path d=\"M0,4 H8\" class=\"ink\"/>"
    }
    return "<pattern id=\"\(id)-pattern-\(severity.rawValue)\" width=\"8\" height=\"8\" "
      + "patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" class=\"bg-\(severity.rawValue)\"/>\(marks)</pattern>"
  }

  package static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
