import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal however the process ends: signals that kill it, Swift traps, and `exit`.
@MainActor
enum SignalGuard {
  /// Signals whose default action ends the process: the terminal is restored, then the signal is raised again with
  /// its default action.
  private static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
  ]
  private static var atexitInstalled = false

  /// Installs the handlers (after `newterm`, so they replace ncurses' own for these signals).
  static func install() {
    for number in signals { _ = signal(number, restoreTerminalAndReraise) }
    if !atexitInstalled {
      atexitInstalled = true
      atexit { cn_endwin_if_active() }
    }
  }

  /// Puts the default actions back once the terminal has been restored normally.
  static func uninstall() {
    for number in signals { _ = signal(number, SIG_DFL) }
  }
}

private func restoreTerminalAndReraise(_ number: Int32) {
  cn_endwin_if_active()
  _ = signal(number, SIG_DFL)
  raise(number)
}
