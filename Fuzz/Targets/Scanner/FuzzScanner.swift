import Foundation
import FuzzSupport

@testable import A11yAuditKit

/// Any UTF-8 text scans as a Swift file without a crash, twice to the same findings, each finding's span inside the
/// file (run with a per-input timeout for hangs).
func fuzzScanner(_ bytes: [UInt8]) -> CInt {
  let data = Data(bytes)
  guard let text = String(validating: data, as: UTF8.self) else { return 0 }
  let scanner = Scanner()
  let first = scanner.scan(sources: [(file: "Fuzz.swift", text: text)])
  let second = scanner.scan(sources: [(file: "Fuzz.swift", text: text)])
  precondition(first.findings == second.findings, "two scans of the same text differ")
  precondition(first.screens == second.screens, "two scans of the same text list different screens")
  // Each line's length in bytes, lines ending at LF, CR LF or a lone CR, as the compiler and the scanner read them.
  var lines: [Int] = [0]
  for offset in bytes.indices {
    if bytes.endsLine(at: offset) {
      lines.append(0)
    } else if !bytes.isLineBreak(at: offset) {
      lines[lines.count - 1] += 1
    }
  }
  for finding in first.findings {
    let span = finding.span
    precondition(span.start <= span.end, "\(finding.rule): span ends before it starts")
    for position in [span.start, span.end] {
      precondition(
        position.line >= 1 && position.line <= lines.count, "\(finding.rule): line \(position.line) of \(lines.count)")
      precondition(
        position.column >= 1 && position.column <= lines[position.line - 1] + 1,
        "\(finding.rule): column \(position.column) past line \(position.line)")
    }
  }
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzScanner(_:)``.
@_cdecl("FuzzScanner_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzScanner)
}
