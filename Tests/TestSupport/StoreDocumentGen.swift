import A11yAuditKit
import Foundation
import PropertyBased

/// Generators of store documents with everything the schema allows: optional fields set or not, notes, history,
/// audit links, non-ASCII and escaped text, and dates over the years the encoder writes.
public enum StoreDocumentGen {
  public static let texts = [
    "", "plain", "quote \" and backslash \\ and slash /", "tab\tnew line\ncarriage\r", "\u{0}\u{1}\u{1F}\u{7F}",
    "é ü ß 中文 😀 👍🏽", "line\u{2028}separator", "emoji ❤️ and combining e\u{301}",
  ]

  /// One of ``texts`` with a number after it.
  public static let text = zip(Gen.element(of: texts), Gen.int(in: 0...999)).map { text, number in "\(text!)\(number)" }

  /// Whole seconds from 1966 to 2093.
  public static let date = Gen.int(in: -100_000_000...3_899_999_999).map { Date(timeIntervalSince1970: Double($0)) }

  public static let presence = Gen.element(of: [Presence.violation, .passing, .absent]).map { $0! }

  public static let span = zip(Gen.int(in: 1...5_000), Gen.int(in: 1...80), Gen.int(in: 0...4), Gen.int(in: 1...80)).map
  {
    line, column, lines, endColumn in
    SourceSpan(
      start: SourcePosition(line: line, column: column), end: SourcePosition(line: line + lines, column: endColumn))
  }

  public static let finding = zip(
    zip(
      Gen.int(in: 0...99_999), Gen.element(of: ["with-animation-reduce-motion", "audit-finding"]), Gen<Category>.case,
      Gen<Severity>.case, text, span),
    zip(text, text, text, Gen.bool, text, text.optional(valueRate: 0.5), text.optional(valueRate: 0.5))
  ).map { site, words in
    Finding(
      id: "id-\(site.0)", rule: site.1!, category: site.2, severity: site.3, file: "Views/\(site.4).swift",
      span: site.5, snippet: words.0, message: words.1, recommendation: words.2, suggestedFix: words.5,
      passing: words.3, context: words.4, kind: words.6)
  }

  public static let note = zip(date, text).map { Note(at: $0, text: $1) }

  public static let historyEntry = zip(
    date, Gen<FixStatus>.case.optional(valueRate: 0.5), Gen<FixStatus>.case,
    Gen.element(of: [Actor.user, .scan]), text
  ).map { at, from, to, actor, reason in HistoryEntry(at: at, from: from, to: to, by: actor!, reason: reason) }

  public static let reference = zip(
    text, Gen.int(in: 0...299), text, Gen<Severity>.case.optional(valueRate: 0.5), text.optional(valueRate: 0.5),
    text.optional(valueRate: 0.5)
  ).map { path, line, title, severity, type, recommendation in
    AuditReference(
      path: "\(path).md", line: line, title: title, severity: severity, type: type, recommendation: recommendation)
  }

  public static let acceptance = zip(text, Gen.element(of: ["2027-03-31", "1999-12-31", "not a day"]), text, date).map {
    by, until, reason, at in RiskAcceptance(by: by, until: until!, reason: reason, at: at)
  }

  public static let record = zip(
    finding, Gen<FixStatus>.case, presence, note.array(of: 0...2), historyEntry.array(of: 0...2),
    reference.array(of: 0...2).optional(valueRate: 0.5), acceptance.optional(valueRate: 0.3)
  ).map { finding, status, presence, notes, history, audit, acceptance in
    FindingRecord(
      finding: finding, status: status, presence: presence, notes: notes, history: history, audit: audit,
      acceptance: acceptance)
  }

  public static let screenRecord = zip(text, text, Gen.int(in: 0...98), text, Gen<ReviewState>.case, Gen.bool).map {
    name, file, line, group, review, present in
    ScreenRecord(
      screen: Screen(name: name, file: "\(file).swift", line: line, group: group), review: review, present: present)
  }

  public static let tick = zip(text, text, Gen.bool, date).map { file, text, checked, at in
    ChecklistTick(file: "\(file).md", text: text, checked: checked, at: at)
  }

  public static let declaration = zip(
    Gen<AccessibilityFeature>.case, Gen<DeviceFamily>.case, Gen<FeatureClaim>.case, text, text, date
  ).map { feature, device, claim, by, note, at in
    FeatureDeclaration(feature: feature, device: device, claim: claim, by: by, note: note, at: at)
  }

  /// Up to 29 findings (ids made unique by their position), 5 screens, 3 checklist ticks and, in half of them, up to
  /// 4 label declarations.
  public static let document = zip(
    record.array(of: 0...29), screenRecord.array(of: 0...5), tick.array(of: 0...3),
    declaration.array(of: 0...4).optional(valueRate: 0.5)
  ).map {
    records, screens, ticks, declarations in
    StoreDocument(
      findings: records.enumerated().map { index, record in
        var record = record
        record.finding.id = "id\(index)-\(record.finding.id)"
        return record
      },
      screens: screens.enumerated().map { index, record in
        var record = record
        record.screen.name = "Screen\(index)\(record.screen.name)"
        return record
      },
      checklistTicks: ticks, featureDeclarations: declarations)
  }
}
