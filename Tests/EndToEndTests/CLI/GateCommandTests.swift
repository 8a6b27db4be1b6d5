import Foundation
import TestSupport
import Testing

/// The CI gate as a pipeline runs it: exit codes, a baseline for a legacy app, and findings on changed lines only.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct GateCommandTests {
  /// A high-severity violation: an unguarded spring on a view.
  static let toast = """
    import SwiftUI

    struct Toast: View {
        @State private var shown = false

        var body: some View {
            Text("Saved")
                .scaleEffect(shown ? 1 : 0.5)
                .animation(.spring(), value: shown)
        }
    }

    """

  /// Runs `git ARGUMENTS` in `folder` as a committer with a fixed name, expecting success.
  static func git(_ arguments: String..., in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.email=ci@example.com", "-c", "user.name=CI", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(text)")
  }

  @Test func aLegacyAppPassesOnItsBaselineFailsOnANewViolationAndOnAFixedOneWhenStrict() throws {
    let app = try FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: app) }
    let create = try CLIRunner.run(["baseline", "create"], in: app)
    #expect(create.stdout.hasPrefix("Wrote a baseline of 3 findings (3 high) to "))
    let baseline = [".a11y-audit/baseline.json"]
    let clean = try CLIRunner.run(["scan", "--baseline"] + baseline + ["--fail-on", "high"], in: app)
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(try CLIRunner.run(["baseline", "create"], in: app).status == 2)

    try Data(Self.toast.utf8).write(to: app.appendingPathComponent("Sources/Toast.swift"))
    let new = try CLIRunner.run(["scan", "--baseline"] + baseline + ["--fail-on", "high"], in: app)
    #expect(new.status == 1)
    #expect(new.stdout.contains("Sources/Toast.swift:9:13"))
    #expect(!new.stdout.contains("Banner.swift"))
    #expect(
      new.stderr
        == "a11y-audit: 1 finding at or above high is still to do (1 high): Sources/Toast.swift:9 [animation-modifier-reduce-motion]\n"
    )
    #expect(try CLIRunner.run(["scan", "--baseline"] + baseline + ["--fail-on", "critical"], in: app).status == 0)

    try FileManager.default.removeItem(at: app.appendingPathComponent("Sources/Toast.swift"))
    #expect(try CLIRunner.run(["fix", "--file", "Sources/Banner.swift"], in: app).status == 0)
    let strict = try CLIRunner.run(["scan", "--baseline"] + baseline + ["--strict-baseline"], in: app)
    #expect(strict.status == 1)
    #expect(
      strict.stderr.contains("1 baselined finding is gone (Sources/Banner.swift:9 [animation-modifier-reduce-motion])"))
    let update = try CLIRunner.run(["baseline", "update"], in: app)
    #expect(update.stdout.contains("1 gone removed, 0 new accepted; now 2 findings (2 high)."))
    #expect(try CLIRunner.run(["scan", "--baseline"] + baseline + ["--strict-baseline"], in: app).status == 0)
  }

  @Test func triageDecidesWhatFailsAndFindingsAndReportTakeTheThresholdToo() throws {
    let app = try FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: app) }
    #expect(try CLIRunner.run(["scan", "--fail-on", "high"], in: app).status == 1)
    let json = try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app))
    for finding in findings(json) {
      let id = finding["id"] as? String ?? ""
      #expect(try CLIRunner.run(["status", id, "wont-fix", "--note", "accepted"], in: app).status == 0)
    }
    #expect(try CLIRunner.run(["scan", "--fail-on", "high"], in: app).status == 0)
    #expect(try CLIRunner.run(["findings", "--fail-on", "low"], in: app).status == 0)
    #expect(try CLIRunner.run(["report", "--format", "sarif", "--fail-on", "high"], in: app).status == 0)
    #expect(try CLIRunner.run(["scan", "--fail-on", "high", "--no-store"], in: app).status == 1)
    #expect(try CLIRunner.run(["scan", "--strict-baseline"], in: app).status == 2)
  }

  @Test func changedSinceReportsOnlyTheLinesChangedInAGitHistoryWhoseRootIsAboveTheApp() throws {
    let top = try FixtureFolder.scratch("gate-git")
    defer { try? FileManager.default.removeItem(at: top) }
    let app = top.appendingPathComponent("ios/App")
    try FixtureFolder.copy(FixtureFolder.scannerFixtures.appendingPathComponent("FixProject"), into: app)
    try Self.git("init", "-q", in: top)
    try Self.git("add", "-A", in: top)
    try Self.git("commit", "-qm", "first", in: top)
    let card = app.appendingPathComponent("Sources/Card.swift")
    let text = try String(contentsOf: card, encoding: .utf8)
    try Data(text.replacingOccurrences(of: ".animation(.spring()", with: ".animation(.bouncy").utf8).write(to: card)
    try Self.git("commit", "-qam", "second", in: top)
    try Data(Self.toast.utf8).write(to: app.appendingPathComponent("Sources/Toast.swift"))
    try Self.git("tag", "release", "HEAD~1", in: top)

    let output = try CLIRunner.run(["scan", "--changed-since", "release", "--format", "json", "--no-store"], in: app)
    #expect(output.status == 0, "\(output.stderr)")
    let files = Set(findings(try jsonObject(output)).compactMap { $0["file"] as? String })
    #expect(files == ["Sources/Card.swift", "Sources/Toast.swift"])
    let head = try CLIRunner.run(["scan", "--changed-since", "HEAD", "--format", "json", "--no-store"], in: app)
    #expect(Set(findings(try jsonObject(head)).compactMap { $0["file"] as? String }) == ["Sources/Toast.swift"])

    let unknown = try CLIRunner.run(["scan", "--changed-since", "no-such-ref"], in: app)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("a11y-audit: unknown git revision \"no-such-ref\" in "))
    let outside = try FixtureFolder.scannerProject("FixProject")
    defer { try? FileManager.default.removeItem(at: outside) }
    let notGit = try CLIRunner.run(["scan", "--changed-since", "HEAD"], in: outside)
    #expect(notGit.status == 2)
    #expect(notGit.stderr.hasSuffix(": not inside a git repository; --changed-since compares with a git revision\n"))
  }

  /// `--within` narrows the report to folders and files (an Xcode target's files, from the build-tool plugin); the
  /// whole tree is still scanned.
  @Test func withinNarrowsTheReportToFoldersAndFiles() throws {
    let sample = CLIRunner.sample.path
    func files(_ within: [String]) throws -> [String: Int] {
      let run = try CLIRunner.run(
        ["report", sample, "--format", "xcode", "--no-store"] + within.flatMap { ["--within", "\(sample)/\($0)"] })
      #expect(run.status == 0, "\(run.stderr)")
      let names = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }.dropFirst(sample.count + 1)) }
      return Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
    }
    let home = try files(["Sources/Home"])
    #expect(home.keys.allSatisfy { $0.hasPrefix("Sources/Home/") })
    #expect(home["Sources/Home/HomeView.swift"] == 8)
    let two = try files(["Sources/Home/HomeView.swift", "Sources/Home/DayDots.swift"])
    #expect(two == ["Sources/Home/HomeView.swift": 8, "Sources/Home/DayDots.swift": 1])
    let mixed = try files(["Sources/Home/DayDots.swift", "Sources/Settings"])
    #expect(mixed["Sources/Home/DayDots.swift"] == 1)
    #expect(mixed.keys.filter { $0.hasPrefix("Sources/Home/") } == ["Sources/Home/DayDots.swift"])
    #expect(mixed.keys.contains { $0.hasPrefix("Sources/Settings/") })

    let outside = try CLIRunner.run(["report", sample, "--format", "xcode", "--no-store", "--within", "/usr/bin/env"])
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("/usr/bin/env: --within names a place outside"))
  }
}
