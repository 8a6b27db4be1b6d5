import A11yAuditKit

/// Which statuses the findings list shows: a status group, in the words of `--status` and the MCP tools.
typealias StatusFilter = FixStatusGroup

extension FixStatusGroup {
  func admits(_ status: FixStatus) -> Bool { contains(status) }

  /// The group the `f` key moves to: all → todo → done → all.
  var next: FixStatusGroup {
    switch self {
    case .all: .todo
    case .todo: .done
    case .done: .all
    }
  }
}

/// How the findings list is ordered and grouped.
enum SortOrder: String, CaseIterable, Equatable, Sendable {
  case severity
  case file
  case status

  var next: SortOrder {
    switch self {
    case .severity: .file
    case .file: .status
    case .status: .severity
    }
  }
}

/// What the findings list shows: every part narrows the list; all nil/`.all` shows every finding.
struct FindingFilter: Equatable, Sendable {
  var severity: Severity?
  var status: StatusFilter = .all
  var category: A11yAuditKit.Category?
  /// Only findings an audit file (by path) describes.
  var audit: String?
  /// Only findings that fail this WCAG criterion (its number).
  var criterion: String?
  /// Only findings of this rule (its id).
  var rule: String?
  /// Only findings of the rules that bear on this Accessibility Nutrition Label.
  var label: AccessibilityFeature? {
    didSet { labelRules = Set(label?.bearingRules ?? []) }
  }
  /// ``label``'s rules, kept so that filtering 20,000 findings does not list them for each one.
  var labelRules: Set<String> = []

  var isEmpty: Bool {
    severity == nil && status == .all && category == nil && audit == nil && criterion == nil && label == nil
      && rule == nil
  }

  func admits(_ record: FindingRecord) -> Bool {
    withUnsafePointer(to: record) { admits($0) }
  }

  /// Whether the record at `record` shows; read in place, because copying every record of a large store is costly.
  func admits(_ record: UnsafePointer<FindingRecord>) -> Bool {
    if let severity, record.pointee.finding.severity != severity { return false }
    if !status.admits(record.pointee.status) { return false }
    if let category, record.pointee.finding.category != category { return false }
    if let audit, !(record.pointee.audit?.contains { $0.path == audit } ?? false) { return false }
    if let criterion, !record.pointee.finding.criteria.contains(criterion) { return false }
    if label != nil, !labelRules.contains(record.pointee.finding.rule) { return false }
    if let rule, record.pointee.finding.rule != rule { return false }
    return true
  }

  /// `severity critical, status todo, Reduce Motion`, for the status line; empty when nothing is filtered.
  var summary: String {
    var parts: [String] = []
    if let severity { parts.append("severity \(severity.rawValue)") }
    if status != .all { parts.append("status \(status.rawValue)") }
    if let category { parts.append(category.title) }
    if let audit { parts.append("audit \(audit)") }
    if let criterion { parts.append("WCAG \(criterion)") }
    if let label { parts.append("label \(label.name)") }
    if let rule { parts.append("rule \(rule)") }
    return parts.joined(separator: ", ")
  }
}

extension A11yAuditKit.Category {
  /// The next area the `c` key filters by (of those a rule checks); nil (every area) after the last.
  static func after(_ category: A11yAuditKit.Category?) -> A11yAuditKit.Category? {
    let areas = RuleRegistry.categories
    guard let category else { return areas.first }
    guard let index = areas.firstIndex(of: category), index + 1 < areas.count else { return nil }
    return areas[index + 1]
  }
}
