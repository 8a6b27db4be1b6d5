import Foundation
import SwiftParser
import SwiftSyntax

/// The store's types as the model declares them, read from the Swift source: the one definition that the store
/// reader, the store writer and the record comparisons are generated from, and that `Codable` is synthesized from.
///
/// Only what synthesized `Codable` encodes the same way as the generated code is accepted: stored properties of
/// type `String`, `Int`, `Bool`, `Date`, a model struct or a `String`-raw-value enum, in arrays or optional.
/// Anything else (custom coding keys, property wrappers, dictionaries, …) is refused with the place and the
/// reason, rather than generated differently from what `JSONEncoder` writes.
struct StoreSchema: Equatable {
  /// The type of one stored property, as far as the store's JSON is concerned.
  indirect enum FieldType: Equatable {
    case string, int, bool, date
    /// A model enum with `String` raw values, written as its raw value.
    case enumeration(String)
    /// A model struct, written as a JSON object.
    case structure(String)
    case array(FieldType)
    /// Omitted from the file when nil, as `JSONEncoder` does; read as nil when absent or `null`.
    case optional(FieldType)

    /// The type as Swift spells it.
    var swift: String {
      switch self {
      case .string: "String"
      case .int: "Int"
      case .bool: "Bool"
      case .date: "Date"
      case .enumeration(let name), .structure(let name): name
      case .array(let element): "[\(element.swift)]"
      case .optional(let wrapped): "\(wrapped.swift)?"
      }
    }
  }

  /// A stored property: its name is its JSON key.
  struct Property: Equatable {
    var name: String
    var type: FieldType
  }

  /// A struct of the store and its stored properties.
  struct Structure: Equatable {
    var name: String
    /// In declaration order, as `Mirror` and the memberwise comparisons list them.
    var properties: [Property]
    /// In the order `JSONEncoder` writes the keys with `.sortedKeys`.
    var keyOrder: [Property]

    /// The property named `name`.
    func property(_ name: String) -> Property? { properties.first { $0.name == name } }
  }

  /// Structs reachable from the root, the root first, then in the order their fields first name them.
  var structures: [Structure]
  /// Enums with `String` raw values reachable from the root, sorted by name.
  var enumerations: [String]

  /// The struct named `name`.
  func structure(_ name: String) -> Structure? { structures.first { $0.name == name } }

  /// This schema's types, then those of `other` it does not hold (another file's root and what it reaches).
  func adding(_ other: StoreSchema) -> StoreSchema {
    var result = self
    result.structures += other.structures.filter { structure($0.name) == nil }
    result.enumerations = Array(Set(enumerations).union(other.enumerations)).sorted()
    return result
  }

  /// This schema's types whose name satisfies `isIncluded`.
  func filter(_ isIncluded: (String) -> Bool) -> StoreSchema {
    StoreSchema(structures: structures.filter { isIncluded($0.name) }, enumerations: enumerations.filter(isIncluded))
  }

  /// This schema without the types `other` holds.
  func removing(_ other: StoreSchema) -> StoreSchema {
    var result = self
    result.structures = structures.filter { other.structure($0.name) == nil }
    result.enumerations = enumerations.filter { !other.enumerations.contains($0) }
    return result
  }

  /// A declaration the generator cannot mirror, with where it is and what to do.
  struct Refusal: Error, CustomStringConvertible, Equatable {
    var description: String
  }

  /// Names the generated code uses for its own locals, which a stored property may not take.
  static let reservedNames: Set<String> = ["json", "members", "member", "lhs", "rhs"]

  /// The schema of the types reachable from `root`, read from `sources` (path and text of each file).
  static func read(sources: [(path: String, text: String)], root: String) throws(Refusal) -> StoreSchema {
    let declarations = Declarations(sources: sources)
    var structures: [Structure] = []
    var enumerations: Set<String> = []
    var queue = [root]
    var queued: Set<String> = [root]
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard let declaration = declarations.structs[name] else {
        throw Refusal(description: "\(root): no struct named \(name) in the model's sources")
      }
      try declarations.checkCodingIsSynthesized(name, declaration)
      var properties: [Property] = []
      for member in declaration.node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for property in try declarations.storedProperties(variable, in: declaration) {
          properties.append(property)
          for named in property.type.namedTypes where !queued.contains(named) {
            if declarations.enums[named] != nil {
              enumerations.insert(named)
            } else {
              queued.insert(named)
              queue.append(named)
            }
          }
        }
      }
      guard properties.count <= 64 else {
        throw Refusal(description: "\(declaration.place): \(name) has more than 64 stored properties")
      }
      structures.append(
        Structure(name: name, properties: properties, keyOrder: try encoderKeyOrder(properties, of: name)))
    }
    for name in enumerations.sorted() {
      try declarations.checkStringEnum(name)
    }
    return StoreSchema(structures: structures, enumerations: enumerations.sorted())
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

extension StoreSchema.FieldType {
  /// The model types this type names, outermost first.
  fileprivate var namedTypes: [String] {
    switch self {
    case .string, .int, .bool, .date: []
    case .enumeration(let name), .structure(let name): [name]
    case .array(let element): element.namedTypes
    case .optional(let wrapped): wrapped.namedTypes
    }
  }
}

/// The top-level structs and enums of the model's sources, by name.
struct Declarations {
  typealias Refusal = StoreSchema.Refusal
  typealias Property = StoreSchema.Property
  typealias FieldType = StoreSchema.FieldType

  struct Declared<Node: SyntaxProtocol> {
    var node: Node
    var path: String
    var converter: SourceLocationConverter

    /// `path:line` of the declaration.
    var place: String { place(of: node) }

    /// `path:line` of a node inside the declaration.
    func place(of node: some SyntaxProtocol) -> String {
      "\(path):\(node.startLocation(converter: converter).line)"
    }
  }

  var structs: [String: Declared<StructDeclSyntax>] = [:]
  var enums: [String: Declared<EnumDeclSyntax>] = [:]
  /// Extensions of each type, wherever they are.
  var extensions: [String: [Declared<ExtensionDeclSyntax>]] = [:]

  init(sources: [(path: String, text: String)]) {
    for (path, text) in sources {
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      for item in tree.statements {
        if let node = item.item.as(StructDeclSyntax.self) {
          structs[node.name.text] = Declared(node: node, path: path, converter: converter)
        } else if let node = item.item.as(EnumDeclSyntax.self) {
          enums[node.name.text] = Declared(node: node, path: path, converter: converter)
        } else if let node = item.item.as(ExtensionDeclSyntax.self) {
          extensions[node.extendedType.trimmedDescription, default: []].append(
            Declared(node: node, path: path, converter: converter))
        }
      }
    }
  }

  /// Refuses a struct that spells out its own coding: the generated code mirrors the synthesized one only.
  func checkCodingIsSynthesized(_ name: String, _ declaration: Declared<StructDeclSyntax>) throws(Refusal) {
    let scopes: [(members: MemberBlockItemListSyntax, place: (DeclSyntax) -> String)] =
      [(declaration.node.memberBlock.members, { declaration.place(of: $0) })]
      + (extensions[name] ?? []).map { scope in (scope.node.memberBlock.members, { scope.place(of: $0) }) }
    for (list, place) in scopes {
      for member in list {
        let decl = member.decl
        let customKeys = decl.as(EnumDeclSyntax.self)?.name.text == "CodingKeys"
        let customDecoding = decl.as(InitializerDeclSyntax.self).map {
          Self.firstParameter($0.signature.parameterClause, is: "from", of: "Decoder")
        }
        let customEncoding = decl.as(FunctionDeclSyntax.self).map {
          $0.name.text == "encode" && Self.firstParameter($0.signature.parameterClause, is: "to", of: "Encoder")
        }
        if customKeys || customDecoding == true || customEncoding == true {
          throw Refusal(
            description:
              "\(place(decl)): \(name) spells out its own Codable; the store's generated reader and writer "
              + "mirror only the synthesized one")
        }
      }
    }
  }

  /// Whether a parameter list starts with `label: …Type`.
  private static func firstParameter(_ clause: FunctionParameterClauseSyntax, is label: String, of type: String) -> Bool
  {
    guard let first = clause.parameters.first else { return false }
    return first.firstName.text == label && first.type.trimmedDescription.hasSuffix(type)
  }

  /// The stored properties a variable declaration declares (none for computed and static ones).
  func storedProperties(
    _ variable: VariableDeclSyntax, in declaration: Declared<StructDeclSyntax>
  )
    throws(Refusal) -> [Property]
  {
    let name = declaration.node.name.text
    let modifiers = variable.modifiers.map(\.name.tokenKind)
    if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) { return [] }
    var properties: [Property] = []
    for binding in variable.bindings {
      if let accessors = binding.accessorBlock?.accessors {
        switch accessors {
        case .getter: continue
        case .accessors(let list):
          let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
          if !list.allSatisfy({ observers.contains($0.accessorSpecifier.tokenKind) }) { continue }
        }
      }
      let place = declaration.place(of: variable)
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
        throw Refusal(description: "\(place): \(name) has a stored property that is not a plain name")
      }
      let property = pattern.identifier.text
      if modifiers.contains(.keyword(.private)) || modifiers.contains(.keyword(.fileprivate)) {
        throw Refusal(
          description: "\(place): \(name).\(property) is private; the generated code in other files must reach it")
      }
      if !variable.attributes.isEmpty || modifiers.contains(.keyword(.lazy)) {
        throw Refusal(
          description: "\(place): \(name).\(property) has an attribute or is lazy; store plain properties only")
      }
      if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil {
        throw Refusal(
          description: "\(place): \(name).\(property) is a let with a value, which Codable skips; make it a var")
      }
      if StoreSchema.reservedNames.contains(property) || property.hasPrefix("`") {
        throw Refusal(
          description: "\(place): \(name).\(property) takes a name the generated code uses; choose another")
      }
      guard let type = binding.typeAnnotation?.type else {
        throw Refusal(description: "\(place): \(name).\(property) needs a type annotation")
      }
      properties.append(
        Property(name: property, type: try fieldType(type, "\(place): \(name).\(property)")))
    }
    return properties
  }

  private func fieldType(
    _ type: TypeSyntax, _ place: String, inOptional: Bool = false
  ) throws(Refusal)
    -> FieldType
  {
    if let optional = type.as(OptionalTypeSyntax.self) {
      guard !inOptional else {
        throw Refusal(description: "\(place): an optional inside an array or optional is not supported")
      }
      return .optional(try fieldType(optional.wrappedType, place, inOptional: true))
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return .array(try fieldType(array.element, place, inOptional: true))
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      switch identifier.name.text {
      case "String": return .string
      case "Int": return .int
      case "Bool": return .bool
      case "Date": return .date
      case let name where structs[name] != nil: return .structure(name)
      case let name where enums[name] != nil: return .enumeration(name)
      default: break
      }
    }
    throw Refusal(
      description:
        "\(place): type \(type.trimmedDescription) is not one the store handles (String, Int, Bool, Date, a model "
        + "struct or String enum, [T] or T?)")
  }

  /// Refuses an enum that is not written as a `String` raw value.
  func checkStringEnum(_ name: String) throws(Refusal) {
    guard let declaration = enums[name] else { return }
    let rawType = declaration.node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    let payloads = declaration.node.memberBlock.members.contains { member in
      member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
    }
    guard rawType == "String", !payloads else {
      throw Refusal(
        description: "\(declaration.place): \(name) is stored, so it needs String raw values and no payloads")
    }
  }
}
