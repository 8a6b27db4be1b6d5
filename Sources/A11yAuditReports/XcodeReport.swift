import A11yAuditModel

/// `path:line:col: warning|error: message [rule]` lines, the format Xcode, editors and CI logs parse.
public enum XcodeReport {
  /// One line per open violation (done findings are left out); critical and high are errors. A control character or
  /// line break in a path or message is shown, never sent (``TerminalText``), so no line can pose as another.
  public static func render(_ report: JSONReport) -> String {
    let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
    return report.findings.filter(\.isOpenViolation).map { entry in
      let level = entry.severity.diagnosticLevel
      let path = entry.file.hasPrefix("/") ? entry.file : root + entry.file
      let line = "\(path):\(entry.line):\(entry.column): \(level): \(entry.message) [\(entry.rule)]"
      return TerminalText.escaping(line, keepingLineFeeds: false) + "\n"
    }.joined()
  }
}
