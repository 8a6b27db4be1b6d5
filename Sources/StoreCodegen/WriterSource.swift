/// The store writer's code for each type of the schema: a `write(to:)` per struct that writes its members in
/// `JSONEncoder`'s sorted key order, leaving out nil optionals as `JSONEncoder` does, and a conformance per enum.
enum WriterSource {
  static func text(_ schema: StoreSchema, imports: [String]) -> String {
    var lines = GeneratedStoreCode.header(imports)
    for structure in schema.structures {
      lines += [
        "", "extension \(structure.name): StoreJSONWritable {",
        "  package func write(to json: inout StoreJSONWriter) {",
      ]
      if structure.keyOrder.isEmpty {
        lines.append("    json.object { _ in }")
      } else {
        lines.append("    json.object { json in")
        for property in structure.keyOrder {
          if case .optional = property.type {
            lines.append("      json.member(\"\(property.name)\", ifPresent: \(property.name))")
          } else {
            lines.append("      json.member(\"\(property.name)\", \(property.name))")
          }
        }
        lines.append("    }")
      }
      lines += ["  }", "}"]
    }
    if !schema.enumerations.isEmpty {
      lines.append("")
      lines += schema.enumerations.map { "extension \($0): StoreJSONWritable {}" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
