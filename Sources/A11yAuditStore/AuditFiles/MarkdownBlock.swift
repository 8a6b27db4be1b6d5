/// A block of a Markdown document, as far as audits need one: headings, code, list items, tables, text.
public enum MarkdownBlock: Equatable, Sendable {
  /// YAML front matter between `---` lines at the top of the file, as ordered key/value pairs.
  case frontMatter(fields: [MarkdownField], lines: ClosedRange<Int>)
  /// An ATX (`## Title`) or setext (underlined) heading.
  case heading(level: Int, text: String, line: Int)
  /// A fenced or indented code block; `text` without the fences, lines joined with `\n`.
  case code(language: String?, text: String, lines: ClosedRange<Int>)
  /// A list item (`-`, `*`, `+`, `1.`, `1)`), flattened; `depth` 0 is top level.
  case listItem(MarkdownListItem)
  /// A GFM table: header cells then body rows.
  case table(header: [String], rows: [[String]], lines: ClosedRange<Int>)
  /// A paragraph's lines joined with `\n`.
  case paragraph(text: String, lines: ClosedRange<Int>)
  /// A `---`, `***` or `___` line.
  case thematicBreak(line: Int)

  /// First line of the block (1-based).
  public var line: Int {
    switch self {
    case .frontMatter(_, let lines), .code(_, _, let lines), .table(_, _, let lines), .paragraph(_, let lines):
      lines.lowerBound
    case .heading(_, _, let line), .thematicBreak(let line): line
    case .listItem(let item): item.line
    }
  }
}

/// One `key: value` of front matter.
public struct MarkdownField: Equatable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

/// A list item, with its task box when it has one.
public struct MarkdownListItem: Equatable, Sendable {
  /// Nesting depth: 0 for a top-level item.
  public var depth: Int
  /// `-`, `*`, `+`, or the ordinal with its delimiter (`3.`).
  public var marker: String
  /// Text after the marker (and after the box for task items), continuation lines joined with `\n`.
  public var text: String
  /// 1-based line of the marker.
  public var line: Int
  /// The task box, if the item starts with `[ ]`, `[x]` or `[X]`.
  public var task: TaskBox?

  public init(depth: Int, marker: String, text: String, line: Int, task: TaskBox?) {
    self.depth = depth
    self.marker = marker
    self.text = text
    self.line = line
    self.task = task
  }
}

/// A task-list box and where its mark sits in the file.
public struct TaskBox: Equatable, Sendable {
  public var checked: Bool
  /// UTF-8 byte offset, from the start of the file, of the character between the brackets.
  public var markOffset: Int

  public init(checked: Bool, markOffset: Int) {
    self.checked = checked
    self.markOffset = markOffset
  }
}
