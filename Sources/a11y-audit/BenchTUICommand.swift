import A11yAuditKit
import ArgumentParser
import Foundation

#if Dashboard
  import A11yAuditTUI
#endif

/// `a11y-audit bench-tui`: time to first frame and per-key handling of the dashboard on a large generated store.
struct BenchTUICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-tui",
    abstract: "Time the dashboard's first frame and per-key handling on a generated store (no terminal needed).",
    discussion: """
      Build with `swift build -c release` for meaningful numbers. Goals: first frame under 300 ms, p99 per key \
      under 10 ms, on 20,000 findings.
      """)

  @Option(name: .long, help: "Findings to generate.")
  var findings = 20_000

  @Option(name: .long, help: "Keys to replay.")
  var keys = 1_000

  func validate() throws {
    guard findings > 0, keys > 0 else { throw ValidationError("--findings and --keys must be positive") }
  }

  func run() throws {
    try DashboardAvailability.require()
    #if Dashboard
      try measure()
    #endif
  }

  #if Dashboard
    private func measure() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "a11y-audit-bench-tui-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try TUIBenchmark.run(store: Store(root: folder), count: findings, keyCount: keys)
      print("findings:          \(result.findings)")
      print("first frame ms:    \(format(result.firstFrameMilliseconds)) (goal: under 300; store read, state, render)")
      print("  of which store:  \(format(result.storeReadMilliseconds)) (reading and decoding store.json)")
      print(
        "store read ms:     reader \(format(result.readerMilliseconds)), JSONDecoder "
          + "\(format(result.jsonDecoderMilliseconds)) (the same file, median of 5 each)")
      print("keys replayed:     \(result.keys)")
      print("per key p50 ms:    \(format(result.p50))")
      print("per key p99 ms:    \(format(result.p99)) (goal: under 10)")
      print("per key max ms:    \(format(result.max))")
      print(
        "save to disk ms:   \(format(result.saveMilliseconds)) (one status change through the store file, median of 5)")
      let slowest = result.slowest.map { "\($0.key) on \($0.screen) \(format($0.milliseconds))" }
      print("slowest keys:      \(slowest.joined(separator: ", "))")
    }
  #endif

  private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
