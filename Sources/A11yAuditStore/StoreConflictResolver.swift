import A11yAuditModel
import A11yAuditScanner
import Foundation

/// Resolves a store that git merged as text (`a11y-audit merge-store --resolve`): the three versions git keeps in its
/// index while a merge is stopped (stage 1 the common ancestor, 2 ours, 3 theirs) are merged as the merge driver would
/// have, and the result replaces the file. Nothing is staged: the person checks the result and runs `git add`.
public enum StoreConflictResolver {
  /// What `--resolve` did.
  public enum Resolution: Equatable, Sendable {
    /// The file was replaced by the merge.
    case resolved(StoreMerge.Outcome)
    /// The file already held the merge (a second `--resolve`); it was left as it is.
    case alreadyResolved
  }

  /// Replaces `store`'s file by the merge of the versions git's index holds of it.
  ///
  /// Refuses when the file is not in a git repository, when git holds no unmerged versions of it, when one side
  /// deleted it, when a version cannot be read, and when the file holds neither conflict markers nor our version nor
  /// the merge (it was edited since the merge stopped): what a person wrote is never overwritten.
  public static func resolve(_ store: Store) throws(StoreError) -> Resolution {
    let stages = try unmergedVersions(of: store)
    func read(_ stage: Int, _ side: String) throws(StoreError) -> StoreDocument {
      guard let data = stages[stage] else { return StoreDocument() }
      let label = "\(store.path) (git's :\(stage): version, \(side))"
      let (document, unknownFields) = try StoreCoding.decodeNotingUnknownFields(data, path: label)
      guard unknownFields.isEmpty else { throw Store.unknownFieldsError(unknownFields, path: label) }
      return document
    }
    let ours = try read(2, "ours")
    let outcome = StoreMerge.outcome(base: try read(1, "common ancestor"), ours: ours, theirs: try read(3, "theirs"))
    var resolution = Resolution.resolved(outcome)
    try store.replace { (current) throws(StoreError) -> StoreDocument? in
      guard let current, !StoreCoding.containsConflictMarkers(current) else { return outcome.document }
      let document = StoreJSONReader.read(current) ?? (try? StoreCoding.decode(current, path: store.path))
      if document?.canonicalized() == outcome.document {
        resolution = .alreadyResolved
        return nil
      }
      guard document?.canonicalized() == ours.canonicalized() else {
        throw StoreError(
          path: store.path,
          reason: .io(
            "holds neither git's conflict markers nor our side's version: it was changed after the merge stopped, so "
              + "it was left as it is (`git checkout -m -- FILE` brings the conflict back)"))
      }
      return outcome.document
    }
    return resolution
  }

  /// The bytes of each version git's index holds of the store while a merge is stopped, by stage number: 1 the
  /// common ancestor (absent when both sides added the file), 2 ours, 3 theirs.
  private static func unmergedVersions(of store: Store) throws(StoreError) -> [Int: Data] {
    let folder = store.url.deletingLastPathComponent()
    func git(_ arguments: [String]) throws(StoreError) -> Data {
      let answer: (status: Int32, output: Data, errors: String)
      do {
        answer = try GitRepository.gitBytes(arguments, in: folder)
      } catch {
        throw StoreError(path: store.path, reason: .io("cannot run git (\(error.localizedDescription))"))
      }
      guard answer.status == 0 else {
        let reason = answer.errors.split(separator: "\n").first.map(String.init) ?? "exit status \(answer.status)"
        throw StoreError(path: store.path, reason: .io("git \(arguments[0]) failed (\(reason))"))
      }
      return answer.output
    }
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw StoreError(path: store.path, reason: .io("no such file; nothing to resolve"))
    }
    let inRepository = (try? GitRepository.git(["rev-parse", "--is-inside-work-tree"], in: folder))?.status == 0
    guard inRepository else {
      throw StoreError(
        path: store.path,
        reason: .io("not in a git repository; --resolve reads the versions git keeps while a merge is stopped"))
    }
    // `ls-files -u`: one `MODE SHA STAGE<TAB>PATH` entry per unmerged version.
    let listing = try git(["ls-files", "--unmerged", "-z", "--", store.url.lastPathComponent])
    var stages: [Int: String] = [:]
    for entry in listing.split(separator: 0) {
      let fields = String(decoding: entry, as: UTF8.self).split(separator: "\t", maxSplits: 1)[0].split(separator: " ")
      if fields.count == 3, let stage = Int(fields[2]) { stages[stage] = String(fields[1]) }
    }
    guard !stages.isEmpty else {
      throw StoreError(
        path: store.path,
        reason: .io("is not in conflict (git holds no unmerged versions of it); nothing to resolve"))
    }
    guard stages[2] != nil, stages[3] != nil else {
      throw StoreError(
        path: store.path,
        reason: .io(
          "one side of the merge deleted it; keep one side with `git checkout --ours -- FILE` (or `--theirs`), or "
            + "`git rm` it"))
    }
    var versions: [Int: Data] = [:]
    for (stage, object) in stages { versions[stage] = try git(["cat-file", "blob", object]) }
    return versions
  }
}
