import Foundation

extension AuditSession {
  /// Saves `change` under the store's lock and returns the store as saved.
  ///
  /// Throws ``SessionError`` when the finding or screen is not in the store (the store is then not written).
  @discardableResult
  public func apply(_ change: TriageChange) throws -> StoreDocument {
    let now = clock()
    return try store.update { document -> StoreDocument in
      guard change.apply(to: &document, at: now) else {
        throw SessionError("\(change.targetID) is no longer in the store (was the folder rescanned?)")
      }
      return document
    }
  }

  /// Sets the status of the finding whose id is `idOrPrefix` or starts with it (case-insensitive), keeping `note`;
  /// returns the record as saved.
  public func setStatus(_ status: FixStatus, ofFinding idOrPrefix: String, note: String? = nil) throws -> FindingRecord
  {
    guard store.exists else { throw SessionError.noStore(store) }
    let now = clock()
    return try store.update { document -> FindingRecord in
      let record = try document.finding(matching: idOrPrefix, in: store)
      document.setStatus(status, forFinding: record.id, note: note, at: now)
      return document.record(id: record.id) ?? record
    }
  }
}

extension FindingRecord {
  /// `Marked 1a2b3c4d in progress: Views/Card.swift:12 message`: what `status` prints after setting the status.
  public var statusSentence: String {
    "Marked \(id.prefix(8)) \(status.title): \(finding.file):\(finding.line) \(finding.message)"
  }
}

extension StoreDocument {
  /// The one finding whose id is `idOrPrefix` or starts with it (case-insensitive); `store` names the file in errors.
  public func finding(matching idOrPrefix: String, in store: Store) throws(SessionError) -> FindingRecord {
    let prefix = idOrPrefix.lowercased()
    guard !prefix.isEmpty else { throw SessionError("the finding id is empty") }
    if let exact = record(id: prefix) { return exact }
    let matches = findings.filter { $0.id.hasPrefix(prefix) }
    guard let match = matches.first else {
      throw SessionError("no finding with id \"\(idOrPrefix)\" in \(store.path)")
    }
    guard matches.count == 1 else {
      let ids = matches.prefix(5).map { String($0.id.prefix(12)) }.joined(separator: ", ")
      throw SessionError("\"\(idOrPrefix)\" matches \(matches.count) findings (\(ids)…); give more of the id")
    }
    return match
  }
}
