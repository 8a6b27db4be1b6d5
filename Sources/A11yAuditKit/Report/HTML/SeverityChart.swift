/// The findings by area and severity: an inline SVG of stacked bars (severities told apart by pattern and by the
/// legend's words as well as by colour, each segment labelled with its count) and the same numbers in a table.
enum SeverityChart {
  /// Bar geometry, in SVG units.
  static let labelWidth = 190
  static let barWidth = 520
  static let rowHeight = 30
  static let top = 44

  /// The chart section.
  static func render(_ findings: [JSONReport.Entry]) -> String {
    var out = [
      "<section id=\"chart\" aria-labelledby=\"chart-heading\">",
      "<h2 id=\"chart-heading\">Findings by area and severity</h2>",
    ]
    let counts = Counts(findings)
    guard !findings.isEmpty else {
      out += ["<p>No findings in this report.</p>", "</section>"]
      return out.joined(separator: "\n")
    }
    out += [svg(counts), table(counts), "</section>"]
    return out.joined(separator: "\n")
  }

  /// The findings counted by area and severity.
  struct Counts {
    /// Areas with findings, in ``Category`` order.
    var areas: [Category]
    /// Critical to low, and `none` when a finding has it.
    var severities: [Severity]
    var cells: [Category: [Severity: Int]]

    init(_ findings: [JSONReport.Entry]) {
      var cells: [Category: [Severity: Int]] = [:]
      for finding in findings {
        guard let area = Category(rawValue: finding.category) else { continue }
        cells[area, default: [:]][Severity(rawValue: finding.severity) ?? .medium, default: 0] += 1
      }
      let anyNone = cells.values.contains { ($0[.none] ?? 0) > 0 }
      self.cells = cells
      areas = Category.allCases.filter { cells[$0] != nil }
      severities = Severity.descending.filter { $0 != .none || anyNone }
    }

    func count(_ area: Category, _ severity: Severity) -> Int { cells[area]?[severity] ?? 0 }
    func total(_ area: Category) -> Int { cells[area]?.values.reduce(0, +) ?? 0 }
    func total(_ severity: Severity) -> Int { areas.reduce(0) { $0 + count($1, severity) } }
  }

  /// `Reduce Motion: 2 critical, 1 high, 0 medium, 0 low.` per area: the chart's description.
  static func sentence(_ counts: Counts) -> String {
    counts.areas.map { area in
      "\(area.title): " + counts.severities.map { "\(counts.count(area, $0)) \($0.rawValue)" }.joined(separator: ", ")
        + "."
    }.joined(separator: " ")
  }

  static func svg(_ counts: Counts) -> String {
    let height = top + counts.areas.count * rowHeight + 10
    let width = labelWidth + barWidth + 60
    let largest = max(1, counts.areas.map(counts.total).max() ?? 1)
    var out = [
      "<figure class=\"chart\">",
      "<svg role=\"img\" aria-labelledby=\"chart-title chart-desc\" viewBox=\"0 0 \(width) \(height)\" "
        + "width=\"\(width)\" height=\"\(height)\">",
      "<title id=\"chart-title\">Findings by area, stacked by severity</title>",
      "<desc id=\"chart-desc\">\(sentence(counts).htmlEscaped)</desc>",
      "<defs>",
    ]
    out += counts.severities.map(pattern)
    out.append("</defs>")
    var x = labelWidth
    for severity in counts.severities {
      out.append(
        "<rect x=\"\(x)\" y=\"8\" width=\"14\" height=\"14\" class=\"seg\" fill=\"url(#pattern-\(severity.rawValue))\"/>"
          + "<text x=\"\(x + 20)\" y=\"20\" class=\"legend\">\(severity.rawValue)</text>")
      x += 34 + severity.rawValue.count * 9
    }
    for (row, area) in counts.areas.enumerated() {
      let y = top + row * rowHeight
      out.append(
        "<text x=\"\(labelWidth - 10)\" y=\"\(y + 19)\" text-anchor=\"end\" class=\"area\">\(area.title.htmlEscaped)</text>"
      )
      var start = 0.0
      for severity in counts.severities {
        let count = counts.count(area, severity)
        guard count > 0 else { continue }
        let length = Double(count) / Double(largest) * Double(barWidth)
        let left = Double(labelWidth) + start
        out.append(
          "<rect x=\"\(format(left))\" y=\"\(y + 4)\" width=\"\(format(length))\" height=\"\(rowHeight - 8)\" "
            + "class=\"seg\" fill=\"url(#pattern-\(severity.rawValue))\">"
            + "<title>\(area.title.htmlEscaped): \(count) \(severity.rawValue)</title></rect>")
        if length >= 18 {
          out.append(
            "<text x=\"\(format(left + length / 2))\" y=\"\(y + 19)\" text-anchor=\"middle\" "
              + "class=\"count count-\(severity.rawValue)\">\(count)</text>")
        }
        start += length
      }
      out.append(
        "<text x=\"\(format(Double(labelWidth) + start + 6))\" y=\"\(y + 19)\" class=\"total\">\(counts.total(area))</text>"
      )
    }
    out += ["</svg>", "<figcaption>The same numbers are in the table below.</figcaption>", "</figure>"]
    return out.joined(separator: "\n")
  }

  /// The numbers behind the chart.
  static func table(_ counts: Counts) -> String {
    var out = [
      "<table class=\"counts\">",
      "<caption>Findings by area and severity (every status)</caption>",
      "<thead><tr><th scope=\"col\">Area</th>"
        + counts.severities.map { "<th scope=\"col\">\($0.rawValue)</th>" }.joined()
        + "<th scope=\"col\">total</th></tr></thead>",
      "<tbody>",
    ]
    for area in counts.areas {
      out.append(
        "<tr><th scope=\"row\">\(area.title.htmlEscaped)</th>"
          + counts.severities.map { "<td>\(counts.count(area, $0))</td>" }.joined()
          + "<td>\(counts.total(area))</td></tr>")
    }
    let total = counts.areas.reduce(0) { $0 + counts.total($1) }
    out += [
      "</tbody>",
      "<tfoot><tr><th scope=\"row\">All areas</th>"
        + counts.severities.map { "<td>\(counts.total($0))</td>" }.joined() + "<td>\(total)</td></tr></tfoot>",
      "</table>",
    ]
    return out.joined(separator: "\n")
  }

  /// A severity's fill: its colour with marks over it (none for critical, the darkest), so that severities differ in
  /// more than colour.
  static func pattern(_ severity: Severity) -> String {
    let marks: String
    switch severity {
    case .critical, .none: marks = ""
    case .high: marks = "<path d=\"M-2,2 L2,-2 M0,8 L8,0 M6,10 L10,6\" class=\"ink\"/>"
    case .medium: marks = "<circle cx=\"4\" cy=\"4\" r=\"1.6\" class=\"ink\"/>"
    case .low: marks = "<path d=\"M0,4 H8\" class=\"ink\"/>"
    }
    return "<pattern id=\"pattern-\(severity.rawValue)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
      + "<rect width=\"8\" height=\"8\" class=\"bg-\(severity.rawValue)\"/>\(marks)</pattern>"
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
