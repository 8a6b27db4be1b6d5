import Foundation

/// A team's decision to ship with a finding for a while: who decided, why, and until when.
///
/// Unlike `wont-fix`, an acceptance ends: the first scan after the ``until`` day (UTC) reopens the finding, with a
/// history entry that says so.
public struct RiskAcceptance: Codable, Hashable, Sendable {
  /// Who accepted the risk (a name or an email address).
  public var by: String
  /// The last day the acceptance holds, `yyyy-MM-dd`.
  public var until: String
  /// Why the team ships with the finding.
  public var reason: String
  /// When it was accepted.
  public var at: Date

  /// An acceptance by `by` until the day `until` (`yyyy-MM-dd`), for `reason`, made at `at`.
  public init(by: String, until: String, reason: String, at: Date) {
    self.by = by
    self.until = until
    self.reason = reason
    self.at = at
  }

  /// Whether the acceptance has ended at `date`: the `until` day (UTC) is over. An `until` that is not a date has
  /// ended too, so a hand-edited store never hides a finding for ever.
  public func isExpired(at date: Date) -> Bool {
    guard let last = RiskAcceptance.day(until) else { return true }
    return RiskAcceptance.dayText(of: date) > RiskAcceptance.dayText(of: last)
  }

  /// `accepted risk until 2027-03-31 by Dana: the redesign lands in Q2`.
  public var summary: String {
    "accepted risk until \(until) by \(by)" + (reason.isEmpty ? "" : ": \(reason)")
  }

  /// The start (UTC) of the day `text` names when it is a valid `yyyy-MM-dd` date, else nil.
  public static func day(_ text: String) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: year, month: month, day: day)
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
    return date
  }

  /// `yyyy-MM-dd` of `date` in UTC.
  public static func dayText(of date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
