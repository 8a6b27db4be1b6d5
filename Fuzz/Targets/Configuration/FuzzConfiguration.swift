import Foundation
import FuzzSupport

@testable import A11yAuditKit

/// Any text loads as `.a11y-audit.yml` or is refused with an error that names a line of it; any line read as a `//`
/// comment is a suppression comment, not one, or malformed with a message naming its line.
func fuzzConfiguration(_ bytes: [UInt8]) -> CInt {
  let text = String(decoding: bytes, as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  // YAML 1.1 (libyaml, under Yams) breaks lines at a line feed, a carriage return or both together, and at NEL, LS
  // and PS.
  let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
  let yamlLines =
    text.unicodeScalars.split(omittingEmptySubsequences: false) { breaks.contains($0) }.count
    - text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().count { $0.last == 0x0D }
  do {
    _ = try Configuration.parse(text, file: ".a11y-audit.yml")
  } catch let error as ConfigurationError {
    precondition(error.line >= 1 && error.line <= yamlLines + 1, "error line \(error.line) of \(yamlLines)")
    precondition(error.description.hasPrefix(".a11y-audit.yml:\(error.line):"), "error names no line")
    precondition(!error.message.isEmpty, "error without a message")
  } catch {
    fatalError("not a ConfigurationError: \(error)")
  }
  for (index, line) in lines.enumerated() {
    guard let slashes = line.range(of: "//") else { continue }
    let column = line.utf8.distance(from: line.startIndex, to: slashes.lowerBound) + 1
    if case .failure(let malformed) = SuppressionComment.parse(
      String(line[slashes.lowerBound...]), line: index + 1, column: column)
    {
      precondition(malformed.line == index + 1 && !malformed.message.isEmpty, "a malformed comment names no line")
    }
  }
  return 0
}

/// The entry point SwiftPM gives the executable: libFuzzer's driver, testing each input with ``fuzzConfiguration(_:)``.
@_cdecl("FuzzConfiguration_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzConfiguration)
}
