import A11yAuditStore

/// What changed under a watched root in one quiet period: the files a rescan reads, and whether the store was saved.
public struct RootChange: Sendable, Equatable {
  /// The Swift files, resources and `.a11y-audit.yml` that changed, relative to the root, sorted.
  public private(set) var files: [String] = []
  /// Whether the store file was written or replaced (by this process or another).
  public var store = false
  /// Whether events were lost (the kernel's queue overflowed), so that any file may have changed.
  public var lostTrack = false

  /// No change.
  public init() {}

  /// A change of `files` (relative to the root), of the store, or of unknown files.
  public init(files: [String] = [], store: Bool = false, lostTrack: Bool = false) {
    self.files = Array(Set(files)).sorted()
    self.store = store
    self.lostTrack = lostTrack
  }

  /// Whether a rescan would see something new: a source, a resource or the configuration changed.
  public var needsRescan: Bool { !files.isEmpty || lostTrack }

  /// Whether nothing changed.
  public var isEmpty: Bool { !needsRescan && !store }

  /// Adds `other`'s changes to this one.
  public mutating func merge(_ other: RootChange) {
    if !other.files.isEmpty { files = Array(Set(files + other.files)).sorted() }
    store = store || other.store
    lostTrack = lostTrack || other.lostTrack
  }

  /// `Views/HomeView.swift`, `A.swift, B.swift and 3 more`: the files, for a sentence.
  public var filesText: String {
    lostTrack || files.isEmpty ? "files" : files.listed(upTo: 2)
  }

  /// `Rescanned after Views/HomeView.swift changed: 2 new, 1 gone, 14 open`: what a rescan for this change found,
  /// from the merge's `summary` (nil when the scan was not recorded) and the `open` findings after it.
  public func rescanSentence(summary: MergeSummary?, open: Int?) -> String {
    var sentence = "Rescanned after \(filesText) changed"
    var parts: [String] = []
    if let summary {
      parts += ["\(summary.added) new", "\(summary.verified) gone"]
      if summary.reopened > 0 { parts.append("\(summary.reopened) reopened") }
    }
    if let open { parts.append("\(open) open") }
    if !parts.isEmpty { sentence += ": " + parts.joined(separator: ", ") }
    return sentence
  }

  /// The status line's words when another process saved the store and the dashboard took it in.
  public static let storeReloadedSentence = "Store changed by another process; reloaded"
}
