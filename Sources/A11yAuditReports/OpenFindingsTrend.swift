import A11yAuditModel
import Foundation

/// The open findings by severity at the end of each day a scan changed the store, replayed from the findings'
/// histories: what the HTML report's trend chart draws. Each finding counts at its present severity, and a day's
/// figures include the triage done that day (UTC).
public struct OpenFindingsTrend: Equatable, Sendable {
  /// One scan day's figures.
  public struct Point: Equatable, Sendable {
    /// The day, `2026-11-23` (UTC).
    public var day: String
    /// Open and in-progress findings per severity at the end of that day, every severity present.
    public var open: [Severity: Int]

    /// A point of these figures.
    public init(day: String, open: [Severity: Int]) {
      self.day = day
      self.open = open
    }

    /// Open findings of every severity.
    public var total: Int { open.values.reduce(0, +) }
  }

  /// The latest scan days, oldest first (at most ``shownDays``).
  public var points: [Point]
  /// How many days a scan changed the store, shown or not.
  public var scanDays: Int

  /// The most days the trend shows: the latest ones.
  public static let shownDays = 12

  /// A trend of these points.
  public init(points: [Point], scanDays: Int) {
    self.points = points
    self.scanDays = scanDays
  }

  /// Whether there is a trend to show: two scan days or more.
  public var isShown: Bool { points.count >= 2 }

  /// The trend of `document`'s findings (of `category` alone when given; findings only an audit file names are left
  /// out, as the dashboard's areas leave them out).
  public static func make(document: StoreDocument, category: Category? = nil) -> OpenFindingsTrend {
    let secondsPerDay = 86_400
    func day(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / Double(secondsPerDay)).rounded(.down)) }
    let records = document.findings.filter {
      !$0.isAuditOnly && (category == nil || $0.finding.category == category)
    }
    let allDays = Set(document.findings.flatMap { $0.history.filter { $0.by == .scan }.map { day($0.at) } }).sorted()
    let days = Array(allDays.suffix(shownDays))
    var counts = [[Int]](repeating: [Int](repeating: 0, count: Severity.allCases.count), count: days.count)
    for record in records {
      let history = record.history.sorted { $0.at < $1.at }
      var next = 0
      var status: FixStatus?
      for (index, scanDay) in days.enumerated() {
        while next < history.count && day(history[next].at) <= scanDay {
          status = history[next].to
          next += 1
        }
        if let status, !status.isDone { counts[index][record.finding.severity.rank] += 1 }
      }
    }
    let points = zip(days, counts).map { scanDay, open in
      Point(
        day: String(StoreDate.text(seconds: scanDay * secondsPerDay)?.prefix(10) ?? ""),
        open: Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, open[$0.rank]) }))
    }
    return OpenFindingsTrend(points: points, scanDays: allDays.count)
  }
}
