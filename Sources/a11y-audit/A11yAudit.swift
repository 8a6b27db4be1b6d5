import A11yAuditKit
import ArgumentParser
import Foundation

/// The `a11y-audit` command: subcommands, and the TUI when run bare in an audited folder.
@main
struct A11yAudit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "a11y-audit",
    abstract:
      "Audit SwiftUI code for accessibility in \(A11yAuditKit.Category.allCases.count) areas "
      + "(\(A11yAuditKit.Category.titleList)) and triage the findings.",
    discussion: """
      Areas, as --category, --area and --kind name them: \(A11yAuditKit.Category.nameList).

      Run with no subcommand in a folder that holds Swift files or a store to open the triage dashboard.
      New here? `a11y-audit demo` opens the dashboard on a bundled sample app.
      """,
    version: ToolVersion.current,
    subcommands: [
      ScanCommand.self, FindingsCommand.self, StatusCommand.self, TUICommand.self, DemoCommand.self,
      AuditsCommand.self, CheckCommand.self, ReportCommand.self, FixCommand.self, InventoryCommand.self,
      ConformanceCommand.self, BaselineCommand.self, InitCommand.self, MergeStoreCommand.self, BenchScanCommand.self,
      RulesCommand.self, MCPCommand.self, BenchTUICommand.self, LabelsCommand.self,
    ]
  )

  mutating func run() throws {
    let root = SessionFactory.currentDirectory
    if AuditRoot.holdsSomethingToAudit(root) {
      let tui = try TUICommand.parse([root.path])
      try tui.run()
    } else {
      print(A11yAudit.helpMessage())
      print(
        "Nothing to audit here (no Swift files, no .a11y-audit/store.json). Try `a11y-audit demo` to explore the bundled sample app."
      )
    }
  }

  /// Runs the command, mapping every failure to one message on stderr and exit code 2.
  static func main() {
    AllocatorTuning.apply()
    // Past a file-size limit (`ulimit -f`) the kernel kills the writer with SIGXFSZ by default, mid-save; ignored, the
    // write fails with EFBIG, the temporary file is removed and the message says why.
    _ = signal(SIGXFSZ, SIG_IGN)
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch let error as CLIError {
      Console.error(error.message)
      Foundation.exit(2)
    } catch let error as any UserFacingError {
      Console.error(error.description)
      Foundation.exit(2)
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      Console.error(oneLine(message(for: error)))
      Foundation.exit(2)
    }
  }

  /// A parser message on one line: its lines joined, a list of values (`  - open`) as `open, in-progress, …`.
  static func oneLine(_ message: String) -> String {
    var text = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let items = lines.filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
    text = lines.filter { !$0.hasPrefix("- ") }.joined(separator: " ")
    return items.isEmpty ? text : text + " " + items.joined(separator: ", ")
  }
}
