/// The store reader's code for each type of the schema: an `init(storeJSON:)` per struct that reads its members
/// in any order and gives up on a missing, unknown or repeated key, and a conformance per enum.
enum ReaderSource {
  static func text(_ schema: StoreSchema, imports: [String]) -> String {
    var lines = GeneratedStoreCode.header(imports)
    for structure in schema.structures {
      lines += [""] + extensionLines(structure)
    }
    for enumeration in schema.payloadEnumerations {
      lines += [""] + payloadLines(enumeration)
    }
    if !schema.enumerations.isEmpty {
      lines.append("")
      lines += schema.enumerations.map { "extension \($0): StoreJSONReadable {}" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An enum with payloads: an object with one member named for the case, whose value is an object of the case's
  /// values (`{"withOpacity":{"_0":…,"_1":0.5}}`, `{"clear":{}}`).
  private static func payloadLines(_ enumeration: StoreSchema.PayloadEnumeration) -> [String] {
    var lines = ["extension \(enumeration.name): StoreJSONReadable {"]
    lines += keyList("storeJSONCases", enumeration.cases.map(\.name))
    lines += ["  private static let storeJSONValues: [[StaticString]] = ["]
    lines += enumeration.cases.map { "    [\($0.values.map { "\"\($0.name)\"" }.joined(separator: ", "))]," }
    lines += [
      "  ]", "",
      "  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {",
      "    var storeJSONMembers = try json.members(Self.storeJSONCases)",
      "    guard let storeJSONMember = try json.nextMember(&storeJSONMembers) else { throw StoreJSONReader.GiveUp() }",
      "    var storeJSONPayload = try json.members(Self.storeJSONValues[storeJSONMember])",
      "    switch storeJSONMember {",
    ]
    for (index, enumCase) in enumeration.cases.enumerated() {
      lines.append(index == enumeration.cases.count - 1 ? "    default:" : "    case \(index):")
      lines += enumCase.values.map { "      var \($0.name): \(local($0.type))" }
      if enumCase.values.isEmpty {
        lines.append("      while try json.nextMember(&storeJSONPayload) != nil {}")
        lines.append("      self = .\(enumCase.name)")
        continue
      }
      lines += [
        "      while let storeJSONKey = try json.nextMember(&storeJSONPayload) {", "        switch storeJSONKey {",
      ]
      for (valueIndex, value) in enumCase.values.enumerated() {
        let label = valueIndex == enumCase.values.count - 1 ? "default" : "case \(valueIndex)"
        lines.append("        \(label): \(value.name) = try \(constructor(value.type))(storeJSON: &json)")
      }
      lines += ["        }", "      }"]
      let arguments = zip(enumCase.values, enumCase.labelled).map { value, labelled in
        let read: String
        if case .optional = value.type { read = value.name } else { read = "try json.required(\(value.name))" }
        return labelled ? "\(value.name): \(read)" : read
      }
      lines.append("      self = .\(enumCase.name)(\(arguments.joined(separator: ", ")))")
    }
    lines += [
      "    }",
      "    guard try json.nextMember(&storeJSONMembers) == nil else { throw StoreJSONReader.GiveUp() }",
      "  }",
      "}",
    ]
    return lines
  }

  /// A static list of JSON keys named `name`: one a line, or on the declaration's line when there are fewer than two.
  private static func keyList(_ name: String, _ keys: [String]) -> [String] {
    let declaration = "  private static let \(name): [StaticString] = ["
    guard keys.count > 1 else { return [declaration + keys.map { "\"\($0)\"" }.joined() + "]"] }
    return [declaration] + keys.map { "    \"\($0)\"," } + ["  ]"]
  }

  private static func extensionLines(_ structure: StoreSchema.Structure) -> [String] {
    var lines = ["extension \(structure.name): StoreJSONReadable {"]
    lines += keyList("storeJSONKeys", structure.keyOrder.map(\.name))
    lines += ["", "  package init(storeJSON json: inout StoreJSONReader) throws(StoreJSONReader.GiveUp) {"]
    lines += structure.keyOrder.map { "    var \($0.name): \(local($0.type))" }
    lines.append("    var storeJSONMembers = try json.members(Self.storeJSONKeys)")
    if structure.keyOrder.isEmpty {
      lines.append("    while try json.nextMember(&storeJSONMembers) != nil {}")
    } else {
      lines += [
        "    while let storeJSONMember = try json.nextMember(&storeJSONMembers) {", "      switch storeJSONMember {",
      ]
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
