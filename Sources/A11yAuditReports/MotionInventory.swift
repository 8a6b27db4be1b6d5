import A11yAuditModel
import Foundation

/// One row of the audit's "Animation Inventory" summary table: the animation sites of one file.
public struct InventoryEntry: Codable, Equatable, Sendable {
  /// Path relative to the scanned root.
  public var file: String
  /// Animation sites found, passing or not.
  public var animations: Int
  /// Sites that respect Reduce Motion.
  public var passing: Int
  /// Sites that ignore it.
  public var failing: Int
  /// Sites per audit type (`entrance`, `transition`, `continuous`, `feedback`, `decorative`), types with sites only.
  public var types: [String: Int]
  /// The file's type in the audit's table: the type of its most severe failing site (of its most severe site when
  /// all pass), the most common type among equals.
  public var type: String
  /// The most severe failing site's severity; `none` when every site passes.
  public var highestSeverity: Severity
  /// Whether the file consults the Reduce Motion setting at all.
  public var checksReduceMotion: Bool

  /// The audit's "Reduce Motion Check" column: `yes`, `partial (p/n)` or `no`.
  public var check: String {
    guard checksReduceMotion else { return "no" }
    return failing == 0 ? "yes" : "partial (\(passing)/\(animations))"
  }
}

/// Builds the per-file animation inventory of a scan, as a Reduce Motion audit's summary table lists it.
public enum MotionInventory {
  /// One entry per file with at least one Reduce Motion site, most severe first, then by path.
  public static func make(_ scan: ScanResult) -> [InventoryEntry] {
    let checking = Set(scan.filesCheckingReduceMotion)
    let byFile = Dictionary(grouping: scan.findings.filter { $0.category == .reduceMotion }, by: \.file)
    let entries = byFile.map { file, findings -> InventoryEntry in
      let failing = findings.filter { !$0.passing }
      var types: [String: Int] = [:]
      for finding in findings { types[finding.kind ?? "decorative", default: 0] += 1 }
      let worst = failing.map(\.severity).max()
      let candidates = failing.isEmpty ? findings : failing.filter { $0.severity == worst }
      let top = candidates.map(\.severity).max()
      let kinds = candidates.filter { $0.severity == top }.map { $0.kind ?? "decorative" }
      let type =
        Set(kinds).max { lhs, rhs in
          (types[lhs] ?? 0, rhs) < (types[rhs] ?? 0, lhs)
        } ?? "decorative"
      return InventoryEntry(
        file: file, animations: findings.count, passing: findings.count - failing.count, failing: failing.count,
        types: types, type: type, highestSeverity: worst ?? .none,
        checksReduceMotion: checking.contains(file))
    }
    return entries.sorted { lhs, rhs in
      FindingOrder.severityDecides(lhs.highestSeverity, rhs.highestSeverity) ?? (lhs.file < rhs.file)
    }
  }

  /// The inventory as a Markdown summary table (file, animation count, type, highest severity, whether it checks
  /// Reduce Motion), with a total row.
  public static func table(_ entries: [InventoryEntry]) -> String {
    let header = ["File", "Animation Count", "Type", "Highest Severity", "Reduce Motion Check", "Passing", "Failing"]
    var rows = entries.map { entry in
      [
        entry.file, "\(entry.animations)", entry.type.capitalized,
        entry.highestSeverity.label, entry.check, "\(entry.passing)",
        "\(entry.failing)",
      ]
    }
    let critical = entries.filter { $0.highestSeverity == .critical }.count
    let passingFiles = entries.filter { $0.checksReduceMotion && $0.failing == 0 }.count
    let kinds = Set(entries.map(\.type))
    rows.append([
      "**TOTAL**", "**\(entries.reduce(0) { $0 + $1.animations })**",
      "**\(kinds.count == 1 ? kinds.first!.capitalized : "Mixed")**", "**\(critical) Critical**",
      "**\(passingFiles)/\(entries.count) Pass**", "**\(entries.reduce(0) { $0 + $1.passing })**",
      "**\(entries.reduce(0) { $0 + $1.failing })**",
    ])
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ")
        + " |"
    }
    let separator = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), separator] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

/// What `a11y-audit inventory` prints: every file's animation sites, as JSON or as a Markdown table with a total.
public struct InventoryReport: Codable, Sendable {
  /// Absolute path of the scanned root.
  public var root: String
  /// Swift files scanned.
  public var files: Int
  public var inventory: [InventoryEntry]

  /// The inventory of `scan`.
  public init(_ scan: ScanResult) {
    root = scan.root
    files = scan.files.count
    inventory = MotionInventory.make(scan)
  }

  /// The Markdown table and a sentence of totals.
  public var text: String {
    let animations = inventory.reduce(0) { $0 + $1.animations }
    let passing = inventory.reduce(0) { $0 + $1.passing }
    let checking = inventory.filter(\.checksReduceMotion).count
    return MotionInventory.table(inventory)
      + "\(animations) animation\(animations == 1 ? "" : "s") in \(inventory.count) of \(files) Swift files: "
      + "\(passing) respect Reduce Motion, \(animations - passing) do not; \(checking) file\(checking == 1 ? "" : "s") check the setting.\n"
  }
}
