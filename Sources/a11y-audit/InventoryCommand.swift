import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit inventory`: the per-file animation inventory, as a Reduce Motion audit's summary table lists it.
struct InventoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inventory",
    abstract: "List every file's animations: count, type, highest severity, and whether it checks Reduce Motion.")

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String = "."

  @Option(name: .long, help: "Output format: text (a Markdown table) or json.")
  var format: OutputFormat = .text

  @OptionGroup var quietOption: QuietOption
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(path: path, quiet: quietOption.quiet, scanOptions: scanOptions)
    let outcome = try session.scan(.ignore)
    SessionFactory.warn(outcome.problems)
    let inventory = InventoryReport(outcome.scan)
    switch format {
    case .json: Console.write(try JSONOutput.encode(inventory))
    case .text: print(inventory.text, terminator: "")
    }
  }
}
