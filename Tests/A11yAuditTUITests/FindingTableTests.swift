import A11yAuditKit
import Foundation
import PropertyBased
import Testing

@testable import A11yAuditTUI

/// The table's orders and in-place updates give what sorting and building everything again gives.
@Suite struct FindingTableTests {
  /// `count` findings over a few files, with ties on file, line and column so every tie-break is used.
  static func records(_ count: Int) -> Generator<[FindingRecord], some SendableSequenceType> {
    zip(
      Gen<Severity>.case, Gen.int(in: 0...5), Gen.int(in: 0...999), Gen.int(in: 1...4), Gen.int(in: 1...2),
      Gen.element(of: ["rule-a", "rule-b"]), Gen<A11yAuditKit.Category>.case, Gen<FixStatus>.case, presence,
      Gen.bool(0.2)
    ).array(of: count).map { rows in
      rows.enumerated().map { index, row in
        let (severity, file, id, line, column, rule, category, status, presence, audited) = row
        var record = FindingRecord(
          finding: Fixtures.finding(
            "id\(id)-\(index)", severity, "Views/F\(file).swift", line: line, column: column, rule: rule!,
            category: category, message: "Finding \(index)"),
          status: status, presence: presence)
        if audited {
          record.audit = [AuditReference(path: "Docs/motion-audit.md", line: 3, title: "Spin", severity: .critical)]
        }
        return record
      }
    }
  }

  static let presence = Gen.element(of: [Presence.violation, .passing, .absent]).map { $0! }

  @Test(arguments: A11yAuditTUI.SortOrder.allCases)
  func everyOrderIsTheOrderOfTheComparisonSort(sort: A11yAuditTUI.SortOrder) async {
    await propertyCheck(count: 20, input: Self.records(200)) { records in
      let table = FindingTable(records)
      let ordered = table.order(by: sort).map { records[$0].id }
      #expect(ordered == FindingOrder.sorted(records, by: sort).map(\.id))
    }
  }

  @Test func savedChangesReplaceRecordsInPlaceAndNewFindingsRebuild() async {
    await propertyCheck(count: 10, input: Self.records(50)) { records in
      var table = FindingTable(records)
      #expect(table.replace(with: records) == .unchanged)
      var changed = records
      changed[3].setStatus(changed[3].status.next, by: .user, reason: "set by user", at: Fixtures.day)
      changed[9].notes.append(Note(at: Fixtures.day, text: "later"))
      #expect(
        table.replace(with: changed)
          == .updated([3, 9].map { FindingChange(old: records[$0], new: changed[$0]) }))
      #expect(table == FindingTable(changed))
      #expect(table.byPlace == FindingTable(changed).byPlace)
      var moved = changed
      moved[5].finding.span.start.line += 1
      #expect(table.replace(with: moved) == .rebuilt)
      #expect(table.byPlace == FindingTable(moved).byPlace)
      #expect(table.replace(with: Array(moved.dropLast())) == .rebuilt)
      #expect(table.records.count == 49)
    }
  }

  /// What a person does between two looks at the findings list: change the order or a filter, or save changes of
  /// status and presence (record index, new status, new presence).
  enum Step: Sendable {
    case sort(A11yAuditTUI.SortOrder)
    case status(StatusFilter)
    case severity(Severity?)
    case audit(String?)
    case save([(index: Int, status: FixStatus, presence: Presence)])
  }

  static let step = zip(
    Gen.int(in: 0...5), Gen<A11yAuditTUI.SortOrder>.case, Gen<StatusFilter>.case,
    Gen<Severity>.case.optional(valueRate: 0.5), Gen.element(of: ["Docs/motion-audit.md"]).optional(valueRate: 0.5),
    zip(Gen.int(in: 0...119), Gen<FixStatus>.case, presence).array(of: 1...3)
  ).map { kind, sort, status, severity, audit, saves -> Step in
    switch kind {
    case 0: .sort(sort)
    case 1: .status(status)
    case 2: .severity(severity)
    case 3: .audit(audit ?? nil)
    default: .save(saves.map { (index: $0.0, status: $0.1, presence: $0.2) })
    }
  }

  /// Property: after any saved change, under any filter and order, what the screens derive is what a state
  /// built from scratch on the same findings derives.
  @Test func stateAfterSavesEqualsAStateBuiltFromScratch() async {
    await propertyCheck(count: 12, input: Self.records(120), Self.step.array(of: 25)) { records, steps in
      var records = records
      var state = ScreensFixtures.state(route: .findings)
      state.replace(with: StoreDocument(findings: records, screens: ScreensFixtures.screens))
      for step in steps {
        switch step {
        case .sort(let sort): state.sort = sort
        case .status(let status): state.filter.status = status
        case .severity(let severity): state.filter.severity = severity
        case .audit(let audit): state.filter.audit = audit
        case .save(let changes):
          for change in changes {
            records[change.index].setStatus(change.status, by: .user, reason: "set by user", at: Fixtures.day)
            records[change.index].presence = change.presence
          }
          _ = update(&state, .saved(StoreDocument(findings: records, screens: ScreensFixtures.screens)))
        }
        var fresh = AppState(
          findings: records, screens: ScreensFixtures.screens, audits: state.audits.documents,
          rootName: "SampleApp", size: state.size, prefs: state.prefs, route: .findings)
        fresh.sort = state.sort
        fresh.filter = state.filter
        #expect(state.visibleFindings.map(\.id) == fresh.visibleFindings.map(\.id))
        #expect(state.cache.layout == fresh.cache.layout)
        #expect(state.cache.counts == fresh.cache.counts)
        #expect(state.cache.statusCounts == fresh.cache.statusCounts)
        #expect(state.cache.screenRows == fresh.cache.screenRows)
        #expect(
          state.findings(inFile: "Views/F1.swift").map(\.id) == fresh.findings(inFile: "Views/F1.swift").map(\.id))
        var dashboard = state
        dashboard.routes = [.dashboard]
        dashboard.prepareForRender()
        fresh.routes = [.dashboard]
        fresh.prepareForRender()
        #expect(dashboard.cache.dashboard == fresh.cache.dashboard)
        // Kept row by row through the saves when nothing else made them stale.
        #expect(dashboard.cache.conformance == fresh.cache.conformance)
        #expect(dashboard.cache.labels == fresh.cache.labels)
      }
    }
  }

  /// The in-place comparison (generated from the model by `swift run StoreCodegen`) tells records apart by every
  /// stored property: a new property needs a change of it here, which proves the generated code compares it.
  @Test func theFieldByFieldComparisonCoversEveryStoredProperty() {
    let finding = Fixtures.records[0].finding
    #expect(
      Mirror(reflecting: finding).children.compactMap(\.label) == [
        "id", "rule", "category", "severity", "file", "span", "snippet", "message", "recommendation", "suggestedFix",
        "passing", "context", "kind", "wcag",
      ])
    #expect(
      Mirror(reflecting: Fixtures.records[0]).children.compactMap(\.label) == [
        "finding", "status", "presence", "notes", "history", "audit", "acceptance",
      ])
    let base = Fixtures.records[0]
    let siteChanges: [(inout Finding) -> Void] = [
      { $0.id += "x" }, { $0.rule += "x" }, { $0.category = .touchTarget }, { $0.severity = .low },
      { $0.file += "x" }, { $0.span.end.column += 1 }, { $0.snippet += "x" }, { $0.message += "x" },
      { $0.recommendation += "x" }, { $0.suggestedFix = "x" }, { $0.passing.toggle() }, { $0.context += "x" },
      { $0.kind = "x" }, { $0.wcag = ["1.4.3"] },
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
      { $0.acceptance = RiskAcceptance(by: "b", until: "2027-03-31", reason: "r", at: Fixtures.day) },
    ]
    for change in triageChanges {
      var other = base
      change(&other)
      #expect(
        !withUnsafePointer(to: base) { lhs in withUnsafePointer(to: other) { FindingRecord.sameTriage(lhs, $0) } })
    }
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
  func searchingTheTableMatchesWhatSearchingEachRecordMatches(text: String) async {
    await propertyCheck(count: 5, input: FindingTableTests.records(150)) { records in
      let table = FindingTable(records)
      let matches = FindingSearch(text).matches(in: table)
      #expect(records.indices.map(matches) == records.map(FindingSearch(text).matches))
    }
  }
}
