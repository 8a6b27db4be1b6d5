import A11yAuditKit
import Foundation
import Logging
import MCP

/// The Model Context Protocol server of `a11y-audit mcp`: the audit's tools and resources over one
/// ``AuditSession``. It only translates JSON-RPC to and from the session; every write goes through the session's
/// locked store, as the command line's and the dashboard's do.
public struct AuditMCPServer: Sendable {
  /// The session every tool and resource works through.
  public let session: AuditSession

  /// A server on `session`.
  public init(session: AuditSession) { self.session = session }

  /// What clients are told about the server when they connect.
  static let instructions = """
    a11y-audit audits SwiftUI source code for accessibility against WCAG 2.2 in \(Category.allCases.count) areas \
    (\(Category.nameList)) and keeps the team's triage in a store. Call scan first \
    (it records findings), then list_findings to filter them, show_finding for the code and a fix diff, and \
    set_status to triage. The resource a11y-audit://store/summary has the counts; a11y-audit://rules/RULE a rule's \
    documentation.
    """

  /// A server with the tools and resources registered, not yet started.
  func makeServer() async -> Server {
    let server = Server(
      name: "a11y-audit", version: ToolVersion.current, title: "a11y-audit", instructions: Self.instructions,
      capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
    let toolbox = AuditToolbox(session: session)
    let session = session
    await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: toolbox.definitions) }
    await server.withMethodHandler(CallTool.self) { call in
      try await Blocking.run { try toolbox.call(call.name, arguments: call.arguments) }
    }
    await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: AuditResources.list) }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      ListResourceTemplates.Result(templates: AuditResources.templates)
    }
    await server.withMethodHandler(ReadResource.self) { read in
      try await Blocking.run { try AuditResources.read(read.uri, session: session) }
    }
    return server
  }

  /// Serves over `transport` until its input ends and every request has been answered; logs what it answers itself
  /// (malformed messages) to `logger`.
  public func serve(transport: any Transport, logger: Logger) async throws {
    let server = await makeServer()
    try await server.start(transport: AnsweringTransport(transport, logger: logger))
    await server.waitUntilCompleted()
    await server.stop()
  }

  /// Serves newline-delimited JSON-RPC on standard input and output (``StdioLineTransport``) until standard input
  /// ends; the protocol's warnings and errors go to standard error, nothing but JSON-RPC to standard output.
  public func serveOverStdio() async throws {
    var logger = Logger(label: "a11y-audit.mcp") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = Logger.Level.warning
    try await serve(transport: StdioLineTransport(logger: logger), logger: logger)
  }
}

/// Runs blocking work (scans, store reads and writes) on a dispatch queue, off the cooperative thread pool that the
/// transport's reading and writing need.
enum Blocking {
  static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }
}
