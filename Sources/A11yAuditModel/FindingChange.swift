/// A finding whose triage changed in place: the same finding at the same site (``FindingRecord/sameSite``), as it was
/// and as it is now. Views worked out from the whole store take these in to change only the rows they touch.
public struct FindingChange: Sendable, Equatable {
  public var old: FindingRecord
  public var new: FindingRecord

  public init(old: FindingRecord, new: FindingRecord) {
    self.old = old
    self.new = new
  }
}

extension FindingRecord {
  /// Place order (``Finding/byLocation(_:_:)``), findings at one place by id: the order of the findings failing a
  /// criterion or blocking a label, whether the list is sorted whole or a finding is put into it.
  package static func byLocationThenID(_ lhs: FindingRecord, _ rhs: FindingRecord) -> Bool {
    if Finding.byLocation(lhs.finding, rhs.finding) { return true }
    if Finding.byLocation(rhs.finding, lhs.finding) { return false }
    return lhs.id < rhs.id
  }
}

extension [FindingRecord] {
  /// Applies `change` to a list in place order (``FindingRecord/byLocationThenID(_:_:)``) of the findings `belongs` admits: the
  /// finding is replaced when both versions belong, removed when only the old one did, and inserted in order when
  /// only the new one does. Returns whether the list's members changed (not only a member's triage).
  package mutating func apply(_ change: FindingChange, belongs: (FindingRecord) -> Bool) -> Bool {
    switch (belongs(change.old), belongs(change.new)) {
    case (true, true):
      if let index = firstIndex(where: { $0.id == change.old.id }) { self[index] = change.new }
      return false
    case (true, false):
      guard let index = firstIndex(where: { $0.id == change.old.id }) else { return false }
      remove(at: index)
      return true
    case (false, true):
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if FindingRecord.byLocationThenID(self[middle], change.new) { low = middle + 1 } else { high = middle }
      }
      insert(change.new, at: low)
      return true
    case (false, false):
      return false
    }
  }
}
