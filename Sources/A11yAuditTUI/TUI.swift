import A11yAuditKit
import Foundation

/// Choices the executable makes for the terminal UI from flags and the environment.
public struct TUIOptions: Sendable {
  /// Whether colour may be used (false for `NO_COLOR`); the TUI is monochrome without it, and also when the
  /// terminal has no colours.
  public var colors: Bool
  /// Whether to draw with ASCII only (`--ascii`); also chosen automatically when the locale is not UTF-8.
  public var ascii: Bool
  /// The linear layout for screen readers (`--screen-reader`): one pane of sentence-like rows, ASCII, no boxes or
  /// bars, no colour.
  public var screenReader: Bool
  /// The editor `e` opens (`$EDITOR`), or nil for `vi`.
  public var editor: String?

  /// Options with colour on and Unicode glyphs unless the locale forbids them.
  public init(colors: Bool = true, ascii: Bool = false, screenReader: Bool = false, editor: String? = nil) {
    self.colors = colors
    self.ascii = ascii
    self.screenReader = screenReader
    self.editor = editor
  }
}

/// The interactive findings triage in the terminal.
public enum TUI {
  /// Runs the terminal UI on the project's store until the person quits, and returns the exit code:
  /// 0 after quitting, 1 when the store cannot be read, 2 when stdin/stdout is not a usable terminal.
  /// Problems are printed to stderr as one line; every change is saved to the store as it is made.
  @MainActor
  public static func run(project: Project, options: TUIOptions) -> Int32 {
    do {
      try Terminal.requireTTY()
    } catch {
      printError(error.message)
      return error.exitCode
    }
    let document: StoreDocument
    do {
      document = try project.store.load()
    } catch {
      printError("a11y-audit tui: \(error.description)")
      return 1
    }
    let audits = project.audits()
    let colors = options.colors && !options.screenReader
    let terminal: Terminal
    do {
      terminal = try Terminal(colors: colors)
    } catch {
      printError(error.message)
      return error.exitCode
    }
    defer { terminal.close() }
    let prefs = DisplayPrefs(
      colors: colors, ascii: options.ascii || options.screenReader || !terminal.codesetIsUTF8,
      linear: options.screenReader)
    let state = initialState(
      document: document, audits: audits.documents, project: project, size: terminal.size, prefs: prefs)
    Runtime(state: state, terminal: terminal, project: project, editor: options.editor).run()
    return 0
  }

  static func initialState(
    document: StoreDocument, audits: [AuditDocument], project: Project, size: Size, prefs: DisplayPrefs
  ) -> AppState {
    AppState(
      findings: document.findings, screens: document.screens, audits: audits,
      rootName: project.root.standardizedFileURL.lastPathComponent, size: size, prefs: prefs, route: .dashboard)
  }

  private static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
