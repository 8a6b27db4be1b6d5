import A11yAuditModel

/// The facts of some areas in one file, built up one area at a time (see ``SourceFileIndex/init(isComplete:facts:)``),
/// as the scan cache keeps them: an object with each area's file facts under the area's name
/// (``ProjectFacts/areaName``).
package struct AreaFileFacts: Sendable {
  var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]

  package init() {}

  init(values: [ObjectIdentifier: any AnyObject & Sendable]) { self.values = values }

  /// Sets `area`'s facts of the file.
  package mutating func set<F: ProjectFacts>(_ area: F.Type, _ facts: F.FileFacts) {
    values[ObjectIdentifier(area)] = TypeKeyedValue(facts)
  }

  /// `area`'s facts of the file; nil when the walk did not gather them.
  package func facts<F: ProjectFacts>(_ area: F.Type) -> F.FileFacts? {
    values[ObjectIdentifier(area)].map(TypeKeyedValue<F.FileFacts>.value(of:))
  }
}

extension AreaFileFacts: Equatable {
  /// The same areas, with the same facts (areas of ``RuleRegistry/facts``).
  package static func == (lhs: AreaFileFacts, rhs: AreaFileFacts) -> Bool {
    Set(lhs.values.keys) == Set(rhs.values.keys) && lhs.hasSameFacts(as: rhs)
  }

  /// Whether `other` holds the same facts of every area of `areas` (none for an area neither gathered).
  package func hasSameFacts(as other: AreaFileFacts, areas: [any ProjectFacts.Type] = RuleRegistry.facts) -> Bool {
    areas.allSatisfy { same($0, as: other) }
  }

  private func same<F: ProjectFacts>(_ area: F.Type, as other: AreaFileFacts) -> Bool {
    facts(area) == other.facts(area)
  }
}

extension AreaFileFacts: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) {
    RuleRegistry.facts.writeEach(to: &json) { stored($0) }
  }

  private func stored<F: ProjectFacts>(_ area: F.Type) -> (any StoreJSONWritable)? { facts(area) }
}

extension AreaFileFacts: StoreJSONReadable {
  /// Gives up on an area this build does not know.
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var facts = AreaFileFacts()
    try RuleRegistry.facts.readEach(from: &json) { (area, json) throws(StoreJSONReader.GiveUp) in
      try facts.read(area, from: &json)
    }
    self = facts
  }

  private mutating func read<F: ProjectFacts>(
    _ area: F.Type, from json: inout StoreJSONReader
  ) throws(StoreJSONReader.GiveUp) {
    set(area, try F.FileFacts(storeJSON: &json))
  }
}
