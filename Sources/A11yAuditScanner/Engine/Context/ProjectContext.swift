import A11yAuditModel

/// What rules may know about the whole scanned project, beyond the file in hand: each area's project facts (see
/// ``ProjectFacts``).
///
/// The scanner fills it in a first pass over every parsed file (``resolve(_:facts:)``), before any rule runs.
public struct ProjectContext: Sendable {
  /// The facts of each area, by ``ProjectFacts`` type.
  private var areaFacts: [ObjectIdentifier: any AreaFacts] = [:]
  /// The project's files that are not Swift, as the areas read them (none for in-memory sources).
  public internal(set) var resources = ProjectResources()

  /// A context that knows nothing of the project: each file counts alone.
  public init() {}

  /// Whether this context knows nothing of the project.
  package var isEmpty: Bool { areaFacts.isEmpty && resources.isEmpty }

  /// `F`'s facts of the project; those of an empty project when this context holds none.
  package func facts<F: ProjectFacts>(_ type: F.Type) -> F {
    guard let stored = areaFacts[ObjectIdentifier(type)] else { return F(files: []) }
    return TypeKeyedValue<F>.value(of: stored)
  }

  /// This context with `F`'s facts replaced by `facts`.
  package func with<F: ProjectFacts>(_ facts: F) -> ProjectContext {
    var result = self
    result.areaFacts[ObjectIdentifier(F.self)] = TypeKeyedValue(facts)
    return result
  }

  /// This context reading `resources`.
  package func with(_ resources: ProjectResources) -> ProjectContext {
    var result = self
    result.resources = resources
    return result
  }

  /// This context with `other`'s facts added (for a scanner given a context and scanning more files); `other`'s
  /// resources when it read some.
  package func adding(_ other: ProjectContext) -> ProjectContext {
    var result = self
    if !other.resources.isEmpty { result.resources = other.resources }
    for (key, theirs) in other.areaFacts {
      result.areaFacts[key] = areaFacts[key].map { $0.adding(theirs) } ?? theirs
    }
    return result
  }

  /// The context of a project made of the indexed files: each of `facts` resolved from what its collector gathered
  /// in the files the index walk entered.
  package static func resolve(
    _ indexes: [SourceFileIndex], facts: [any ProjectFacts.Type] = RuleRegistry.facts
  ) -> ProjectContext {
    var context = ProjectContext()
    for type in facts { context.areaFacts[ObjectIdentifier(type)] = type.resolving(indexes) }
    return context
  }

  /// Whether `other` holds the same facts of every area (resources aside).
  package func hasSameFacts(as other: ProjectContext) -> Bool {
    areaFacts.count == other.areaFacts.count
      && areaFacts.allSatisfy { key, facts in other.areaFacts[key].map(facts.isEqual(to:)) ?? false }
  }

  /// The areas this context holds facts of.
  package var areas: Set<ObjectIdentifier> { Set(areaFacts.keys) }

  /// The facts of `areas` alone, each cut down to the entries a file holding `words` can read
  /// (``ProjectFacts/projected(onto:)``); resources aside.
  package func projected(onto words: FileWords, areas: Set<ObjectIdentifier>) -> ProjectContext {
    var result = ProjectContext()
    for area in areas {
      guard let facts = areaFacts[area] else { continue }
      result.areaFacts[area] = facts.projected(onto: words)
    }
    return result
  }

  /// Byte strings that make a file without any rule keyword worth indexing after all (``ProjectFacts/useNeedles``).
  package var useNeedles: [[UInt8]] { areaFacts.values.flatMap(\.useNeedles) }

  /// This context with every area's facts completed once the files that may matter are indexed
  /// (``ProjectFacts/completing(with:jobs:)``).
  package func completed(with files: [ParsedSource], jobs: Int? = nil) -> ProjectContext {
    completing(with: files, jobs: jobs).context
  }

  /// This context completed (``completed(with:jobs:)``), and the digest of what each of `files` gave to the
  /// completion of every area (``completionDigest(of:)``), in `files`' order.
  package func completing(
    with files: [ParsedSource], jobs: Int? = nil
  ) -> (context: ProjectContext, digests: [String]) {
    var result = self
    var shares = [[UInt8]](repeating: [], count: files.count)
    for (key, facts) in areaFacts.sorted(by: { $0.value.areaName < $1.value.areaName }) {
      let completion = facts.completing(with: files, jobs: jobs)
      result.areaFacts[key] = completion.facts
      for (index, share) in completion.shares where !share.isEmpty {
        shares[index] += Self.shareBytes(area: facts.areaName, share)
      }
    }
    return (result, shares.map(Self.digest))
  }

  /// The digest of what `file` gives to the completion of these completed facts, area by area
  /// (``ProjectFacts/completionShare(of:)``); empty when it gives nothing. The same as ``completing(with:jobs:)``
  /// works out for the file, so that a file's digest from its last scan and from its new text tell whether an edit
  /// changed the completed facts.
  package func completionDigest(of file: ParsedSource) -> String {
    var bytes: [UInt8] = []
    for facts in areaFacts.values.sorted(by: { $0.areaName < $1.areaName }) {
      let share = facts.completionShare(of: file)
      if !share.isEmpty { bytes += Self.shareBytes(area: facts.areaName, share) }
    }
    return Self.digest(bytes)
  }

  /// One area's share in a file's digest: the area's name, then the share.
  private static func shareBytes(area: String, _ share: [UInt8]) -> [UInt8] {
    Array(area.utf8) + [0] + share + [0]
  }

  private static func digest(_ bytes: [UInt8]) -> String {
    bytes.isEmpty ? "" : ContentHash(bytes).description
  }
}

/// The facts of each area of ``RuleRegistry/facts`` this context holds, under the area's name
/// (``ProjectFacts/areaName``), as the scan cache's `facts.json` keeps them; resources aside (the scan cache reads them
/// again from their files). An area not written stays unknown; an area this build does not know gives up.
extension ProjectContext: StoreJSONWritable, StoreJSONReadable {
  package func write(to json: inout StoreJSONWriter) {
    RuleRegistry.facts.writeEach(to: &json) { stored($0) }
  }

  private func stored<F: ProjectFacts>(_ area: F.Type) -> (any StoreJSONWritable)? {
    areaFacts[ObjectIdentifier(area)] == nil ? nil : facts(area)
  }

  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var context = ProjectContext()
    try RuleRegistry.facts.readEach(from: &json) { (area, json) throws(StoreJSONReader.GiveUp) in
      try context.read(area, from: &json)
    }
    self = context
  }

  private mutating func read<F: ProjectFacts>(
    _ area: F.Type, from json: inout StoreJSONReader
  ) throws(StoreJSONReader.GiveUp) {
    areaFacts[ObjectIdentifier(area)] = TypeKeyedValue(try F(storeJSON: &json))
  }
}

/// One area's facts as a context holds them, whatever their type.
private protocol AreaFacts: AnyObject, Sendable {
  /// These facts and `other`'s, `other` being facts of the same area.
  func adding(_ other: any AreaFacts) -> any AreaFacts
  var areaName: String { get }
  var useNeedles: [[UInt8]] { get }
  func completing(with files: [ParsedSource], jobs: Int?) -> Completion<any AreaFacts>
  func completionShare(of file: ParsedSource) -> [UInt8]
  func projected(onto words: FileWords) -> any AreaFacts
  /// Whether `other` holds the same facts (of the same area).
  func isEqual(to other: any AreaFacts) -> Bool
}

extension TypeKeyedValue: AreaFacts where Value: ProjectFacts {
  fileprivate func adding(_ other: any AreaFacts) -> any AreaFacts {
    TypeKeyedValue(value.adding(Self.value(of: other)))
  }

  package var useNeedles: [[UInt8]] { value.useNeedles }

  fileprivate var areaName: String { Value.areaName }

  fileprivate func isEqual(to other: any AreaFacts) -> Bool {
    guard let other = other as? TypeKeyedValue<Value> else { return false }
    return value == other.value
  }

  fileprivate func completing(with files: [ParsedSource], jobs: Int?) -> Completion<any AreaFacts> {
    let completion = value.completing(with: files, jobs: jobs)
    return Completion(facts: TypeKeyedValue(completion.facts), shares: completion.shares)
  }

  fileprivate func completionShare(of file: ParsedSource) -> [UInt8] { value.completionShare(of: file) }

  fileprivate func projected(onto words: FileWords) -> any AreaFacts {
    TypeKeyedValue(value.projected(onto: words))
  }
}

extension ProjectFacts {
  /// The facts of the files of `indexes` the walk entered.
  fileprivate static func resolving(_ indexes: [SourceFileIndex]) -> any AreaFacts {
    TypeKeyedValue(Self(files: indexes.compactMap { $0.storedFacts(Self.self) }))
  }
}
