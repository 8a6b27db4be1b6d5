import Dispatch
import SwiftSyntax

/// Cross-file facts the Dynamic Type and VoiceOver rules need, from one walk over every parsed file: how often
/// each `Type.member` is used and in which files (to count the uses of a central typography type), and which views
/// give themselves an accessibility value (so their uses need none).
public struct AccessibilityProjectIndex: Sendable {
  /// Uses of `Type.member` (and of `.member` inside `.font(…)`, keyed `.member`) per file.
  var memberUses: [String: [String: Int]] = [:]
  /// View types whose declaration applies `.accessibilityValue` (or the deprecated `.accessibility(value:)`).
  var valueProvidingViews: Set<String> = []

  /// An empty index.
  public init() {}

  /// The index of parsed files, built on every core. Only files that can matter are walked: those that declare
  /// accessibility values, and those that may use one of `typographyTypes` (see ``useNeedles(of:)``).
  init(files: [ParsedSource], typographyTypes types: Set<String>) {
    let needles =
      Self.useNeedles(of: types) + [Array("accessibilityValue".utf8), Array("accessibility(value".utf8)]
    let results = IndexedResults<AccessibilityProjectIndex>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      guard files[index].bytes.containsAny(of: needles) else {
        results.set(AccessibilityProjectIndex(), at: index)
        return
      }
      let source = files[index].withTree
      results.set(AccessibilityProjectIndex(file: source.file, syntax: source.syntax), at: index)
    }
    self = results.values.reduce(into: AccessibilityProjectIndex()) { $0.merge($1) }
  }

  /// Byte strings a file holds when it may use a static font property of `types`: the type names (`Typography.h1`),
  /// and `font` when `Font` itself is extended (`.font(.h1)`).
  static func useNeedles(of types: Set<String>) -> [[UInt8]] {
    var needles = types.sorted().map { Array($0.utf8) }
    if types.contains("Font") { needles.append(Array("font".utf8)) }
    return needles
  }

  /// The index of one file.
  init(file: String, syntax: SourceFileSyntax) {
    let collector = MemberUseCollector(viewMode: .sourceAccurate)
    collector.walk(syntax)
    memberUses = collector.uses.mapValues { [file: $0] }
    valueProvidingViews = collector.valueProvidingViews
  }

  /// Adds `other`'s facts.
  mutating func merge(_ other: AccessibilityProjectIndex) {
    for (key, files) in other.memberUses {
      memberUses[key, default: [:]].merge(files, uniquingKeysWith: +)
    }
    valueProvidingViews.formUnion(other.valueProvidingViews)
  }

  /// How many times `key` (`Typography.h1`) is used, and in how many files.
  func uses(of key: String) -> (count: Int, files: Int) {
    let files = memberUses[key] ?? [:]
    return (files.values.reduce(0, +), files.count)
  }
}

extension SourceFileContext {
  /// The project's accessibility facts, or this file's alone when the scan was not given a project.
  var accessibilityIndex: AccessibilityProjectIndex {
    project.accessibility ?? AccessibilityProjectIndex(file: file, syntax: syntax)
  }
}

private final class MemberUseCollector: SyntaxVisitor {
  var uses: [String: Int] = [:]
  var valueProvidingViews: Set<String> = []
  private var types: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.text
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.startsUppercase {
      uses[base.baseName.text + "." + member, default: 0] += 1
    } else if node.base == nil, node.isFontArgument {
      uses["." + member, default: 0] += 1
    }
    if let type = types.last, member == "accessibilityValue" || (member == "accessibility" && node.hasValueArgument) {
      valueProvidingViews.insert(type)
    }
    return .visitChildren
  }
}

extension MemberAccessExprSyntax {
  /// `.member` as the argument of `.font(…)` (`.font(.h1)`), possibly with modifiers (`.font(.h1.bold())`).
  fileprivate var isFontArgument: Bool {
    var current = Syntax(self)
    while let parent = current.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        if call.calledExpression.id == current.id {
          current = parent
          continue
        }
        return call.viewModifierName == "font"
      }
      if parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
        || parent.is(MemberAccessExprSyntax.self)
      {
        current = parent
        continue
      }
      return false
    }
    return false
  }

  /// `.accessibility(value: …)`.
  fileprivate var hasValueArgument: Bool {
    parent?.as(FunctionCallExprSyntax.self)?.arguments.contains { $0.label?.text == "value" } == true
  }
}

extension ProjectContext {
  /// This context with the project's accessibility facts set to `index`.
  func withAccessibility(_ index: AccessibilityProjectIndex) -> ProjectContext {
    var result = self
    result.accessibility = index
    return result
  }
}

extension SourceFileIndex {
  /// The static font properties of typography types a file declares (`Typography.h1`), found from its calls.
  static func typographyDeclarations(in calls: [String: [FunctionCallExprSyntax]]) -> [TypographyDeclaration] {
    let fonts =
      (calls["system"] ?? []).filter(\.isSizedSystemFont) + (calls["custom"] ?? []).filter(\.isCustomFont)
    return fonts.compactMap(\.typographyDeclaration)
  }
}
