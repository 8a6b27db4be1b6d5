import A11yAuditModel
import SwiftSyntax

/// Cross-file facts the Dynamic Type and VoiceOver rules need: the typography types the project declares, and from
/// one walk over the files that may use them, how often each `Type.member` is used and in which files (to count the
/// uses of a central typography type), and which views give themselves an accessibility value (so their uses need
/// none).
package struct AccessibilityProjectIndex: ProjectFacts {
  package typealias Collector = TypographyTypesCollector

  /// Uses of `Type.member` (and of `.member` inside `.font(…)`, keyed `.member`) per file.
  package var memberUses: [String: [String: Int]] = [:]
  /// View types whose declaration applies `.accessibilityValue` (or the deprecated `.accessibility(value:)`), or
  /// builds a determinate system `ProgressView` (`ProgressView(value:)`, `ProgressView(timerInterval:)`), which
  /// reports its own value.
  package var valueProvidingViews: Set<String> = []
  /// Types declaring static font properties somewhere in the project (`Typography`, `Font` when extended).
  package var typographyTypes: Set<String> = []
  /// Whether the uses were counted over the whole project; until a project scan does (a single file scanned alone),
  /// each file counts its own (see ``SourceFileContext/accessibilityIndex``).
  package var isProjectWide: Bool = false

  /// An empty index.
  package init() {}

  /// The typography types the files declare; the uses are counted once every file is indexed
  /// (``completing(with:jobs:)``).
  package init(files: [TypographyFileFacts]) {
    typographyTypes = files.reduce(into: Set<String>()) { $0.formUnion($1.typographyTypes) }
  }

  /// What `file` gives to the project-wide counts, `needles` being the ``completionNeedles(of:)`` of the typography
  /// types: nothing unless it may matter, as it declares accessibility values or may use a typography type; then its
  /// own index.
  private static func share(of file: ParsedSource, needles: [[UInt8]]) -> AccessibilityProjectIndex? {
    guard file.bytes.containsAny(of: needles), let facts = file.index.storedFacts(Self.self) else { return nil }
    let index = AccessibilityProjectIndex(file: file.file, facts: facts)
    return index.memberUses.isEmpty && index.valueProvidingViews.isEmpty ? nil : index
  }

  /// Byte strings a file holds when the uses counted in it may matter: those of ``useNeedles(of:)``, the
  /// accessibility values views declare and the system progress views they build.
  package static func completionNeedles(of types: Set<String>) -> [[UInt8]] {
    useNeedles(of: types) + [
      Array("accessibilityValue".utf8), Array("accessibility(value".utf8), Array("ProgressView(".utf8),
    ]
  }

  /// Byte strings a file holds when it may use a static font property of `types`: the type names (`Typography.h1`),
  /// and `font` when `Font` itself is extended (`.font(.h1)`).
  package static func useNeedles(of types: Set<String>) -> [[UInt8]] {
    var needles = types.sorted().map { Array($0.utf8) }
    if types.contains("Font") { needles.append(Array("font".utf8)) }
    return needles
  }

  /// The index of one file, from what the index walk found in it.
  package init(file: String, facts: TypographyFileFacts) {
    memberUses = facts.memberUses.mapValues { [file: $0] }
    valueProvidingViews = facts.valueProvidingViews
  }

  /// Adds `other`'s uses.
  package mutating func merge(_ other: AccessibilityProjectIndex) {
    for (key, files) in other.memberUses {
      memberUses[key, default: [:]].merge(files, uniquingKeysWith: +)
    }
    valueProvidingViews.formUnion(other.valueProvidingViews)
  }

  /// How many times `key` (`Typography.h1`) is used, and in how many files.
  package func uses(of key: String) -> (count: Int, files: Int) {
    let files = memberUses[key] ?? [:]
    return (files.values.reduce(0, +), files.count)
  }

  /// Both projects' typography types, and the uses of the project-wide counts (merged when both have some).
  package func adding(_ other: AccessibilityProjectIndex) -> AccessibilityProjectIndex {
    var result: AccessibilityProjectIndex
    switch (isProjectWide, other.isProjectWide) {
    case (true, true):
      result = self
      result.merge(other)
    case (false, true): result = other
    default: result = self
    }
    result.typographyTypes = typographyTypes.union(other.typographyTypes)
    return result
  }

  /// Uses of a typography type (`Typography.h1`, `.font(.h1)` for `extension Font`) count towards its declarations'
  /// findings, even in a file without any keyword.
  package var useNeedles: [[UInt8]] { Self.useNeedles(of: typographyTypes) }

  /// The uses counted over every file that may hold one, from what the index walk found in it; each file's share is
  /// its own index.
  package func completing(with files: [ParsedSource], jobs: Int?) -> Completion<AccessibilityProjectIndex> {
    let needles = Self.completionNeedles(of: typographyTypes)
    let results = IndexedResults<AccessibilityProjectIndex?>(count: files.count)
    ParallelWork.perform(iterations: files.count, jobs: jobs) { index in
      results.set(Self.share(of: files[index], needles: needles), at: index)
    }
    var index = AccessibilityProjectIndex()
    var shares: [Int: [UInt8]] = [:]
    for (place, share) in results.values.enumerated() {
      guard let share else { continue }
      index.merge(share)
      shares[place] = share.shareBytes
    }
    index.typographyTypes = typographyTypes
    index.isProjectWide = true
    return Completion(facts: index, shares: shares)
  }

  package func completionShare(of file: ParsedSource) -> [UInt8] {
    Self.share(of: file, needles: Self.completionNeedles(of: typographyTypes))?.shareBytes ?? []
  }

  /// A file's own index written as a completion share.
  private var shareBytes: [UInt8] { Array(StoreJSONWriter.write(self, compact: true)) }
}

/// What one file gives the accessibility facts: the typography types it declares, and what the project-wide counts
/// take from it once those types are known (see ``AccessibilityProjectIndex/completing(with:jobs:)``).
package struct TypographyFileFacts: Sendable, Equatable, ScanCacheCodable {
  /// Types declaring static font properties (`Typography` for `static let h1 = Font.system(size: 28)`).
  package var typographyTypes: Set<String> = []
  /// Uses of `Type.member` (and of `.member` inside `.font(…)`, keyed `.member`).
  package var memberUses: [String: Int] = [:]
  /// Views whose declaration applies `.accessibilityValue` (or `.accessibility(value:)`) or builds a determinate
  /// system `ProgressView`.
  package var valueProvidingViews: Set<String> = []

  package init() {}
}

/// Dynamic Type's part of the index walk: the typography types a file declares, read off its calls (`static let h1 =
/// Font.system(size: 28)` in `Typography`), and its member uses and value-providing views.
package final class TypographyTypesCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = [.types, .extensions, .references, .calls]

  private var facts = TypographyFileFacts()
  /// The structs and extended types around the walk, innermost last.
  private var types: [String] = []

  package override func visit(_ node: StructDeclSyntax) { types.append(node.name.text) }
  package override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  package override func visit(_ node: ExtensionDeclSyntax) { types.append(node.extendedType.trimmedDescription) }
  package override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  package override func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {
    guard let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id else { return }
    if let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.startsUppercase {
      facts.memberUses[base.baseName.text + "." + name, default: 0] += 1
    } else if access.base == nil, access.isFontArgument {
      facts.memberUses["." + name, default: 0] += 1
    }
    if let type = types.last, name == "accessibilityValue" || (name == "accessibility" && access.hasValueArgument) {
      facts.valueProvidingViews.insert(type)
    }
  }

  package override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {
    if name == "ProgressView", let type = types.last, node.isDeterminateSystemProgressView {
      facts.valueProvidingViews.insert(type)
    }
  }

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> TypographyFileFacts {
    let fonts =
      (calls["system"] ?? []).filter(\.isSizedSystemFont) + (calls["custom"] ?? []).filter(\.isCustomFont)
    var result = facts
    result.typographyTypes = Set(fonts.compactMap(\.typographyDeclaration).map(\.type))
    return result
  }
}

extension FunctionCallExprSyntax {
  /// Labels that make a system `ProgressView` determinate: it then reports its value ("50 percent") by itself.
  private static let determinateProgressLabels: Set<String> = ["value", "timerInterval"]

  /// `ProgressView(value: 0.5)`, `ProgressView(timerInterval: start...end)`: a system progress view with a value.
  fileprivate var isDeterminateSystemProgressView: Bool {
    calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ProgressView"
      && arguments.contains { $0.label.map { Self.determinateProgressLabels.contains($0.text) } == true }
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

/// Where a file's rules find the accessibility facts once the project is known: the project's, or the file's own when
/// the scan counted no uses over a project (a single file scanned alone). Read in pending verdicts (see
/// ``PendingVerdict``): the counts are the whole project's, known only after every file.
package struct AccessibilityIndexLookup: Sendable {
  /// The file's own index, when the project at hand counted no uses.
  private let own: AccessibilityProjectIndex?

  /// The lookup for `file`.
  package init(_ file: SourceFileContext) {
    own =
      file.project.facts(AccessibilityProjectIndex.self).isProjectWide
      ? nil : AccessibilityProjectIndex(file: file.file, facts: file.facts(AccessibilityProjectIndex.self))
  }

  /// The facts in `project`: its own when it counted the uses over every file.
  package func index(in project: ProjectContext) -> AccessibilityProjectIndex {
    let facts = project.facts(AccessibilityProjectIndex.self)
    return facts.isProjectWide ? facts : own ?? facts
  }
}

extension SourceFileContext {
  /// Where this file's rules find the accessibility facts, made once per file.
  package var accessibilityIndex: AccessibilityIndexLookup {
    cached(AccessibilityIndexLookup.self) { AccessibilityIndexLookup($0) }
  }
}
