import MCP

/// One argument of a tool: its name, JSON type and meaning. A tool's input schema and the check of the arguments a
/// call passes are both derived from its list of parameters.
struct ToolParameter: Sendable {
  /// The JSON type of the value.
  enum Kind: Sendable {
    case string
    /// A string from a fixed list (the schema's `enum`).
    case oneOf([String])
    /// An integer of at least `minimum`.
    case integer(minimum: Int)
    /// A list of strings.
    case strings
    /// An object whose members are these parameters.
    case object([ToolParameter])
  }

  var name: String
  var kind: Kind
  var description: String
  var required = false

  /// The parameter's JSON Schema.
  var schema: Value {
    var schema: [String: Value] = ["description": .string(description)]
    switch kind {
    case .string:
      schema["type"] = "string"
    case .oneOf(let values):
      schema["type"] = "string"
      schema["enum"] = .array(values.map { .string($0) })
    case .integer(let minimum):
      schema["type"] = "integer"
      schema["minimum"] = .int(minimum)
    case .strings:
      schema["type"] = "array"
      schema["items"] = ["type": "string"]
    case .object(let members):
      schema.merge(Self.inputSchema(members).objectValue ?? [:]) { _, member in member }
    }
    return .object(schema)
  }

  /// The JSON Schema of a tool's arguments: an object with `parameters` as properties and no others.
  static func inputSchema(_ parameters: [ToolParameter]) -> Value {
    [
      "type": "object",
      "properties": .object(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.schema) })),
      "required": .array(parameters.filter(\.required).map { .string($0.name) }),
      "additionalProperties": false,
    ]
  }
}
