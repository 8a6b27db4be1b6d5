import A11yAuditKit
import Foundation

/// Writes `items` to stdout as `Swift.print` does, with control characters shown rather than sent
/// (``TerminalText``): every line of text the command line prints goes through here, so a string from a source file,
/// an audit or the store never reaches the terminal raw.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator)
  Swift.print(TerminalText.escaping(text), terminator: terminator)
}
