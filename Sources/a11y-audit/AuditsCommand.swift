import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit audits`: the Markdown audits, plans and checklists under a folder.
struct AuditsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audits",
    abstract: "List the Markdown audits, plans and checklists under a folder, with counts and checklist progress.")

  @Argument(help: "Folder to look in.", completion: .directory)
  var path: String = "."

  @Option(name: .long, help: "Also read this Markdown file (repeatable), whatever its content.", completion: .file())
  var file: [String] = []

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() throws {
    var session = try SessionFactory.session(path: path)
    session.extraAuditPaths = file
    let catalog = session.audits()
    SessionFactory.warn(catalog.problems)
    let listing = AuditListing(catalog)
    switch format {
    case .json: Console.write(try JSONOutput.encode(listing))
    case .text: print(listing.text(root: session.root.path), terminator: "")
    }
  }
}
