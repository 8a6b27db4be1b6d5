import A11yAuditKit
import MCP

/// The arguments of one tool call, checked against the tool's parameters: no unknown names, every required one
/// present, each of its JSON type.
struct ToolArguments: Sendable {
  private let values: [String: Value]

  /// Checks `values` against `parameters`.
  init(_ values: [String: Value]?, parameters: [ToolParameter]) throws(ToolError) {
    let values = (values ?? [:]).filter { !$0.value.isNull }
    let names = parameters.map(\.name)
    if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
      let takes = names.isEmpty ? "no arguments" : names.joined(separator: ", ")
      throw ToolError("unknown argument \"\(unknown)\"; this tool takes \(takes)")
    }
    for parameter in parameters {
      guard let value = values[parameter.name] else {
        if parameter.required { throw ToolError("missing argument \"\(parameter.name)\": \(parameter.description)") }
        continue
      }
      switch parameter.kind {
      case .string, .oneOf:
        guard value.stringValue != nil else { throw ToolError("\"\(parameter.name)\" must be a string") }
      case .integer(let minimum):
        guard let number = Self.integer(value), number >= minimum else {
          throw ToolError("\"\(parameter.name)\" must be an integer of at least \(minimum)")
        }
      case .strings:
        guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
          throw ToolError("\"\(parameter.name)\" must be a list of strings")
        }
      case .object(let members):
        guard let object = value.objectValue else { throw ToolError("\"\(parameter.name)\" must be an object") }
        do {
          _ = try ToolArguments(object, parameters: members)
        } catch {
          throw ToolError("in \"\(parameter.name)\": \(error.message)")
        }
      }
    }
    self.values = values
    self.parameters = parameters
  }

  private let parameters: [ToolParameter]

  /// The list of strings `name`, nil when absent.
  func strings(_ name: String) -> [String]? { values[name]?.arrayValue?.compactMap(\.stringValue) }

  /// The object argument `name`, checked against its members; nil when absent.
  func object(_ name: String) -> ToolArguments? {
    guard let object = values[name]?.objectValue,
      case .object(let members) = parameters.first(where: { $0.name == name })?.kind
    else { return nil }
    return try? ToolArguments(object, parameters: members)
  }

  /// The string argument `name`, nil when absent or empty.
  func string(_ name: String) -> String? {
    guard let text = values[name]?.stringValue, !text.isEmpty else { return nil }
    return text
  }

  /// The integer argument `name`, nil when absent.
  func integer(_ name: String) -> Int? { values[name].flatMap(Self.integer) }

  /// The string argument `name` read by `parse`; nil when absent, an error naming `choices` when `parse` refuses it.
  func choice<T>(_ name: String, among choices: [String], _ parse: (String) -> T?) throws(ToolError) -> T? {
    guard let text = string(name) else { return nil }
    guard let value = parse(text) else {
      throw ToolError("\"\(name)\" must be one of \(choices.joined(separator: ", ")) (got \"\(text)\")")
    }
    return value
  }

  private static func integer(_ value: Value) -> Int? {
    if let number = value.intValue { return number }
    if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
    return nil
  }
}

/// Why a tool call could not be carried out, as the one line the client is shown (the result's `isError`).
struct ToolError: Error, CustomStringConvertible, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }

  /// `path`, as a client named it, lies outside `root`'s folder (symbolic links followed).
  static func outsideTheRoot(_ path: String, root: AuditRoot) -> ToolError {
    ToolError(
      "\(path) is outside the root \(root.folder.path): the server works only inside the folder it was started on")
  }
}
