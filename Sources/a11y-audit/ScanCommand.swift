import A11yAuditKit
import ArgumentParser
import Foundation

/// `a11y-audit scan`: finds accessibility problems and records them in the store.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Scan a SwiftUI source tree and record its findings in the store.")

  @Argument(help: "Folder (or Swift file) to scan.", completion: .directory)
  var path: String = "."

  @Option(name: .long, help: "Output format: text or json (one JSON object on stdout).")
  var format: OutputFormat = .text

  @Flag(name: .long, help: "Also report sites that already respect the setting (\"passing\": true).")
  var includePassing = false

  @OptionGroup var storeUseOptions: StoreUseOptions

  @Flag(
    name: .long,
    help: """
      Keep running: scan again and print the report whenever a Swift file, an asset, a .strings file, an Info.plist \
      or .a11y-audit.yml under the folder changes, until Ctrl-C (which exits 0).
      """)
  var watch = false

  @OptionGroup var storeOptions: StoreOptions
  @OptionGroup var failOn: FailOnOption
  @OptionGroup var scopeOptions: ScopeOptions

  @OptionGroup var quietOption: QuietOption
  @OptionGroup var scanOptions: ScanOptions

  func run() throws {
    let session = try SessionFactory.session(
      path: path, store: storeOptions.store, quiet: quietOption.quiet, scanOptions: scanOptions, keepsScans: watch)
    let scope = try scopeOptions.scope(session)
    let verdict = try scanAndPrint(session, scope: scope)
    guard watch else { return try exitOnFailure(verdict) }
    try rescanOnChanges(session, scope: scope)
  }

  /// Scans, prints the report and returns the gate's verdict.
  private func scanAndPrint(
    _ session: AuditSession, scope: ReportScope, after change: RootChange? = nil
  ) throws -> GateVerdict {
    let outcome = try session.scan(storeUseOptions.use)
    if let change {
      let sentence = change.rescanSentence(summary: outcome.summary, open: outcome.document?.openViolationCount)
      if format == .text { print("\n" + sentence + ".") } else { Console.note(sentence) }
    }
    SessionFactory.warn(outcome.problems)
    let report = outcome.report(scope: scope, includePassing: includePassing)
    switch format {
    case .json:
      Console.write(try report.encoded())
    case .text:
      print(TextReport.render(report), terminator: "")
      if let leftOut = scope.leftOutSentence(of: outcome.scan, report: report) { print(leftOut) }
      if let summary = outcome.summary { print(summary.sentence(store: session.store)) }
    }
    fflush(nil)
    return failOn.gate(scopeOptions).verdict(on: report, scope: scope, scan: outcome.scan)
  }

  /// `--watch`: scans again and prints the report after every change under the root, until SIGINT or SIGTERM, then
  /// exits 0. A scan that fails is reported and the watch goes on.
  private func rescanOnChanges(_ session: AuditSession, scope: ReportScope) throws -> Never {
    let wakeUp = DispatchSemaphore(value: 0)
    let pending = WatchedChanges()
    let watcher = try RootWatcher(root: session.root) { change in
      pending.add(change)
      wakeUp.signal()
    }
    var signals: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        pending.stop()
        wakeUp.signal()
      }
      source.resume()
      signals.append(source)
    }
    Console.note("watching \(session.root.path) for changes; Ctrl-C stops")
    while true {
      wakeUp.wait()
      guard let change = pending.take() else { break }
      if change.isEmpty { continue }
      do {
        _ = try scanAndPrint(session, scope: scope, after: change)
      } catch {
        Console.error((error as? any UserFacingError)?.description ?? String(describing: error))
      }
    }
    watcher.stop()
    withExtendedLifetime(signals) {}
    fflush(nil)
    Foundation.exit(0)
  }
}

/// What the watcher saw since the last rescan, and whether a signal asked to stop; shared with the watcher's thread
/// and the signal handlers.
private final class WatchedChanges: @unchecked Sendable {
  private let lock = NSLock()
  private var change = RootChange()
  private var stopping = false

  func add(_ new: RootChange) { lock.withLock { change.merge(new) } }

  func stop() { lock.withLock { stopping = true } }

  /// The changes since the last take (possibly none); nil once a signal asked to stop.
  func take() -> RootChange? {
    lock.withLock {
      guard !stopping else { return nil }
      defer { change = RootChange() }
      return change
    }
  }
}
