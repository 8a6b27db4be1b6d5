import Foundation

extension String {
  /// The text with each `{name}` replaced by `arguments[name]`; placeholders without a value stay as written.
  func filling(_ arguments: [String: String]) -> String {
    guard !arguments.isEmpty, contains("{") else { return self }
    var result = self
    for (name, value) in arguments {
      result = result.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return result
  }
}
