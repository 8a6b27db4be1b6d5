import Foundation
import Logging
import MCP

/// A transport around another (stdio) that makes the server robust to what clients send: a line that is not a
/// JSON-RPC message is answered with a JSON-RPC error at once and never reaches the SDK (which would answer it with a
/// made-up id), and when the input ends the stream stays open until every request read has been answered, so a
/// client that writes its requests and closes its end still gets every answer before the server exits.
///
/// Requests are handed on one at a time: the next waits until every earlier one is answered, so a client that writes
/// `set_status` and then `list_findings` without waiting reads its answers in that order and the list sees the new
/// status (the SDK would otherwise work on both at once). Notifications, such as a cancellation, are never held back.
actor AnsweringTransport: Transport {
  /// How long to wait, once the input has ended, for the answers still being worked out.
  static let answerDeadline = Duration.seconds(120)

  private let base: any Transport
  nonisolated let logger: Logger
  private let stream: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  /// Requests read and not answered yet.
  private var unanswered: Set<RequestKey> = []
  private var pump: Task<Void, Never>?

  /// Wraps `base`, logging what it answers itself to `logger`.
  init(_ base: any Transport, logger: Logger) {
    self.base = base
    self.logger = logger
    (stream, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    try await base.connect()
    pump = Task { await self.pumpMessages() }
  }

  func disconnect() async {
    pump?.cancel()
    await base.disconnect()
    continuation.finish()
  }

  func send(_ data: Data) async throws {
    try await base.send(data)
    unanswered.subtract(IncomingLine.answeredKeys(data))
  }

  func receive() -> AsyncThrowingStream<Data, any Error> { stream }

  /// Hands on each message read, answers the malformed ones, and at the end of the input waits for the answers.
  private func pumpMessages() async {
    do {
      for try await line in await base.receive() {
        switch IncomingLine(line) {
        case .message(let requests, let cancelled):
          if !requests.isEmpty { await earlierRequestsAnswered() }
          unanswered.formUnion(requests)
          unanswered.subtract(cancelled)
          continuation.yield(line)
        case .malformed(let response):
          logger.warning("answered a malformed message with an error", metadata: ["bytes": "\(line.count)"])
          try await base.send(response)
        }
      }
    } catch {
      logger.error("reading the client's messages failed", metadata: ["error": "\(error)"])
    }
    await earlierRequestsAnswered()
    continuation.finish()
  }

  /// Waits until every request handed on is answered, or ``answerDeadline`` has passed (a request whose answer
  /// never comes, such as one cancelled by a notification still unread, holds the next back no longer than that).
  private func earlierRequestsAnswered() async {
    let deadline = ContinuousClock.now + Self.answerDeadline
    while !unanswered.isEmpty && ContinuousClock.now < deadline && !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(2))
    }
  }
}
