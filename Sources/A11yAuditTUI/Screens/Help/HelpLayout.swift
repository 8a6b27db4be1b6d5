/// Where the help overlay sits and what it lists, for one scope at one terminal size.
struct HelpLayout: Equatable, Sendable {
  let top: Int
  let left: Int
  let width: Int
  let height: Int
  /// Every line of the help; the box shows ``visibleRows`` of them.
  let lines: [StyledLine]

  /// Text rows inside the border.
  var visibleRows: Int { max(1, height - 2) }

  init(scope: KeyScope, size: Size) {
    let bindings = KeyMap.bindings(scope)
    let keyColumn = (bindings.map { DisplayWidth.of($0.keyNames) }.max() ?? 0) + 2
    let boxWidth = max(20, min(size.width - 4, 76))
    let textWidth = boxWidth - 4
    let summaryWidth = max(10, textWidth - keyColumn)
    var lines = [StyledLine("Keys: \(scope.title)", .header), .blank]
    for binding in bindings {
      let summary = TextWrap.lines(binding.summary, width: summaryWidth)
      for (index, part) in summary.enumerated() {
        let keys = index == 0 ? binding.keyNames : ""
        lines.append(StyledLine([Span(keys.padded(to: keyColumn), .header), Span(part)]))
      }
    }
    let close = KeyMap.keys(for: .closeHelp, in: .help).map(\.name).joined(separator: ", ")
    lines += [.blank, StyledLine("\(close): close this help", .dim)]
    self.lines = lines

    let bodyHeight = ScreenLayout.bodyHeight(size)
    height = min(lines.count + 2, bodyHeight)
    width = boxWidth
    top = ScreenLayout.bodyTop + (bodyHeight - height) / 2
    left = max(0, (size.width - boxWidth) / 2)
  }

  /// `offset` kept within the lines.
  func clamp(_ offset: Int) -> Int { max(0, min(offset, lines.count - visibleRows)) }
}
