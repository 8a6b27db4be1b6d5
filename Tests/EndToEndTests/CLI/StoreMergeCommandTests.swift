import Foundation
import Testing

/// `a11y-audit init --git-config` and `merge-store` as git runs them: two branches triage the sample and
/// `git merge` joins their stores.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built"))
struct StoreMergeCommandTests {
  /// PATH with the built binary's folder first: the driver `init --git-config` installs is found on PATH.
  static let pathWithBinary =
    [CLIRunner.binary?.deletingLastPathComponent().path, ProcessInfo.processInfo.environment["PATH"]]
    .compactMap { $0 }.joined(separator: ":")

  static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=T"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = pathWithBinary
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The store file of `root`.
  static func store(of root: URL) -> URL { root.appendingPathComponent(".a11y-audit/store.json") }

  /// Status, note texts, history reasons and the people the history names, of finding `id` in the store.
  static func triage(
    of id: String, in root: URL
  ) throws -> (status: String, notes: [String], history: [String], people: [String]) {
    let store = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.store(of: root)))
    let records = (store as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    let record = records.first { ($0["finding"] as? [String: Any])?["id"] as? String == id } ?? [:]
    let history = record["history"] as? [[String: Any]] ?? []
    return (
      record["status"] as? String ?? "",
      (record["notes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String },
      history.compactMap { $0["reason"] as? String },
      history.compactMap { $0["person"] as? String }
    )
  }

  /// The ids of the findings in a store's bytes.
  static func findingIDs(in data: Data) throws -> Set<String> {
    let records = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["findings"] as? [[String: Any]]
    return Set((records ?? []).compactMap { ($0["finding"] as? [String: Any])?["id"] as? String })
  }

  @Test func twoBranchesTriagingTheSameAndDifferentFindingsMergeWithBothChanges() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)
    #expect(try Self.git(["init", "-q", "-b", "main"], in: root).status == 0)
    let initialized = try CLIRunner.run(["init", "--git-config"], in: root)
    #expect(initialized.status == 0, "\(initialized.stderr)")
    #expect(
      try String(contentsOf: root.appendingPathComponent(".gitattributes"), encoding: .utf8)
        == ".a11y-audit/store.json merge=a11y-audit\n")
    for arguments in [["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: root).status == 0)
    }
    #expect(
      try Self.git(["config", "merge.a11y-audit.driver"], in: root).output == "a11y-audit merge-store %O %A %B\n")
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root)))
      .compactMap { $0["id"] as? String }.prefix(3)
    let (a, b, shared) = (ids[ids.startIndex], ids[ids.startIndex + 1], ids[ids.startIndex + 2])

    #expect(try Self.git(["checkout", "-q", "-b", "feature"], in: root).status == 0)
    let ana = ["A11Y_AUDIT_USER": "Ana Ruiz"]
    let kim = ["A11Y_AUDIT_USER": "Kim Park"]
    _ = try CLIRunner.run(["status", a, "wont-fix", "--note", "Brand animation, approved"], in: root, environment: ana)
    _ = try CLIRunner.run(["status", shared, "in-progress", "--note", "Ana takes it"], in: root, environment: ana)
    #expect(try Self.git(["commit", "-qam", "feature triage"], in: root).status == 0)
    #expect(try Self.git(["checkout", "-q", "main"], in: root).status == 0)
    Thread.sleep(forTimeInterval: 1.1)  // the store records seconds: main's change is the later one
    _ = try CLIRunner.run(["status", b, "false-positive", "--note", "Decorative"], in: root, environment: kim)
    _ = try CLIRunner.run(["status", shared, "fixed", "--note", "Fixed on main"], in: root, environment: kim)
    #expect(try Self.git(["commit", "-qam", "main triage"], in: root).status == 0)

    let merge = try Self.git(["merge", "--no-edit", "feature"], in: root)
    #expect(merge.status == 0, "\(merge.output)")
    #expect(
      merge.output.contains(
        "a11y-audit: merge: 1 finding changed on both sides; kept the later change (listed in its history)\n"),
      "\(merge.output)")
    #expect(try Self.triage(of: a, in: root).status == "wont-fix")
    #expect(try Self.triage(of: a, in: root).notes == ["Brand animation, approved"])
    #expect(try Self.triage(of: b, in: root).status == "false-positive")
    let both = try Self.triage(of: shared, in: root)
    #expect(both.status == "fixed")
    #expect(both.notes == ["Ana takes it", "Fixed on main"])
    #expect(both.history.contains("Ana takes it"))
    #expect(both.history.last == "merged: Ana Ruiz's in-progress gave way to Kim Park's later fixed")
    #expect(both.people == ["Ana Ruiz", "Kim Park", "Kim Park"], "each change, then the merge under the later one")
    #expect(try Self.git(["status", "--porcelain"], in: root).output == "")
  }

  @Test func aStoreTheDriverCannotReadLeavesAConflictAndBothVersions() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)
    #expect(try Self.git(["init", "-q", "-b", "main"], in: root).status == 0)
    #expect(try CLIRunner.run(["init", "--git-config"], in: root).status == 0)
    for arguments in [["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: root).status == 0)
    }
    let store = root.appendingPathComponent(".a11y-audit/store.json")
    #expect(try Self.git(["checkout", "-q", "-b", "feature"], in: root).status == 0)
    try Data("{ truncated".utf8).write(to: store)
    #expect(try Self.git(["commit", "-qam", "damage"], in: root).status == 0)
    #expect(try Self.git(["checkout", "-q", "main"], in: root).status == 0)
    let id = try #require(
      findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: root))).first?["id"] as? String)
    _ = try CLIRunner.run(["status", id, "wont-fix", "--note", "brand animation"], in: root)
    let ours = try Data(contentsOf: store)
    #expect(try Self.git(["commit", "-qam", "main triage"], in: root).status == 0)

    let merge = try Self.git(["merge", "--no-edit", "feature"], in: root)
    #expect(merge.status != 0)
    #expect(merge.output.contains("CONFLICT"), "\(merge.output)")
    #expect(merge.output.contains("corrupt store"), "\(merge.output)")
    #expect(try Data(contentsOf: store) == ours)
  }

  // MARK: - Two clones

  /// A bare remote and two clones of the scanned sample, with `.gitattributes` sending the store to the driver
  /// committed; neither clone has the driver in its git config yet.
  static func twoClones(_ name: String = #function) throws -> (folder: URL, ana: URL, kim: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-audit-e2e-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    let seed = folder.appendingPathComponent("seed")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: CLIRunner.sample, to: seed)
    #expect(try CLIRunner.run(["scan"], in: seed).status == 0)
    #expect(try Self.git(["init", "-q", "-b", "main"], in: seed).status == 0)
    #expect(try CLIRunner.run(["init"], in: seed).status == 0)
    for arguments in [["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: seed).status == 0)
    }
    for arguments in [
      ["clone", "-q", "--bare", "seed", "remote.git"], ["clone", "-q", "remote.git", "ana"],
      ["clone", "-q", "remote.git", "kim"],
    ] {
      #expect(try Self.git(arguments, in: folder).status == 0)
    }
    return (folder, folder.appendingPathComponent("ana"), folder.appendingPathComponent("kim"))
  }

  /// Ana marks `shared` wont-fix and `anasOwn` fixed and pushes; a second later Kim, in the other clone, marks
  /// `shared` false-positive and `kimsOwn` in-progress, commits and pulls. Returns the pull's output and both sides'
  /// stores as committed.
  static func triageOneFindingInBothClones(
    ana: URL, kim: URL, shared: String, anasOwn: String, kimsOwn: String
  ) throws -> (pull: (status: Int32, output: String), anas: Data, kims: Data) {
    let asAna = ["A11Y_AUDIT_USER": "Ana Ruiz"]
    let asKim = ["A11Y_AUDIT_USER": "Kim Park"]
    for arguments in [["status", shared, "wont-fix", "--note", "Brand animation"], ["status", anasOwn, "fixed"]] {
      let run = try CLIRunner.run(arguments, in: ana, environment: asAna)
      #expect(run.status == 0, "\(run.stderr)")
    }
    for arguments in [["commit", "-qam", "Ana's triage"], ["push", "-q", "origin", "main"]] {
      #expect(try Self.git(arguments, in: ana).status == 0)
    }
    Thread.sleep(forTimeInterval: 1.1)  // the store records seconds: Kim's change is the later one
    for arguments in [
      ["status", shared, "false-positive", "--note", "Decorative"], ["status", kimsOwn, "in-progress"],
    ] {
      let run = try CLIRunner.run(arguments, in: kim, environment: asKim)
      #expect(run.status == 0, "\(run.stderr)")
    }
    #expect(try Self.git(["commit", "-qam", "Kim's triage"], in: kim).status == 0)
    let anas = try Data(contentsOf: Self.store(of: ana))
    let kims = try Data(contentsOf: Self.store(of: kim))
    let pull = try Self.git(["-c", "pull.rebase=false", "pull", "--no-edit", "origin", "main"], in: kim)
    return (pull, anas, kims)
  }

  /// Both people's changes of the shared finding, each side's own change, and every finding of both sides.
  static func expectBothSidesKept(
    in kim: URL, shared: String, anasOwn: String, kimsOwn: String, anas: Data, kims: Data
  ) throws {
    let both = try Self.triage(of: shared, in: kim)
    #expect(both.status == "false-positive")
    #expect(both.notes == ["Brand animation", "Decorative"])
    #expect(both.people == ["Ana Ruiz", "Kim Park", "Kim Park"], "each change, then the merge under the later one")
    #expect(both.history.last == "merged: Ana Ruiz's wont-fix gave way to Kim Park's later false-positive")
    #expect(try Self.triage(of: anasOwn, in: kim).status == "fixed")
    #expect(try Self.triage(of: kimsOwn, in: kim).status == "in-progress")
    let merged = try Self.findingIDs(in: Data(contentsOf: Self.store(of: kim)))
    #expect(merged == (try Self.findingIDs(in: anas)).union(try Self.findingIDs(in: kims)))
  }

  @Test func aCloneWithoutTheDriverGetsConflictMarkersThatEveryCommandNamesAndResolveFixes() throws {
    let (folder, ana, kim) = try Self.twoClones()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: ana)))
      .compactMap { $0["id"] as? String }
    let (shared, anasOwn, kimsOwn) = (ids[0], ids[1], ids[2])

    let (pull, anas, kims) = try Self.triageOneFindingInBothClones(
      ana: ana, kim: kim, shared: shared, anasOwn: anasOwn, kimsOwn: kimsOwn)

    #expect(pull.status != 0)
    #expect(pull.output.contains("CONFLICT (content): Merge conflict in .a11y-audit/store.json"), "\(pull.output)")
    let store = Self.store(of: kim)
    let conflicted = try Data(contentsOf: store)
    #expect(String(decoding: conflicted, as: UTF8.self).contains("\n<<<<<<< "))
    let message =
      "a11y-audit: \(store.path) has git conflict markers: run `a11y-audit merge-store --resolve` (or "
      + "`a11y-audit init --git-config` before merging)\n"
    for arguments in [
      ["scan"], ["scan", "--read-only"], ["findings"], ["status", shared, "fixed"], ["report"], ["conformance"],
      ["labels"], ["fix"],
    ] {
      let run = try CLIRunner.run(arguments, in: kim)
      #expect(run.status == 2, "a11y-audit \(arguments.joined(separator: " ")): \(run.stderr)")
      #expect(run.stderr == message, "a11y-audit \(arguments.joined(separator: " "))")
    }
    #expect(try Data(contentsOf: store) == conflicted)
    #expect(try Self.git(["status", "--porcelain"], in: kim).output == "UU .a11y-audit/store.json\n", "no fix written")

    let resolved = try CLIRunner.run(["merge-store", "--resolve"], in: kim)

    #expect(resolved.status == 0, "\(resolved.stderr)")
    #expect(
      resolved.stderr
        == "a11y-audit: merge: 1 finding changed on both sides; kept the later change (listed in its history)\n")
    #expect(resolved.stdout.hasPrefix("Resolved \(store.path) from git's three versions ("), "\(resolved.stdout)")
    try Self.expectBothSidesKept(
      in: kim, shared: shared, anasOwn: anasOwn, kimsOwn: kimsOwn, anas: anas, kims: kims)
    #expect(try CLIRunner.run(["findings"], in: kim).status == 0)
    let again = try CLIRunner.run(["merge-store", "--resolve"], in: kim)
    #expect(again.status == 0 && again.stdout.contains("already holds the merge"), "\(again.stdout)\(again.stderr)")
    let result = try Data(contentsOf: store)
    try anas.write(to: store)  // changed by hand after the merge stopped: neither ours nor the merge
    let edited = try CLIRunner.run(["merge-store", "--resolve"], in: kim)
    #expect(edited.status == 2)
    #expect(edited.stderr.contains("it was left as it is (`git checkout -m -- FILE` brings the conflict back)"))
    #expect(try Data(contentsOf: store) == anas)
    #expect(try Self.git(["checkout", "-m", "--", ".a11y-audit/store.json"], in: kim).status == 0)
    #expect(try String(contentsOf: store, encoding: .utf8).contains("\n<<<<<<< "))
    #expect(try CLIRunner.run(["merge-store", "--resolve", ".a11y-audit/store.json"], in: kim).status == 0)
    #expect(try Data(contentsOf: store) == result)
    #expect(try Self.git(["status", "--porcelain"], in: kim).output == "UU .a11y-audit/store.json\n", "nothing staged")
    for arguments in [["add", ".a11y-audit/store.json"], ["commit", "-q", "--no-edit"]] {
      #expect(try Self.git(arguments, in: kim).status == 0)
    }
    #expect(try Self.git(["status", "--porcelain"], in: kim).output == "")
  }

  @Test func aCloneWithTheDriverSaysWhatItDecidedAndTheHistoryNamesBothPeople() throws {
    let (folder, ana, kim) = try Self.twoClones()
    defer { try? FileManager.default.removeItem(at: folder) }
    let installed = try CLIRunner.run(["init", "--git-config"], in: kim, environment: ["PATH": Self.pathWithBinary])
    #expect(installed.status == 0 && installed.stderr.isEmpty, "\(installed.stderr)")
    let ids = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: ana)))
      .compactMap { $0["id"] as? String }
    let (shared, anasOwn, kimsOwn) = (ids[0], ids[1], ids[2])

    let (pull, anas, kims) = try Self.triageOneFindingInBothClones(
      ana: ana, kim: kim, shared: shared, anasOwn: anasOwn, kimsOwn: kimsOwn)

    #expect(pull.status == 0, "\(pull.output)")
    #expect(
      pull.output.contains(
        "a11y-audit: merge: 1 finding changed on both sides; kept the later change (listed in its history)\n"),
      "\(pull.output)")
    try Self.expectBothSidesKept(
      in: kim, shared: shared, anasOwn: anasOwn, kimsOwn: kimsOwn, anas: anas, kims: kims)
    #expect(try Self.git(["status", "--porcelain"], in: kim).output == "")
  }

  @Test func initWritesTheDriverWithoutAPathAndPrintsTheLineEachTeammateRuns() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Self.git(["init", "-q", "-b", "main"], in: root).status == 0)
    let teammate =
      "Each teammate runs once in their clone: `a11y-audit init --git-config` (or "
      + "`git config merge.a11y-audit.driver \"a11y-audit merge-store %O %A %B\"`)\n"

    let attributesOnly = try CLIRunner.run(["init"], in: root)
    #expect(attributesOnly.status == 0)
    #expect(attributesOnly.stdout.hasSuffix(teammate), "\(attributesOnly.stdout)")
    #expect(try Self.git(["config", "--get", "merge.a11y-audit.driver"], in: root).status != 0)

    let installed = try CLIRunner.run(["init", "--git-config"], in: root, environment: ["PATH": "/usr/bin:/bin"])
    #expect(installed.status == 0)
    #expect(installed.stdout.hasSuffix(teammate), "\(installed.stdout)")
    let folder = try #require(CLIRunner.binary).deletingLastPathComponent().resolvingSymlinksInPath().path
    #expect(
      installed.stderr
        == "a11y-audit: warning: a11y-audit is not on PATH, so git cannot run the driver: add \(folder) to PATH\n")
    let config = try String(contentsOf: root.appendingPathComponent(".git/config"), encoding: .utf8)
    #expect(config.contains("\tdriver = a11y-audit merge-store %O %A %B\n"), "\(config)")
    #expect(!config.contains(folder))
  }

  @Test func resolveRefusesAStoreNotInConflictOrNotInARepository() throws {
    let root = try copyOfSample()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLIRunner.run(["scan"], in: root).status == 0)
    let store = Self.store(of: root)
    let before = try Data(contentsOf: store)

    let outside = try CLIRunner.run(["merge-store", "--resolve"], in: root)
    #expect(outside.status == 2)
    #expect(
      outside.stderr
        == "a11y-audit: \(store.path): not in a git repository; --resolve reads the versions git keeps while a "
        + "merge is stopped\n")

    for arguments in [["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "base"]] {
      #expect(try Self.git(arguments, in: root).status == 0)
    }
    let clean = try CLIRunner.run(["merge-store", "--resolve", ".a11y-audit/store.json"], in: root)
    #expect(clean.status == 2)
    #expect(
      clean.stderr
        == "a11y-audit: \(store.path): is not in conflict (git holds no unmerged versions of it); nothing to resolve\n")
    #expect(try Data(contentsOf: store) == before)
  }
}
