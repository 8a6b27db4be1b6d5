import Testing

@testable import A11yAuditKit

@Suite struct MarkdownParserTests {
  private func headings(_ text: String) -> [String] {
    MarkdownParser.parse(text).compactMap { if case .heading(_, let text, _) = $0 { text } else { nil } }
  }

  @Test func hashLinesInsideFencesCRLFTabsOpenTablesAndAnUnterminatedFenceMakeNoPhantomHeadings() {
    let text = [
      "# Title", "", "```swift", "# not a heading", "let x = 1", "```", "", "\t# indented code, not a heading", "",
      "| File | Count", "|---|---", "| A.swift | 2", "", "## Real", "", "~~~", "# still code", "## also code",
    ].joined(separator: "\r\n")
    #expect(headings(text) == ["Title", "Real"])
    let blocks = MarkdownParser.parse(text)
    #expect(blocks.contains(.table(header: ["File", "Count"], rows: [["A.swift", "2"]], lines: 10...12)))
    #expect(blocks.last == .code(language: nil, text: "# still code\n## also code", lines: 16...18))
    #expect(blocks.contains(.code(language: "swift", text: "# not a heading\nlet x = 1", lines: 3...6)))
  }

  @Test func setextHeadingsAndThematicBreaksAreToldApart() {
    let text = "Title\n=====\n\nSub\n---\n\n---\n\nText"
    #expect(headings(text) == ["Title", "Sub"])
    #expect(MarkdownParser.parse(text).contains(.thematicBreak(line: 7)))
  }

  @Test func nestedListItemsGetDepthsAndTaskBoxesTheirByteOffsets() {
    let text = "- [ ] one\n  - [x] nested\n    - plain\n- [X] two é\n1. [ ] ordered"
    let items = MarkdownParser.parse(text).compactMap { if case .listItem(let item) = $0 { item } else { nil } }
    #expect(items.map(\.depth) == [0, 1, 2, 0, 0])
    #expect(items.map(\.text) == ["one", "nested", "plain", "two é", "ordered"])
    #expect(items.map { $0.task?.checked } == [false, true, nil, true, false])
    let bytes = Array(text.utf8)
    for item in items { if let task = item.task { #expect("x X".utf8.contains(bytes[task.markOffset])) } }
    #expect(items[3].task?.markOffset == Array("- [ ] one\n  - [x] nested\n    - plain\n- [".utf8).count)
  }

  @Test func frontMatterNeedsAClosingLineOtherwiseItIsABreak() {
    #expect(
      MarkdownParser.parse("---\ntitle: \"A: B\"\ntags: x\n---\n# H").first
        == .frontMatter(
          fields: [MarkdownField(key: "title", value: "A: B"), MarkdownField(key: "tags", value: "x")], lines: 1...4))
    #expect(MarkdownParser.parse("---\n\ntext").first == .thematicBreak(line: 1))
  }

  @Test func frontMatterIsReadAsYAMLWithListsJoinedAndNestedMappingsLeftOut() {
    let yaml = "---\ntitle: 'Login: audit'\ntags: [anim, reduce-motion]\nowner:\n  name: Ana\nlevel: AA # WCAG\n---\n"
    #expect(
      MarkdownParser.parse(yaml).first
        == .frontMatter(
          fields: [
            MarkdownField(key: "title", value: "Login: audit"),
            MarkdownField(key: "tags", value: "anim, reduce-motion"),
            MarkdownField(key: "level", value: "AA"),
          ], lines: 1...7))
  }

  @Test func frontMatterThatIsNotValidYAMLStillGivesItsKeyValueLines() {
    #expect(
      MarkdownParser.parse("---\ntitle: Audit: Login\nimpact: HIGH\n---\n").first
        == .frontMatter(
          fields: [MarkdownField(key: "title", value: "Audit: Login"), MarkdownField(key: "impact", value: "HIGH")],
          lines: 1...4))
  }

  @Test func atxHeadingsLoseTheirClosingHashesButNotHashesInWords() {
    #expect(headings("## Title ##\n### C# tips\n#NoSpace\n####### seven") == ["Title", "C# tips"])
  }
}
