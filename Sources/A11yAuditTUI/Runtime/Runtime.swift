import A11yAuditKit
import Foundation

/// The loop: read input, update the state, perform effects through the session, paint. Owns nothing of curses: the
/// terminal is a ``TerminalIO``.
@MainActor
final class Runtime {
  private(set) var state: AppState
  private let terminal: any TerminalIO
  private let session: AuditSession
  /// Runs the editor for `e`: the file's path and line in, its exit status out.
  private let openEditor: (String, Int) -> Int32
  /// What the watch (`--watch`) saw, when the root is watched.
  private let watch: WatchMailbox?
  /// The store as this process last read or wrote it, to tell another process's save from its own.
  private var lastStore: StoreDocument?
  /// When the last rescan began: changes the watch saw before then are already in it.
  private var lastRescanStart: ContinuousClock.Instant?

  init(
    state: AppState, terminal: any TerminalIO, session: AuditSession, watch: WatchMailbox? = nil,
    store: StoreDocument? = nil, openEditor: @escaping (String, Int) -> Int32
  ) {
    self.state = state
    self.terminal = terminal
    self.session = session
    self.watch = watch
    lastStore = store
    self.openEditor = openEditor
  }

  /// Runs until a quit key, or until input ends.
  func run() {
    terminal.paint(render(state))
    while true {
      let input = terminal.read()
      if input == .endOfInput { return }
      var messages: [Msg] = []
      let size = terminal.size
      if size != state.size { messages.append(.resize(size)) }
      if case .key(let key) = input { messages.append(.key(key)) }
      if input == .woken, let change = watchedChange() { messages.append(.rootChanged(change)) }
      guard !messages.isEmpty else { continue }
      for message in messages {
        guard dispatch(message) else { return }
      }
      terminal.paint(render(state))
    }
  }

  /// Applies a message and everything its effects bring back. Returns false when the TUI should quit.
  func dispatch(_ first: Msg) -> Bool {
    var queue = [first]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      switch message {
      case .loaded(let document), .saved(let document), .storeReloaded(let document), .rescanned(let document, _, _):
        lastStore = document
      default: break
      }
      for effect in update(&state, message) {
        if effect == .quit { return false }
        queue += perform(effect)
      }
    }
    return true
  }

  /// Does one effect's work through the session and returns what came of it as messages; failures are messages,
  /// never crashes.
  func perform(_ effect: Effect) -> [Msg] {
    switch effect {
    case .quit:
      return []
    case .redraw:
      terminal.invalidate()
      return []
    case .setStatus(let id, let status): return save(.status(findingID: id, status))
    case .triage(let changes):
      do {
        return [.saved(try session.apply(changes))]
      } catch {
        return [.failed(describe(error))] + ((try? session.loadStore()).map { [Msg.loaded($0)] } ?? [])
      }
    case .addNote(let id, let text): return save(.addNote(findingID: id, text: text))
    case .removeNote(let id, let text): return save(.removeNote(findingID: id, text: text))
    case .setReview(let id, let review): return save(.review(screenID: id, review))
    case .setAreaReview(let id, let area, let review): return save(.areaReview(screenID: id, area: area, review))
    case .reviewCriterion(let number, let level, let note, let person):
      return save(.criterion(number: number, level: level, note: note, by: person))
    case .declareFeature(let feature, let device, let claim, let person, let note):
      return save(.declaration(feature, device: device, claim: claim, by: person, note: note))
    case .toggleChecklist(let item):
      do {
        let toggle = try session.toggle(item)
        var messages: [Msg] = [.ticked(old: item, new: toggle.after)]
        if let document = toggle.document { messages.append(.saved(document)) }
        if let error = toggle.recordingError {
          messages.append(.failed("the tick was written to \(item.file) but not recorded: \(describe(error))"))
        }
        return messages
      } catch {
        return [.failed(error.description)]
      }
    case .loadSource(let file):
      guard let lines = session.sourceLines(of: file) else { return [] }
      return [.sourceLoaded(SourceText(file: file, lines: lines))]
    case .openEditor(let file, let line):
      guard let path = session.root.containedURL(of: file)?.path else {
        return [.failed("\(file) lies outside \(session.root.folder.path); not opened")]
      }
      let status = terminal.suspend { openEditor(path, line) }
      terminal.invalidate()
      let failed: [Msg] = status == 0 ? [] : [.failed("the editor exited with status \(status)")]
      return failed + perform(.loadSource(file))
    case .planFix(let id):
      do {
        let plan = try session.planFix(forFinding: id)
        guard !plan.changes.isEmpty else {
          return [.fixPlanned(id: id, diff: nil, reason: "the fixer has no safe change for this site")]
        }
        let files = plan.changes.map(\.file).joined(separator: ", ")
        return [
          .fixPlanned(
            id: id, diff: plan.diff,
            reason: "The fix changes \(plan.fixedFindings.count) site(s) of this rule in \(files)")
        ]
      } catch {
        return [.fixPlanned(id: id, diff: nil, reason: describe(error))]
      }
    case .applyFix(let id):
      guard let plan = try? session.planFix(forFinding: id), !plan.changes.isEmpty else {
        return [.failed("the automatic fix no longer applies; nothing changed")]
      }
      do {
        try session.write(plan)
      } catch {
        return [.failed("cannot write the fix: \(describe(error))")]
      }
      let files = plan.changes.map(\.file).joined(separator: ", ")
      return rescan() + [.info("Fixed \(plan.fixedFindings.count) site(s) in \(files); rescanned")]
    case .planSuppression(let id, let reach, let reason):
      do {
        let plan = try session.planSuppression(ofFinding: id, reach: reach, reason: reason)
        return [
          .suppressionPlanned(plan, reason: "Suppress \(plan.rule) \(reach.phrase): y writes \(plan.file), n cancels")
        ]
      } catch {
        return [.suppressionPlanned(nil, reason: describe(error))]
      }
    case .applySuppression(let plan):
      do {
        try session.write(plan)
      } catch {
        return [.failed("cannot write the suppression: \(describe(error))")]
      }
      return rescan() + [.info("Suppressed \(plan.rule) \(plan.reach.phrase) (\(plan.file)); rescanned")]
    case .rescan:
      return rescan()
    case .rescanAfter(let change):
      return rescan(after: change)
    case .reloadStore:
      guard let document = try? session.loadStore() else { return [] }
      if let lastStore, lastStore.canonicalized() == document.canonicalized() { return [] }
      return [.storeReloaded(document)]
    case .seeVideo:
      do {
        let video = VideoPresence(scan: try scanShowingProgress(.ignore).scan)
        let found = video.playerSites == 0 ? "no video player" : "\(video.playerSites) video player site(s)"
        return [.videoSeen(video), .info("Scanned for the labels: \(found)")]
      } catch {
        return [.failed("scan failed: \(describe(error))")]
      }
    }
  }

  /// Saves a triage change; on failure says why and takes in the store as it is.
  private func save(_ change: TriageChange) -> [Msg] {
    do {
      return [.saved(try session.apply(change))]
    } catch {
      var messages: [Msg] = [.failed(describe(error))]
      if let document = try? session.loadStore() { messages.append(.loaded(document)) }
      return messages
    }
  }

  /// The change the watch left in the mailbox, without the files a rescan begun since has already read; nil when
  /// nothing is left.
  private func watchedChange() -> RootChange? {
    guard let taken = watch?.take() else { return nil }
    var change = taken.change
    if let lastRescanStart, lastRescanStart > taken.lastEvent { change = RootChange(store: change.store) }
    return change.isEmpty ? nil : change
  }

  /// Scans the root and the audit files into the store; after `change` (seen by the watch), the status line names
  /// the files and says what the scan found.
  private func rescan(after change: RootChange? = nil) -> [Msg] {
    lastRescanStart = .now
    do {
      let outcome = try scanShowingProgress()
      let document = outcome.document ?? StoreDocument()
      let open = document.openViolationCount
      var summary = "Rescanned: \(outcome.scan.files.count) files, \(document.findings.count) findings, \(open) open"
      if let change { summary = change.rescanSentence(summary: outcome.summary, open: open) }
      if !outcome.problems.isEmpty { summary += "; \(outcome.problems.count) files could not be read" }
      switch change == nil ? outcome.scan.cacheUse : .off {
      case .reused: summary += "; no file changed, read from the scan cache"
      case .warm(0): summary += "; no file changed"
      case .warm(let parsed): summary += "; \(parsed) changed file\(parsed == 1 ? "" : "s") checked"
      case .off, .rebuilt: break
      }
      return [
        .rescanned(document, AuditSet(outcome.audits.documents), summary: summary),
        .videoSeen(VideoPresence(scan: outcome.scan)),
      ]
    } catch {
      return [.failed("rescan failed: \(describe(error))")]
    }
  }

  /// Scans on a worker thread while the status line says how far the scan has come (repainted when that text changes,
  /// at most ten times a second); keys wait until it is done.
  private func scanShowingProgress(_ use: StoreUse = .record) throws -> ScanOutcome {
    let latest = Locked<ScanProgress.Snapshot?>(nil)
    let outcome = Locked<Result<ScanOutcome, any Error>?>(nil)
    var session = self.session
    session.scanner.progress = ScanProgress { snapshot in latest.set(snapshot) }
    let done = DispatchSemaphore(value: 0)
    let scanning = session
    Thread.detachNewThread {
      outcome.set(Result { try scanning.scan(use) })
      done.signal()
    }
    var shown: String?
    while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      guard let snapshot = latest.value, snapshot.text != shown else { continue }
      shown = snapshot.text
      _ = update(&state, .progress("\(use == .record ? "Rescanning" : "Scanning"): \(snapshot.text)"))
      terminal.paint(render(state))
    }
    guard let result = outcome.value else { throw SessionError("the rescan ended without a result") }
    return try result.get()
  }

  /// One line for `error`; a store inside the root's folder is named by its path relative to it, so that the reason
  /// fits the status line.
  func describe(_ error: any Error) -> String {
    if var storeError = error as? StoreError {
      if let relative = AuditRoot.relativePath(of: storeError.path, inside: session.root.folder.path) {
        storeError.path = relative
      }
      return storeError.description
    }
    return (error as? any UserFacingError)?.description ?? String(describing: error)
  }
}

/// A value shared between the runtime and a worker thread.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }

  func set(_ value: Value) { lock.withLock { stored = value } }

  /// Runs `body` on the value under the lock.
  func update<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&stored) } }
}
