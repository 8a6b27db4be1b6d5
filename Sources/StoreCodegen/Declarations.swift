import SwiftParser
import SwiftSyntax

/// The structs and enums of the sources, by qualified name (`ViewUseFileFacts.Use` for a nested one), with the types
/// whose coding is written by hand and those marked for the scan cache.
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

  /// The protocols a type declares to have its scan cache coding generated (`ProjectFacts` refines the first).
  static let cacheMarkers: Set<String> = ["ScanCacheCodable", "ProjectFacts"]
  /// The protocol a type's hand-written coding conforms to.
  static let handCodedMarker = "StoreJSONReadable"

  var structs: [String: Declared<StructDeclSyntax>] = [:]
  var enums: [String: Declared<EnumDeclSyntax>] = [:]
  /// Extensions of each type, wherever they are.
  var extensions: [String: [Declared<ExtensionDeclSyntax>]] = [:]
  /// Types declaring one of ``cacheMarkers`` where they are declared or extended.
  private(set) var cacheRoots: Set<String> = []
  /// Types declaring ``handCodedMarker`` where they are declared or extended: their coding is not generated.
  private(set) var handCoded: Set<String> = []

  init(sources: [(path: String, text: String)]) {
    for (path, text) in sources {
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      for item in tree.statements {
        collect(item.item, in: nil, path: path, converter: converter)
      }
    }
  }

  private mutating func collect(
    _ node: some SyntaxProtocol, in outer: String?, path: String, converter: SourceLocationConverter
  ) {
    func qualified(_ name: String) -> String { outer.map { "\($0).\(name)" } ?? name }
    let name: String
    let members: MemberBlockItemListSyntax
    let inherited: InheritanceClauseSyntax?
    if let node = node.as(StructDeclSyntax.self) {
      name = qualified(node.name.text)
      structs[name] = Declared(node: node, path: path, converter: converter)
      (members, inherited) = (node.memberBlock.members, node.inheritanceClause)
    } else if let node = node.as(EnumDeclSyntax.self) {
      name = qualified(node.name.text)
      enums[name] = Declared(node: node, path: path, converter: converter)
      (members, inherited) = (node.memberBlock.members, node.inheritanceClause)
    } else if let node = node.as(ClassDeclSyntax.self) {
      name = qualified(node.name.text)
      (members, inherited) = (node.memberBlock.members, node.inheritanceClause)
    } else if let node = node.as(ExtensionDeclSyntax.self), outer == nil {
      name = node.extendedType.trimmedDescription
      extensions[name, default: []].append(Declared(node: node, path: path, converter: converter))
      (members, inherited) = (node.memberBlock.members, node.inheritanceClause)
    } else {
      return
    }
    let protocols = Set(inherited?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
    if !protocols.isDisjoint(with: Self.cacheMarkers) { cacheRoots.insert(name) }
    if protocols.contains(Self.handCodedMarker) { handCoded.insert(name) }
    for member in members {
      collect(member.decl, in: name, path: path, converter: converter)
    }
  }

  /// The declared type `spelled` names from inside `scope`: a type nested in `scope` or one of its enclosing types,
  /// or a top-level one.
  func resolve(_ spelled: String, from scope: String) -> String? {
    var enclosing = scope.split(separator: ".").map(String.init)
    while true {
      let candidate = (enclosing + [spelled]).joined(separator: ".")
      if structs[candidate] != nil || enums[candidate] != nil || handCoded.contains(candidate) { return candidate }
      guard !enclosing.isEmpty else { return nil }
      enclosing.removeLast()
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

  /// The stored properties a variable declaration of the struct `name` declares (none for computed and static ones).
  func storedProperties(
    _ variable: VariableDeclSyntax, in declaration: Declared<StructDeclSyntax>, named name: String,
    values: StoreSchema.Values
  ) throws(Refusal) -> [Property] {
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
          description:
            "\(place): \(name).\(property) is private; the generated code in other files must reach it "
            + "(internal(set) keeps the setter in the module)")
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
        Property(
          name: property, type: try fieldType(type, "\(place): \(name).\(property)", scope: name, values: values)))
    }
    return properties
  }

  private func fieldType(
    _ type: TypeSyntax, _ place: String, scope: String, values: StoreSchema.Values, inOptional: Bool = false
  ) throws(Refusal) -> FieldType {
    let isCache = values == .cache
    func cacheOnly(_ what: String) -> Refusal {
      Refusal(
        description:
          "\(place): \(what) is for the scan cache only; the store is also read by JSONDecoder, which writes it "
          + "differently")
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      guard !inOptional else {
        throw Refusal(description: "\(place): an optional inside an array or optional is not supported")
      }
      return .optional(try fieldType(optional.wrappedType, place, scope: scope, values: values, inOptional: true))
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return .array(try fieldType(array.element, place, scope: scope, values: values, inOptional: true))
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self), dictionary.key.trimmedDescription == "String" {
      guard isCache else { throw cacheOnly("a dictionary") }
      return .dictionary(try fieldType(dictionary.value, place, scope: scope, values: values, inOptional: true))
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Set",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let element) = arguments.first!.argument
    {
      guard isCache else { throw cacheOnly("a set") }
      return .set(try fieldType(element, place, scope: scope, values: values, inOptional: true))
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Range",
      identifier.genericArgumentClause?.arguments.map(\.argument.trimmedDescription) == ["Int"]
    {
      guard isCache else { throw cacheOnly("a range") }
      return .range
    }
    let spelled: String? =
      if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
        identifier.name.text
      } else if type.is(MemberTypeSyntax.self) {
        type.trimmedDescription
      } else {
        nil
      }
    switch spelled {
    case "String": return .string
    case "Int": return .int
    case "Bool": return .bool
    case "Date": return .date
    case "Double":
      guard isCache else { throw cacheOnly("a Double") }
      return .double
    case let spelled?:
      guard let name = resolve(spelled, from: scope) else { break }
      if handCoded.contains(name) {
        guard isCache else { throw cacheOnly("a type coded by hand") }
        return .handCoded(name)
      }
      if structs[name] != nil { return .structure(name) }
      return .enumeration(name)
    case nil: break
    }
    throw Refusal(
      description:
        "\(place): type \(type.trimmedDescription) is not one the store handles (String, Int, Bool, Date, a model "
        + "struct or String enum, [T] or T?"
        + (isCache
          ? "; Double, Range<Int>, Set<T>, [String: T], an enum with payloads or a hand-coded type in the cache" : "")
        + ")")
  }

  /// The enum `name` as a payload enumeration, or nil when it is written as its `String` raw value; refused when it is
  /// neither (another raw type, or payloads in the store).
  func payloadEnumeration(
    _ name: String, values: StoreSchema.Values
  ) throws(Refusal) -> StoreSchema
    .PayloadEnumeration?
  {
    guard let declaration = enums[name] else { return nil }
    let rawType = declaration.node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    let caseDecls = declaration.node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    let hasPayloads = caseDecls.contains { $0.elements.contains { $0.parameterClause != nil } }
    if rawType == "String" && !hasPayloads { return nil }
    let isRawValued = ["Int", "Character", "Double", "UInt8"].contains(rawType ?? "")
    guard values == .cache, !isRawValued else {
      throw Refusal(
        description: "\(declaration.place): \(name) is stored, so it needs String raw values and no payloads")
    }
    var cases: [StoreSchema.PayloadEnumeration.Case] = []
    for decl in caseDecls {
      for element in decl.elements {
        var properties: [Property] = []
        var labelled: [Bool] = []
        for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
          let label = parameter.firstName.map { $0.tokenKind == .wildcard ? nil : $0.text } ?? nil
          let valueName = label ?? "_\(index)"
          let place = "\(declaration.place(of: element)): \(name).\(element.name.text)"
          if StoreSchema.reservedNames.contains(valueName) {
            throw Refusal(description: "\(place): \(valueName) takes a name the generated code uses; choose another")
          }
          properties.append(
            Property(
              name: valueName, type: try fieldType(parameter.type, "\(place).\(valueName)", scope: name, values: values)
            ))
          labelled.append(label != nil)
        }
        cases.append(.init(name: element.name.text, values: properties, labelled: labelled))
      }
    }
    return StoreSchema.PayloadEnumeration(name: name, cases: cases)
  }
}
