import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit demo`: a writable copy of the bundled sample app, scanned and opened in the dashboard.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Copy the bundled sample app to a writable folder, scan it and open the dashboard there.")

  @Option(
    name: .long, help: "Folder to copy the sample into (must not exist or be empty). Default: a new temporary folder.")
  var into: String?

  @OptionGroup var display: DisplayOptions

  @Flag(
    name: .long,
    help: "Linear layout for screen readers: one pane of sentence-like rows, ASCII, no boxes, bars or colour.")
  var screenReader = false

  func run() throws {
    let sample = try SampleLocator.sampleFolder()
    let destination = try prepareDestination()
    try copyContents(of: sample, to: destination)
    let workspace = try Workspace(path: destination.path, storeOption: nil)
    let (result, _, _) = try workspace.scanIntoStore()
    print("Copied the sample app to \(destination.path) (a writable copy: edit it freely).")
    print(
      "Scanned \(result.files.count) Swift files: \(result.violations.count) findings; triage is saved in \(workspace.store.path)."
    )
    try TUICommand.open(workspace, display: display, screenReader: screenReader)
    print("Your triage is saved in \(workspace.store.path).")
  }

  private func prepareDestination() throws -> URL {
    let manager = FileManager.default
    let destination: URL
    if let into {
      destination =
        URL(fileURLWithPath: into, relativeTo: URL(fileURLWithPath: manager.currentDirectoryPath))
        .standardizedFileURL
      if manager.fileExists(atPath: destination.path) {
        let contents = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? ["?"]
        guard contents.isEmpty else {
          throw CLIError("\(destination.path): folder is not empty; give --into a new or empty folder")
        }
      }
    } else {
      destination = manager.temporaryDirectory.appendingPathComponent(
        "a11y-audit-demo-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
    }
    do {
      try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    } catch {
      throw CLIError("\(destination.path): cannot create the demo folder (\(error.localizedDescription))")
    }
    return destination
  }

  private func copyContents(of source: URL, to destination: URL) throws {
    let manager = FileManager.default
    do {
      for name in try manager.contentsOfDirectory(atPath: source.path) {
        try manager.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
      }
    } catch {
      throw CLIError("\(destination.path): cannot copy the sample (\(error.localizedDescription))")
    }
  }
}
