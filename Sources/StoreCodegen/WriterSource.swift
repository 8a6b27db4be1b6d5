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
    for enumeration in schema.payloadEnumerations {
      lines += [""] + payloadLines(enumeration)
    }
    if !schema.enumerations.isEmpty {
      lines.append("")
      lines += schema.enumerations.map { "extension \($0): StoreJSONWritable {}" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An enum with payloads, as ``ReaderSource`` reads it.
  private static func payloadLines(_ enumeration: StoreSchema.PayloadEnumeration) -> [String] {
    var lines = [
      "extension \(enumeration.name): StoreJSONWritable {",
      "  package func write(to json: inout StoreJSONWriter) {",
      "    json.object { json in",
      "      switch self {",
    ]
    for enumCase in enumeration.cases {
      if enumCase.values.isEmpty {
        lines += [
          "      case .\(enumCase.name):", "        json.member(\"\(enumCase.name)\") { json in json.object { _ in } }",
        ]
        continue
      }
      let bindings = enumCase.values.map { "let \($0.name)" }.joined(separator: ", ")
      lines += [
        "      case .\(enumCase.name)(\(bindings)):",
        "        json.member(\"\(enumCase.name)\") { json in",
        "          json.object { json in",
      ]
      for value in enumCase.values {
        if case .optional = value.type {
          lines.append("            json.member(\"\(value.name)\", ifPresent: \(value.name))")
        } else {
          lines.append("            json.member(\"\(value.name)\", \(value.name))")
        }
      }
      lines += ["          }", "        }"]
    }
    lines += ["      }", "    }", "  }", "}"]
    return lines
  }
}
