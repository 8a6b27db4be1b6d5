import A11yAuditModel
import A11yAuditReports
import A11yAuditStore
import Foundation

extension AuditSession {
  /// Saves `change` under the store's lock and returns the store as saved.
  ///
  /// Throws ``SessionError`` when the finding or screen is not in the store (the store is then not written).
  @discardableResult
  public func apply(_ change: TriageChange) throws -> StoreDocument {
    try apply([change])
  }

  /// Saves `changes` in one write under the store's lock (all or none) and returns the store as saved.
  ///
  /// Throws ``SessionError`` when a finding or screen is not in the store (the store is then not written).
  @discardableResult
  public func apply(_ changes: [TriageChange]) throws -> StoreDocument {
    let now = clock()
    let person = actingPerson
    return try store.update { document -> StoreDocument in
      var changed = document
      for change in changes where !change.apply(to: &changed, at: now, by: person) {
        throw SessionError("\(change.targetID) is no longer in the store (was the folder rescanned?)")
      }
      document = changed
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
    let person = actingPerson
    return try store.update { document -> FindingRecord in
      let record = try document.finding(matching: idOrPrefix, in: store)
      document.setStatus(status, forFinding: record.id, note: note, at: now, by: person)
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

/// Which findings a bulk change is about: ids (or unique prefixes), or every finding a query admits.
public enum FindingSelection: Sendable, Equatable {
  case ids([String])
  case query(FindingQuery)
}

extension AuditSession {
  /// Whether `status` must come with a note in this project (``FixStatus/needsReason`` unless `.a11y-audit.yml` says
  /// `require_reason: false`).
  public func requiresReason(for status: FixStatus) throws -> Bool {
    guard status.needsReason else { return false }
    return try scanner.projectConfiguration(folder: root.folder).requiresReason
  }

  /// Refuses `status` without a note when the project requires one, with the one line that says how to give it.
  public func checkReason(for status: FixStatus, note: String?) throws {
    let note = note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard note.isEmpty, try requiresReason(for: status) else { return }
    throw SessionError(
      "\(status.rawValue) needs the reason: add --note TEXT (or set `require_reason: false` in "
        + "\(Configuration.fileName))")
  }

  /// The store's findings `selection` names, most severe first; an id that matches no finding or several is an error.
  public func findings(in selection: FindingSelection) throws -> [FindingRecord] {
    guard store.exists else { throw SessionError.noStore(store) }
    let document = try loadStoreAsOfNow()
    switch selection {
    case .ids(let ids):
      var seen: Set<String> = []
      return try ids.map { try document.finding(matching: $0, in: store) }.filter { seen.insert($0.id).inserted }
        .sorted(by: FindingOrder.bySeverity)
    case .query(let query):
      return document.findings.filter(query.admits).sorted(by: FindingOrder.bySeverity)
    }
  }

  /// Sets `status` on every finding `selection` names, in one save, keeping `note` with each change (refused without
  /// a note when the project requires one); `until` is the last day of an `accepted-risk`, accepted by the session's
  /// person. Returns the records whose status changed, as saved, most severe first.
  public func setStatus(
    _ status: FixStatus, of selection: FindingSelection, note: String?, until: String? = nil
  ) throws -> [FindingRecord] {
    try checkReason(for: status, note: note)
    let now = clock()
    let person = actingPerson
    let acceptance: RiskAcceptance? =
      status == .acceptedRisk
      ? try RiskAcceptance.validated(
        by: person, until: until ?? "", reason: note ?? "", at: now) : nil
    let ids = try findings(in: selection).filter { $0.status != status || acceptance != nil }.map(\.id)
    guard !ids.isEmpty else { return [] }
    return try store.update { document -> [FindingRecord] in
      for id in ids {
        if let acceptance {
          document.acceptRisk(acceptance, forFinding: id)
        } else {
          document.setStatus(status, forFinding: id, note: note, at: now, by: person)
        }
      }
      return ids.compactMap(document.record(id:)).sorted(by: FindingOrder.bySeverity)
    }
  }
}
