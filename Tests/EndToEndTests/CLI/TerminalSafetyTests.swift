import Foundation
import TestSupport
import Testing

/// What the command line and the dashboard write to a terminal holds no control character from the audited files:
/// the bytes are checked, and in tmux the pane's title stays the dashboard's.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct TerminalSafetyTests {
  /// Retitles the terminal (OSC 0), clears the screen (8-bit CSI), returns to the line's start.
  static let hostile = "\u{1B}]0;PWNED\u{07}\u{9B}2J\rforged"
  /// The same inside a string literal, which a carriage return would end.
  static let inSource = "\u{1B}]0;PWNED\u{07}\u{9B}2J"

  /// An app whose file name and source hold `hostile`, plus a file that is not UTF-8 under a hostile name.
  private func makeApp() throws -> URL {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-e2e-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let source = """
      import SwiftUI

      struct Evil: View {
        var body: some View {
          Text("\(Self.inSource)").font(.system(size: 9)).accessibilityLabel("\(Self.inSource)")
        }
      }

      """
    try Data(source.utf8).write(to: app.appendingPathComponent("Evil\(Self.hostile).swift"))
    try Data(FixtureFolder.everyRuleConfiguration.utf8).write(to: app.appendingPathComponent(".a11y-audit.yml"))
    try Data([0x2F, 0x2F, 0xE9, 0x0A]).write(to: app.appendingPathComponent("Latin\u{1B}[2J.swift"))
    return app
  }

  /// Control bytes other than a line feed (and tab), including the UTF-8 of C1 controls.
  static func controlBytes(in data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    return text.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F..<0xA0).contains(scalar.value)
    }.map { String(format: "U+%04X", $0.value) }
  }

  @Test(arguments: [
    ["scan", "."], ["findings"], ["report", ".", "--format", "xcode"], ["report", ".", "--format", "markdown"],
  ])
  func noControlByteFromTheAuditedFilesReachesStdoutOrStderr(arguments: [String]) throws {
    let app = try makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    if arguments.first == "findings" { _ = try CLIRunner.run(["scan", "."], in: app) }

    let output = try CLIRunner.run(arguments, in: app)

    #expect(Self.controlBytes(in: output.stdoutData).isEmpty, "\(output.stdout)")
    #expect(Self.controlBytes(in: Data(output.stderr.utf8)).isEmpty, "\(output.stderr)")
    if arguments.first != "findings" {
      #expect(output.stderr.contains("Latin␛[2J.swift: not valid UTF-8; skipped"), "\(output.stderr)")
    }
    if !arguments.contains("markdown") {
      #expect(output.stdout.contains("Evil␛]0;PWNED␇\u{FFFD}2J␍forged.swift"), "\(output.stdout)")
    }
  }
}

extension TerminalSafetyTests {
  @Test(.tmuxAndBinary)
  func theDashboardShowsControlCharactersAsPicturesAndTheTerminalKeepsItsTitle() throws {
    guard let tmux = TUIEndToEndTests.tmux, let binary = TUIEndToEndTests.binary else { return }
    let app = try makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let session = try TmuxSession.start(
      tmux: tmux, command: "sh -c " + shellQuoted("\(shellQuoted(binary.path)) tui \(shellQuoted(app.path)); sleep 30"),
      width: 100, height: 30)
    defer { session.kill() }
    try session.expect("the dashboard never showed") { $0.contains("Dashboard") && $0.contains("q quit") }
    let title = session.display("#{pane_title}")

    // The app's one view is unplaced, so its finding (not a Reduce Motion one) is folded in Not on any screen.
    session.send("4", "Enter", "a")

    try session.expect("the finding's details never showed the pictures") { $0.contains("PWNED␇") }
    #expect(session.display("#{pane_title}") == title)
    #expect(!session.display("#{pane_title}").contains("PWNED"))
  }
}
