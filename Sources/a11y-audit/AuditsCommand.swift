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
    let workspace = try Workspace(path: path, storeOption: nil)
    let catalog = workspace.audits(extraPaths: file)
    switch format {
    case .json:
      Console.write(try AuditListing(catalog).encoded())
    case .text:
      if catalog.documents.isEmpty { print("No audit files under \(workspace.root.path).") }
      for document in catalog.documents {
        let counts = document.findingCounts
        let severities = Severity.descending.filter { $0 != .none }.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
        let progress = document.checklistProgress
        print(
          "\(document.path)  [\(document.kind.rawValue)]  \(document.title)\n"
            + "  findings: \(severities.joined(separator: ", "));  checklist: \(progress.checked)/\(progress.total) checked"
        )
      }
    }
  }
}

/// The JSON form of `audits`: `{"audits":[{"path","kind","title","findings":{…},"checklist":{…}}]}`.
struct AuditListing: Encodable {
  struct Entry: Encodable {
    var path: String
    var kind: String
    var category: String?
    var title: String
    var findings: [String: Int]
    var checklist: [String: Int]
  }

  var audits: [Entry]

  init(_ catalog: AuditCatalog) {
    audits = catalog.documents.map { document in
      let counts = document.findingCounts
      let progress = document.checklistProgress
      return Entry(
        path: document.path, kind: document.kind.rawValue, category: document.category?.rawValue,
        title: document.title,
        findings: Dictionary(
          uniqueKeysWithValues: [Severity.critical, .high, .medium, .low].map { ($0.rawValue, counts[$0] ?? 0) }),
        checklist: ["checked": progress.checked, "total": progress.total])
    }
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
