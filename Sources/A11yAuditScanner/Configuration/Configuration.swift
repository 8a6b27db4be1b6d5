import A11yAuditModel
import Foundation
import Yams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The project's `.a11y-audit.yml`: which files to scan, which rules run and at what severity, and where the audit
/// files are.
///
/// ```yaml
/// included: [Sources]
/// excluded: ["**/Generated/**", "Sources/Legacy"]
/// disabled_rules: [line-limit-truncation]
/// enabled_rules: [dynamic-type, voiceover]   # when present, only these rules or categories run
/// opt_in_rules: [line-limit-truncation]       # rules off by default that run too (`all`: every one)
/// include: [previews, tests]                  # code users never run that is scanned all the same
/// severity:
///   fixed-font-size: critical
/// audit_files: [docs/accessibility/*.md]
/// require_reason: false                       # false positive, won't fix and accepted risk without a note
/// ```
public struct Configuration: Sendable, Equatable {
  /// The file's name, at the scanned root.
  public static let fileName = ".a11y-audit.yml"
  /// The keys the file may hold.
  public static let keys = [
    "included", "excluded", "disabled_rules", "enabled_rules", "opt_in_rules", "severity", "audit_files", "include",
    "screens", "components", "require_reason",
  ]

  /// Paths to scan; empty means every Swift file under the root.
  public var included: [GlobPattern] = []
  /// Paths not to scan, even when included.
  public var excluded: [GlobPattern] = []
  /// Rule ids that do not run.
  public var disabledRules: Set<String> = []
  /// When set, the only rule ids that run (before ``disabledRules`` is taken away), opt-in rules included.
  public var enabledRules: Set<String>?
  /// The opt-in rules (``RuleDescription/isOptIn``) that run, by id; nil runs them all. A project's configuration
  /// (``load(folder:)``, ``parse(_:file:ruleIDs:)``) runs those its `opt_in_rules:` names; one built in code runs
  /// every rule.
  public var optInRules: Set<String>?
  /// Code users never run that is scanned all the same (tests, previews, generated code, tools).
  public var include: Set<UnshippedCode> = []
  /// Severity for every finding of a rule, by rule id.
  public var severityOverrides: [String: Severity] = [:]
  /// Audit files to read besides those found under the root (paths or patterns relative to the root).
  public var auditFiles: [String] = []
  /// Views that are screens whatever the code shows (presented in a way the scanner cannot see).
  public var screens: [ViewPattern] = []
  /// Views that are components whatever the code shows (`components:` wins over `screens:`).
  public var components: [ViewPattern] = []
  /// Whether a status that sets a finding aside (``FixStatus/needsReason``) must come with a note; `require_reason:
  /// false` lets a team skip it.
  public var requiresReason = true

  /// Every file, every rule (opt-in rules included), default severities.
  public init() {}

  /// The configuration of a project without a file: every file, the rules on by default, default severities.
  public static var project: Configuration {
    var configuration = Configuration()
    configuration.optInRules = []
    return configuration
  }

  /// The configuration at `root` (a folder, or the folder of a single file), or ``project`` when it has none.
  public static func load(folder: URL) throws -> Configuration {
    let path = folder.appendingPathComponent(fileName).standardizedFileURL.path
    guard let data = try fileBytes(folder: folder) else { return .project }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ConfigurationError(file: path, line: 1, column: 1, message: "not valid UTF-8; save it as UTF-8")
    }
    return try parse(text, file: path)
  }

  /// The bytes of the configuration file in `folder`, nil when it has none. Only the project's own file is read: a
  /// symbolic link that leads out of the folder (to a file of secrets, whose values an error would then print) or
  /// something other than a regular file (a FIFO would hold the scan) is an error.
  package static func fileBytes(folder: URL) throws(ConfigurationError) -> [UInt8]? {
    let url = folder.appendingPathComponent(fileName)
    let path = url.standardizedFileURL.path
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    let refuse = { (message: String) in ConfigurationError(file: path, line: 1, column: 1, message: message) }
    if info.st_mode & S_IFMT == S_IFLNK {
      guard AuditRoot.realPath(url.path) != nil else { throw refuse("is a symbolic link to nothing") }
      guard (try? AuditRoot(url: folder))?.containedURL(of: fileName) != nil else {
        throw refuse(
          "is a symbolic link to a file outside the audited folder; a11y-audit reads only the project's own "
            + "configuration (put the file itself there)")
      }
    }
    switch SourceFileReader.contents(ofPath: url.path) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw refuse(failure.message)
    }
  }

  /// Reads configuration text; `file` names it in errors. Rule ids are checked against `ruleIDs` and categories.
  public static func parse(_ text: String, file: String, ruleIDs: [String] = Self.knownRuleIDs) throws -> Configuration
  {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw ConfigurationError(yaml: error, file: file)
    }
    guard let root else { return .project }
    guard let mapping = root.mapping else {
      throw ConfigurationError(
        file: file, at: root,
        message: "expected keys such as `disabled_rules:` at the top level, found a \(root.kindName)")
    }
    let reader = ConfigurationReader(file: file, ruleIDs: ruleIDs)
    var configuration = Configuration.project
    for (keyNode, value) in mapping {
      guard let key = keyNode.string else {
        throw ConfigurationError(file: file, at: keyNode, message: "keys must be plain words")
      }
      switch key {
      case "included": configuration.included = try reader.strings(value, key: key).map(GlobPattern.init)
      case "excluded": configuration.excluded = try reader.strings(value, key: key).map(GlobPattern.init)
      case "disabled_rules": configuration.disabledRules = try reader.ruleIDs(value, key: key)
      case "enabled_rules": configuration.enabledRules = try reader.ruleIDs(value, key: key)
      case "opt_in_rules":
        let all = (value.sequence.map { Array($0) } ?? [value]).contains { $0.string == "all" }
        configuration.optInRules = all ? nil : try reader.ruleIDs(value, key: key)
      case "include": configuration.include = try reader.unshippedKinds(value, key: key)
      case "severity": configuration.severityOverrides = try reader.severities(value)
      case "audit_files": configuration.auditFiles = try reader.strings(value, key: key)
      case "screens": configuration.screens = try reader.strings(value, key: key).map(ViewPattern.init)
      case "components": configuration.components = try reader.strings(value, key: key).map(ViewPattern.init)
      case "require_reason": configuration.requiresReason = try reader.bool(value, key: key)
      default:
        let hint = closest(to: key, in: keys).map { "; did you mean `\($0)`?" } ?? ""
        throw ConfigurationError(
          file: file, at: keyNode,
          message: "unknown key \(ConfigurationError.quoted(key))\(hint) (known keys: \(keys.joined(separator: ", ")))")
      }
    }
    let written = { (key: String) -> Set<String> in
      guard let node = mapping.first(where: { $0.key.string == key })?.value else { return [] }
      return Set((node.sequence.map { $0.map { $0 } } ?? [node]).compactMap(\.string))
    }
    if let both = written("enabled_rules").intersection(written("disabled_rules")).sorted().first {
      throw ConfigurationError(
        file: file, at: mapping.first { $0.key.string == "enabled_rules" }?.key ?? root,
        message: "\(ConfigurationError.quoted(both)) is both enabled and disabled; keep it in one list")
    }
    return configuration
  }

  /// Every id the file may name: the registered rules and `unused-suppression`.
  public static var knownRuleIDs: [String] {
    RuleRegistry.all.map { $0.description.id } + [SuppressionRuleDescription.unusedSuppression.id]
  }

  /// Whether the root-relative `file` is scanned.
  public func includes(_ file: String) -> Bool {
    (included.isEmpty || included.contains { $0.matches(file) }) && !excluded.contains { $0.matches(file) }
  }

  /// Whether an `excluded` pattern matches `file` (audit discovery skips such Markdown files; `included` is about
  /// Swift sources only).
  public func excludes(_ file: String) -> Bool {
    excluded.contains { $0.matches(file) }
  }

  /// Whether the rule with `id` runs: not disabled, and named by `enabled_rules:` when it is given, otherwise on
  /// by default or opted in.
  public func isEnabled(_ id: String) -> Bool {
    isEnabled(id, optIn: RuleRegistry.description(for: id)?.isOptIn == true)
  }

  /// The rules of `rules` that run.
  public func enabled(_ rules: [any Rule.Type]) -> [any Rule.Type] {
    rules.filter { isEnabled($0.description.id, optIn: $0.description.isOptIn) }
  }

  /// Whether the rule with `id`, opt-in or not, runs (see ``isEnabled(_:)``).
  private func isEnabled(_ id: String, optIn: Bool) -> Bool {
    guard !disabledRules.contains(id) else { return false }
    if let enabledRules { return enabledRules.contains(id) }
    guard optIn, let optInRules else { return true }
    return optInRules.contains(id)
  }

  /// `findings` with the overridden severities.
  public func applyingSeverities(to findings: [Finding]) -> [Finding] {
    guard !severityOverrides.isEmpty else { return findings }
    return findings.map { finding in
      guard let severity = severityOverrides[finding.rule] else { return finding }
      var changed = finding
      changed.severity = severity
      return changed
    }
  }

  /// The nearest of `candidates` to a misspelt `word`, when it is close enough to be a likely typo.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, distance) = scored, distance <= max(2, word.count / 3) else { return nil }
    return best
  }

  private static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}

/// Reads the values of a configuration file, naming the file and position of anything wrong.
private struct ConfigurationReader {
  let file: String
  let ruleIDs: [String]

  /// `true` or `false`.
  func bool(_ node: Node, key: String) throws -> Bool {
    guard let scalar = node.scalar, let value = Bool.construct(from: scalar) else {
      throw ConfigurationError(file: file, at: node, message: "`\(key)` expects true or false")
    }
    return value
  }

  /// A list of strings (a single string counts as a list of one).
  func strings(_ node: Node, key: String) throws -> [String] {
    if let single = node.scalar?.string { return [single] }
    guard let sequence = node.sequence else {
      throw ConfigurationError(
        file: file, at: node, message: "`\(key)` expects a list of strings, found a \(node.kindName)")
    }
    return try sequence.map { item in
      guard let text = item.scalar?.string else {
        throw ConfigurationError(file: file, at: item, message: "`\(key)` expects strings, found a \(item.kindName)")
      }
      return text
    }
  }

  /// Rule ids; a category id (`voiceover`) stands for every rule of the category.
  func ruleIDs(_ node: Node, key: String) throws -> Set<String> {
    var items: [Node] = [node]
    if let sequence = node.sequence { items = sequence.map { $0 } }
    var ids: Set<String> = []
    for item in items {
      guard let id = item.scalar?.string else {
        throw ConfigurationError(file: file, at: item, message: "`\(key)` expects rule ids, found a \(item.kindName)")
      }
      if let category = Category(rawValue: id) {
        ids.formUnion(RuleRegistry.all.map { $0.description }.filter { $0.category == category }.map { $0.id })
      } else if ruleIDs.contains(id) {
        ids.insert(id)
      } else {
        throw ConfigurationError(file: file, at: item, message: unknownRuleMessage(id))
      }
    }
    return ids
  }

  /// Kinds of unshipped code (`previews`, `tests`, `generated`, `tools`).
  func unshippedKinds(_ node: Node, key: String) throws -> Set<UnshippedCode> {
    var items: [Node] = [node]
    if let sequence = node.sequence { items = sequence.map { $0 } }
    return Set(
      try items.map { item in
        guard let word = item.scalar?.string, let kind = UnshippedCode(rawValue: word) else {
          let known = UnshippedCode.allCases.map(\.rawValue).joined(separator: ", ")
          throw ConfigurationError(
            file: file, at: item,
            message:
              "`\(key)` expects kinds of code users never run (\(known)), found \((item.scalar?.string).map(ConfigurationError.quoted) ?? "a \(item.kindName)")"
          )
        }
        return kind
      })
  }

  /// `rule-id: severity` pairs.
  func severities(_ node: Node) throws -> [String: Severity] {
    guard let mapping = node.mapping else {
      throw ConfigurationError(
        file: file, at: node,
        message: "`severity` expects `rule-id: critical|high|medium|low|none` pairs, found a \(node.kindName)")
    }
    var result: [String: Severity] = [:]
    for (key, value) in mapping {
      guard let id = key.string, ruleIDs.contains(id) else {
        throw ConfigurationError(file: file, at: key, message: unknownRuleMessage(key.string ?? key.kindName))
      }
      guard let word = value.string, let severity = Severity(userInput: word) else {
        throw ConfigurationError(
          file: file, at: value,
          message:
            "unknown severity \(value.string.map(ConfigurationError.quoted) ?? "of a \(value.kindName)") for `\(id)`; use critical, high, medium, low or none"
        )
      }
      result[id] = severity
    }
    return result
  }

  private func unknownRuleMessage(_ id: String) -> String {
    let hint =
      Configuration.closest(to: id, in: ruleIDs + Category.allCases.map(\.rawValue)).map { "; did you mean `\($0)`?" }
      ?? ""
    return "unknown rule \(ConfigurationError.quoted(id))\(hint) (`a11y-audit rules` lists them)"
  }
}

extension ConfigurationError {
  /// An error at `node`'s position.
  package init(file: String, at node: Node, message: String) {
    self.init(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
  }

  /// A YAML syntax error, at the position Yams reports.
  package init(yaml error: YamlError, file: String) {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      self.init(file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      self.init(
        file: file, line: context.mark.line, column: context.mark.column,
        message:
          "malformed YAML: key \(duplicates.map(ConfigurationError.quoted).joined(separator: ", ")) appears twice")
    case .reader(let problem, _, _, _):
      self.init(file: file, line: 1, column: 1, message: "malformed YAML: \(problem)")
    default:
      self.init(file: file, line: 1, column: 1, message: "malformed YAML: \(error)")
    }
  }
}

extension Node {
  /// What the node is, in words (`list`, `mapping`, `value`).
  fileprivate var kindName: String {
    switch self {
    case .scalar: "value"
    case .mapping: "mapping"
    case .sequence: "list"
    case .alias: "alias"
    }
  }
}

extension Configuration {
  /// The audit files `audit_files` names under `root`: plain paths as written, patterns expanded to the Markdown
  /// files they match.
  public func auditFilePaths(root: URL) -> [String] {
    guard !auditFiles.isEmpty else { return [] }
    var markdown: [String]?
    return auditFiles.flatMap { entry -> [String] in
      guard entry.contains(where: { "*?".contains($0) }) else { return [entry] }
      if markdown == nil { markdown = SourceTreeWalker(root: root.path, suffix: ".md").files }
      let pattern = GlobPattern(entry)
      return markdown?.filter(pattern.matches) ?? []
    }
  }
}
