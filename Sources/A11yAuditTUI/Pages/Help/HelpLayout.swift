/// The key help as the person left it: the scope it was opened from, its scroll, and the filter typed after `/`.
struct HelpState: Equatable, Sendable {
  /// The scope the help was opened from: its keys come first.
  var scope: KeyScope
  /// First line shown.
  var offset = 0
  /// Only keys whose names, summary or scope contain this (any case) are listed; empty lists every key.
  var filter = ""
}

/// The bindings of one scope that the help lists.
struct HelpSection: Equatable, Sendable {
  var scope: KeyScope
  var bindings: [KeyBinding]
}

/// Every key of every scope, grouped by scope, from ``KeyMap``: where the help sits and the lines it shows.
struct HelpLayout: Equatable, Sendable {
  let top: Int
  let left: Int
  let width: Int
  let height: Int
  /// Whether the help is drawn in a box (false in the linear screen-reader layout: plain lines in the body).
  let boxed: Bool
  /// What the help lists after the filter.
  let sections: [HelpSection]
  /// Every line of the help; ``visibleRows`` of them show at a time.
  let lines: [StyledLine]

  /// Text rows that show lines.
  var visibleRows: Int { boxed ? max(1, height - 2) : max(1, height) }

  init(_ help: HelpState, size: Size, boxed: Bool = true) {
    let sections = Self.sections(openedFrom: help.scope, filter: help.filter)
    let all = KeyScope.allCases.flatMap(KeyMap.bindings)
    let keyColumn = (all.map { DisplayWidth.of($0.keyNames) }.max() ?? 0) + 2
    let boxWidth = boxed ? max(20, min(size.width - 4, 76)) : size.width
    let textWidth = boxed ? boxWidth - 4 : boxWidth - 2
    let summaryWidth = max(10, textWidth - keyColumn)
    var lines: [StyledLine]
    if help.filter.isEmpty {
      lines = [StyledLine("Every key, by screen; / filters them", .dim)]
    } else {
      let count = sections.reduce(0) { $0 + $1.bindings.count }
      let noun = count == 1 ? "key matches" : "keys match"
      lines = [StyledLine("\(count) of \(all.count) \(noun) \"\(help.filter)\"; Esc clears the filter", .dim)]
    }
    for section in sections {
      let here = section.scope == help.scope ? " (here)" : ""
      lines += [.blank, StyledLine("Keys: \(section.scope.title)\(here)", .header)]
      for binding in section.bindings {
        for (index, part) in TextWrap.lines(binding.summary, width: summaryWidth).enumerated() {
          let keys = index == 0 ? binding.keyNames : ""
          lines.append(StyledLine([Span(keys.padded(to: keyColumn), .header), Span(part)]))
        }
      }
    }
    if sections.isEmpty {
      lines += [.blank, StyledLine("No key matches \"\(help.filter)\".")]
    }
    self.sections = sections
    self.lines = lines
    self.boxed = boxed

    let bodyHeight = PageLayout.bodyHeight(size)
    height = boxed ? min(lines.count + 2, bodyHeight) : bodyHeight
    width = boxWidth
    top = PageLayout.bodyTop + (boxed ? (bodyHeight - height) / 2 : 0)
    left = boxed ? max(0, (size.width - boxWidth) / 2) : 0
  }

  /// The scopes in the order the help lists them (the one it was opened from first), narrowed by `filter`.
  static func sections(openedFrom scope: KeyScope, filter: String) -> [HelpSection] {
    let order = [scope] + KeyScope.allCases.filter { $0 != scope }
    let needle = filter.lowercased()
    return order.compactMap { scope in
      let bindings = KeyMap.bindings(scope)
      guard !needle.isEmpty, !scope.title.lowercased().contains(needle) else {
        return HelpSection(scope: scope, bindings: bindings)
      }
      let matching = bindings.filter { "\($0.keyNames) \($0.summary)".lowercased().contains(needle) }
      return matching.isEmpty ? nil : HelpSection(scope: scope, bindings: matching)
    }
  }

  /// `offset` kept within the lines.
  func clamp(_ offset: Int) -> Int { max(0, min(offset, lines.count - visibleRows)) }
}
