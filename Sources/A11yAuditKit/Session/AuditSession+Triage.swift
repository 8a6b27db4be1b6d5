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
    guard status != .acceptedRisk else {
      throw SessionError("accepted-risk needs who accepts it and until when (--by NAME --until YYYY-MM-DD)")
    }
    guard store.exists else { throw SessionError.noStore(store) }
    let now = clock()
    return try store.update { document -> FindingRecord in
      let record = try document.finding(matching: idOrPrefix, in: store)
      document.setStatus(status, forFinding: record.id, note: note, at: now)
      return document.record(id: record.id) ?? record
    }
  }

  /// Marks the finding whose id is `idOrPrefix` or starts with it `accepted-risk`: `by` accepts it for `reason` until
  /// the day `until` (`yyyy-MM-dd`, UTC), which must not be over yet; returns the record as saved.
  public func acceptRisk(
    ofFinding idOrPrefix: String, by: String, until: String, reason: String
  ) throws -> FindingRecord {
    let now = clock()
    let acceptance = try RiskAcceptance.validated(by: by, until: until, reason: reason, at: now)
    guard store.exists else { throw SessionError.noStore(store) }
    return try store.update { document -> FindingRecord in
      let record = try document.finding(matching: idOrPrefix, in: store)
      document.acceptRisk(acceptance, forFinding: record.id)
      return document.record(id: record.id) ?? record
    }
  }
}

extension RiskAcceptance {
  /// An acceptance made at `now`, or the one-line reason it cannot be: an empty name or reason, an `until` that is
  /// not a `yyyy-MM-dd` date, or one already over.
  public static func validated(
    by: String, until: String, reason: String, at now: Date
  ) throws(SessionError)
    -> RiskAcceptance
  {
    let by = by.trimmingCharacters(in: .whitespacesAndNewlines)
    let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !by.isEmpty else { throw SessionError("accepted-risk needs who accepts it (--by NAME)") }
    guard !reason.isEmpty else { throw SessionError("accepted-risk needs the reason (--note TEXT)") }
    guard RiskAcceptance.day(until) != nil else {
      throw SessionError("--until \"\(until)\" is not a date; write it as YYYY-MM-DD, e.g. 2027-03-31")
    }
    let acceptance = RiskAcceptance(by: by, until: until, reason: reason, at: now)
    guard !acceptance.isExpired(at: now) else {
      throw SessionError("--until \(until) is already over (today is \(RiskAcceptance.dayText(of: now)) UTC)")
    }
    return acceptance
  }
}

extension FindingRecord {
  /// `Marked 1a2b3c4d in progress: Views/Card.swift:12 message`: what `status` prints after setting the status.
  public var statusSentence: String {
    let state =
      status == .acceptedRisk
      ? acceptance.map { "accepted risk until \($0.until) by \($0.by)" } ?? status.title : status.title
    return "Marked \(id.prefix(8)) \(state): \(finding.file):\(finding.line) \(finding.message)"
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
