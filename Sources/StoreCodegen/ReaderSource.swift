/// The store reader's code for each type of the schema: an `init(storeJSON:)` per struct that reads its members
/// in any order and gives up on a missing, unknown or repeated key, and a conformance per enum.
enum ReaderSource {
  static func text(_ schema: StoreSchema, imports: [String]) -> String {
    var lines = GeneratedStoreCode.header(imports)
    for structure in schema.structures {
      lines += [""] + extensionLines(structure)
    }
    if !schema.enumerations.isEmpty {
      lines.append("")
      lines += schema.enumerations.map { "extension \($0): StoreJSONReadable {}" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func extensionLines(_ structure: StoreSchema.Structure) -> [String] {
    var lines = ["extension \(structure.name): StoreJSONReadable {"]
    if structure.keyOrder.isEmpty {
      lines.append("  private static let storeJSONKeys: [StaticString] = []")
    } else {
      lines.append("  private static let storeJSONKeys: [StaticString] = [")
      lines += structure.keyOrder.map { "    \"\($0.name)\"," }
      lines.append("  ]")
    }
    lines += ["", "  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {"]
    lines += structure.keyOrder.map { "    var \($0.name): \(local($0.type))" }
    lines.append("    var members = try json.members(Self.storeJSONKeys)")
    if structure.keyOrder.isEmpty {
      lines.append("    while try json.nextMember(&members) != nil {}")
    } else {
      lines += ["    while let member = try json.nextMember(&members) {", "      switch member {"]
      for (index, property) in structure.keyOrder.enumerated() {
        let label = index == structure.keyOrder.count - 1 ? "default" : "case \(index)"
        lines.append("      \(label): \(property.name) = try \(constructor(property.type))(storeJSON: &json)")
      }
      lines += ["      }", "    }"]
    }
    for property in structure.keyOrder {
      if case .optional = property.type {
        lines.append("    self.\(property.name) = \(property.name)")
      } else {
        lines.append("    self.\(property.name) = try json.required(\(property.name))")
      }
    }
    lines += ["  }", "}"]
    return lines
  }

  /// The type as it is spelled to call its initializer (`String?(…)` would be optional chaining).
  private static func constructor(_ type: StoreSchema.FieldType) -> String {
    if case .optional(let wrapped) = type { return "Optional<\(wrapped.swift)>" }
    return type.swift
  }

  /// The local a member is read into: optional, as it may not have been read yet (or, if optional, be absent).
  private static func local(_ type: StoreSchema.FieldType) -> String {
    if case .optional = type { return type.swift }
    return "\(type.swift)?"
  }
}
