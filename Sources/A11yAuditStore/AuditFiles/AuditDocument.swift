import A11yAuditModel

/// What kind of document an audit file is, judged by its content.
public enum AuditKind: String, Codable, CaseIterable, Sendable {
  /// An audit: findings per screen with severities.
  case audit
  /// An implementation plan with phases, todo lists and success criteria.
  case plan
  /// Research notes with patterns and pitfalls.
  case research
  /// A lint-rule write-up with incorrect and correct examples.
  case rule
  /// Mostly a task list.
  case checklist
}

/// How a screen stands in an audit.
public enum AuditScreenStatus: String, Codable, Sendable {
  case notTested = "not-tested"
  case needsFix = "needs-fix"
  case mustFix = "must-fix"
  case pass
  case fail
}

/// A screen section of an audit (`#### WelcomeView.swift` under `### Authentication Flow`).
public struct AuditScreen: Codable, Hashable, Sendable {
  /// Heading text, e.g. `WelcomeView.swift` or `WelcomeView`.
  public var name: String
  /// The flow heading above it, e.g. `Authentication Flow`.
  public var group: String
  /// 1-based line of the heading.
  public var line: Int
  public var status: AuditScreenStatus?
  /// Severity the audit gives the screen as a whole.
  public var severity: Severity?
  /// Source file the audit names for the screen (`**File:**`), as written.
  public var file: String?

  public init(
    name: String, group: String, line: Int, status: AuditScreenStatus? = nil, severity: Severity? = nil,
    file: String? = nil
  ) {
    self.name = name
    self.group = group
    self.line = line
    self.status = status
    self.severity = severity
    self.file = file
  }
}

/// One problem an audit describes at a place in the code.
public struct AuditFinding: Codable, Hashable, Sendable {
  /// The screen section it is listed under, or empty.
  public var screen: String
  public var group: String
  /// The audit's words for it ("Brain icon breathing animation (infinite)").
  public var title: String
  /// Source file it names (as written; may be a bare file name or an absolute path from another machine).
  public var file: String?
  /// Source lines it names (`Line 37-39`, `LoadingOverlay.swift:61-66`).
  public var lines: ClosedRange<Int>?
  public var severity: Severity?
  /// The audit's type words ("Continuous decorative animation").
  public var type: String?
  public var snippet: String?
  public var recommendation: String?
  /// 1-based line of the entry in the audit file.
  public var line: Int

  public init(
    screen: String, group: String, title: String, file: String?, lines: ClosedRange<Int>?, severity: Severity?,
    type: String? = nil, snippet: String? = nil, recommendation: String? = nil, line: Int
  ) {
    self.screen = screen
    self.group = group
    self.title = title
    self.file = file
    self.lines = lines
    self.severity = severity
    self.type = type
    self.snippet = snippet
    self.recommendation = recommendation
    self.line = line
  }
}

/// An audit, plan or checklist file read as a careful human reader would.
public struct AuditDocument: Sendable {
  /// Path relative to the audited root, `/`-separated.
  public var path: String
  public var title: String
  public var kind: AuditKind
  /// The accessibility area the document is about, when it is about one.
  public var category: Category?
  /// Front matter and `**Key:** value` lines, in file order.
  public var metadata: [MarkdownField]
  /// PASS / FAIL verdict of the executive summary, when it states one.
  public var passed: Bool?
  /// Per-severity totals the summary states ("**CRITICAL**: 3 animations").
  public var statedSeverityCounts: [Severity: Int]
  public var screens: [AuditScreen]
  public var findings: [AuditFinding]
  public var checklist: [ChecklistItem]

  /// The first metadata value for `key` (case-insensitive).
  public func metadata(_ key: String) -> String? {
    metadata.first { $0.key.caseInsensitiveCompare(key) == .orderedSame }?.value
  }

  /// Findings per severity, every severity present.
  public var findingCounts: [Severity: Int] {
    var counts = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
    for finding in findings { if let severity = finding.severity { counts[severity, default: 0] += 1 } }
    return counts
  }

  /// Checked and total checklist items.
  public var checklistProgress: (checked: Int, total: Int) {
    (checklist.filter(\.checked).count, checklist.count)
  }

  package init(
    path: String, title: String, kind: AuditKind, category: Category? = nil, metadata: [MarkdownField],
    passed: Bool? = nil, statedSeverityCounts: [Severity: Int], screens: [AuditScreen], findings: [AuditFinding],
    checklist: [ChecklistItem]
  ) {
    self.path = path
    self.title = title
    self.kind = kind
    self.category = category
    self.metadata = metadata
    self.passed = passed
    self.statedSeverityCounts = statedSeverityCounts
    self.screens = screens
    self.findings = findings
    self.checklist = checklist
  }
}
