import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit inventory`: the per-file animation inventory, as the Reduce Motion audit's summary table.
struct InventoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inventory",
    abstract: "List every file's animations: count, type, highest severity, and whether it checks Reduce Motion.")

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String = "."

  @Option(name: .long, help: "Output format: text (a Markdown table) or json.")
  var format: OutputFormat = .text

  /// The JSON `inventory` prints.
  struct Output: Codable {
    var root: String
    var files: Int
    var inventory: [InventoryEntry]
  }

  func run() throws {
    let workspace = try Workspace(path: path, storeOption: nil)
    let result = try workspace.scan()
    let entries = MotionInventory.make(result)
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      var data = try encoder.encode(Output(root: result.root, files: result.files.count, inventory: entries))
      data.append(0x0A)
      Console.write(data)
    case .text:
      print(MotionInventory.table(entries), terminator: "")
      let animations = entries.reduce(0) { $0 + $1.animations }
      let passing = entries.reduce(0) { $0 + $1.passing }
      let checking = entries.filter(\.checksReduceMotion).count
      print(
        "\(animations) animation\(animations == 1 ? "" : "s") in \(entries.count) of \(result.files.count) Swift files: "
          + "\(passing) respect Reduce Motion, \(animations - passing) do not; \(checking) file\(checking == 1 ? "" : "s") check the setting."
      )
    }
  }
}
