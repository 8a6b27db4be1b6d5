import Foundation
import Testing

@testable import A11yAuditKit

#if canImport(Glibc)
  import Glibc
#endif

/// What protects the files a11y-audit replaces, tested without a built binary (the command-line runs are in
/// `WriteFaultTests`).
@Suite struct WriteSafetyTests {
  @Test func aLockAnotherProcessHoldsEndsInAMessageAfterTheTimeout() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // flock locks belong to an open file description: a second one, even in this process, waits as another process would.
    let holder = open(folder.path, O_RDONLY)
    #expect(flock(holder, LOCK_EX) == 0)
    defer { close(holder) }
    let started = Date()

    #expect {
      _ = try FileLock(directory: folder, storePath: "store.json", timeout: 0.2)
    } throws: { error in
      (error as? StoreError)?.description
        == "store.json: another process has held the store's lock for 0.2 s; nothing was changed "
        + "(set A11Y_AUDIT_LOCK_TIMEOUT to wait longer)"
    }
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func theStoreIsNeitherReadNorWrittenThroughASymbolicLinkOrAsAFolder() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.json")
    try Store.encoded(StoreDocument()).write(to: real)
    let original = try Data(contentsOf: real)
    let linked = Store(url: folder.appendingPathComponent("linked.json"))
    try FileManager.default.createSymbolicLink(at: linked.url, withDestinationURL: real)
    let folderStore = Store(url: folder.appendingPathComponent("folder.json"))
    try FileManager.default.createDirectory(at: folderStore.url, withIntermediateDirectories: false)

    for (store, what) in [(linked, "is a symbolic link"), (folderStore, "is a folder, not a file")] {
      #expect {
        try store.update { $0.checklistTicks.append(ChecklistTick(file: "a.md", text: "x", checked: true, at: t0)) }
      } throws: { error in
        (error as? StoreError)?.description.hasPrefix("\(store.path): \(what)") == true
      }
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == real.path)
    #expect(try Data(contentsOf: real) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folderStore.path).isEmpty)
  }

  /// A repository that commits `.a11y-audit` as a link to another project's folder cannot have a scan rewrite that
  /// project's store: the root's store is neither read nor written, and nothing is made where the link points.
  @Test func aRootsStoreFolderThatIsASymbolicLinkIsRefused() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = folder.appendingPathComponent("other/.a11y-audit")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let otherStore = other.appendingPathComponent("store.json")
    try Store.encoded(StoreDocument()).write(to: otherStore)
    let original = try Data(contentsOf: otherStore)
    let root = folder.appendingPathComponent("clone")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent(".a11y-audit"), withDestinationURL: other)
    let store = Store(root: root)

    for attempt in ["load", "update"] {
      #expect {
        if attempt == "load" { _ = try store.load() }
        try store.update { $0.checklistTicks.append(ChecklistTick(file: "a.md", text: "x", checked: true, at: t0)) }
      } throws: { error in
        (error as? StoreError)?.description.contains(".a11y-audit is a symbolic link") == true
      }
    }
    #expect(try Data(contentsOf: otherStore) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: other.path) == ["store.json"])
    #expect(!AuditFolder.isSetUp(root: root))
    // A store named by path may live behind a link its user made.
    #expect(throws: Never.self) { try Store(url: root.appendingPathComponent(".a11y-audit/store.json")).load() }
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("View.swift")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

    try AtomicFile.write(Data("new".utf8), to: file)

    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
  }

  @Test func filesWrittenTogetherAreAllWrittenOrNoneIs() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("A.swift")
    let second = folder.appendingPathComponent("B.swift")
    try Data("a".utf8).write(to: first)
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: false)

    #expect(throws: StoreError.self) {
      try AtomicFile.write([(Data("new a".utf8), first), (Data("new b".utf8), second)])
    }

    #expect(try Data(contentsOf: first) == Data("a".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", "B.swift"])
  }

  @Test func aSaveRemovesTheTemporaryFilesOfSavesThatWereKilled() throws {
    let folder = makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(root: folder)
    try store.update { $0.checklistTicks.append(ChecklistTick(file: "a.md", text: "x", checked: true, at: t0)) }
    let storeFolder = store.url.deletingLastPathComponent()
    let leftover = storeFolder.appendingPathComponent(".store.json.tmp-999-1")
    try Data("{\"half".utf8).write(to: leftover)
    let unrelated = storeFolder.appendingPathComponent(".other.json.tmp-999-1")
    try Data("x".utf8).write(to: unrelated)

    try store.update { $0.checklistTicks.append(ChecklistTick(file: "a.md", text: "x", checked: false, at: t1)) }

    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(FileManager.default.fileExists(atPath: unrelated.path))
  }

  @Test func aFixIsNotWrittenOverAnEditMadeSinceItWasPlanned() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    let source = """
      import SwiftUI
      struct Pulse: View {
        @State private var on = false
        var body: some View { Circle().onAppear { withAnimation(.spring()) { on = true } } }
      }
      """
    try tree.write("Pulse.swift", text: source)
    let root = try AuditRoot(url: tree.root)
    let plan = try AutomaticFixer().plan(root: root)
    #expect(plan.changes.map(\.file) == ["Pulse.swift"])
    let edited = source + "\n// edited meanwhile\n"
    try tree.write("Pulse.swift", text: edited)

    #expect {
      try AutomaticFixer.write(plan, to: root)
    } throws: { error in
      (error as? StoreError)?.description
        == "\(tree.root.appendingPathComponent("Pulse.swift").standardizedFileURL.path): changed since the fix was "
        + "planned; nothing was written (plan the fix again)"
    }
    #expect(try String(contentsOf: tree.root.appendingPathComponent("Pulse.swift"), encoding: .utf8) == edited)
  }
}
