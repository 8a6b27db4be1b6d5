import Foundation

/// Whether the latest scan saw a finding's site, and how.
public enum Presence: String, Codable, Sendable {
  /// The latest scan reported the violation.
  case violation
  /// The site is still there but now passes its rule.
  case passing
  /// The latest scan did not see the site at all.
  case absent
}

/// Who changed a finding's status.
public enum Actor: String, Codable, Sendable {
  case user
  case scan
}

/// One change of status, kept forever in the finding's history.
public struct HistoryEntry: Codable, Hashable, Sendable {
  public var at: Date
  public var from: FixStatus?
  public var to: FixStatus
  public var by: Actor
  public var reason: String
  /// The name of the person who made the change (see ``PersonName``); nil for the scan's changes and in stores
  /// written before names were kept.
  public var person: String?

  public init(at: Date, from: FixStatus?, to: FixStatus, by: Actor, reason: String, person: String? = nil) {
    self.at = at
    self.from = from
    self.to = to
    self.by = by
    self.reason = reason
    self.person = person
  }

  /// Who made the change as a reader sees it: the person's name, `scan`, or `someone` for a person not named.
  public var who: String { person ?? (by == .scan ? "scan" : "someone") }
}

/// A note a person attached to a finding.
public struct Note: Codable, Hashable, Sendable {
  public var at: Date
  public var text: String
  /// The name of the person who wrote it (see ``PersonName``); nil in stores written before names were kept.
  public var by: String?

  public init(at: Date, text: String, by: String? = nil) {
    self.at = at
    self.text = text
    self.by = by
  }
}

/// A finding as the store keeps it: the latest scan's facts plus the team's triage.
public struct FindingRecord: Codable, Hashable, Sendable, Identifiable {
  /// Facts from the most recent scan that saw the site.
  public var finding: Finding
  public var status: FixStatus
  public var presence: Presence
  public var notes: [Note]
  public var history: [HistoryEntry]
  /// What audit files say about this finding, when they describe it (omitted from the file when none).
  public var audit: [AuditReference]?
  /// Who accepted the risk of shipping with the finding, why and until when, while its status is `accepted-risk`
  /// (omitted from the file otherwise).
  public var acceptance: RiskAcceptance?

  public init(
    finding: Finding, status: FixStatus = .open, presence: Presence = .violation, notes: [Note] = [],
    history: [HistoryEntry] = [], audit: [AuditReference]? = nil, acceptance: RiskAcceptance? = nil
  ) {
    self.acceptance = acceptance
    self.finding = finding
    self.status = status
    self.presence = presence
    self.notes = notes
    self.history = history
    self.audit = audit
  }

  /// Rule id of findings that exist only in an audit file.
  public static let auditOnlyRule = "audit-finding"

  /// Whether the finding comes from an audit file alone, with no matching site in the code.
  public var isAuditOnly: Bool { finding.rule == Self.auditOnlyRule }

  public var id: String { finding.id }

  /// Whether the finding still counts against the app: the latest scan still sees it and nobody triaged it a false
  /// positive (open, in progress, marked fixed but still there, won't fix and accepted risks all count).
  public var fails: Bool { presence == .violation && status != .falsePositive }

  /// Whether the finding is still to deal with: the latest scan sees the violation and its status is not done
  /// (open or in progress; see ``FixStatus/isDone``). The "open" of the dashboard, the rescan summary, the reports and
  /// `--fail-on`.
  public var isOpenViolation: Bool { Self.isOpenViolation(status: status, presence: presence) }

  /// ``isOpenViolation`` of a finding with `status` and `presence`, for callers that read the two in place.
  public static func isOpenViolation(status: FixStatus, presence: Presence) -> Bool {
    presence == .violation && !status.isDone
  }

  /// Sets the status, recording who did it and why; does nothing when the status is unchanged. Leaving
  /// `accepted-risk` ends the acceptance (its words stay in the history).
  public mutating func setStatus(
    _ newStatus: FixStatus, by actor: Actor, reason: String, at date: Date, person: String? = nil
  ) {
    guard newStatus != status else { return }
    history.append(HistoryEntry(at: date, from: status, to: newStatus, by: actor, reason: reason, person: person))
    status = newStatus
    if newStatus != .acceptedRisk { acceptance = nil }
  }

  /// Marks the finding `accepted-risk` under `acceptance`, with a history entry naming who and until when (a new
  /// acceptance of an already accepted finding replaces the old one, and is recorded too).
  public mutating func acceptRisk(_ acceptance: RiskAcceptance) {
    history.append(
      HistoryEntry(
        at: acceptance.at, from: status, to: .acceptedRisk, by: .user, reason: acceptance.summary,
        person: acceptance.by))
    status = .acceptedRisk
    self.acceptance = acceptance
  }

  /// Whether the finding is an accepted risk whose acceptance has ended at `date` (or that names none).
  public func acceptanceExpired(at date: Date) -> Bool {
    status == .acceptedRisk && (acceptance?.isExpired(at: date) ?? true)
  }
}
