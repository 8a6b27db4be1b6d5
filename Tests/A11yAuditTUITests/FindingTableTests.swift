import A11yAuditKit
import Foundation
import Testing

@testable import A11yAuditTUI

/// The table's orders and in-place updates give what sorting and building everything again gives.
@Suite struct FindingTableTests {
  /// `count` findings over a few files, with ties on file, line and column so every tie-break is used.
  static func records(_ count: Int, seed: UInt64) -> [FindingRecord] {
    var random = TableRandom(seed: seed)
    return (0..<count).map { index in
      let severity = Severity.allCases[random.below(Severity.allCases.count)]
      let file = "Views/F\(random.below(6)).swift"
      var record = FindingRecord(
        finding: Fixtures.finding(
          "id\(random.below(1000))-\(index)", severity, file, line: random.below(4) + 1, column: random.below(2) + 1,
          rule: ["rule-a", "rule-b"][random.below(2)],
          category: A11yAuditKit.Category.allCases[random.below(4)], message: "Finding \(index)"),
        status: FixStatus.allCases[random.below(FixStatus.allCases.count)],
        presence: [Presence.violation, .passing, .absent][random.below(3)])
      if random.below(5) == 0 {
        record.audit = [AuditReference(path: "Docs/motion-audit.md", line: 3, title: "Spin", severity: .critical)]
      }
      return record
    }
  }

  @Test(arguments: A11yAuditTUI.SortOrder.allCases)
  func everyOrderIsTheOrderOfTheComparisonSort(sort: A11yAuditTUI.SortOrder) {
    for seed in 0..<20 as Range<UInt64> {
      let records = Self.records(200, seed: seed)
      let table = FindingTable(records)
      let ordered = table.order(by: sort).map { records[$0].id }
      #expect(ordered == FindingOrder.sorted(records, by: sort).map(\.id))
    }
  }

  @Test func savedChangesReplaceRecordsInPlaceAndNewFindingsRebuild() {
    let records = Self.records(50, seed: 1)
    var table = FindingTable(records)
    #expect(table.replace(with: records) == .unchanged)
    var changed = records
    changed[3].setStatus(changed[3].status.next, by: .user, reason: "set by user", at: Fixtures.day)
    changed[9].notes.append(Note(at: Fixtures.day, text: "later"))
    #expect(table.replace(with: changed) == .updated)
    #expect(table == FindingTable(changed))
    #expect(table.byPlace == FindingTable(changed).byPlace)
    var moved = changed
    moved[5].finding.span.start.line += 1
    #expect(table.replace(with: moved) == .rebuilt)
    #expect(table.byPlace == FindingTable(moved).byPlace)
    #expect(table.replace(with: Array(moved.dropLast())) == .rebuilt)
    #expect(table.records.count == 49)
  }

  /// Property: after any saved change, under any filter and order, what the screens derive is what a state
  /// built from scratch on the same findings derives.
  @Test(arguments: 0..<12 as Range<UInt64>)
  func stateAfterSavesEqualsAStateBuiltFromScratch(seed: UInt64) {
    var random = TableRandom(seed: seed)
    var records = Self.records(120, seed: seed)
    var state = ScreensFixtures.state(route: .findings)
    state.replace(with: StoreDocument(findings: records, screens: ScreensFixtures.screens))
    for _ in 0..<25 {
      switch random.below(6) {
      case 0: state.sort = A11yAuditTUI.SortOrder.allCases[random.below(3)]
      case 1: state.filter.status = StatusFilter.allCases[random.below(3)]
      case 2: state.filter.severity = random.below(2) == 0 ? nil : Severity.allCases[random.below(4)]
      case 3: state.filter.audit = random.below(2) == 0 ? nil : "Docs/motion-audit.md"
      default:
        for _ in 0...random.below(3) {
          let index = random.below(records.count)
          records[index].setStatus(
            FixStatus.allCases[random.below(FixStatus.allCases.count)], by: .user, reason: "set by user",
            at: Fixtures.day)
          records[index].presence = [Presence.violation, .passing, .absent][random.below(3)]
        }
        _ = update(&state, .saved(StoreDocument(findings: records, screens: ScreensFixtures.screens)))
      }
      var fresh = AppState(
        findings: records, screens: ScreensFixtures.screens, audits: state.audits.documents, rootName: "SampleApp",
        size: state.size, prefs: state.prefs, route: .findings)
      fresh.sort = state.sort
      fresh.filter = state.filter
      #expect(state.visibleFindings.map(\.id) == fresh.visibleFindings.map(\.id))
      #expect(state.cache.layout == fresh.cache.layout)
      #expect(state.cache.counts == fresh.cache.counts)
      #expect(state.cache.statusCounts == fresh.cache.statusCounts)
      #expect(state.cache.screenRows == fresh.cache.screenRows)
      #expect(state.findings(inFile: "Views/F1.swift").map(\.id) == fresh.findings(inFile: "Views/F1.swift").map(\.id))
      var dashboard = state
      dashboard.routes = [.dashboard]
      dashboard.prepareForRender()
      fresh.routes = [.dashboard]
      fresh.prepareForRender()
      #expect(dashboard.cache.dashboard == fresh.cache.dashboard)
    }
  }

  /// The in-place comparison (generated from the model by `swift run StoreCodegen`) tells records apart by every
  /// stored property: a new property needs a change of it here, which proves the generated code compares it.
  @Test func theFieldByFieldComparisonCoversEveryStoredProperty() {
    let finding = Fixtures.records[0].finding
    #expect(
      Mirror(reflecting: finding).children.compactMap(\.label) == [
        "id", "rule", "category", "severity", "file", "span", "snippet", "message", "recommendation", "suggestedFix",
        "passing", "context", "kind",
      ])
    #expect(
      Mirror(reflecting: Fixtures.records[0]).children.compactMap(\.label) == [
        "finding", "status", "presence", "notes", "history", "audit",
      ])
    let base = Fixtures.records[0]
    let siteChanges: [(inout Finding) -> Void] = [
      { $0.id += "x" }, { $0.rule += "x" }, { $0.category = .touchTarget }, { $0.severity = .low },
      { $0.file += "x" }, { $0.span.end.column += 1 }, { $0.snippet += "x" }, { $0.message += "x" },
      { $0.recommendation += "x" }, { $0.suggestedFix = "x" }, { $0.passing.toggle() }, { $0.context += "x" },
      { $0.kind = "x" },
    ]
    for change in siteChanges {
      var other = base
      change(&other.finding)
      #expect(!withUnsafePointer(to: base) { lhs in withUnsafePointer(to: other) { FindingRecord.sameSite(lhs, $0) } })
    }
    let triageChanges: [(inout FindingRecord) -> Void] = [
      { $0.status = .fixed }, { $0.presence = .absent }, { $0.notes.append(Note(at: Fixtures.day, text: "n")) },
      { $0.history = [] + [HistoryEntry(at: Fixtures.day, from: nil, to: .open, by: .scan, reason: "r")] },
      { $0.audit = [] },
    ]
    for change in triageChanges {
      var other = base
      change(&other)
      #expect(
        !withUnsafePointer(to: base) { lhs in withUnsafePointer(to: other) { FindingRecord.sameTriage(lhs, $0) } })
    }
  }
}

/// SplitMix64, so that every run tests the same findings.
struct TableRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(bound))
  }
}

/// The byte-wise search finds what lowercasing every field and searching found.
@Suite struct FindingSearchTests {
  @Test(arguments: ["home", "HOME", "Reduce motion", "respect", "44×44", "é", "", "zzz", "logo\")", "QUIZ"])
  func searchMatchesWhatLowercasingMatches(text: String) {
    var records = Fixtures.records
    records[0].finding.message = "Überblick: Élan fades in"
    for record in records {
      let needle = text.lowercased()
      let expected =
        [record.finding.message, record.finding.file, record.finding.rule, record.listTitle].contains {
          $0.lowercased().contains(needle)
        }
      #expect(FindingSearch(text).matches(record) == expected, "\(record.id) \(text)")
    }
  }
}

extension FindingSearchTests {
  @Test(arguments: ["home", "Respect", "f3", "rule-b", "finding 1", "zzz"])
  func searchingTheTableMatchesWhatSearchingEachRecordMatches(text: String) {
    let records = FindingTableTests.records(150, seed: 3)
    let table = FindingTable(records)
    let matches = FindingSearch(text).matches(in: table)
    #expect(records.indices.map(matches) == records.map(FindingSearch(text).matches))
  }
}
