import A11yAuditModel

/// The words and patterns audits use, recognised with or without emoji and mojibake.
package enum AuditVocabulary {
  /// Text with mojibake repaired.
  package static func clean(_ text: String) -> String { Mojibake.repair(text) }

  /// The severity a text states in words (`HIGH`), ignoring emoji: a red circle also marks "NOT TESTED".
  package static func severityWord(in text: String) -> Severity? {
    let upper = text.uppercased()
    return Severity.descending.first { containsWord($0.label, in: upper) }
  }

  /// The severity a text states: a word (`CRITICAL`, `High`) or a coloured circle emoji.
  package static func severity(in text: String) -> Severity? {
    let upper = text.uppercased()
    for severity in Severity.descending where severity != .none {
      if containsWord(severity.label, in: upper) { return severity }
    }
    if containsWord("NONE", in: upper) { return Severity.none }
    return Severity.descending.first { text.contains($0.emoji) }
  }

  /// The severity of a `**Severity**: HIGH` / `Severity: HIGH` item.
  package static func severity(labelledIn text: String) -> Severity? {
    labelled("Severity", in: text).flatMap(severity(in:))
  }

  /// The value of a `**Label**: value` or `Label: value` line.
  package static func labelled(_ label: String, in text: String) -> String? {
    let line = text.split(separator: "\n").first.map(String.init) ?? text
    let plain = line.replacingAll("**", with: "").trimmingSpaces
    guard plain.lowercased().hasPrefix(label.lowercased() + ":") else { return nil }
    return String(plain.dropFirst(label.count + 1)).trimmingSpaces
  }

  /// `**Key:** value` (or `**Key**: value`) as a field.
  package static func boldField(_ line: String) -> MarkdownField? {
    guard line.hasPrefix("**") else { return nil }
    let rest = line.dropFirst(2)
    guard let close = rest.range(of: "**") else { return nil }
    var key = String(rest[..<close.lowerBound])
    var value = String(rest[close.upperBound...])
    if key.hasSuffix(":") {
      key.removeLast()
    } else if value.hasPrefix(":") {
      value.removeFirst()
    } else {
      return nil
    }
    key = key.trimmingSpaces
    guard !key.isEmpty, key.count <= 40 else { return nil }
    return MarkdownField(key: key, value: value.trimmingSpaces)
  }

  /// A PASS/FAIL verdict line of an executive summary.
  package static func verdict(_ line: String) -> Bool? {
    let plain = line.replacingAll("**", with: "").trimmingSpaces.uppercased()
    let words = plain.split { !$0.isLetter }.map(String.init)
    guard let first = words.first else { return nil }
    if first == "FAIL" || first == "FAILED" || first == "FAILS" { return false }
    if first == "PASS" || first == "PASSED" { return true }
    return nil
  }

  package static func screenStatus(_ value: String) -> AuditScreenStatus? {
    let upper = value.uppercased()
    if upper.contains("NOT TESTED") { return .notTested }
    if upper.contains("MUST FIX") { return .mustFix }
    if upper.contains("NEEDS FIX") || upper.contains("NEEDS WORK") { return .needsFix }
    if containsWord("FAIL", in: upper) { return .fail }
    if containsWord("PASS", in: upper) || upper.contains("✅") { return .pass }
    return nil
  }

  /// `#### 🔴 CRITICAL Severity (3 animations)`-style headings.
  package static func severitySectionHeading(_ text: String) -> Severity? {
    guard text.lowercased().contains("severity") else { return nil }
    return severity(in: text)
  }

  /// Whether an H2 holds per-screen findings ("Detailed Findings by Screen", "Findings").
  package static func isFindingsSection(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("findings") || lower.contains("by screen")
  }

  /// The severity of a "- **CRITICAL**: 3 animations (…)" line of a severity breakdown.
  package static func severityBreakdown(_ text: String) -> Severity? {
    let plain = text.replacingAll("**", with: "").trimmingSpaces
    guard let colon = plain.firstIndex(of: ":") else { return nil }
    let label = plain[..<colon].uppercased().filter(\.isLetter)
    return Severity.allCases.first { $0.label == label }
  }

  package static func firstNumber(afterColonIn text: String) -> Int? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let digits = text[text.index(after: colon)...].drop { !$0.isNumber }.prefix { $0.isNumber }
    return Int(digits)
  }

  /// `3` from "… (3 animations)".
  package static func leadingCount(inParentheses text: String) -> Int? {
    guard let open = text.lastIndex(of: "(") else { return nil }
    return Int(text[text.index(after: open)...].prefix { $0.isNumber })
  }

  /// `37...39` from "**Line 37-39**: …" or "Line 46, 73-76" (the first range).
  package static func lineRange(in text: String) -> ClosedRange<Int>? {
    let plain = text.replacingAll("**", with: "").trimmingSpaces
    guard plain.lowercased().hasPrefix("line") else { return nil }
    let afterWord = plain.drop { $0.isLetter }.drop { $0 == " " }
    return range(in: afterWord)
  }

  /// `("LoadingOverlay.swift", 61...66)` from "**LoadingOverlay.swift:61-66** - …".
  package static func fileAndLines(in text: String) -> (String, ClosedRange<Int>)? {
    let plain = text.replacingAll("**", with: "").replacingAll("`", with: "")
    guard let match = plain.range(of: ".swift:") else { return nil }
    let fileStart =
      plain[..<match.lowerBound].lastIndex { $0 == " " || $0 == "(" }.map { plain.index(after: $0) }
      ?? plain.startIndex
    let file = String(plain[fileStart..<match.lowerBound]) + ".swift"
    guard let lines = range(in: plain[match.upperBound...]) else { return nil }
    return (file, lines)
  }

  private static func range(in text: Substring) -> ClosedRange<Int>? {
    let first = text.prefix { $0.isNumber }
    guard let start = Int(first) else { return nil }
    let rest = text.dropFirst(first.count)
    if let dash = rest.first, dash == "-" || dash == "–" {
      if let end = Int(rest.dropFirst().prefix { $0.isNumber }), end >= start { return start...end }
    }
    return start...start
  }

  /// The words after the place: "Brain icon breathing animation (infinite)".
  package static func findingTitle(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? text
    var plain = line.replacingAll("**", with: "")
    if let colon = plain.range(of: ": ") {
      plain = String(plain[colon.upperBound...])
    } else if let dash = plain.range(of: " - ") {
      plain = String(plain[dash.upperBound...])
    }
    if severity(in: plain) != nil, let dash = plain.range(of: " - "),
      plain[..<dash.lowerBound].split(separator: " ").count <= 2
    {
      plain = String(plain[dash.upperBound...])
    }
    return plain.trimmingSpaces
  }

  /// The file name without folders.
  package static func baseName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

  /// The accessibility area a text is about.
  /// The area named most often wins; ties go to the first in ``Category/allCases``.
  package static func category(in text: String) -> Category? {
    let lower = text.lowercased()
    let counts = Category.allCases.map { category in
      (category, category.auditWords.reduce(0) { $0 + lower.components(separatedBy: $1).count - 1 })
    }
    guard let best = counts.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
    return counts.first { $0.1 == best.1 }?.0
  }

  private static func containsWord(_ word: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: word, range: searchStart..<text.endIndex) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
      searchStart = range.upperBound
    }
    return false
  }
}

extension String {
  /// Every occurrence of `target` replaced.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    components(separatedBy: target).joined(separator: replacement)
  }
}

extension Category {
  /// The words (lower-case) that make an audit file about this area (``AuditVocabulary/category(in:)``); none for
  /// the areas whose everyday names (`forms`, `media`, `timing`) say too little to tell an audit's subject.
  package var auditWords: [String] {
    switch self {
    case .reduceMotion: ["reduce motion", "reduce-motion", "reducemotion"]
    case .dynamicType: ["dynamic type", "dynamic-type"]
    case .voiceOver: ["voiceover"]
    case .touchTarget: ["touch target", "touch-target", "hit area"]
    case .headings, .forms, .gestures, .timing, .orientation, .color, .media, .navigation, .keyboard: []
    }
  }
}
