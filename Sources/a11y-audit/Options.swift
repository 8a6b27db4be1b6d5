import A11yAuditKit
import ArgumentParser
import Foundation

/// Output formats of the listing commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}

extension Severity: ExpressibleByArgument {
  /// `critical` … `none`, and `crit` (``Severity/init(userInput:)``).
  public init?(argument: String) { self.init(userInput: argument) }
}

extension FixStatus: ExpressibleByArgument {
  /// A status as people type it: `in-progress`, `in_progress`, `won't fix`, …
  public init?(argument: String) { self.init(userInput: argument) }
}

extension A11yAuditKit.Category: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension ConformanceLevel: ExpressibleByArgument {}

extension SuccessCriterion.Level: ExpressibleByArgument {
  /// `a`, `aa` or `aaa`, in any case.
  public init?(argument: String) { self.init(rawValue: argument.uppercased()) }
  public static var allValueStrings: [String] { allCases.map { $0.rawValue.lowercased() } }
}

/// One or more values of an option, comma-separated or repeated (`--severity critical,high --severity low`).
struct ValueList<Value: ExpressibleByArgument>: ExpressibleByArgument {
  var values: [Value]

  init?(argument: String) {
    var values: [Value] = []
    for word in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
      guard let value = Value(argument: word) else { return nil }
      values.append(value)
    }
    self.values = values
  }

  static var allValueStrings: [String] { Value.allValueStrings }
}

/// `--status`: a status, or a group of them (`todo`, `done`, `all`).
struct StatusGroup: ExpressibleByArgument {
  var statuses: [FixStatus]

  init?(argument: String) {
    guard let statuses = FixStatus.named(argument) else { return nil }
    self.statuses = statuses
  }

  static var allValueStrings: [String] { FixStatusGroup.filterWords }
}

/// `--store PATH`, shared by every command that reads or writes triage state.
struct StoreOptions: ParsableArguments {
  @Option(name: .long, help: "Store file to use instead of <root>/.a11y-audit/store.json.", completion: .file())
  var store: String?
}

/// Display options of the dashboard.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .long, help: "Draw with ASCII only (no Unicode box or bar characters).")
  var ascii = false

  @Flag(name: .long, help: "No colour (also when NO_COLOR is set); badges and markers still carry the meaning.")
  var noColor = false
}

/// `--no-cache`, `--jobs N` and `--all-rules`, shared by every command that scans.
struct ScanOptions: ParsableArguments {
  @Flag(
    name: .long,
    help: "Scan every file in full, neither reading nor writing the scan cache (in the user's cache folder).")
  var noCache = false

  @Option(name: .long, help: "Threads to scan on at most. (default: one per core)")
  var jobs: Int?

  @Flag(
    name: .long,
    help: "Run the opt-in rules too (those `a11y-audit rules` marks opt-in: measured below 90% precision).")
  var allRules = false

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }
}

/// Builds the session every command works through.
enum SessionFactory {
  /// The current folder.
  static var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

  /// A session on `path` (default: the current folder), with `--store` when given (relative to the current folder),
  /// printing a progress line while it scans unless `quiet`, and scanning through the folder's scan cache on every
  /// core unless `scanOptions` say otherwise.
  /// A long-lived session (`keepsScans`: the dashboard, the MCP server) also keeps its last scan in memory, so that a
  /// rescan after a few edits checks those files alone (see ``ScanMemory``).
  static func session(
    path: String? = nil, store: String? = nil, quiet: Bool = true, scanOptions: ScanOptions? = nil,
    keepsScans: Bool = false
  ) throws -> AuditSession {
    let root = try AuditRoot(path: path ?? ".", relativeTo: currentDirectory)
    var session = AuditSession(root: root, store: store.map { Store(url: currentDirectory.resolving($0)) })
    session.scanner.progress = ProgressLine.make(quiet: quiet)
    if scanOptions?.noCache != true, root.kind == .folder { session.scanner.cache = ScanCache(root: root.folder) }
    session.scanner.jobs = scanOptions?.jobs
    session.scanner.runsEveryRule = scanOptions?.allRules == true
    if keepsScans && scanOptions?.noCache != true { session.scanner.memory = ScanMemory() }
    return session
  }

  /// Prints each problem as a warning.
  static func warn(_ problems: [ScanProblem]) {
    for problem in problems { Console.warning(problem.description) }
  }
}

extension ACREdition: ExpressibleByArgument {}

/// `--no-store` and `--read-only`: what a scan does with the store.
struct StoreUseOptions: ParsableArguments {
  @Flag(name: .long, help: "Do not read or write the store; statuses are reported as new.")
  var noStore = false

  @Flag(name: .long, help: "Take statuses and notes from the store but do not write it (nor read audit files).")
  var readOnly = false

  func validate() throws {
    if noStore && readOnly { throw ValidationError("--read-only and --no-store exclude each other") }
  }

  /// The store use the flags ask for.
  var use: StoreUse { noStore ? .ignore : readOnly ? .read : .record }
}
