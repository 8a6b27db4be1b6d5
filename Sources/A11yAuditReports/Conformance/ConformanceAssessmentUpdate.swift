import A11yAuditModel

extension ConformanceAssessment {
  /// Takes in findings whose triage changed in place: only the rows of the criteria they fail or failed change, each
  /// by the findings that changed, so a status change costs what those rows hold rather than the whole store. The
  /// result is the one ``make(document:audits:rules:upTo:)`` gives for the store after the changes.
  ///
  /// - Parameters:
  ///   - changes: the findings that changed, as they were and as they are.
  ///   - screens: the store's screens.
  ///   - findingsByScreen: the store's findings by screen (`ScreenFindings(screens:records:)`).
  public mutating func update(
    with changes: [FindingChange], screens: [ScreenRecord], findingsByScreen: ScreenFindings
  ) {
    guard !changes.isEmpty else { return }
    var rows: [String: Int] = [:]
    for (index, row) in criteria.enumerated() { rows[row.criterion.number] = index }
    var touched: Set<Int> = []
    var moved: Set<Int> = []
    for change in changes {
      for number in Set(change.old.finding.criteria + change.new.finding.criteria) {
        guard let index = rows[number] else { continue }
        touched.insert(index)
        let fails = { (record: FindingRecord) in record.fails && record.finding.criteria.contains(number) }
        if criteria[index].failing.apply(change, belongs: fails) { moved.insert(index) }
      }
    }
    let reviewable = screens.reviewable
    for index in touched {
      if moved.contains(index) {
        criteria[index].screensFailing = Self.screensFailing(
          criteria[index].failing, screens: reviewable, findingsByScreen: findingsByScreen)
      }
      criteria[index].level = Self.level(of: criteria[index])
      criteria[index].remarks = ConformanceRemarks.text(for: criteria[index])
    }
  }

  /// Takes in the reviewers' levels and notes of `document`, keeping what the findings and screens say.
  public mutating func update(reviewsOf document: StoreDocument) {
    for index in criteria.indices {
      let review = document.review(ofCriterion: criteria[index].criterion.number)
      guard review != criteria[index].review else { continue }
      criteria[index].review = review
      criteria[index].level = Self.level(of: criteria[index])
      criteria[index].remarks = ConformanceRemarks.text(for: criteria[index])
    }
  }

  /// The names of the `screens` that hold any of `failing`, sorted.
  package static func screensFailing(
    _ failing: [FindingRecord], screens: [ScreenRecord], findingsByScreen: ScreenFindings
  ) -> [String] {
    let ids = Set(failing.map(\.id))
    return screens.filter { screen in
      findingsByScreen.findings(ofScreen: screen.id).contains(where: ids.contains)
    }.map(\.screen.name).sorted()
  }
}
