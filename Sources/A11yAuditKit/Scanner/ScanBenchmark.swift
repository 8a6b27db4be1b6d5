import Dispatch
import Foundation
import SwiftParser

/// Times a full scan of a tree against merely reading and parsing the same files, both on every core.
public struct ScanBenchmark: Sendable {
  /// Swift files scanned.
  public var files: Int
  /// Lines of Swift scanned.
  public var lines: Int
  /// Findings of the scan (violations and passing sites).
  public var findings: Int
  /// Best wall-clock seconds of a full scan: walk, read, parse, project pass, every rule, findings.
  public var scanSeconds: Double
  /// Best wall-clock seconds of walking, reading and parsing with `SwiftParser` alone.
  public var parseSeconds: Double

  /// Files scanned per second.
  public var filesPerSecond: Double { Double(files) / scanSeconds }
  /// How much a full scan costs compared to parsing alone.
  public var ratio: Double { scanSeconds / parseSeconds }

  /// Runs both `repetitions` times, alternating, and keeps the best time of each.
  public static func run(root: URL, repetitions: Int = 3, scanner: Scanner = Scanner()) throws -> ScanBenchmark {
    var scanBest = Double.infinity
    var parseBest = Double.infinity
    var result: ScanResult?
    for _ in 0..<max(1, repetitions) {
      parseBest = min(parseBest, try seconds { _ = try parseOnly(root: root) })
      scanBest = min(scanBest, try seconds { result = try scanner.scan(root: root) })
    }
    guard let result else { throw ScanError.notFound(path: root.path) }
    return ScanBenchmark(
      files: result.files.count, lines: result.lines, findings: result.findings.count, scanSeconds: scanBest,
      parseSeconds: parseBest)
  }

  /// Walks, reads and parses every Swift file under `root` on every core; returns the number of files parsed.
  static func parseOnly(root: URL) throws -> Int {
    let listing = try Scanner.listSources(root: root)
    let sources = listing.sources
    let parsed = IndexedResults<Int>(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: sources[index].path) else { return }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      parsed.set(tree.statements.count, at: index)
    }
    return parsed.values.count
  }

  private static func seconds(_ work: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(work)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
