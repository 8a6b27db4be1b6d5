import Foundation
import PropertyBased
import Testing

@testable import A11yAuditKit

@Suite struct ChecklistWriterTests {
  private func write(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("checklist-\(UUID().uuidString).md")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func tickingChangesOnlyTheBoxKeepingCRLFTrailingSpacesAndEmoji() throws {
    let text = "# Audit 🔴\r\n\r\n## Success Criteria\r\n- [ ] First  \r\n- [x] Second\r\n"
    let url = try write(text)
    defer { try? FileManager.default.removeItem(at: url) }
    let items = ChecklistWriter.items(in: text, file: "a.md")
    let ticked = try ChecklistWriter.toggle(items[0], in: url)
    #expect(ticked.checked)
    #expect(
      String(decoding: try Data(contentsOf: url), as: UTF8.self)
        == text.replacingOccurrences(of: "- [ ] First", with: "- [x] First"))
    try ChecklistWriter.toggle(ticked, in: url)
    #expect(try Data(contentsOf: url) == Data(text.utf8))
  }

  /// Two writers ticking items of one file at once (two `check` commands, the dashboard and a command) lose none of
  /// each other's ticks.
  @Test func twoWritersTickingOneFileAtOnceLoseNoTick() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checklists-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("audit.md")
    let text = (1...120).map { "- [ ] Item \($0)\n" }.joined()
    try Data(text.utf8).write(to: url)
    let items = ChecklistWriter.items(in: text, file: "audit.md")
    let failures = IndexedResults<String>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      for index in stride(from: half, to: items.count, by: 2) {
        do { try ChecklistWriter.toggle(items[index], in: url) } catch { failures.set("\(error)", at: index) }
      }
    }
    #expect(failures.values.isEmpty)
    let after = ChecklistWriter.items(in: try String(contentsOf: url, encoding: .utf8), file: "audit.md")
    #expect(after.count(where: \.checked) == 120)
  }

  @Test func anItemThatMovedIsFoundByItsTextAndOneThatIsGoneIsRefused() throws {
    let text = "- [ ] Alpha\n- [ ] Beta\n"
    let url = try write(text)
    defer { try? FileManager.default.removeItem(at: url) }
    let beta = ChecklistWriter.items(in: text, file: "a.md")[1]
    try Data(("Intro\n\n" + text).utf8).write(to: url)
    try ChecklistWriter.toggle(beta, in: url)
    #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "Intro\n\n- [ ] Alpha\n- [x] Beta\n")
    try Data("- [ ] Alpha\n".utf8).write(to: url)
    let error = #expect(throws: AuditFileError.self) { try ChecklistWriter.toggle(beta, in: url) }
    #expect(error?.description.contains("\"Beta\" is no longer in the file") == true)
    #expect(try Data(contentsOf: url) == Data("- [ ] Alpha\n".utf8))
  }

  @Test func togglingAnyItemOfGeneratedMarkdownTwiceGivesBackTheOriginalBytes() async throws {
    let url = try write("")
    defer { try? FileManager.default.removeItem(at: url) }
    var toggled = 0
    await propertyCheck(count: 150, input: GeneratedMarkdown.document) { text in
      let original = Data(text.utf8)
      for item in ChecklistWriter.items(in: text, file: "g.md") {
        try original.write(to: url)
        let once = try ChecklistWriter.toggle(item, in: url)
        let afterOnce = try Data(contentsOf: url)
        #expect(afterOnce.count == original.count)
        #expect(zip(afterOnce, original).filter { $0 != $1 }.count == 1)
        try ChecklistWriter.toggle(once, in: url)
        #expect(try Data(contentsOf: url) == original, "\(text)")
        toggled += 1
      }
    }
    #expect(toggled > 300)
  }
}

/// Random Markdown made of the constructs audits use: headings, task items at three depths, fenced code holding
/// task-like lines, tables, rules, blank lines, LF or CRLF endings, with or without a final newline.
enum GeneratedMarkdown {
  static let document = Generator<String, Shrink.None<String>> { rng in
    let newline = Bool.random(using: &rng) ? "\n" : "\r\n"
    var lines: [String] = []
    for _ in 0..<Int.random(in: 3...25, using: &rng) {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0:
        lines.append(String(repeating: "#", count: Int.random(in: 1...4, using: &rng)) + " Section \(lines.count)")
      case 1, 2:
        let indent = ["", "  ", "    "].randomElement(using: &rng)!
        let box = ["[ ]", "[x]", "[ ]"].randomElement(using: &rng)!
        lines.append("\(indent)\(["-", "*", "1."].randomElement(using: &rng)!) \(box) Task é \(lines.count)  ")
      case 3: lines += ["```", "- [ ] not a task in code", "```"]
      case 4: lines.append("| a | b |")
      case 5: lines.append("")
      case 6: lines.append("Some text with [ ] brackets\t")
      default: lines.append("---")
      }
    }
    return lines.joined(separator: newline) + (Bool.random(using: &rng) ? newline : "")
  }
}
