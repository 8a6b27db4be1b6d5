import A11yAuditKit
import Foundation

/// Choices the executable makes for the terminal UI from flags and the environment.
public struct TUIOptions: Sendable {
  /// Whether colour may be used (false for `NO_COLOR`); the TUI is monochrome without it, and also when the
  /// terminal has no colours.
  public var colors: Bool
  /// Whether to draw with ASCII only (`--ascii`); also chosen automatically when the locale is not UTF-8.
  public var ascii: Bool

  /// Options with colour on and Unicode glyphs unless the locale forbids them.
  public init(colors: Bool = true, ascii: Bool = false) {
    self.colors = colors
    self.ascii = ascii
  }
}

/// The interactive findings triage in the terminal.
public enum TUI {
  /// Runs the terminal UI on the store's findings until the person quits, and returns the exit code:
  /// 0 after quitting, 1 when the store cannot be read, 2 when stdin/stdout is not a usable terminal.
  /// Problems are printed to stderr as one line; status changes are saved to `store` as they are made.
  @MainActor
  public static func run(store: Store, root: URL, options: TUIOptions) -> Int32 {
    do {
      try Terminal.requireTTY()
    } catch {
      printError(error.message)
      return error.exitCode
    }
    let document: StoreDocument
    do {
      document = try store.load()
    } catch {
      printError("a11y-audit tui: \(error.description)")
      return 1
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(colors: options.colors)
    } catch {
      printError(error.message)
      return error.exitCode
    }
    defer { terminal.close() }
    let prefs = DisplayPrefs(colors: options.colors, ascii: options.ascii || !terminal.codesetIsUTF8)
    let state = AppState(
      findings: document.findings, rootName: root.standardizedFileURL.lastPathComponent, size: terminal.size,
      prefs: prefs)
    Runtime(state: state, terminal: terminal, store: store).run()
    return 0
  }

  private static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
