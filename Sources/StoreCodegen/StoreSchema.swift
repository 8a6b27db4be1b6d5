import Foundation
import SwiftSyntax

/// The store's and the scan cache's types as the sources declare them, read from the Swift source: the one definition
/// that the JSON readers, the JSON writers and the record comparisons are generated from.
///
/// The store's types are also `Codable` (the store falls back to `JSONDecoder`), so only what synthesized `Codable`
/// encodes the same way as the generated code is accepted there: stored properties of type `String`, `Int`, `Bool`,
/// `Date`, a struct or a `String`-raw-value enum, in arrays or optional. The scan cache's types (``Values/cache``)
/// may also hold `Double`, `Range<Int>`, `Set`, `[String: T]`, enums with payloads and types whose coding is written by hand.
/// Anything else (custom coding keys, property wrappers, …) is refused with the place and the reason, rather than
/// generated differently from what the declaration says.
struct StoreSchema: Equatable {
  /// The type of one stored property, as far as the JSON is concerned.
  indirect enum FieldType: Equatable {
    case string, int, bool, date
    /// The scan cache only.
    case double
    /// The scan cache only: `Range<Int>`, written as `[lower, upper]`.
    case range
    /// An enum: with `String` raw values, written as its raw value; with payloads (the scan cache only), as an object
    /// of one member named for the case.
    case enumeration(String)
    /// A struct, written as a JSON object.
    case structure(String)
    /// A type whose coding is written by hand (it conforms to `StoreJSONReadable` outside the generated files).
    case handCoded(String)
    case array(FieldType)
    /// The scan cache only: written as an array in ascending order.
    case set(FieldType)
    /// The scan cache only: `[String: T]`, written as an object with its keys in ascending order.
    case dictionary(FieldType)
    /// Omitted from the file when nil, as `JSONEncoder` does; read as nil when absent or `null`.
    case optional(FieldType)

    /// The type as Swift spells it.
    var swift: String {
      switch self {
      case .string: "String"
      case .int: "Int"
      case .bool: "Bool"
      case .date: "Date"
      case .double: "Double"
      case .range: "Range<Int>"
      case .enumeration(let name), .structure(let name), .handCoded(let name): name
      case .array(let element): "[\(element.swift)]"
      case .set(let element): "Set<\(element.swift)>"
      case .dictionary(let value): "[String: \(value.swift)]"
      case .optional(let wrapped): "\(wrapped.swift)?"
      }
    }

    /// The types generated code is written for that this type names, outermost first.
    var namedTypes: [String] {
      switch self {
      case .string, .int, .bool, .date, .double, .range, .handCoded: []
      case .enumeration(let name), .structure(let name): [name]
      case .array(let element), .set(let element), .dictionary(let element): element.namedTypes
      case .optional(let wrapped): wrapped.namedTypes
      }
    }
  }

  /// What a schema's types may hold.
  enum Values {
    /// What synthesized `Codable` writes as the generated code does: the store's file.
    case store
    /// Also doubles, sets, dictionaries, enums with payloads and hand-coded types: files only the tool reads.
    case cache
  }

  /// A stored property, or a case's payload value: its name is its JSON key (`_0`, `_1`… for unlabelled values).
  struct Property: Equatable {
    var name: String
    var type: FieldType
  }

  /// A struct and its stored properties.
  struct Structure: Equatable {
    var name: String
    /// In declaration order, as `Mirror` and the memberwise comparisons list them.
    var properties: [Property]
    /// In the order `JSONEncoder` writes the keys with `.sortedKeys`.
    var keyOrder: [Property]

    /// The property named `name`.
    func property(_ name: String) -> Property? { properties.first { $0.name == name } }
  }

  /// An enum with payloads (or without a raw type) and its cases, in declaration order.
  struct PayloadEnumeration: Equatable {
    struct Case: Equatable {
      var name: String
      var values: [Property]
      /// Whether each value has a label (`light:`), in order.
      var labelled: [Bool]
    }

    var name: String
    var cases: [Case]
  }

  /// Structs reachable from the roots, the roots first, then in the order their fields first name them.
  var structures: [Structure]
  /// Enums with `String` raw values reachable from the roots, sorted by name.
  var enumerations: [String]
  /// Enums with payloads reachable from the roots, sorted by name.
  var payloadEnumerations: [PayloadEnumeration] = []

  /// The struct named `name`.
  func structure(_ name: String) -> Structure? { structures.first { $0.name == name } }

  /// Every type name this schema generates code for.
  var names: [String] { structures.map(\.name) + enumerations + payloadEnumerations.map(\.name) }

  /// This schema's types, then those of `other` it does not hold (another file's root and what it reaches).
  func adding(_ other: StoreSchema) -> StoreSchema {
    var result = self
    result.structures += other.structures.filter { structure($0.name) == nil }
    result.enumerations = Array(Set(enumerations).union(other.enumerations)).sorted()
    result.payloadEnumerations += other.payloadEnumerations.filter { theirs in
      !payloadEnumerations.contains { $0.name == theirs.name }
    }
    result.payloadEnumerations.sort { $0.name < $1.name }
    return result
  }

  /// This schema's types whose name satisfies `isIncluded`.
  func filter(_ isIncluded: (String) -> Bool) -> StoreSchema {
    StoreSchema(
      structures: structures.filter { isIncluded($0.name) }, enumerations: enumerations.filter(isIncluded),
      payloadEnumerations: payloadEnumerations.filter { isIncluded($0.name) })
  }

  /// This schema without the types `other` holds.
  func removing(_ other: StoreSchema) -> StoreSchema {
    let theirs = Set(other.names)
    return filter { !theirs.contains($0) }
  }

  /// A declaration the generator cannot mirror, with where it is and what to do.
  struct Refusal: Error, CustomStringConvertible, Equatable {
    var description: String
  }

  /// Names the generated code uses for its own locals, which a stored property or payload value may not take.
  static let reservedNames: Set<String> = [
    "json", "lhs", "rhs", "storeJSONMembers", "storeJSONMember", "storeJSONPayload", "storeJSONKey",
  ]

  /// The schema of the types reachable from `root`, read from `sources` (path and text of each file).
  static func read(
    sources: [(path: String, text: String)], root: String, values: Values = .store
  ) throws(Refusal) -> StoreSchema {
    try read(Declarations(sources: sources), roots: [root], values: values)
  }

  /// The schema of the types reachable from `roots`, in `declarations`.
  static func read(_ declarations: Declarations, roots: [String], values: Values) throws(Refusal) -> StoreSchema {
    var schema = StoreSchema(structures: [], enumerations: [])
    var queue = roots
    var queued = Set(roots)
    func enqueue(_ names: [String]) {
      for named in names where !queued.contains(named) {
        queued.insert(named)
        queue.append(named)
      }
    }
    while !queue.isEmpty {
      let name = queue.removeFirst()
      if declarations.enums[name] != nil {
        if let payload = try declarations.payloadEnumeration(name, values: values) {
          schema.payloadEnumerations.append(payload)
          enqueue(payload.cases.flatMap(\.values).flatMap(\.type.namedTypes))
        } else {
          schema.enumerations.append(name)
        }
        continue
      }
      guard let declaration = declarations.structs[name] else {
        throw Refusal(description: "\(roots[0]): no struct named \(name) in the sources")
      }
      try declarations.checkCodingIsSynthesized(name, declaration)
      var properties: [Property] = []
      for member in declaration.node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for property in try declarations.storedProperties(variable, in: declaration, named: name, values: values) {
          properties.append(property)
          enqueue(property.type.namedTypes)
        }
      }
      guard properties.count <= 64 else {
        throw Refusal(description: "\(declaration.place): \(name) has more than 64 stored properties")
      }
      schema.structures.append(
        Structure(name: name, properties: properties, keyOrder: try encoderKeyOrder(properties, of: name)))
    }
    schema.enumerations.sort()
    schema.payloadEnumerations.sort { $0.name < $1.name }
    return schema
  }

  /// The properties in the order `JSONEncoder` sorts their keys, asked of `JSONEncoder` itself.
  private static func encoderKeyOrder(_ properties: [Property], of name: String) throws(Refusal) -> [Property] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let keys = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, 0) })
    guard let data = try? encoder.encode(keys), let text = String(data: data, encoding: .utf8) else {
      throw Refusal(description: "\(name): JSONEncoder could not write its keys")
    }
    let offsets = properties.map { text.range(of: "\"\($0.name)\"")?.lowerBound ?? text.endIndex }
    return properties.indices.sorted { offsets[$0] < offsets[$1] }.map { properties[$0] }
  }
}
