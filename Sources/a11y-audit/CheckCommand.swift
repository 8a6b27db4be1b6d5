import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit check`: ticks or unticks a checklist item in a Markdown file, changing only its box.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Tick or untick a checklist item in a Markdown file (only its [ ] / [x] changes).")

  @Argument(help: "The Markdown file.", completion: .file())
  var file: String

  @Argument(help: "The item: its 1-based number among the file's checklist items, or a unique prefix of its text.")
  var item: String

  @OptionGroup var storeOptions: StoreOptions

  func run() throws {
    let workspace = try Workspace(path: nil, storeOption: storeOptions.store)
    let url = URL(fileURLWithPath: file, relativeTo: workspace.root).standardizedFileURL
    let path = AuditCatalog.relativePath(url.path, root: workspace.root)
    let items = try AuditReader.read(url: url, path: path).checklist
    guard !items.isEmpty else { throw CLIError("\(path): has no checklist items (- [ ] …)") }
    let target = try choose(from: items, path: path)
    let toggled = try ChecklistWriter.toggle(target, in: url)
    let checked = items.filter { $0.checked }.count + (toggled.checked ? 1 : -1)
    try workspace.store.update { document in
      document.checklistTicks.append(
        ChecklistTick(file: path, text: toggled.text, checked: toggled.checked, at: Workspace.now()))
    }
    print(
      "\(toggled.checked ? "Ticked" : "Unticked") \"\(toggled.text)\" (\(toggled.section)) in \(path): "
        + "\(checked)/\(items.count) checked")
  }

  private func choose(from items: [ChecklistItem], path: String) throws -> ChecklistItem {
    if let number = Int(item) {
      guard (1...items.count).contains(number) else {
        throw CLIError("\(path): has \(items.count) checklist items; \(number) is not one of them")
      }
      return items[number - 1]
    }
    let prefix = item.lowercased()
    let matches = items.filter { $0.text.lowercased().hasPrefix(prefix) }
    guard let match = matches.first else { throw CLIError("\(path): no checklist item starts with \"\(item)\"") }
    guard matches.count == 1 else {
      let lines = matches.map { String($0.line) }.joined(separator: ", ")
      throw CLIError(
        "\(path): \"\(item)\" starts \(matches.count) items (lines \(lines)); give more of the text or its number")
    }
    return match
  }
}
