import Foundation
import TestSupport
import Testing

/// The progress line of a scan, as the terminal receives it: rewritten in place and erased when done, only on a
/// terminal, never with `--quiet`.
@Suite(.serialized) struct ProgressEndToEndTests {
  static let tmux = TmuxSession.locateTmux()
  static let available = tmux != nil && CLIRunner.binary != nil

  /// The bytes a scan writes to a terminal (recorded with `pipe-pane`), up to the line the shell prints after it.
  static func terminalBytes(_ arguments: String) throws -> String {
    guard let tmux, let binary = CLIRunner.binary else { return "" }
    let app = try FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: app) }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let command =
      "sleep 1; \(shellQuoted(binary.path)) scan \(shellQuoted(app.path)) --no-store \(arguments) > /dev/null; "
      + "echo SCAN-EXIT-$?; sleep 30"
    let session = try TmuxSession.start(tmux: tmux, command: command, width: 100, height: 10)
    defer { session.kill() }
    _ = session.run(["pipe-pane", "-t", session.name, "cat >> \(shellQuoted(log.path))"])
    let done = session.waitFor { $0.contains("SCAN-EXIT-") }
    #expect(done.matched, "the scan did not finish: \(done.pane)")
    Thread.sleep(forTimeInterval: 0.3)
    let bytes = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
    return bytes.components(separatedBy: "SCAN-EXIT-").first ?? bytes
  }

  @Test(.enabled(if: available, "tmux or the built a11y-audit is missing; skipping the terminal end-to-end test"))
  func onATerminalTheLineIsRewrittenInPlaceAndErasedWhenTheScanIsDone() throws {
    let bytes = try Self.terminalBytes("")
    #expect(bytes.contains("\r\u{1B}[2KParsing 0 of 3 files"), "\(bytes.debugDescription)")
    #expect(bytes.contains("\r\u{1B}[2KParsing 3 of 3 files"), "\(bytes.debugDescription)")
    #expect(bytes.contains("\r\u{1B}[2KChecking 0 of 3 files"), "\(bytes.debugDescription)")
    let lastProgress = try #require(bytes.range(of: "\r\u{1B}[2K", options: .backwards))
    #expect(!bytes[lastProgress.upperBound...].contains("files/s"), "the last write erases the line")
  }

  @Test(.enabled(if: available, "tmux or the built a11y-audit is missing; skipping the terminal end-to-end test"))
  func quietPrintsNoProgressOnATerminal() throws {
    let bytes = try Self.terminalBytes("--quiet")
    #expect(!bytes.contains("Parsing"), "\(bytes.debugDescription)")
    #expect(!bytes.contains("\u{1B}[2K"))
  }

  @Test(.enabled(if: CLIRunner.binary != nil, "the a11y-audit binary is not built"))
  func withStderrNotATerminalNothingIsPrinted() throws {
    let app = try FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: app) }
    let output = try CLIRunner.run(["scan", "--no-store"], in: app)
    #expect(output.stderr.isEmpty)
  }
}
