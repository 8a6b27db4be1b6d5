/// A file the scanner could not read, with the reason in words.
public struct ScanProblem: Codable, Hashable, Sendable {
  /// Path relative to the root.
  public var file: String
  public var message: String

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  /// One line naming the file and what is wrong.
  public var description: String { "\(file): \(message)" }
}

/// Everything one scan of a source tree saw.
public struct ScanResult: Sendable {
  /// Absolute path of the scanned root.
  public var root: String
  /// Violations and passing sites, ordered by ``Finding/byLocation(_:_:)``.
  public var findings: [Finding]
  /// SwiftUI views found, ordered by file then line.
  public var screens: [Screen]
  /// Swift files scanned, relative to the root, sorted.
  public var files: [String]
  /// The project's other files read (asset catalogs, property lists, Xcode projects), relative to the root, sorted:
  /// findings may point into them too.
  public var resourceFiles: [String] = []
  /// How many of them the rules looked at: the rest hold none of the rules' keywords (see ``Rule/sourceKeywords``),
  /// so they were only listed for their views, or not parsed at all.
  public var indexedFiles = 0
  /// Lines of Swift parsed.
  public var lines: Int
  /// Files that could not be read or decoded.
  public var problems: [ScanProblem]
  /// Files that consult an accessibility setting at all, sorted, by setting (the Reduce Motion audit's "Reduce Motion
  /// Check" column).
  public var filesCheckingSetting: [Category: [String]]
  /// The ids findings had before their rule left part of the site out of ids (a tapped container's content), by
  /// current id: a store that knows a finding by its former id keeps its triage under the new one.
  public var formerIDs: [String: String] = [:]
  /// The code users never run that the scan left out (tests, previews, generated code, tools).
  public var leftOut = LeftOutCode()
  /// The opt-in rules that did not run, by id, in report order (``RuleDescription/isOptIn``).
  public var optInRulesNotRun: [String] = []
  /// Whether the result was read from the scan cache, or why a full scan ran (see ``ScanCache``).
  public var cacheUse = ScanCacheUse.off
  /// Files checked in the first pass before their tree was let go, and how many of them were checked again because
  /// the project's facts changed what their rules saw (see ``Scanner/treeBudget``).
  public var firstPassChecks = FirstPassChecks()

  public init(
    root: String, findings: [Finding], screens: [Screen], files: [String], lines: Int, problems: [ScanProblem],
    filesCheckingSetting: [Category: [String]] = [:]
  ) {
    self.root = root
    self.findings = findings
    self.screens = screens
    self.files = files
    self.lines = lines
    self.problems = problems
    self.filesCheckingSetting = filesCheckingSetting
  }

  /// Files that consult the Reduce Motion setting at all (the audit's "Reduce Motion Check"), sorted.
  public var filesCheckingReduceMotion: [String] { filesCheckingSetting[.reduceMotion] ?? [] }

  /// Findings that are violations.
  public var violations: [Finding] { findings.filter { !$0.passing } }
}

/// How many files a scan checked in its first pass, before the project's facts were known, and how many of those it
/// checked again once they were.
public struct FirstPassChecks: Sendable, Equatable {
  /// Files whose rules ran in the first pass.
  public var checked = 0
  /// Of those, files parsed and checked again in the second pass.
  public var rechecked = 0

  public init(checked: Int = 0, rechecked: Int = 0) {
    self.checked = checked
    self.rechecked = rechecked
  }
}
