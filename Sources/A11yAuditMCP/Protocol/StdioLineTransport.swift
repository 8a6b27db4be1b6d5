import Foundation
import Logging
import MCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stdio transport of `a11y-audit mcp`: newline-delimited JSON-RPC read from standard input with `read(2)` on a
/// thread of its own and split into lines as it arrives (``LineSplitter``: each byte searched once, lines bounded),
/// and written to standard output one message a line, in the order sent. A line longer than
/// ``LineSplitter/maximumLineBytes`` is answered with a JSON-RPC error (``IncomingLine/tooLongResponse``) and
/// skipped up to its newline; the lines after it are served.
actor StdioLineTransport: Transport {
  nonisolated let logger: Logger
  private let input: Int32
  private let output: Int32
  /// Where messages are written, one after another, off the cooperative threads.
  private let writer = DispatchQueue(label: "a11y-audit.mcp.stdout")
  private let stream: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var pump: Task<Void, Never>?

  /// A transport reading `input` and writing `output` (standard input and output unless told), logging to `logger`.
  init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger) {
    self.input = input
    self.output = output
    self.logger = logger
    (stream, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard pump == nil else { return }
    let (pieces, reader) = AsyncStream<LineSplitter.Piece>.makeStream()
    let (input, logger) = (input, logger)
    let thread = Thread { Self.readLines(from: input, into: reader, logger: logger) }
    thread.name = "a11y-audit.mcp.stdin"
    thread.start()
    pump = Task { await self.handOn(pieces) }
  }

  func disconnect() async {
    pump?.cancel()
    continuation.finish()
  }

  func send(_ data: Data) async throws {
    let message = data + [0x0A]
    let output = output
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      writer.async { done.resume(with: Result { try Self.writeAll(message, to: output) }) }
    }
  }

  func receive() -> AsyncThrowingStream<Data, any Error> { stream }

  /// Hands each line on to the server and answers each line that was too long, until the input ends.
  private func handOn(_ pieces: AsyncStream<LineSplitter.Piece>) async {
    for await piece in pieces {
      switch piece {
      case .line(let line):
        continuation.yield(line)
      case .tooLong:
        logger.warning(
          "answered a line longer than the limit with an error", metadata: ["limit": "\(LineSplitter.maximumLineBytes)"]
        )
        do {
          try await send(IncomingLine.tooLongResponse)
        } catch {
          logger.error("writing to the client failed", metadata: ["error": "\(error)"])
        }
      }
    }
    continuation.finish()
  }

  /// Reads `input` until it ends, feeding what each read returns to a ``LineSplitter`` and its pieces to `pieces`.
  private static func readLines(
    from input: Int32, into pieces: AsyncStream<LineSplitter.Piece>.Continuation, logger: Logger
  ) {
    var splitter = LineSplitter()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count > 0 {
        for piece in splitter.feed(Data(buffer[..<count])) { pieces.yield(piece) }
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        wait(for: input, events: Int16(POLLIN))
      } else {
        if count < 0 { logger.error("reading standard input failed", metadata: ["errno": "\(errno)"]) }
        break
      }
    }
    if let last = splitter.finish() { pieces.yield(last) }
    pieces.finish()
  }

  /// Writes all of `data` to `output`.
  private static func writeAll(_ data: Data, to output: Int32) throws {
    try data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(output, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          wait(for: output, events: Int16(POLLOUT))
        } else if errno != EINTR {
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
      }
    }
  }

  /// Waits until `descriptor`, set non-blocking by someone else, is ready for `events`.
  private static func wait(for descriptor: Int32, events: Int16) {
    var entry = pollfd(fd: descriptor, events: events, revents: 0)
    _ = poll(&entry, 1, -1)
  }
}
