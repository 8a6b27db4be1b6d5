import A11yAuditKit

/// The store's findings with what the lists order them by, worked out once when the findings arrive.
///
/// Ordering by severity, file or status is then a pass over integers, and a saved change of status, notes or
/// history replaces records in place: nothing that depends only on ids, files and places is built again.
struct FindingTable: Equatable, Sendable {
  /// Every finding, in the store's order.
  private(set) var records: [FindingRecord] = []
  /// Position of each finding in ``records``, by id.
  private(set) var position: [String: Int] = [:]
  /// The files the findings are in, sorted.
  private(set) var files: [String] = []
  /// Index in ``files`` of each file, by path.
  private(set) var fileNumbers: [String: Int] = [:]
  /// For each record, the index of its file in ``files``.
  private(set) var fileOfRecord: [Int] = []
  /// Records by file, line, column, rule and id: the file order, which the other orders refine.
  private(set) var byPlace: [Int] = []
  /// For each file, the range of ``byPlace`` that holds its records.
  private(set) var placesOfFile: [Range<Int>] = []
  /// The rule ids of the findings, each once.
  private(set) var rules: [String] = []
  /// For each record, the index of its rule in ``rules``.
  private(set) var ruleOfRecord: [Int] = []

  init(_ records: [FindingRecord] = []) {
    self.records = records
    index()
  }

  static func == (lhs: FindingTable, rhs: FindingTable) -> Bool { lhs.records == rhs.records }

  /// What ``replace(with:)`` did.
  enum Replacement: Equatable {
    /// The records were equal: nothing changed.
    case unchanged
    /// Some records changed their status, notes, history, presence or audit links, in place: each as it was and is.
    case updated([FindingChange])
    /// Findings came, went or changed: everything was worked out again.
    case rebuilt
  }

  /// Takes in the store's findings, in place when the same findings come in the same order.
  mutating func replace(with new: [FindingRecord]) -> Replacement {
    guard new.count == records.count else {
      self = FindingTable(new)
      return .rebuilt
    }
    let changed = new.withUnsafeBufferPointer { new in
      records.withUnsafeBufferPointer { old -> [Int]? in
        var changed: [Int] = []
        for index in new.indices {
          let (newRecord, oldRecord) = (new.baseAddress! + index, old.baseAddress! + index)
          guard FindingRecord.sameSite(newRecord, oldRecord) else { return nil }
          if !FindingRecord.sameTriage(newRecord, oldRecord) { changed.append(index) }
        }
        return changed
      }
    }
    guard let changed else {
      self = FindingTable(new)
      return .rebuilt
    }
    let changes = changed.map { index in FindingChange(old: records[index], new: new[index]) }
    for index in changed { records[index] = new[index] }
    return changes.isEmpty ? .unchanged : .updated(changes)
  }

  /// Every record in the list order of `sort`.
  func order(by sort: SortOrder) -> [Int] {
    switch sort {
    case .file:
      return byPlace
    case .severity:
      return bucketed(count: Severity.allCases.count) { $0.pointee.finding.severity.position }
    case .status:
      let severities = Severity.allCases.count
      return bucketed(count: FixStatus.allCases.count * severities) { record in
        FindingOrder.statusRank(record.pointee.status) * severities + record.pointee.finding.severity.position
      }
    }
  }

  /// ``byPlace`` split stably into `count` buckets by `bucket` and put back together, bucket 0 first.
  private func bucketed(count: Int, _ bucket: (UnsafePointer<FindingRecord>) -> Int) -> [Int] {
    var buckets = [[Int]](repeating: [], count: count)
    records.withUnsafeBufferPointer { records in
      for record in byPlace { buckets[bucket(records.baseAddress! + record)].append(record) }
    }
    var order: [Int] = []
    order.reserveCapacity(byPlace.count)
    for bucket in buckets { order += bucket }
    return order
  }

  private mutating func index() {
    position = [:]
    position.reserveCapacity(records.count)
    fileNumbers = [:]
    for (index, record) in records.enumerated() {
      position[record.id] = index
      fileNumbers[record.finding.file] = 0
    }
    files = fileNumbers.keys.sorted()
    for (number, file) in files.enumerated() { fileNumbers[file] = number }
    fileOfRecord = records.map { fileNumbers[$0.finding.file] ?? 0 }
    var ruleNumbers: [String: Int] = [:]
    rules = []
    ruleOfRecord = records.map { record in
      if let number = ruleNumbers[record.finding.rule] { return number }
      rules.append(record.finding.rule)
      ruleNumbers[record.finding.rule] = rules.count - 1
      return rules.count - 1
    }
    byPlace = records.indices.sorted { lhs, rhs in
      let left = records[lhs].finding
      let right = records[rhs].finding
      if fileOfRecord[lhs] != fileOfRecord[rhs] { return fileOfRecord[lhs] < fileOfRecord[rhs] }
      if left.line != right.line { return left.line < right.line }
      if left.column != right.column { return left.column < right.column }
      if left.rule != right.rule { return left.rule < right.rule }
      return left.id < right.id
    }
    placesOfFile = []
    placesOfFile.reserveCapacity(files.count)
    var start = 0
    while start < byPlace.count {
      var end = start + 1
      while end < byPlace.count && fileOfRecord[byPlace[end]] == fileOfRecord[byPlace[start]] { end += 1 }
      placesOfFile.append(start..<end)
      start = end
    }
  }
}

/// Records of a ``FindingTable`` in a list's order, without copying them.
struct FindingList: RandomAccessCollection, Equatable, Sendable {
  let records: [FindingRecord]
  /// Positions in ``records``, in list order.
  let order: [Int]

  init(records: [FindingRecord] = [], order: [Int] = []) {
    self.records = records
    self.order = order
  }

  var startIndex: Int { 0 }
  var endIndex: Int { order.count }
  subscript(position: Int) -> FindingRecord { records[order[position]] }

  static func == (lhs: FindingList, rhs: FindingList) -> Bool { lhs.elementsEqual(rhs) }
}
