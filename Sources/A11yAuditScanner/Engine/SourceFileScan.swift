import A11yAuditModel
import SwiftParser
import SwiftSyntax

/// A file read and parsed in the scan's first pass: its tree and index are kept for the rules of the second pass,
/// so each file is parsed once (twice past the scan's tree budget, see ``droppingTree()``).
package struct ParsedSource: Sendable {
  /// Path relative to the root.
  package var file: String
  package var bytes: [UInt8]
  package var syntax: SourceFileSyntax
  package var index: SourceFileIndex
  /// The file's scan made in the first pass before its tree was let go, to be kept when the project's facts turn out
  /// to be the ones it saw (see ``SpeculativeScan``).
  package var speculation: SpeculativeScan?
  /// Whether the tree was let go to bound the scan's memory: ``syntax`` is empty and ``index`` holds facts only, and
  /// the file is parsed again for the rules (``withTree``).
  package private(set) var isTreeDropped = false
  /// Why the file was not parsed (see ``ParserHazard``): its tree is empty and it has no findings.
  package private(set) var hazard: String?

  /// Parses `bytes` (valid UTF-8) and indexes the tree as `plan` says (fully unless it gives keywords and none
  /// occurs).
  ///
  /// No rule of the scan can report a file without any keyword: its views are listed and its tree is not kept, so
  /// that its memory is reused by the next parse, and a file whose text does not even say `View` is not parsed at all
  /// (most of an app is models and services). The project pass indexes such a file in full after all when it turns
  /// out to use what another file declares (see ``Scanner``).
  package init(file: String, bytes: [UInt8], plan: IndexPlan = .everything) {
    self.file = file
    self.bytes = bytes
    syntax = SourceFileSyntax(statements: [])
    if let reason = ParserHazard.reason(in: bytes) {
      hazard = reason
      index = SourceFileIndex(syntax)
    } else if let keywords = plan.keywords, !bytes.containsAny(of: keywords) {
      let mayDeclareViews =
        bytes.containsBytes(Array("View".utf8)) || bytes.containsBytes(Array("ToolbarContent".utf8))
      index = SourceFileIndex(screensOf: mayDeclareViews ? Self.parse(bytes) : nil)
    } else {
      syntax = Self.parse(bytes)
      index = SourceFileIndex(syntax, nodes: plan.nodeCollectors)
    }
  }

  private static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
    bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
  }

  /// This file without its tree: the bytes and the facts of its index.
  package func droppingTree() -> ParsedSource {
    guard index.isComplete, !isTreeDropped else { return self }
    var dropped = self
    dropped.syntax = SourceFileSyntax(statements: [])
    dropped.index = SourceFileIndex(factsOf: index)
    dropped.isTreeDropped = true
    return dropped
  }

  /// This file, or without its tree when `budget` has no room left for its bytes: then checked first by `check`, when
  /// given, so that the tree need not be parsed again unless the project changes what the rules saw.
  package func keepingTree(within budget: ByteBudget, speculating check: SpeculativeCheck? = nil) -> ParsedSource {
    guard index.isComplete, !budget.take(bytes.count) else { return self }
    var dropped = droppingTree()
    dropped.speculation = check?.scan(self)
    return dropped
  }

  /// This file with its tree, parsed again if it was dropped.
  package var withTree: ParsedSource {
    isTreeDropped ? ParsedSource(file: file, bytes: bytes) : self
  }

  /// A parsed file, or why it could not be read.
  package enum Outcome: Sendable {
    case parsed(ParsedSource)
    case problem(ScanProblem)

    /// `file` parsed from what reading it gave; unreadable, oversized or non-UTF-8 files become a problem.
    package init(file: String, contents: Result<[UInt8], SourceFileReader.Failure>, plan: IndexPlan) {
      switch contents {
      case .success(let bytes): self = .parsed(ParsedSource(file: file, bytes: bytes, plan: plan))
      case .failure(let reason): self = .problem(ScanProblem(file: file, message: reason.message))
      }
    }
  }

  /// Reads and parses the file at `path` (see ``Outcome/init(file:contents:plan:)``).
  package static func read(path: String, file: String, plan: IndexPlan = .everything) -> Outcome {
    Outcome(file: file, contents: SourceFileReader.swiftSource(ofPath: path), plan: plan)
  }
}

/// Everything the scanner learns from one file: parsed once, every rule run over the same tree.
package struct SourceFileScan {
  package var findings: [Finding] = []
  package var screens: [Screen] = []
  /// The file's types and extensions with the views they present or build, for the navigation graph.
  package var navigation: [NavigationGraph.Declared] = []
  package var lines = 0
  package var problem: ScanProblem?
  /// The settings the file consults at all (see ``ProjectFacts/consultedSetting(in:)``).
  package var consultedSettings: [Category] = []
  /// The edits that fix each violation that has a mechanical fix, by finding id.
  package var edits: [String: [TextEdit]] = [:]
  /// What kept part of the file from being checked: suppression comments that could not be read or name no rule,
  /// code nested past the parser's limit.
  package var partialProblems: [ScanProblem] = []
  /// Former ids of findings whose rule now leaves part of the site out of ids, by current id.
  package var formerIDs: [String: String] = [:]
  /// The areas whose project facts the rules read (see ``SourceFileContext/projectFacts(_:)``).
  package var readFacts: Set<ObjectIdentifier> = []
  /// The findings whose verdict waits on the project's facts, by id, when the rules ran without deciding them (see
  /// ``PendingVerdict``); ``deciding(in:)`` decides them.
  package var pending: [String: PendingFinding] = [:]
  /// Whether the pending findings cannot be decided without the tree: deciding one could change another finding's id
  /// (sites with the same tokens) or what a suppression comment silences.
  package var needsTreeToDecide = false

  /// Scans the file at `path`, reported as `file`, as a project of its own plus `project`; unreadable or non-UTF-8
  /// files become a problem.
  package init(path: String, file: String, rules: [any Rule.Type], project: ProjectContext) {
    switch ParsedSource.read(path: path, file: file) {
    case .parsed(let parsed):
      self.init(parsed: parsed, rules: rules, project: project.adding(.resolve([parsed.index])))
    case .problem(let problem):
      self.init(problem: problem)
    }
  }

  private init(problem: ScanProblem) {
    self.problem = problem
  }

  /// Scans source already in memory, as a project of its own plus `project`.
  package init(source: String, bytes: [UInt8]? = nil, file: String, rules: [any Rule.Type], project: ProjectContext) {
    let parsed = ParsedSource(file: file, bytes: bytes ?? Array(source.utf8))
    self.init(parsed: parsed, rules: rules, project: project.adding(.resolve([parsed.index])))
  }

  /// Runs `rules` over a file parsed in the first pass, knowing the whole project; findings in preview code and in
  /// `#if DEBUG` blocks are left out unless `includesPreviews` and `includesDebugOnly`. Without `decidingPending`
  /// (`project` being the facts of the file alone), the hits whose verdict is pending are kept as ``pending``
  /// findings.
  package init(
    parsed: ParsedSource, rules: [any Rule.Type], project: ProjectContext, reportsUnusedSuppressions: Bool = true,
    includesPreviews: Bool = false, includesDebugOnly: Bool = false, decidingPending: Bool = true
  ) {
    let context = SourceFileContext(syntax: parsed.syntax, file: parsed.file, project: project, index: parsed.index)
    context.bytes = parsed.bytes
    let builder = FindingBuilder(context: context, bytes: parsed.bytes)
    for rule in rules {
      var hits = rule.check(context)
      guard !hits.isEmpty else { continue }
      if decidingPending, hits.contains(where: { $0.pending != nil }) {
        hits = hits.compactMap { $0.deciding(in: project) }
      }
      for built in builder.build(hits, of: rule.description) {
        findings.append(built.finding)
        if !built.edits.isEmpty { edits[built.finding.id] = built.edits }
        if let former = built.formerID { formerIDs[built.finding.id] = former }
        if let waiting = built.pending {
          pending[built.finding.id] = waiting
          if built.sharesSite { needsTreeToDecide = true }
        }
      }
    }
    if !pending.isEmpty, SuppressionComment.mayOccur(in: parsed.bytes) { needsTreeToDecide = true }
    applySuppressions(in: context, rules: rules, reportsUnused: reportsUnusedSuppressions)
    leaveOut(of: parsed, previews: !includesPreviews, debugOnly: !includesDebugOnly, lines: context.lines)
    findings.sort(by: Finding.byLocation)
    screens = ScreenCollector.screens(parsed.index.screens, file: parsed.file, lines: context.lines)
    navigation = parsed.index.navigation.map { type in
      NavigationGraph.Declared(
        file: parsed.file, facts: type, startLine: context.lines.line(containing: type.range.lowerBound) + 1,
        endLine: context.lines.line(containing: max(type.range.lowerBound, type.range.upperBound - 1)) + 1)
    }
    lines = parsed.bytes.lineCount
    consultedSettings = RuleRegistry.facts.compactMap { $0.consultedSetting(in: context) }
    readFacts = context.readFacts
    if let hazard = parsed.hazard { partialProblems.append(ScanProblem(file: parsed.file, message: hazard)) }
    if parsed.syntax.hasMaximumNestingLevelOverflow {
      partialProblems.append(
        ScanProblem(
          file: parsed.file,
          message: "nested deeper than the Swift parser's limit of 256 levels; the code past that depth was not checked"
        ))
    }
  }
}

extension SourceFileScan {
  /// Drops the findings inside `#Preview` blocks and `PreviewProvider` types (with `previews`) and inside `#if DEBUG`
  /// blocks (with `debugOnly`): code no user runs.
  fileprivate mutating func leaveOut(of parsed: ParsedSource, previews: Bool, debugOnly: Bool, lines: LineTable) {
    guard !findings.isEmpty else { return }
    var ranges: [Range<Int>] = []
    if previews, parsed.bytes.containsBytes(Array("Preview".utf8)) { ranges += parsed.syntax.previewRanges }
    if debugOnly, parsed.bytes.containsBytes(Array("DEBUG".utf8)) { ranges += parsed.syntax.debugOnlyRanges }
    guard !ranges.isEmpty else { return }
    let leftLines = ranges.map { range in
      (lines.line(containing: range.lowerBound) + 1)...(lines.line(
        containing: max(range.lowerBound, range.upperBound - 1)) + 1)
    }
    let ids = Set(findings.filter { finding in leftLines.contains { $0.contains(finding.line) } }.map(\.id))
    guard !ids.isEmpty else { return }
    findings.removeAll { ids.contains($0.id) }
    for id in ids {
      edits[id] = nil
      formerIDs[id] = nil
    }
  }
}

extension String {
  /// Decodes `bytes` as UTF-8, or nil when they are not valid UTF-8.
  package init?(validatingUTF8Bytes bytes: [UInt8]) {
    guard bytes.isValidUTF8 else { return nil }
    self.init(decoding: bytes, as: UTF8.self)
  }
}

extension [UInt8] {
  /// Number of lines, counting a last line without a line break (LF, CR LF or CR).
  package var lineCount: Int {
    let breaks = indices.count { endsLine(at: $0) }
    return breaks + (isEmpty || isLineBreak(at: count - 1) ? 0 : 1)
  }

  /// Whether the bytes are valid UTF-8.
  package var isValidUTF8: Bool {
    var iterator = makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
