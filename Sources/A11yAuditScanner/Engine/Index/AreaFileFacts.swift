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
    Set(lhs.values.keys) == Set(rhs.values.keys) && RuleRegistry.facts.allSatisfy { lhs.same($0, as: rhs) }
  }

  private func same<F: ProjectFacts>(_ area: F.Type, as other: AreaFileFacts) -> Bool {
    facts(area) == other.facts(area)
  }
}

extension AreaFileFacts: StoreJSONWritable {
  package func write(to json: inout StoreJSONWriter) {
    json.object { json in
      for area in RuleRegistry.facts.sortedByName { write(area, to: &json) }
    }
  }

  private func write<F: ProjectFacts>(_ area: F.Type, to json: inout StoreJSONWriter) {
    guard let facts = facts(area) else { return }
    json.member(key: F.areaName, facts)
  }
}

extension AreaFileFacts: StoreJSONReadable {
  /// Gives up on an area this build does not know.
  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {
    var facts = AreaFileFacts()
    try json.entries { (json: inout StoreJSONReader, name: String) throws(StoreJSONReader.GiveUp) in
      guard let area = RuleRegistry.facts.area(named: name) else { throw StoreJSONReader.GiveUp() }
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
