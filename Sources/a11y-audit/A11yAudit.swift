import A11yAuditKit
import ArgumentParser
import Foundation

/// The `a11y-audit` command: subcommands, and the TUI when run bare in an audited folder.
@main
struct A11yAudit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "a11y-audit",
    abstract:
      "Audit SwiftUI code for accessibility (Reduce Motion, Dynamic Type, VoiceOver, touch targets) and triage it.",
    discussion: """
      Run with no subcommand in a folder that holds Swift files or a store to open the triage dashboard.
      New here? `a11y-audit demo` opens the dashboard on a bundled sample app.
      """,
    version: ToolVersion.current,
    subcommands: [
      ScanCommand.self, FindingsCommand.self, StatusCommand.self, TUICommand.self, DemoCommand.self,
      AuditsCommand.self, CheckCommand.self, ReportCommand.self, FixCommand.self, InventoryCommand.self,
      BenchScanCommand.self, RulesCommand.self, BenchTUICommand.self,
    ]
  )

  mutating func run() throws {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if Workspace.looksAudited(root) {
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
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch let error as CLIError {
      Console.error(error.message)
      Foundation.exit(2)
    } catch let error as StoreError {
      Console.error(error.description)
      Foundation.exit(2)
    } catch let error as ScanError {
      Console.error(error.description)
      Foundation.exit(2)
    } catch let error as ConfigurationError {
      Console.error(error.description)
      Foundation.exit(2)
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      Console.error(fullMessage(for: error))
      Foundation.exit(2)
    }
  }
}
