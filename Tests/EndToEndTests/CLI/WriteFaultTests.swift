import A11yAuditKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults injected into every kind of file the command line replaces (the store, an audit's checklist, a fixed
/// source file, a report): each run ends with one clear line on stderr and exit code 2, and the file it would have
/// replaced, and the store, keep their bytes, with no temporary file left behind.
@Suite(.enabled(if: binaryIsBuilt, "the a11y-audit binary is not built next to the tests"))
struct WriteFaultTests {
  /// A write the command line makes, and the file it replaces.
  enum Write: String, CaseIterable, CustomTestStringConvertible {
    case storeSave, checklistTick, fix, report

    var testDescription: String { rawValue }

    /// The file the write replaces, relative to the app.
    var target: String {
      switch self {
      case .storeSave: ".a11y-audit/store.json"
      case .checklistTick: "Docs/reduce-motion-audit.md"
      case .fix: "Sources/Common/LoadingOverlay.swift"
      case .report: "Docs/report.md"
      }
    }

    func arguments(finding: String) -> [String] {
      switch self {
      case .storeSave: ["status", finding, "fixed", "--note", "fault injection"]
      case .checklistTick: ["check", target, "1"]
      case .fix: ["fix", ".", "--file", target]
      case .report: ["report", ".", "--no-store", "--format", "markdown", "--output", target]
      }
    }
  }

  /// What goes wrong.
  enum Fault: String, CaseIterable, CustomTestStringConvertible {
    /// `ulimit -f`: the process may not write a file past 512 bytes (EFBIG, as on a full disk).
    case diskFull
    /// The target's folder is not writable by the user running the command (as root: run as `nobody`).
    case readOnlyFolder
    /// The target itself is read-only (mode 0444), in a writable folder where a rename would replace it.
    case readOnlyFile
    /// The target is a folder.
    case targetIsAFolder
    /// The target is a symbolic link to a file outside the app.
    case targetIsASymlink

    var testDescription: String { rawValue }
  }

  @Test(arguments: Write.allCases, Fault.allCases)
  func aFaultEndsInOneLineExitTwoAndLeavesEveryFileAsItWas(write: Write, fault: Fault) throws {
    let asAnotherUser = fault == .readOnlyFolder || fault == .readOnlyFile
    if asAnotherUser, getuid() == 0, !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
      print("skipped: running as root without setpriv, so nothing can be made read-only")
      return
    }
    if fault == .diskFull, !FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") {
      print("skipped: no /usr/bin/prlimit (util-linux) to limit the file size")
      return
    }
    let app = try preparedApp()
    defer { removeFolder(app) }
    let finding = try firstFinding(in: app)
    let target = app.appendingPathComponent(write.target)
    var wrapper: [String] = []
    switch fault {
    case .diskFull:
      wrapper = ["/usr/bin/prlimit", "--fsize=512", "--"]
    case .readOnlyFolder:
      let folder = target.deletingLastPathComponent()
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    case .readOnlyFile:
      // Every folder writable by anyone, the target alone read-only.
      for folder in [app, target.deletingLastPathComponent()] {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target.path)
    case .targetIsAFolder:
      try FileManager.default.removeItem(at: target)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data("kept".utf8).write(to: target.appendingPathComponent("inside.txt"))
    case .targetIsASymlink:
      let elsewhere = app.deletingLastPathComponent().appendingPathComponent("elsewhere-\(UUID().uuidString)")
      try FileManager.default.moveItem(at: target, to: elsewhere)
      try FileManager.default.createSymbolicLink(at: target, withDestinationURL: elsewhere)
    }
    if asAnotherUser, getuid() == 0 {
      wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }
    let before = try Snapshot(app)

    let output = try CLIRunner.run(write.arguments(finding: finding), in: app, through: wrapper)

    if fault == .readOnlyFolder {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: target.deletingLastPathComponent().path)
    }
    #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines.first?.hasPrefix("a11y-audit: ") == true, "\(output.stderr)")
    #expect(lines.first?.contains(write.target) == true, "the line does not name \(write.target): \(output.stderr)")
    let after = try Snapshot(app)
    #expect(after.differences(from: before).isEmpty, "\(after.differences(from: before))")
    #expect(after.temporaryFiles.isEmpty, "\(after.temporaryFiles)")
  }

  @Test(arguments: Write.allCases)
  func aReadOnlyFileSystemEndsInOneLineExitTwoAndChangesNothing(write: Write) throws {
    let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-ro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: mountPoint) }
    guard shell("mount -t tmpfs -o size=64m tmpfs \(shellQuoted(mountPoint.path)) 2>/dev/null") == 0 else {
      print("skipped: this machine does not allow mounting a file system (needs root and CAP_SYS_ADMIN)")
      return
    }
    defer { _ = shell("umount \(shellQuoted(mountPoint.path))") }
    let prepared = try preparedApp()
    defer { removeFolder(prepared) }
    let app = mountPoint.appendingPathComponent("app")
    try FileManager.default.copyItem(at: prepared, to: app)
    let finding = try firstFinding(in: app)
    #expect(shell("mount -o remount,ro \(shellQuoted(mountPoint.path))") == 0)
    let before = try Snapshot(app)

    let output = try CLIRunner.run(write.arguments(finding: finding), in: app)

    #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    #expect(output.stderr.contains("Read-only file system"), "\(output.stderr)")
    #expect(try Snapshot(app).differences(from: before).isEmpty)
  }

  @Test func aLockHeldForeverEndsInOneLineAfterTheTimeoutAndChangesNothing() throws {
    let app = try preparedApp()
    defer { removeFolder(app) }
    let finding = try firstFinding(in: app)
    let folder = app.appendingPathComponent(".a11y-audit")
    let holder = open(folder.path, O_RDONLY)
    try #require(holder >= 0)
    #expect(flock(holder, LOCK_EX) == 0)
    defer { close(holder) }
    let before = try Snapshot(app)
    let started = Date()

    // Through `timeout`, so that a build that waits forever is killed after 20 s and fails here instead of hanging
    // the suite.
    let output = try CLIRunner.run(
      ["status", finding, "fixed"], in: app, environment: ["A11Y_AUDIT_LOCK_TIMEOUT": "1"],
      through: ["/usr/bin/timeout", "--signal=KILL", "20"])

    #expect(Date().timeIntervalSince(started) < 15)
    #expect(output.status == 2)
    #expect(output.stderr.split(separator: "\n").count == 1)
    #expect(output.stderr.contains("another process has held the store's lock for 1 s; nothing was changed"))
    #expect(try Snapshot(app).differences(from: before).isEmpty)
  }

  @Test func aKillAtAnyPointOfAThousandSavesLeavesAStoreThatReadsAsTheOldOrTheNewState() throws {
    let app = try preparedApp()
    defer { removeFolder(app) }
    let finding = try firstFinding(in: app)
    let binary = try #require(CLIRunner.binary)
    let store = Store(root: app)
    var state = try statusAndNote(of: finding, in: store.load())
    // How long one save takes here, so that the kills land all over it.
    let timed = Date()
    for index in 0..<5 {
      _ = try CLIRunner.run(["status", finding, "in-progress", "--note", "warm-up \(index)"], in: app)
    }
    let duration = Date().timeIntervalSince(timed) / 5
    state = try statusAndNote(of: finding, in: store.load())
    let kills = Int(ProcessInfo.processInfo.environment["A11Y_AUDIT_KILLS"] ?? "") ?? 1_000
    var old = 0
    var new = 0
    var duringSave = 0
    for index in 0..<kills {
      let wanted = (index.isMultiple(of: 2) ? "fixed" : "in-progress", "kill \(index)")
      let process = Process()
      process.executableURL = binary
      process.arguments = ["status", finding, wanted.0, "--note", wanted.1]
      process.currentDirectoryURL = app
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 0...UInt32(duration * 1_200_000)))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let leftovers =
        (try? FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent(".a11y-audit").path))?
        .filter { $0.hasPrefix(".store.json.tmp-") } ?? []
      if !leftovers.isEmpty { duringSave += 1 }
      // Each save removes the files of killed saves before it writes its own: never more than one is left.
      #expect(leftovers.count <= 1, "kill \(index) left \(leftovers)")
      let document = try store.load()
      let now = try statusAndNote(of: finding, in: document)
      if now == state {
        old += 1
      } else {
        #expect(now.status == wanted.0 && now.note == wanted.1, "kill \(index): \(now) is neither state")
        new += 1
        state = now
      }
    }
    print(
      "kills: \(kills); the store read back every time: \(old) times the old state, \(new) times the new one; "
        + "\(duringSave) kills landed while the new state was being written")
    #expect(old + new == kills)
    #expect(duringSave > 0, "no kill landed during a save; the test proves nothing")
    // None once a save has gone through.
    #expect(try CLIRunner.run(["status", finding, "fixed", "--note", "after the kills"], in: app).status == 0)
    let leftAfterASave = try Snapshot(app).temporaryFiles
    #expect(leftAfterASave.isEmpty, "\(leftAfterASave)")
  }

  // MARK: - Helpers

  /// A copy of the sample app, scanned into its store, with a report written once.
  private func preparedApp(_ name: String = #function) throws -> URL {
    let app = try copyOfSample(name)
    #expect(try CLIRunner.run(["scan", "."], in: app).status == 0)
    try Data("# An earlier report\n".utf8).write(to: app.appendingPathComponent(Write.report.target))
    return app
  }

  private func firstFinding(in app: URL) throws -> String {
    let open = findings(try jsonObject(try CLIRunner.run(["findings", "--format", "json"], in: app)))
    return try #require(
      open.first { $0["file"] as? String == Write.fix.target }?["id"] as? String, "no finding in \(Write.fix.target)")
  }

  private func statusAndNote(of id: String, in document: StoreDocument) throws -> State {
    let record = try #require(document.record(id: id))
    return State(status: record.status.rawValue, note: record.notes.last?.text)
  }

  private struct State: Equatable, CustomStringConvertible {
    var status: String
    var note: String?
    var description: String { "\(status) (\(note ?? "no note"))" }
  }

  private func shell(_ command: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  private func removeFolder(_ folder: URL) {
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Every file under a folder (links not followed) with its bytes, or what it points to.
struct Snapshot {
  var files: [String: Data] = [:]

  init(_ root: URL) throws {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let full = root.appendingPathComponent(path).path
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: files[path] = FileManager.default.contents(atPath: full) ?? Data()
      case S_IFLNK:
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: full)
        files[path] =
          Data("link to \(destination): ".utf8) + (FileManager.default.contents(atPath: destination) ?? Data())
      default: continue
      }
    }
  }

  /// Files added, removed or changed since `other`.
  func differences(from other: Snapshot) -> [String] {
    Set(files.keys).union(other.files.keys).sorted().filter { files[$0] != other.files[$0] }
      .filter { !$0.contains(".tmp-") }
  }

  /// Temporary files of an interrupted save.
  var temporaryFiles: [String] { files.keys.filter { $0.contains(".tmp-") }.sorted() }
}
