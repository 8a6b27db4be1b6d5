/// `path:line:col: warning|error: message [rule]` lines, the format Xcode, editors and CI logs parse.
public enum XcodeReport {
  /// One line per open violation (done findings are left out); critical and high are errors.
  public static func render(_ report: JSONReport) -> String {
    let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
    return report.findings.filter { !$0.passing && !(FixStatus(rawValue: $0.status)?.isDone ?? false) }.map { entry in
      let severity = Severity(rawValue: entry.severity) ?? .medium
      let level = severity >= .high ? "error" : (severity == .medium ? "warning" : "note")
      let path = entry.file.hasPrefix("/") ? entry.file : root + entry.file
      return "\(path):\(entry.line):\(entry.column): \(level): \(entry.message) [\(entry.rule)]\n"
    }.joined()
  }
}
