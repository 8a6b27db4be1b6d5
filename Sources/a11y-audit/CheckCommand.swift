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
    let session = try SessionFactory.session(store: storeOptions.store)
    let toggle = try session.toggleChecklistItem(item, inFile: file)
    let after = toggle.after
    print(
      "\(after.checked ? "Ticked" : "Unticked") \"\(after.text)\" (\(after.section)) in \(after.file): "
        + "\(toggle.checked)/\(toggle.total) checked")
  }
}
