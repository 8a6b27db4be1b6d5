import A11yAuditModel
import SwiftSyntax

/// What one rule area knows about the whole project: the extension point through which an area gathers facts from
/// every file and shares them with its rules.
///
/// The facts have two parts. The file part (``FileFacts``) is gathered by the area's ``Collector`` during the
/// scanner's single index walk of each file; the project part (the conforming type) is resolved from every file's
/// part in the project pass, before any rule runs. Rules read them as `file.facts(MyFacts.self)` and
/// `file.projectFacts(MyFacts.self)`, and keep what they derive from them once per file with
/// ``SourceFileContext/cached(_:_:)``.
///
/// A new area adds facts in its own folder and the registry only:
/// 1. a `final class` inheriting ``IndexWalkVisitor`` and conforming to ``FileFactsCollector``, which overrides the
///    hooks of the nodes it names in ``FileFactsCollector/indexedNodes`` and returns the file's facts (values that
///    hold no syntax node: they outlive the trees the scan lets go of; the type declares ``ScanCacheCodable``);
/// 2. a type conforming to `ProjectFacts` with that collector, whose
///    ``init(files:)`` resolves the project part;
/// 3. that type listed in ``RuleRegistry/facts``, then `swift run StoreCodegen`, which writes the scan cache's coding
///    of both parts (see ``ScanCacheCodable``).
///
/// The requirements with a default implementation are hooks for the areas that need them.
package protocol ProjectFacts: Sendable, Equatable, ScanCacheCodable {
  /// Gathers the area's facts of one file during the index walk.
  associatedtype Collector: FileFactsCollector

  /// The project part, resolved from the facts of every indexed file, in the order the scan lists the files.
  init(files: [Collector.Facts])

  /// These facts and `other`'s, for a scanner given facts and scanning more files (these win where both disagree).
  func adding(_ other: Self) -> Self

  /// Byte strings that make a file without any rule keyword worth indexing after all, once the project part is
  /// known: uses of what another file declares (a helper's name). Empty by default.
  var useNeedles: [[UInt8]] { get }

  /// The project part completed once every file that may matter is indexed, with the files' trees at hand (a second
  /// look at the files holding some byte string, on up to `jobs` threads), and what each file gave to it. Unchanged,
  /// with no file's share, by default; not called when a single file is scanned.
  func completing(with files: [ParsedSource], jobs: Int?) -> Completion<Self>

  /// What `file` gives to the completion of which these are the completed facts, as ``completing(with:jobs:)``
  /// counts it for that file: a file whose share is the same before and after an edit leaves the completed facts as
  /// they were, so a warm rescan may keep the other files' scans (see ``ScanMemory``). Empty when it gives nothing,
  /// and by default.
  func completionShare(of file: ParsedSource) -> [UInt8]

  /// Whether a file holding `bytes` may declare facts of this area that rules read in other files (a colour constant
  /// `static let brand = Color("Brand")`): a scan that lets trees go indexes such files before it checks any file, so
  /// that it checks the others with those facts rather than the file's alone (see ``SpeculativeScan``). False by
  /// default; a file this misses is only checked again.
  static func mayDeclareSharedFacts(in bytes: [UInt8]) -> Bool

  /// These facts cut down to what rules can read of them in a file holding `words`: the entries keyed by names the
  /// file holds. Rules must give the same findings under the facts and under their projection, for a scan that ran
  /// its rules before the project was known stands when its projection is the project's (see ``SpeculativeScan``).
  /// Whole by default.
  func projected(onto words: FileWords) -> Self

  /// The accessibility setting of the area when `file` consults it at all, for reports that list the files
  /// checking it (the Reduce Motion audit's "Reduce Motion Check"); nil by default.
  static func consultedSetting(in file: SourceFileContext) -> Category?

  /// What finding ids leave out in `file`, so that changing a site the way the area recommends keeps its finding;
  /// nil by default.
  static func fingerprintFilter(in file: SourceFileContext) -> (any FingerprintTokenFilter)?
}

extension ProjectFacts {
  /// The facts one file contributes.
  package typealias FileFacts = Collector.Facts

  package var useNeedles: [[UInt8]] { [] }

  package func completing(with files: [ParsedSource], jobs: Int?) -> Completion<Self> {
    Completion(facts: self, shares: [:])
  }

  package func completionShare(of file: ParsedSource) -> [UInt8] { [] }

  package func projected(onto words: FileWords) -> Self { self }

  package static func mayDeclareSharedFacts(in bytes: [UInt8]) -> Bool { false }

  package static func consultedSetting(in file: SourceFileContext) -> Category? { nil }

  package static func fingerprintFilter(in file: SourceFileContext) -> (any FingerprintTokenFilter)? { nil }
}

/// An area's completed project facts (``ProjectFacts/completing(with:jobs:)``), and what each file gave to them.
package struct Completion<Facts> {
  package var facts: Facts
  /// Each file's share (``ProjectFacts/completionShare(of:)``), by its place in the files completed with; a file that
  /// gave nothing has none.
  package var shares: [Int: [UInt8]]

  package init(facts: Facts, shares: [Int: [UInt8]]) {
    self.facts = facts
    self.shares = shares
  }
}

/// Tokens of a site that its finding's id leaves out (see ``ProjectFacts/fingerprintFilter(in:)``).
package protocol FingerprintTokenFilter {
  /// False when `node` certainly holds no token to leave out: the site's id is then its plain token text.
  func mayLeaveOut(in node: Syntax) -> Bool

  /// The tokens of `pieces` (the arguments and closures of a site, see ``SiteExtent``) to leave out.
  func tokensLeftOut(of pieces: [Syntax]) -> Set<SyntaxIdentifier>
}

extension ProjectFacts {
  /// The key of the area's facts in the scan cache's files: the type's name, so that a file written by a build with
  /// other areas is told apart.
  package static var areaName: String { String(describing: Self.self) }
}

extension [any ProjectFacts.Type] {
  /// Writes an object holding `value` of each of these areas that has one, under the area's name, in name order: how
  /// the scan cache keeps facts of several areas.
  package func writeEach(to json: inout StoreJSONWriter, _ value: (any ProjectFacts.Type) -> (any StoreJSONWritable)?) {
    json.object { json in
      for area in sorted(by: { $0.areaName < $1.areaName }) {
        if let value = value(area) { json.member(key: area.areaName, value) }
      }
    }
  }

  /// Reads an object ``writeEach(to:_:)`` wrote, `read` reading the value of the area each key names; gives up on a
  /// name none of these areas has (a cache another build wrote).
  package func readEach(
    from json: inout StoreJSONReader,
    _ read: (any ProjectFacts.Type, inout StoreJSONReader) throws(StoreJSONReader.GiveUp) -> Void
  ) throws(StoreJSONReader.GiveUp) {
    try json.entries { (json: inout StoreJSONReader, name: String) throws(StoreJSONReader.GiveUp) in
      guard let area = first(where: { $0.areaName == name }) else { throw StoreJSONReader.GiveUp() }
      try read(area, &json)
    }
  }
}
