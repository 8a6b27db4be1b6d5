import A11yAuditModel
import Foundation

/// The build configurations of the project's Xcode projects (`*.xcodeproj/project.pbxproj`), read line by line:
/// each `XCBuildConfiguration`'s name and its single-line build settings with their lines (settings spread over
/// several lines, such as lists in parentheses, are not kept).
package struct XcodeBuildSettings: ResourceFacts {
  /// One build configuration of one target (or of the project).
  package struct Configuration: Sendable {
    /// The `project.pbxproj`, relative to the root.
    package var file: String
    /// `Debug`, `Release`.
    package var name: String
    /// The settings by key.
    package var settings: [String: Setting]

    /// The bundle identifier or product name the configuration builds, for messages; the configuration name alone
    /// when neither is set.
    package var label: String {
      let product = settings["PRODUCT_BUNDLE_IDENTIFIER"]?.value ?? settings["PRODUCT_NAME"]?.value
      return product.map { "\($0) (\(name))" } ?? name
    }
  }

  /// One setting: its value, unquoted, and its line.
  package struct Setting: Sendable, Equatable {
    package var value: String
    package var line: Int
  }

  package static let fileNames = ["project.pbxproj"]

  package static func reads(_ file: String) -> Bool {
    file.split(separator: "/").dropLast().last?.hasSuffix(".xcodeproj") == true
  }

  /// Every configuration, in file then line order.
  package private(set) var configurations: [Configuration] = []
  package private(set) var problems: [ScanProblem] = []

  package init(files: [ResourceFile]) {
    // Each file on its own core: a large app's project files run to megabytes.
    let read = IndexedResults<[Configuration]?>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      read.set(Self.configurations(in: files[index]), at: index)
    }
    for (file, configurations) in zip(files, read.values) {
      guard let configurations else {
        problems.append(
          ScanProblem(file: file.file, message: "not a readable Xcode project file; its build settings are not read"))
        continue
      }
      self.configurations += configurations
    }
  }

  /// The configurations of `file`, or nil when it is not a readable project file (not UTF-8, no `objects = {`).
  private static func configurations(in file: ResourceFile) -> [Configuration]? {
    guard String(validating: file.bytes, as: UTF8.self) != nil else { return nil }
    var result: [Configuration] = []
    var current: Configuration?
    var inSettings = false
    var inList = false
    var hasObjects = false
    for (number, line) in file.numberedLines {
      let text = line.trimmingSpaces
      if !hasObjects && text == "objects = {" { hasObjects = true }
      if text.contains("isa = XCBuildConfiguration;") {
        current = Configuration(file: file.file, name: "", settings: [:])
        continue
      }
      guard current != nil else { continue }
      if inList {
        if text.hasPrefix(")") { inList = false }
        continue
      }
      if inSettings {
        if text == "};" {
          inSettings = false
        } else if let equals = text.range(of: " = ") {
          let key = text[..<equals.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
          var value = Substring(text[equals.upperBound...])
          if value == "(" {
            inList = true
            continue
          }
          if value.hasSuffix(";") { value = value.dropLast() }
          if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
          current?.settings[key] = Setting(value: String(value), line: number)
        }
      } else if text == "buildSettings = {" {
        inSettings = true
      } else if text.hasPrefix("name = "), text.hasSuffix(";") {
        var name = text.dropFirst("name = ".count).dropLast()
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
        current?.name = String(name)
      } else if text == "};", let finished = current {
        result.append(finished)
        current = nil
      }
    }
    return hasObjects ? result : nil
  }
}
