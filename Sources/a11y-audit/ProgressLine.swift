import A11yAuditKit
import ArgumentParser
import Foundation

/// The progress of a long scan on stderr: one line rewritten in place (`Parsing 812 of 2,000 files · …`) and erased
/// when the scan is done. Only when stderr is a terminal and `--quiet` is not given.
enum ProgressLine {
  /// Progress for a scan, or nil when nothing should be printed.
  static func make(quiet: Bool) -> ScanProgress? {
    guard !quiet, isatty(2) == 1 else { return nil }
    return ScanProgress { snapshot in
      let finished = snapshot.phase == .checking && snapshot.done == snapshot.total
      let line = finished ? "\r\u{1B}[2K" : "\r\u{1B}[2K" + snapshot.text
      FileHandle.standardError.write(Data(line.utf8))
    }
  }
}

/// `--quiet`: no progress line.
struct QuietOption: ParsableArguments {
  @Flag(name: .long, help: "Print no progress line on stderr while scanning.")
  var quiet = false
}
