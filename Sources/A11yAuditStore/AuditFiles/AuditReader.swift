import A11yAuditModel
import Foundation

/// Why an audit file could not be read. One line naming the file.
public struct AuditFileError: Error, Equatable, CustomStringConvertible, Sendable {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}

/// Reads Markdown audits, plans and checklists into ``AuditDocument``s.
public enum AuditReader {
  /// Reads the file at `url`; `path` is how it is named in results (relative to the root).
  public static func read(url: URL, path: String) throws(AuditFileError) -> AuditDocument {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw AuditFileError(path: path, message: "cannot read (\(error.localizedDescription))")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw AuditFileError(path: path, message: "not valid UTF-8; save it as UTF-8 to audit it")
    }
    return read(text: text, path: path)
  }

  /// Reads Markdown text. Never fails: an unusual document gives fewer facts, not an error.
  public static func read(text: String, path: String) -> AuditDocument {
    var reader = Reading(blocks: MarkdownParser.parse(text), path: path)
    return reader.run()
  }
}

/// One pass over the blocks, tracking the heading outline.
private struct Reading {
  let blocks: [MarkdownBlock]
  let path: String

  var title = ""
  var metadata: [MarkdownField] = []
  var headings: [(level: Int, text: String)] = []
  var allHeadings: [String] = []
  /// The last `**Label:**` seen in the current screen section ("Issues Found", "Recommendation").
  var screenLabel = ""
  var screens: [AuditScreen] = []
  var findings: [AuditFinding] = []
  var checklist: [ChecklistItem] = []
  var statedSeverityCounts: [Severity: Int] = [:]
  var passed: Bool?
  /// Index into `findings` of the entry that code blocks and sub-items attach to.
  var openFinding: Int?
  /// Whether the next code block is the current screen's recommendation.
  var expectingRecommendation = false

  init(blocks: [MarkdownBlock], path: String) {
    self.blocks = blocks
    self.path = path
  }

  mutating func run() -> AuditDocument {
    for block in blocks { read(block) }
    attachScreenRecommendations()
    inheritScreenSeverities()
    mergeDuplicateFindings()
    let allText = ([title] + allHeadings).joined(separator: " ")
    return AuditDocument(
      path: path, title: title.isEmpty ? (metadataValue("title") ?? fileName) : title,
      kind: kind, category: AuditVocabulary.category(in: allText + " " + (metadataValue("tags") ?? "")),
      metadata: metadata, passed: passed, statedSeverityCounts: statedSeverityCounts, screens: screens,
      findings: findings, checklist: checklist)
  }

  var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

  func metadataValue(_ key: String) -> String? {
    metadata.first { $0.key.caseInsensitiveCompare(key) == .orderedSame }?.value
  }

  // MARK: - Blocks

  mutating func read(_ block: MarkdownBlock) {
    switch block {
    case .frontMatter(let fields, _):
      metadata += fields
    case .heading(let level, let raw, let line):
      heading(level: level, text: AuditVocabulary.clean(raw), line: line)
    case .paragraph(let text, _):
      paragraph(text)
    case .listItem(let item):
      listItem(item)
    case .code(_, let text, _):
      code(text)
    case .table, .thematicBreak:
      break
    }
  }

  mutating func heading(level: Int, text: String, line: Int) {
    if level == 1, title.isEmpty { title = text }
    headings.removeAll { $0.level >= level }
    headings.append((level, text))
    allHeadings.append(text)
    screenLabel = ""
    openFinding = nil
    expectingRecommendation = false
    if isScreenHeading(level: level, text: text) {
      let group = headings.last { $0.level < level && $0.level > 2 }?.text ?? ""
      screens.append(AuditScreen(name: text, group: group, line: line))
    }
    if let severity = AuditVocabulary.severitySectionHeading(text), level >= 3 {
      if let count = AuditVocabulary.leadingCount(inParentheses: text) { statedSeverityCounts[severity] = count }
    }
  }

  /// `#### WelcomeView.swift` (or `#### WelcomeView`) under a "Findings" section.
  func isScreenHeading(level: Int, text: String) -> Bool {
    guard level >= 3, headings.contains(where: { $0.level == 2 && AuditVocabulary.isFindingsSection($0.text) })
    else { return false }
    let name = text.split(separator: " ").first.map(String.init) ?? ""
    let looksLikeType =
      name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "+" }
    return level == 4 && looksLikeType && text.split(separator: " ").count <= 2
  }

  var currentSection: String { headings.last?.text ?? "" }

  /// Before the first section, or in the executive summary: where document metadata and figures live.
  var isDocumentLevel: Bool {
    guard let section = headings.first(where: { $0.level == 2 }) else { return true }
    return section.text.lowercased().contains("summary")
  }
  var currentScreen: AuditScreen? { screens.last.flatMap { isInside(screen: $0) ? $0 : nil } }

  func isInside(screen: AuditScreen) -> Bool { headings.last?.text == screen.name }

  mutating func paragraph(_ text: String) {
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = AuditVocabulary.clean(String(rawLine))
      if let field = AuditVocabulary.boldField(line) {
        if isDocumentLevel, !field.value.isEmpty { metadata.append(field) }
        screenField(field)
      }
      if passed == nil, let verdict = AuditVocabulary.verdict(line) { passed = verdict }
    }
  }

  mutating func screenField(_ field: MarkdownField) {
    guard let index = screens.indices.last, isInside(screen: screens[index]) else {
      if field.key.lowercased() == "recommendation" { expectingRecommendation = false }
      return
    }
    screenLabel = field.key.lowercased()
    switch field.key.lowercased() {
    case "status":
      screens[index].status = AuditVocabulary.screenStatus(field.value)
      screens[index].severity = AuditVocabulary.severityWord(in: field.value)
    case "severity", "overall severity":
      screens[index].severity = screens[index].severity ?? AuditVocabulary.severityWord(in: field.value)
    case "file":
      screens[index].file = field.value.trimmingCharacters(in: "` ")
    case "recommendation":
      expectingRecommendation = true
      openFinding = nil
    default:
      break
    }
  }

  mutating func listItem(_ item: MarkdownListItem) {
    let text = AuditVocabulary.clean(item.text)
    if let task = item.task {
      let section = headings.last?.text ?? ""
      checklist.append(
        ChecklistItem(
          file: path, section: section, text: text.split(separator: "\n").first.map(String.init) ?? "",
          checked: task.checked, line: item.line, boxOffset: task.markOffset))
      return
    }
    if currentScreen == nil, let severity = AuditVocabulary.severityBreakdown(text),
      let count = AuditVocabulary.firstNumber(afterColonIn: text)
    {
      statedSeverityCounts[severity] = count
      return
    }
    if item.depth > 0, let index = openFinding {
      if let severity = AuditVocabulary.severity(labelledIn: text) {
        findings[index].severity = severity
      } else if let type = AuditVocabulary.labelled("Type", in: text) {
        findings[index].type = type
      }
      return
    }
    guard item.depth == 0 else { return }
    openFinding = nil
    if let screen = currentScreen, let lines = AuditVocabulary.lineRange(in: text) {
      findings.append(
        AuditFinding(
          screen: screen.name, group: screen.group, title: AuditVocabulary.findingTitle(text),
          file: screen.file ?? screen.name,
          lines: lines, severity: nil, line: item.line))
      openFinding = findings.count - 1
    } else if let screen = currentScreen, screenLabel.hasPrefix("issues"), !text.hasPrefix("[TO BE") {
      findings.append(
        AuditFinding(
          screen: screen.name, group: screen.group, title: text, file: screen.file, lines: nil, severity: nil,
          line: item.line))
    } else if let severity = AuditVocabulary.severitySectionHeading(currentSection),
      let (file, lines) = AuditVocabulary.fileAndLines(in: text)
    {
      findings.append(
        AuditFinding(
          screen: "", group: "", title: AuditVocabulary.findingTitle(text), file: file, lines: lines,
          severity: severity, line: item.line))
      openFinding = findings.count - 1
    }
  }

  mutating func code(_ text: String) {
    if let index = openFinding, findings[index].snippet == nil {
      findings[index].snippet = text
    } else if expectingRecommendation, let screen = currentScreen {
      pendingRecommendations.append((screen.name, screen.line, text))
      expectingRecommendation = false
    }
  }

  var pendingRecommendations: [(screen: String, line: Int, text: String)] = []

  mutating func attachScreenRecommendations() {
    for recommendation in pendingRecommendations {
      for index in findings.indices where findings[index].screen == recommendation.screen {
        findings[index].recommendation = findings[index].recommendation ?? recommendation.text
      }
    }
  }

  /// Issues listed without a severity of their own take their screen's (audits often state it after the list).
  mutating func inheritScreenSeverities() {
    for index in findings.indices where findings[index].severity == nil {
      findings[index].severity = screens.last { $0.name == findings[index].screen }?.severity
    }
  }

  /// The same place named twice (per screen, then again under "Findings by Severity") is one finding,
  /// with the highest severity the audit gives it and the details of the fuller entry. Two entries of one screen's
  /// list on the same lines are two findings (two rules reporting one line), unless their titles are the same.
  mutating func mergeDuplicateFindings() {
    var merged: [AuditFinding] = []
    for finding in findings {
      if let lines = finding.lines, let file = finding.file,
        let index = merged.firstIndex(where: {
          $0.lines == lines && $0.file.map(AuditVocabulary.baseName) == AuditVocabulary.baseName(file)
            && ($0.screen.isEmpty || finding.screen.isEmpty || $0.screen != finding.screen || $0.title == finding.title)
        })
      {
        var kept = merged[index]
        if let severity = finding.severity, severity > (kept.severity ?? .none) { kept.severity = severity }
        if kept.screen.isEmpty {
          kept.screen = finding.screen
          kept.group = finding.group
        }
        kept.snippet = kept.snippet ?? finding.snippet
        kept.type = kept.type ?? finding.type
        kept.recommendation = kept.recommendation ?? finding.recommendation
        merged[index] = kept
      } else {
        merged.append(finding)
      }
    }
    findings = merged
  }

  var kind: AuditKind {
    let keys = Set(metadata.map { $0.key.lowercased() })
    if keys.contains("impact") && keys.contains("tags") { return .rule }
    if keys.contains("phase") || headings.contains(where: { $0.text.lowercased().hasPrefix("implementation steps") }) {
      return .plan
    }
    if !screens.isEmpty || !findings.isEmpty { return .audit }
    if title.lowercased().contains("research") || metadataValue("researched") != nil { return .research }
    if headings.contains(where: { AuditVocabulary.isFindingsSection($0.text) }) { return .audit }
    return checklist.isEmpty ? .research : .checklist
  }
}

extension AuditFileError: UserFacingError {}
