import A11yAuditModel
import A11yAuditReports
import Foundation

/// Everything known about one finding, as `show_finding` of the MCP server returns it: the finding as the JSON report
/// lists it, the criteria it fails, the code around it, its mechanical fix (when there is one), its history and what
/// audit files say about it.
public struct FindingDetail: Encodable, Sendable {
  /// A WCAG 2.2 success criterion the finding fails.
  public struct Criterion: Codable, Equatable, Sendable {
    /// `1.4.3`.
    public var number: String
    /// `Contrast (Minimum)`.
    public var name: String
    /// `A`, `AA` or `AAA`.
    public var level: String
    /// W3C's "Understanding" page.
    public var url: String
  }

  /// The finding, its status and notes, as `findings --format json` lists it.
  public var finding: JSONReport.Entry
  /// The criteria of ``JSONReport/Entry/wcag``, named.
  public var criteria: [Criterion]
  /// The source lines around the finding; nil when its file cannot be read.
  public var code: CodeExcerpt?
  /// The mechanical fix of the finding's rule in its file, or why there is none.
  public var fix: FixPreview
  /// Every status change, oldest first.
  public var history: [HistoryEntry]
  /// What audit files say about the finding, when they describe it.
  public var audit: [AuditReference]?

  /// The detail of `record`, with its code and fix as found.
  public init(record: FindingRecord, code: CodeExcerpt?, fix: FixPreview) {
    finding = JSONReport.Entry(record)
    criteria = record.finding.criteria.compactMap(SuccessCriterion.wcag22).map {
      Criterion(number: $0.number, name: $0.name, level: $0.level.rawValue, url: $0.url)
    }
    self.code = code
    self.fix = fix
    history = record.history
    audit = record.audit
  }
}

/// Numbered source lines around a finding, its own lines flagged: what the dashboard's detail screen shows.
public struct CodeExcerpt: Codable, Equatable, Sendable {
  /// One line of the file.
  public struct Line: Codable, Equatable, Sendable {
    /// 1-based line number.
    public var number: Int
    /// The line as the file has it, without its line break.
    public var text: String
    /// Whether the finding spans this line.
    public var flagged: Bool
  }

  /// The file, relative to the root.
  public var file: String
  /// The lines shown, in order.
  public var lines: [Line]

  /// `context` lines before and after `finding`'s lines in `source` (the file's lines); empty when the file is shorter
  /// than the finding's line.
  public init(_ finding: Finding, source: [String], context: Int = 3) {
    file = finding.file
    let first = max(1, finding.span.start.line - context)
    let last = min(source.count, max(finding.span.end.line, finding.span.start.line) + context)
    lines =
      first <= last
      ? (first...last).map { Line(number: $0, text: source[$0 - 1], flagged: finding.span.contains(line: $0)) } : []
  }
}

/// The mechanical fix `a11y-audit fix --rule RULE --file FILE` would apply for a finding, as a diff, or why there is
/// none.
public struct FixPreview: Codable, Equatable, Sendable {
  /// The unified diff of every file the fix changes; nil when there is no mechanical fix for the finding.
  public var diff: String?
  /// The files the fix changes.
  public var files: [String]
  /// How many sites the fix changes: those of the finding's rule in its file, the finding's among them.
  public var sites: Int
  /// What the diff covers, or why there is none, in one sentence.
  public var summary: String
  /// The command that applies the fix; nil when there is none.
  public var command: String?

  /// No fix, for `reason`.
  public static func none(_ reason: String) -> FixPreview {
    FixPreview(diff: nil, files: [], sites: 0, summary: reason, command: nil)
  }
}
