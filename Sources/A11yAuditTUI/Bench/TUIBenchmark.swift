import A11yAuditKit
import Foundation

/// Times the TUI's pure core on a large generated store: the first frame, then keys replayed on the in-memory grid.
public enum TUIBenchmark {
  /// What one benchmark run measured.
  public struct Result: Sendable {
    public var findings: Int
    /// Reading the store from disk, building the state and rendering the first frame, in milliseconds.
    public var firstFrameMilliseconds: Double
    /// The part of the first frame spent reading and decoding the store file (the kit's ``Store/load()``).
    public var storeReadMilliseconds: Double
    /// Reading the store file again after the keys with the store's reader, the median of five, in milliseconds.
    public var readerMilliseconds: Double
    /// Reading the same file with `JSONDecoder` alone, as the store did before its reader, the median of five.
    public var jsonDecoderMilliseconds: Double
    /// Keys replayed (update, the store's answer for saved changes, and a render each).
    public var keys: Int
    /// Milliseconds per key at the 50th and 99th percentile, and the slowest.
    public var p50: Double
    public var p99: Double
    public var max: Double
    /// One status change saved to the store file as the runtime saves it (lock, read, change, write), the
    /// median of five, in milliseconds: the part of a status key the in-memory replay leaves out.
    public var saveMilliseconds: Double
    /// The slowest keys, slowest first: the key's name, the screen it was pressed on, and milliseconds.
    public var slowest: [(key: String, screen: String, milliseconds: Double)]
  }

  /// A store of `count` generated findings over 400 files and 4 areas, with 200 screens.
  public static func document(count: Int) -> StoreDocument {
    let severities: [Severity] = [.critical, .high, .medium, .low]
    let categories = A11yAuditKit.Category.allCases
    let statuses: [FixStatus] = [.open, .open, .open, .inProgress, .fixed, .wontFix]
    let findings = (0..<count).map { index in
      let file = "Sources/Feature\(index % 40)/Screen\(index % 400).swift"
      let finding = Finding(
        id: String(format: "f%06d", index), rule: "with-animation-reduce-motion",
        category: categories[index % categories.count], severity: severities[(index / 7) % severities.count],
        file: file,
        span: SourceSpan(
          start: SourcePosition(line: 10 + index % 500, column: 9),
          end: SourcePosition(line: 12 + index % 500, column: 2)),
        snippet: "withAnimation(.spring()) {\n  isShown = true\n}",
        message: "Generated finding \(index): spring animation ignores Reduce Motion",
        recommendation: "Read accessibilityReduceMotion and skip the animation when it is on.", passing: false,
        context: "Screen\(index % 400).body")
      return FindingRecord(finding: finding, status: statuses[index % statuses.count])
    }
    let screens = (0..<200).map { index in
      ScreenRecord(
        screen: Screen(
          name: "Screen\(index)View", file: "Sources/Feature\(index % 40)/Screen\(index).swift", line: 3,
          group: "Sources/Feature\(index % 40)"))
    }
    return StoreDocument(findings: findings, screens: screens)
  }

  /// Writes a generated store to `store`, then measures the first frame and `keyCount` replayed keys.
  public static func run(store: Store, count: Int, keyCount: Int, width: Int = 120, height: Int = 40) throws -> Result {
    let generated = document(count: count)
    _ = try store.update { document in document = generated }

    let start = DispatchTime.now().uptimeNanoseconds
    let loaded = try store.load()
    let storeRead = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    var state = AppState(
      findings: loaded.findings, screens: loaded.screens, audits: [], rootName: "bench",
      size: Size(width: width, height: height), prefs: DisplayPrefs(colors: true, ascii: false), route: .findings)
    let first = render(state)
    let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    precondition(first.height == height)

    let script: [Key] = [
      .char("j"), .char("j"), .pageDown, .char("k"), .space, .char("x"), .char("1"), .char("j"), .char("1"),
      .char("f"), .char("j"), .char("f"), .char("f"), .enter, .char("j"), .escape, .char("s"), .char("G"),
      .char("s"), .char("s"), .char("g"), .tab, .char("j"), .backTab, .char("c"), .char("c"), .char("0"),
      .pageDown, .char("u"), .ctrl("d"), .tab, .tab, .char("j"), .enter, .char("]"), .escape, .tab,
      .char("j"), .tab, .tab, .tab,
    ]
    var document = loaded
    var timings: [Double] = []
    timings.reserveCapacity(keyCount)
    var named: [(key: String, screen: String, milliseconds: Double)] = []
    for index in 0..<keyCount {
      let key = script[index % script.count]
      let screen = state.route.title
      let begin = DispatchTime.now().uptimeNanoseconds
      var queue: [Msg] = [.key(key)]
      while !queue.isEmpty {
        let message = queue.removeFirst()
        for effect in update(&state, message) {
          queue += answer(effect, document: &document)
        }
      }
      let frame = render(state)
      timings.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1_000_000)
      named.append((key.name, screen, timings[timings.count - 1]))
      precondition(frame.width == width)
    }
    var saves: [Double] = []
    for index in 0..<5 {
      let begin = DispatchTime.now().uptimeNanoseconds
      try store.update { document in
        _ = document.setStatus(index % 2 == 0 ? .fixed : .open, forFinding: generated.findings[index].id, at: Date())
      }
      saves.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1_000_000)
    }
    saves.sort()
    var readerTimes: [Double] = []
    var decoderTimes: [Double] = []
    for _ in 0..<5 {
      let begin = DispatchTime.now().uptimeNanoseconds
      let read = try store.load()
      let middle = DispatchTime.now().uptimeNanoseconds
      let decoded = try store.loadWithJSONDecoder()
      precondition(read == decoded && read.findings.count == count)
      readerTimes.append(Double(middle - begin) / 1_000_000)
      decoderTimes.append(Double(DispatchTime.now().uptimeNanoseconds - middle) / 1_000_000)
    }
    timings.sort()
    func percentile(_ value: Double) -> Double {
      timings[min(timings.count - 1, Int((Double(timings.count) * value).rounded(.up)) - 1)]
    }
    return Result(
      findings: count, firstFrameMilliseconds: firstFrame, storeReadMilliseconds: storeRead,
      readerMilliseconds: readerTimes.sorted()[2], jsonDecoderMilliseconds: decoderTimes.sorted()[2], keys: keyCount,
      p50: percentile(0.5),
      p99: percentile(0.99), max: timings.last ?? 0, saveMilliseconds: saves[2],
      slowest: Array(named.sorted { $0.milliseconds > $1.milliseconds }.prefix(5)))
  }

  /// What the runtime would answer, in memory: saved changes come back as ``Msg/saved(_:)``.
  private static func answer(_ effect: Effect, document: inout StoreDocument) -> [Msg] {
    let date = Date(timeIntervalSince1970: 1_763_805_600)
    switch effect {
    case .setStatus(let id, let status):
      document.setStatus(status, forFinding: id, at: date)
      return [.saved(document)]
    case .addNote(let id, let text):
      document.addNote(text, toFinding: id, at: date)
      return [.saved(document)]
    case .setReview(let id, let review):
      document.setReview(review, forScreen: id)
      return [.saved(document)]
    case .setAreaReview(let id, let area, let review):
      document.setReview(review, forScreen: id, area: area)
      return [.saved(document)]
    default:
      return []
    }
  }
}
