import A11yAuditKit
import A11yAuditMCP
import ArgumentParser
import Foundation

/// `a11y-audit mcp`: the Model Context Protocol server, on standard input and output.
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the audit to AI assistants over the Model Context Protocol (JSON-RPC on stdin and stdout).",
    discussion: """
      Register it with an MCP client as the command `a11y-audit mcp /path/to/app`. Tools: scan, list_findings, \
      show_finding, set_status, list_rules. Resources: a11y-audit://store/summary and a11y-audit://rules/RULE. \
      Status changes go through the same locked store as `a11y-audit status`. Standard output carries JSON-RPC \
      only; messages go to standard error. The server exits when standard input ends.
      """)

  @Argument(help: "Folder (or Swift file) the server audits.", completion: .directory)
  var path: String = "."

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(
      path: path, store: storeOptions.store, scanOptions: scanOptions, keepsScans: true)
    let server = AuditMCPServer(session: session)
    Console.note("MCP server on \(session.root.path) (store \(session.store.path)); JSON-RPC on stdin and stdout")
    try AsyncWait.run { try await server.serveOverStdio() }
  }
}

/// Runs async work to its end from the synchronous command (the root command is not async).
enum AsyncWait {
  /// Where the work's error is left for the waiting thread: written before the semaphore is signalled, read after
  /// it is waited on.
  private final class Outcome: @unchecked Sendable {
    var error: (any Error)?
    let done = DispatchSemaphore(value: 0)
  }

  /// Runs `work` on the cooperative pool and blocks the calling thread until it ends, rethrowing its error.
  static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
    let outcome = Outcome()
    Task.detached {
      do {
        try await work()
      } catch {
        outcome.error = error
      }
      outcome.done.signal()
    }
    outcome.done.wait()
    if let error = outcome.error { throw error }
  }
}
