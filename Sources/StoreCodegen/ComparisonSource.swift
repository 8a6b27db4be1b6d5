/// `sameSite` and `sameTriage` for a record type that wraps the facts a scan found (`FindingRecord.finding`):
/// member-wise comparisons through pointers, which the dashboard runs on every record after every save.
enum ComparisonSource {
  /// The record type and its property holding the scan's facts.
  static let record = (type: "FindingRecord", facts: "finding")

  static func text(_ schema: StoreSchema) throws(StoreSchema.Refusal) -> String {
    guard let record = schema.structure(Self.record.type), let factsProperty = record.property(Self.record.facts),
      case .structure(let factsType) = factsProperty.type, let facts = schema.structure(factsType)
    else {
      throw StoreSchema.Refusal(
        description: "\(Self.record.type).\(Self.record.facts) must be a stored struct for the record comparisons")
    }
    let triage = record.properties.filter { $0.name != Self.record.facts }
    let pointer = "UnsafePointer<\(record.name)>"
    var lines = GeneratedStoreCode.header([])
    lines += [
      "",
      "extension \(record.name) {",
      "  /// Whether two records describe the same site with the same facts: every stored property of their",
      "  /// ``\(facts.name)``s. Member by member through pointers, because `==` on records copies both first.",
      "  public static func sameSite(_ lhs: \(pointer), _ rhs: \(pointer)) -> Bool {",
    ]
    lines += conjunction(facts.properties.map { "\(Self.record.facts).\($0.name)" })
    lines += [
      "  }",
      "",
      "  /// Whether two records have the same triage: every stored property but ``\(Self.record.facts)``.",
      "  public static func sameTriage(_ lhs: \(pointer), _ rhs: \(pointer)) -> Bool {",
    ]
    lines += conjunction(triage.map(\.name))
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `lhs.pointee.a == rhs.pointee.a && …`, one comparison a line.
  private static func conjunction(_ paths: [String]) -> [String] {
    guard !paths.isEmpty else { return ["    true"] }
    return paths.enumerated().map { index, path in
      "    \(index == 0 ? "" : "  && ")lhs.pointee.\(path) == rhs.pointee.\(path)"
    }
  }
}
