import A11yAuditModel
import Foundation

/// How far a suppression written from a finding reaches.
public enum SuppressionReach: String, CaseIterable, Sendable {
  /// `// a11y-audit:disable:next RULE — reason` above the finding's line.
  case line
  /// `// a11y-audit:disable RULE — reason` at the top of the finding's file.
  case file
  /// The rule under `disabled_rules:` in `.a11y-audit.yml`, with the reason as a comment.
  case project

  /// `on this line`, `in this file`, `in the project`.
  public var phrase: String {
    switch self {
    case .line: "on this line"
    case .file: "in this file"
    case .project: "in the project"
    }
  }
}

/// The edit that suppresses a finding's rule: one file's new text and its diff, for a person to read before it is
/// written (``AuditSession/write(_:)-(SuppressionPlan)``).
public struct SuppressionPlan: Equatable, Sendable {
  public var rule: String
  public var reach: SuppressionReach
  /// The file written, relative to the root: the finding's Swift file, or `.a11y-audit.yml`.
  public var file: String
  /// The file's text when planned; nil when it does not exist yet.
  public var original: String?
  public var updated: String
  /// The change as a unified diff.
  public var diff: String

  /// The edit for `finding` at `reach`, with `reason` in the comment; `original` is the text of the file it changes
  /// (the finding's file, or `.a11y-audit.yml`; nil when that does not exist). Throws when the edit cannot be made
  /// safely (an empty reason, a line the file does not have, a configuration it cannot extend).
  public static func make(
    for finding: Finding, reach: SuppressionReach, reason: String, original: String?
  ) throws(SessionError) -> SuppressionPlan {
    let reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    guard !reason.isEmpty else { throw SessionError("a suppression needs the reason") }
    let rule = finding.rule
    let file = reach == .project ? Configuration.fileName : finding.file
    var lines = (original ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if original == nil || original == "" { lines = [] }
    // A file with Windows line endings keeps them on the inserted line.
    let carriageReturn = original?.contains("\r\n") == true ? "\r" : ""
    switch reach {
    case .line:
      guard original != nil, finding.line >= 1, finding.line <= lines.count else {
        throw SessionError("\(finding.file) has no line \(finding.line) any more; rescan first")
      }
      let target = lines[finding.line - 1]
      let indent = String(target.prefix { $0 == " " || $0 == "\t" })
      lines.insert(
        "\(indent)// \(SuppressionComment.prefix)disable:next \(rule) — \(reason)\(carriageReturn)",
        at: finding.line - 1)
    case .file:
      guard original != nil else { throw SessionError("\(finding.file) is not on disk any more; rescan first") }
      lines.insert("// \(SuppressionComment.prefix)disable \(rule) — \(reason)\(carriageReturn)", at: 0)
    case .project:
      lines = try disabling(rule, reason: reason, in: lines)
    }
    var updated = lines.joined(separator: "\n")
    if reach == .project, !updated.hasSuffix("\n") { updated += "\n" }
    if reach == .project,
      (try? Configuration.parse(updated, file: Configuration.fileName))?.disabledRules.contains(rule) != true
    {
      throw SessionError(
        "cannot add \(rule) to \(Configuration.fileName) safely; add it under `disabled_rules:` by hand")
    }
    let diff = UnifiedDiff.make(file: file, diff: LineDiff(old: original ?? "", new: updated))
    return SuppressionPlan(
      rule: rule, reach: reach, file: file, original: original, updated: updated, diff: diff)
  }

  /// `lines` of a `.a11y-audit.yml` with `rule` added to `disabled_rules:` (a flow list, a scalar or a block list),
  /// or the key added at the end.
  private static func disabling(_ rule: String, reason: String, in lines: [String]) throws(SessionError) -> [String] {
    var lines = lines
    let comment = "  # \(reason)"
    guard let keyLine = lines.firstIndex(where: { $0.hasPrefix("disabled_rules:") }) else {
      while lines.last == "" { lines.removeLast() }
      return lines + ["disabled_rules: [\(rule)]\(comment)", ""]
    }
    let value = lines[keyLine].dropFirst("disabled_rules:".count)
    let (content, trailing) = split(comment: value)
    let trimmed = content.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      var last = keyLine
      var indent = "  "
      while last + 1 < lines.count {
        let next = lines[last + 1]
        let stripped = next.drop { $0 == " " }
        guard
          stripped.hasPrefix("- ")
            || stripped.isEmpty && last + 2 < lines.count
              && lines[last + 2].drop(while: { $0 == " " }).hasPrefix("- ")
        else { break }
        if stripped.hasPrefix("- ") { indent = String(next.prefix { $0 == " " }) }
        last += 1
      }
      lines.insert("\(indent)- \(rule)\(comment)", at: last + 1)
    } else if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
      let items = trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      lines[keyLine] = "disabled_rules: [\(items.isEmpty ? rule : "\(items), \(rule)")]" + (trailing ?? comment)
    } else if !trimmed.contains("[") && !trimmed.contains("{") {
      lines[keyLine] = "disabled_rules: [\(trimmed), \(rule)]" + (trailing ?? comment)
    } else {
      throw SessionError(
        "cannot add \(rule) to \(Configuration.fileName) safely; add it under `disabled_rules:` by hand")
    }
    return lines
  }

  /// A YAML value and its trailing ` # comment`, if any.
  private static func split(comment value: Substring) -> (Substring, String?) {
    guard let hash = value.range(of: " #") else { return (value, nil) }
    return (value[..<hash.lowerBound], String(value[hash.lowerBound...]))
  }
}
