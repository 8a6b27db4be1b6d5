/// The key of one area's facts in the scan cache's facts file (`facts.json`, see ``ScanMemoryFacts``): the name of
/// its ``ProjectFacts`` type, so that a file written by a build with other areas reads the areas both know.
package struct AreaCodingKey: CodingKey {
  package let stringValue: String
  package var intValue: Int? { nil }

  package init(stringValue: String) { self.stringValue = stringValue }

  package init?(intValue: Int) { nil }

  /// The key of `area`'s facts.
  package init<F: ProjectFacts>(_ area: F.Type) { stringValue = String(describing: area) }
}
