import SwiftParser
import SwiftSyntax

/// The targets a project's manifests declare that do not ship in the app: SwiftPM test, executable and plugin targets
/// (`Package.swift`, read with SwiftParser) and Xcode test, tool and showcase targets (`project.pbxproj`).
package struct ProjectTargets: Sendable, Equatable {
  /// A folder holding one target's sources.
  package struct Folder: Sendable, Equatable {
    /// Root-relative path of the folder (`Tests/AppTests`), or, for Xcode targets, the folder's name, matched at any
    /// depth (Xcode keeps a target's sources in a group of its name by convention).
    package var path: String
    package var kind: Kind
    /// Whether ``path`` is a name matched at any depth rather than a path from the root.
    package var isName: Bool
  }

  /// What a target is.
  package enum Kind: Sendable, Equatable {
    /// Unit or UI tests.
    case tests
    /// A command-line tool or build plugin.
    case tool
    /// A SwiftPM executable: a tool unless its sources build a user interface.
    case executable
    /// An app that showcases the project's components (a design-system catalogue) beside the real app.
    case showcase
  }

  package private(set) var folders: [Folder] = []

  /// Reads the package manifests (`Package.swift` at any depth) among `sources` and the Xcode project files among
  /// `resources`, as `(path, file)` pairs with `file` root-relative.
  package init(sources: [(path: String, file: String)], resources: [(path: String, file: String)]) {
    for source in sources where source.file.fileName == "Package.swift" {
      // Only a manifest the parser can read safely: valid UTF-8, no run of brackets it chokes on.
      guard case .success(let bytes) = SourceFileReader.swiftSource(ofPath: source.path),
        ParserHazard.reason(in: bytes) == nil
      else { continue }
      folders += Self.packageFolders(bytes, packageFolder: source.file.parentPath)
    }
    for resource in resources where resource.file.hasSuffix(".xcodeproj/project.pbxproj") {
      guard case .success(let bytes) = SourceFileReader.contents(ofPath: resource.path, limit: 64 << 20) else {
        continue
      }
      folders += Self.xcodeFolders(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Targets given as they are.
  package init(folders: [Folder]) {
    self.folders = folders
  }

  /// The target whose folder holds the root-relative `file`, if any.
  package func target(of file: String) -> Folder? {
    let components = file.split(separator: "/").dropLast()
    return folders.first { folder in
      folder.isName ? components.contains { $0 == folder.path } : file.hasPrefix(folder.path + "/")
    }
  }

  // MARK: Package.swift

  /// The test, executable and plugin targets of one manifest, with their folders relative to the root.
  package static func packageFolders(_ bytes: [UInt8], packageFolder: String) -> [Folder] {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let prefix = packageFolder.isEmpty ? "" : packageFolder + "/"
    var folders: [Folder] = []
    for call in TargetCalls(tree).calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
        let name = call.stringArgument("name")
      else { continue }
      let kind: Kind
      let defaultFolder: String
      switch member.declName.baseName.text {
      case "testTarget": (kind, defaultFolder) = (.tests, "Tests")
      case "executableTarget": (kind, defaultFolder) = (.executable, "Sources")
      case "plugin": (kind, defaultFolder) = (.tool, "Plugins")
      default: continue
      }
      let path = call.stringArgument("path") ?? "\(defaultFolder)/\(name)"
      folders.append(Folder(path: prefix + path, kind: kind, isName: false))
    }
    return folders
  }

  // MARK: project.pbxproj

  /// The Xcode targets that do not ship: tests, tools, and apps named as showcases when the project has another app.
  package static func xcodeFolders(_ text: String) -> [Folder] {
    var targets: [(name: String, type: String)] = []
    var inTargets = false
    var name: String?
    var type: String?
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = rawLine.trimmingSpaces
      if line.hasPrefix("/* Begin PBXNativeTarget section") {
        inTargets = true
      } else if line.hasPrefix("/* End PBXNativeTarget section") {
        inTargets = false
      } else if inTargets {
        if line.hasPrefix("name = ") {
          name = settingValue(line)
        } else if line.hasPrefix("productType = ") {
          type = settingValue(line)
        } else if line == "};" {
          if let name, let type { targets.append((name, type)) }
          (name, type) = (nil, nil)
        }
      }
    }
    let apps = targets.filter { $0.type.hasSuffix(".application") }
    return targets.flatMap { target -> [Folder] in
      let kind: Kind
      if target.type.contains("test") {
        kind = .tests
      } else if target.type.hasSuffix(".tool") {
        kind = .tool
      } else if target.type.hasSuffix(".application"), apps.count > 1, isShowcaseName(target.name) {
        kind = .showcase
      } else {
        return []
      }
      return [Folder(path: target.name, kind: kind, isName: true)]
    }
  }

  /// `Dimensions Catalog`, `DesignSystemShowcase`, `ComponentsGallery`: names people give an app that shows off the
  /// project's components.
  package static func isShowcaseName(_ name: String) -> Bool {
    let words = [
      "Showcase", "Catalog", "Catalogue", "Gallery", "Inspector", "Playground", "Demo", "Example", "Sandbox",
    ]
    return words.contains { name.hasSuffix($0) || name.hasSuffix($0 + "App") || name.hasSuffix($0 + "s") }
  }

  /// `App`, from `name = App;` or `productType = "com.apple.product-type.application";`.
  private static func settingValue(_ line: some StringProtocol) -> String {
    guard let equals = line.firstIndex(of: "=") else { return "" }
    var value = Substring(line[line.index(after: equals)...].trimmingSpaces)
    if value.hasSuffix(";") { value = value.dropLast() }
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
    return String(value)
  }
}

/// The calls of a manifest whose called expression is an implicit member (`.testTarget(…)`).
private final class TargetCalls: SyntaxVisitor {
  private(set) var calls: [FunctionCallExprSyntax] = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil { calls.append(node) }
    return .visitChildren
  }
}

extension FunctionCallExprSyntax {
  /// The value of the string literal passed as `label:`, when it has no interpolation.
  fileprivate func stringArgument(_ label: String) -> String? {
    guard let argument = arguments.first(where: { $0.label?.text == label }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}

extension String {
  /// The part of a `/`-separated path after the last `/`.
  package var fileName: Substring { split(separator: "/").last ?? "" }
  /// The part of a `/`-separated path before the last `/`, or empty.
  package var parentPath: String {
    guard let slash = lastIndex(of: "/") else { return "" }
    return String(self[..<slash])
  }
}
