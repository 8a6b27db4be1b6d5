import A11yAuditModel
import Foundation

/// The violations a project accepted when it adopted the gate: `scan --baseline FILE` reports only findings not in
/// it, so a legacy app starts clean and every new violation shows.
///
/// Entries are keyed by finding id. An id fingerprints the rule, the file, the enclosing declarations, the site's
/// tokens and its position among identical sites of the declaration, so a second identical violation in the same
/// file has an id of its own and is new. The file is sorted, pretty JSON that diffs well in review.
public struct Baseline: Codable, Equatable, Sendable {
  /// Format version of the file.
  public static let formatVersion = 1
  /// Where `baseline create` writes by default, relative to the root's folder.
  public static let defaultPath = ".a11y-audit/baseline.json"

  /// One accepted violation: its id, and what a person reading the file needs to recognise it.
  public struct Entry: Codable, Equatable, Sendable {
    public var id: String
    public var rule: String
    public var severity: Severity
    public var file: String
    public var line: Int
    public var message: String
  }

  public var version: Int
  /// Violations per severity and per rule, for a reader of the file.
  public var counts: [String: [String: Int]]
  public var findings: [Entry]

  /// A baseline of `findings` (violations only), sorted by id.
  public init(_ findings: [Finding]) {
    let violations = findings.filter { !$0.passing }
    version = Self.formatVersion
    self.findings = violations.map {
      Entry(
        id: $0.id, rule: $0.rule, severity: $0.severity, file: $0.file, line: $0.line, message: $0.message)
    }.sorted { $0.id < $1.id }
    counts = [
      "severity": Dictionary(grouping: violations, by: \.severity.rawValue).mapValues(\.count),
      "rule": Dictionary(grouping: violations, by: \.rule).mapValues(\.count),
    ]
  }

  /// The ids it holds.
  public var ids: Set<String> { Set(findings.map(\.id)) }

  /// Whether `finding` is accepted: its id is in the baseline, or its former id is (see ``ScanResult/formerIDs``).
  public func contains(_ finding: Finding, formerIDs: [String: String] = [:]) -> Bool {
    let ids = self.ids
    return ids.contains(finding.id) || formerIDs[finding.id].map(ids.contains) == true
  }

  /// The baselined violations `scan` no longer sees (fixed, or their code is gone).
  public func gone(from scan: ScanResult) -> [Entry] {
    var seen = Set(scan.violations.map(\.id))
    for violation in scan.violations { if let former = scan.formerIDs[violation.id] { seen.insert(former) } }
    return findings.filter { !seen.contains($0.id) }
  }

  /// `--strict-baseline`'s failure: `2 baselined findings are gone (Sources/A.swift:3 [rule], …); run …`, or nil when
  /// `scan` still sees every baselined violation.
  public func goneFailure(from scan: ScanResult) -> String? {
    let gone = gone(from: scan)
    guard !gone.isEmpty else { return nil }
    let places = gone.prefix(5).map { "\($0.file):\($0.line) [\($0.rule)]" }.joined(separator: ", ")
    return "\(gone.count) baselined finding\(gone.count == 1 ? " is" : "s are") gone (\(places)"
      + "\(gone.count > 5 ? " and \(gone.count - 5) more" : "")); run `a11y-audit baseline update` so the baseline shrinks"
  }

  /// This baseline without the entries `scan` no longer sees, and with its new violations when `acceptingNew`.
  public func updated(with scan: ScanResult, acceptingNew: Bool) -> Baseline {
    let gone = Set(self.gone(from: scan).map(\.id))
    let kept = scan.violations.filter { finding in
      acceptingNew || contains(finding, formerIDs: scan.formerIDs)
    }
    var baseline = Baseline(kept)
    baseline.findings.removeAll { gone.contains($0.id) }
    return baseline
  }

  /// `baseline update`: how many entries of this baseline went and how many came in `updated`.
  public func change(to updated: Baseline) -> (removed: Int, added: Int) {
    (ids.subtracting(updated.ids).count, updated.ids.subtracting(ids).count)
  }

  /// `12 findings (1 critical, 4 high, 7 medium)`: the entries and the file's counts per severity.
  public var summary: String {
    let counts = Severity.descending.compactMap { severity -> String? in
      let count = self.counts["severity"]?[severity.rawValue] ?? 0
      return count == 0 ? nil : "\(count) \(severity.rawValue)"
    }
    let total = findings.count
    return "\(total) finding\(total == 1 ? "" : "s")" + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
  }

  /// `baseline show`'s lines: `1a2b3c4d  HIGH  Sources/A.swift:3  message  [rule]`, by file and line.
  public var listing: [String] {
    findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }.map { entry in
      "\(entry.id.prefix(8))  \(entry.severity.label)  \(entry.file):\(entry.line)  \(entry.message)  [\(entry.rule)]"
    }
  }

  /// Reads the baseline at `url`; one line naming the file when it cannot (nor a severity this version does not
  /// know).
  public static func load(_ url: URL) throws(SessionError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SessionError(
        "\(url.path): cannot read the baseline (\(error.localizedDescription)); create one with `a11y-audit baseline create`"
      )
    }
    do {
      let baseline = try JSONDecoder().decode(Baseline.self, from: data)
      guard baseline.version <= formatVersion else {
        throw SessionError("\(url.path): baseline version \(baseline.version) is newer than this a11y-audit reads")
      }
      return baseline
    } catch let error as SessionError {
      throw error
    } catch {
      throw SessionError("\(url.path): not a baseline file (\(StoreCoding.describe(error)))")
    }
  }

  /// Writes the baseline to `url` atomically (its folder created as needed).
  public func write(to url: URL) throws {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(try JSONOutput.encode(self), to: url)
    } catch let error as StoreError {
      throw SessionError("cannot write the baseline: \(error.description)")
    } catch {
      throw SessionError("\(url.path): cannot write the baseline (\(error.localizedDescription))")
    }
  }
}
