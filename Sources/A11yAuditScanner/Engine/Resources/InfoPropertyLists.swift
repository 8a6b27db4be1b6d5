import A11yAuditModel
import Foundation

/// The project's `Info.plist` files (also `App-Info.plist`), read with Foundation's `PropertyListSerialization` (XML
/// or binary), with the lines of each top-level key of an XML list so that findings can point at them (a binary list
/// has no lines: its findings point at line 1).
///
/// Lists inside Xcode project bundles (`.xcodeproj`, `.xcworkspace`), localisations (`.lproj`) and built products are
/// not read.
package struct InfoPropertyLists: ResourceFacts {
  /// One property list.
  package struct PropertyList: Sendable {
    /// Path relative to the root.
    package var file: String
    /// The top-level values.
    package var values: [String: PropertyListValue]
    /// The lines of each top-level key, from the key to the end of its value.
    package var keyLines: [String: ClosedRange<Int>]

    /// The lines of `key`, line 1 when unknown.
    package func lines(of key: String) -> ClosedRange<Int> { keyLines[key] ?? 1...1 }

    /// Whether the list describes an app extension (a widget, a share extension): it follows its host app.
    package var isAppExtension: Bool { values["NSExtension"] != nil || values["EXAppExtensionAttributes"] != nil }

    /// Whether the list describes a watchOS app.
    package var isWatchApp: Bool {
      ["WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier", "WKWatchOnly"].contains { key in
        guard let value = values[key] else { return false }
        return value.isTrue || !(value.string ?? "").isEmpty
      }
    }
  }

  package static let fileNames = ["*Info.plist"]

  package static func reads(_ file: String) -> Bool {
    let skipped = [".xcodeproj", ".xcworkspace", ".lproj", ".xcbaseline", ".app", ".framework", ".bundle"]
    return !file.split(separator: "/").dropLast().contains { folder in skipped.contains { folder.hasSuffix($0) } }
  }

  /// The lists read, by path.
  package private(set) var lists: [PropertyList] = []
  package private(set) var problems: [ScanProblem] = []

  package init(files: [ResourceFile]) {
    for file in files {
      guard
        let object = try? PropertyListSerialization.propertyList(from: Data(file.bytes), options: [], format: nil),
        let dictionary = object as? [String: Any]
      else {
        problems.append(
          ScanProblem(file: file.file, message: "not a readable property list; its settings are not read"))
        continue
      }
      lists.append(
        PropertyList(
          file: file.file, values: dictionary.mapValues(PropertyListValue.init), keyLines: Self.keyLines(of: file)))
    }
  }

  /// The lines of the top-level keys of an XML property list: a key's line, to the line closing its array or
  /// dictionary, or the line of its value.
  package static func keyLines(of file: ResourceFile) -> [String: ClosedRange<Int>] {
    let lines = file.numberedLines
    var result: [String: ClosedRange<Int>] = [:]
    var depth = 0
    var index = 0
    while index < lines.count {
      let text = lines[index].text
      if depth == 1, let key = text.xmlElementText("key") {
        let start = lines[index].number
        var end = start
        var remainder = text[text.range(of: "</key>")!.upperBound...]
        var valueIndex = index
        while remainder.allSatisfy(\.isWhitespace), valueIndex + 1 < lines.count {
          valueIndex += 1
          remainder = lines[valueIndex].text
        }
        var nested = remainder.openedContainers
        end = lines[valueIndex].number
        while nested > 0, valueIndex + 1 < lines.count {
          valueIndex += 1
          nested += lines[valueIndex].text.openedContainers
          end = lines[valueIndex].number
        }
        if result[key] == nil { result[key] = start...end }
        index = valueIndex + 1
        continue
      }
      depth += text.openedContainers
      index += 1
    }
    return result
  }
}

/// A property list value, kept as plain Swift values.
package indirect enum PropertyListValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case number(Double)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])
  case other

  package init(_ value: Any) {
    if let text = value as? String {
      self = .string(text)
    } else if let array = value as? [Any] {
      self = .array(array.map(PropertyListValue.init))
    } else if let dictionary = value as? [String: Any] {
      self = .dictionary(dictionary.mapValues(PropertyListValue.init))
    } else if let flag = value as? Bool {
      self = .bool(flag)
    } else if let number = value as? Double {
      self = .number(number)
    } else {
      self = .other
    }
  }

  /// The strings of an array value (an array of strings), nil for anything else.
  package var strings: [String]? {
    guard case .array(let items) = self else { return nil }
    return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }

  /// The text of a string value.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Whether the value is `<true/>` (or `YES`/`1` written as a string).
  package var isTrue: Bool {
    switch self {
    case .bool(let flag): flag
    case .number(let number): number != 0
    case .string(let text): ["YES", "true", "1"].contains(text)
    default: false
    }
  }
}

extension Substring {
  /// The text between `<name>` and `</name>` on this line.
  fileprivate func xmlElementText(_ name: String) -> String? {
    guard let open = range(of: "<\(name)>"), let close = range(of: "</\(name)>"), open.upperBound <= close.lowerBound
    else { return nil }
    return String(self[open.upperBound..<close.lowerBound])
  }

  /// Arrays and dictionaries this line opens minus those it closes (`<array/>` neither).
  fileprivate var openedContainers: Int {
    var count = 0
    for tag in ["dict", "array"] {
      count += components(separatedBy: "<\(tag)>").count - 1
      count -= components(separatedBy: "</\(tag)>").count - 1
    }
    return count
  }
}
