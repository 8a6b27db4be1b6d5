/// Splits Markdown into blocks following CommonMark's block structure where audits depend on it:
/// fenced and indented code (a `#` inside a fence is not a heading), ATX and setext headings, nested
/// lists and task items, GFM tables, front matter. Never fails: any input gives some blocks.
public enum MarkdownParser {
  /// The blocks of `text`, in document order.
  public static func parse(_ text: String) -> [MarkdownBlock] {
    var parser = State(lines: MarkdownLines(text).lines)
    parser.run()
    return parser.blocks
  }

  private struct State {
    let lines: [MarkdownLines.Line]
    var index = 0
    var blocks: [MarkdownBlock] = []
    var paragraph: [MarkdownLines.Line] = []
    /// Indentation and content indentation of the open list items, outermost first.
    var listStack: [(indent: Int, content: Int)] = []
    var currentItem: Int?
    var blankSinceItem = false

    init(lines: [MarkdownLines.Line]) { self.lines = lines }

    mutating func run() {
      readFrontMatter()
      while index < lines.count {
        let line = lines[index]
        index += 1
        handle(line)
      }
      flushParagraph()
    }

    var inList: Bool { currentItem != nil }

    mutating func handle(_ line: MarkdownLines.Line) {
      let raw = line.text
      if raw.isBlank {
        flushParagraph()
        if inList { blankSinceItem = true }
        return
      }
      let indent = raw.indentWidth
      let body = raw.withoutIndent

      if let fence = Fence(opening: body), indent < 4 || inList {
        flushParagraph()
        readFencedCode(fence, from: line)
        return
      }
      if indent >= 4, paragraph.isEmpty, !inList {
        readIndentedCode(from: line)
        return
      }
      if indent < 4, let (level, text) = atxHeading(body) {
        endList()
        flushParagraph()
        blocks.append(.heading(level: level, text: text, line: line.number))
        return
      }
      if indent < 4, !paragraph.isEmpty, let level = setextLevel(body) {
        let text = paragraph.map { $0.text.trimmingSpaces }.joined(separator: " ")
        blocks.append(.heading(level: level, text: text, line: paragraph[0].number))
        paragraph = []
        return
      }
      if indent < 4, isThematicBreak(body) {
        endList()
        flushParagraph()
        blocks.append(.thematicBreak(line: line.number))
        return
      }
      if paragraph.isEmpty, body.contains("|"), index < lines.count, isDelimiterRow(lines[index].text) {
        endListIfOutdented(indent)
        readTable(header: line)
        return
      }
      if let (marker, rest, contentOffset) = listMarker(body) {
        flushParagraph()
        openItem(marker: marker, rest: rest, line: line, indent: indent, contentIndent: indent + contentOffset)
        return
      }
      if let item = currentItem, let last = listStack.last, indent >= last.content || !blankSinceItem {
        if !paragraph.isEmpty { flushParagraph() }
        if case .listItem(var listItem) = blocks[item] {
          listItem.text += "\n" + body.trimmingSpaces
          blocks[item] = .listItem(listItem)
        }
        return
      }
      endList()
      paragraph.append(line)
    }

    // MARK: - Front matter

    mutating func readFrontMatter() {
      guard let first = lines.first, first.text.trimmingSpaces == "---" else { return }
      guard let end = lines.dropFirst().firstIndex(where: { ["---", "..."].contains($0.text.trimmingSpaces) }) else {
        return
      }
      let fields = FrontMatter.fields(lines[1..<end].map { String($0.text) }.joined(separator: "\n"))
      blocks.append(.frontMatter(fields: fields, lines: first.number...lines[end].number))
      index = end + 1
    }

    // MARK: - Code

    struct Fence {
      var character: Character
      var length: Int
      var info: String

      init?(opening body: Substring) {
        guard let first = body.first, first == "`" || first == "~" else { return nil }
        let run = body.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = body.dropFirst(run.count).trimmingSpaces
        if first == "`", info.contains("`") { return nil }
        character = first
        length = run.count
        self.info = info
      }

      func closes(_ body: Substring) -> Bool {
        let run = body.prefix { $0 == character }
        return run.count >= length && body.dropFirst(run.count).isBlank
      }
    }

    mutating func readFencedCode(_ fence: Fence, from opening: MarkdownLines.Line) {
      var content: [Substring] = []
      var last = opening.number
      let openingIndent = opening.text.indentWidth
      while index < lines.count {
        let line = lines[index]
        index += 1
        last = line.number
        if fence.closes(line.text.withoutIndent) { break }
        content.append(line.text.droppingIndent(upTo: openingIndent))
      }
      let language = fence.info.split(separator: " ").first.map(String.init)
      blocks.append(
        .code(language: language, text: content.joined(separator: "\n"), lines: opening.number...last))
    }

    mutating func readIndentedCode(from first: MarkdownLines.Line) {
      var content: [MarkdownLines.Line] = [first]
      while index < lines.count, lines[index].text.isBlank || lines[index].text.indentWidth >= 4 {
        content.append(lines[index])
        index += 1
      }
      while let last = content.last, last.text.isBlank {
        content.removeLast()
        index -= 1
      }
      let text = content.map { $0.text.droppingIndent(upTo: 4) }.joined(separator: "\n")
      blocks.append(.code(language: nil, text: text, lines: first.number...content[content.count - 1].number))
    }

    // MARK: - Tables

    mutating func readTable(header: MarkdownLines.Line) {
      index += 1  // the delimiter row
      var rows: [[String]] = []
      var last = lines[index - 1].number
      while index < lines.count, !lines[index].text.isBlank, lines[index].text.contains("|") {
        rows.append(tableCells(lines[index].text))
        last = lines[index].number
        index += 1
      }
      blocks.append(.table(header: tableCells(header.text), rows: rows, lines: header.number...last))
    }

    // MARK: - Lists

    mutating func openItem(
      marker: String, rest: Substring, line: MarkdownLines.Line, indent: Int, contentIndent: Int
    ) {
      while let last = listStack.last, indent < last.content { listStack.removeLast() }
      let depth = listStack.count
      listStack.append((indent, contentIndent))
      var text = rest
      var task: TaskBox?
      if let box = taskBox(rest) {
        let restStart = line.text.utf8.count - rest.utf8.count
        task = TaskBox(checked: box != " ", markOffset: line.offset + restStart + 1)
        text = rest.dropFirst(3).withoutIndent
      }
      blocks.append(
        .listItem(
          MarkdownListItem(depth: depth, marker: marker, text: text.trimmingSpaces, line: line.number, task: task)))
      currentItem = blocks.count - 1
      blankSinceItem = false
    }

    mutating func endList() {
      listStack = []
      currentItem = nil
      blankSinceItem = false
    }

    mutating func endListIfOutdented(_ indent: Int) {
      if let last = listStack.last, indent >= last.content { return }
      endList()
    }

    mutating func flushParagraph() {
      guard let first = paragraph.first, let last = paragraph.last else { return }
      let text = paragraph.map { $0.text.trimmingSpaces }.joined(separator: "\n")
      blocks.append(.paragraph(text: text, lines: first.number...last.number))
      paragraph = []
    }
  }
}

// MARK: - Line classification

/// `(level, text)` of an ATX heading line.
private func atxHeading(_ body: Substring) -> (Int, String)? {
  let hashes = body.prefix { $0 == "#" }
  guard (1...6).contains(hashes.count) else { return nil }
  let rest = body.dropFirst(hashes.count)
  guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
  var text = rest.trimmingSpaces[...]
  let closing = text.reversed().prefix { $0 == "#" }.count
  if closing > 0 {
    let beforeClosing = text.dropLast(closing)
    if beforeClosing.isEmpty || beforeClosing.last == " " { text = beforeClosing }
  }
  return (hashes.count, text.trimmingSpaces)
}

private func setextLevel(_ body: Substring) -> Int? {
  let trimmed = body.trimmingSpaces
  guard let first = trimmed.first, first == "=" || first == "-" else { return nil }
  guard trimmed.allSatisfy({ $0 == first }) else { return nil }
  return first == "=" ? 1 : 2
}

private func isThematicBreak(_ body: Substring) -> Bool {
  let marks = body.filter { $0 != " " && $0 != "\t" }
  guard let first = marks.first, "-*_".contains(first), marks.count >= 3 else { return false }
  return marks.allSatisfy { $0 == first }
}

private func isDelimiterRow(_ text: Substring) -> Bool {
  let cells = tableCells(text)
  guard !cells.isEmpty, text.contains("-") else { return false }
  return cells.allSatisfy { cell in
    let core = cell.trimmingCharacters(in: ":")
    return !core.isEmpty && core.allSatisfy { $0 == "-" }
  }
}

/// Cells of a table row: outer pipes optional, `\|` kept as a literal pipe.
package func tableCells(_ text: Substring) -> [String] {
  var row = text.trimmingSpaces[...]
  if row.hasPrefix("|") { row = row.dropFirst() }
  if row.hasSuffix("|") && !row.hasSuffix("\\|") { row = row.dropLast() }
  var cells: [String] = []
  var current = ""
  var escaped = false
  for character in row {
    if escaped {
      current.append(character)
      escaped = false
    } else if character == "\\" {
      escaped = true
    } else if character == "|" {
      cells.append(current.trimmingSpaces)
      current = ""
    } else {
      current.append(character)
    }
  }
  cells.append(current.trimmingSpaces)
  return cells
}

/// `(marker, rest, content offset)` when the line starts a list item.
private func listMarker(_ body: Substring) -> (String, Substring, Int)? {
  var marker: Substring
  if let first = body.first, "-*+".contains(first) {
    marker = body.prefix(1)
  } else {
    let digits = body.prefix { $0.isASCII && $0.isNumber }
    guard (1...9).contains(digits.count) else { return nil }
    let after = body.dropFirst(digits.count)
    guard let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
    marker = body.prefix(digits.count + 1)
  }
  let rest = body.dropFirst(marker.count)
  if rest.isEmpty { return (String(marker), rest, marker.count + 1) }
  guard rest.first == " " || rest.first == "\t" else { return nil }
  let spaces = min(rest.prefix { $0 == " " || $0 == "\t" }.count, 4)
  return (String(marker), rest.withoutIndent, marker.count + spaces)
}

/// The character inside a leading `[ ]` / `[x]` / `[X]` box followed by a space or the end of the line.
private func taskBox(_ rest: Substring) -> Character? {
  let chars = Array(rest.prefix(4))
  guard chars.count >= 3, chars[0] == "[", chars[2] == "]", [" ", "x", "X"].contains(chars[1]) else { return nil }
  guard chars.count == 3 || chars[3] == " " || chars[3] == "\t" else { return nil }
  return chars[1]
}

extension Substring {
  /// The line with at most `width` columns of indentation removed.
  package func droppingIndent(upTo width: Int) -> Substring {
    var removed = 0
    var index = startIndex
    while index < endIndex, removed < width {
      let character = self[index]
      if character == " " {
        removed += 1
      } else if character == "\t" {
        removed += 4 - removed % 4
      } else {
        break
      }
      index = self.index(after: index)
    }
    return self[index...]
  }
}
