import SwiftSyntax

/// The names in one file that read the Reduce Motion setting, and whether a piece of syntax mentions one.
///
/// A name counts when it is a property declared `@Environment(\.accessibilityReduceMotion)`, a system
/// member (`UIAccessibility.isReduceMotionEnabled`, `EnvironmentValues.accessibilityReduceMotion`,
/// `NSWorkspace.accessibilityDisplayShouldReduceMotion`), a property or function of the same file whose
/// body mentions a counted name (so `var dismissAnimation: Animation { reduceMotion ? … : … }` counts,
/// and a reassuringly named helper that never reads the setting does not), or a helper another file of the
/// project exports (``ReduceMotionFacts/helperNames``).
package struct ReduceMotionGuards {
  /// Members that read the system setting wherever they appear.
  package static let systemSettingMembers: Set<String> = [
    "isReduceMotionEnabled", "accessibilityReduceMotion", "accessibilityDisplayShouldReduceMotion",
  ]
  /// The length in UTF-8 bytes of the shortest of ``systemSettingMembers``: shorter names need no lookup.
  package static let shortestSystemSettingMember = systemSettingMembers.map(\.utf8.count).min() ?? 0

  /// Declared names that consult the setting: environment properties and helpers.
  package let names: Set<String>
  /// Those of ``names`` declared in extensions of other types than `View`, which count as members of a value too
  /// (`.spring().tuned()`, `animation?.tuned()`).
  package let memberNames: Set<String>
  /// Only the properties declared `@Environment(\.accessibilityReduceMotion)`: the setting itself, not helpers.
  package let settingNames: Set<String>
  /// Where each statement list of the file first leaves early on the setting, as found.
  package let earlyExits = EarlyExits()

  /// The file's UTF-8 source, when known: a node whose text holds none of the names cannot mention one, and is
  /// not walked.
  private let source: [UInt8]?
  /// ``names`` and the system members, as bytes.
  private let nameNeedles: [[UInt8]]
  /// ``settingNames`` and the system members, as bytes.
  private let settingNeedles: [[UInt8]]

  /// The guards of a file whose index walk found `facts`, in `project`; `source` is the file's text.
  package init(facts: ReduceMotionFileFacts, project: ReduceMotionFacts = ReduceMotionFacts(), source: [UInt8]? = nil) {
    settingNames = facts.environmentNames.union(project.inheritedEnvironmentNames(of: facts))
    (names, memberNames) = Self.consultingNames(
      declarations: facts.declarations, seed: settingNames.union(project.helperNames),
      memberSeed: project.memberHelperNames)
    self.source = source
    nameNeedles = names.union(Self.systemSettingMembers).map { Array($0.utf8) }
    settingNeedles = settingNames.union(Self.systemSettingMembers).map { Array($0.utf8) }
  }

  /// The guards of `file`, in its project.
  package init(file: SourceFileContext) {
    let project = file.projectFacts(ReduceMotionFacts.self)
    self.init(facts: file.facts(ReduceMotionFacts.self), project: project, source: file.bytes)
  }

  /// Whether `name` is one of ``systemSettingMembers`` (shorter names are ruled out without a lookup).
  @inline(__always)
  package static func isSystemSettingMember(_ name: String) -> Bool {
    name.utf8.count >= shortestSystemSettingMember && systemSettingMembers.contains(name)
  }

  /// `seed` plus every declaration whose body mentions a name already known to consult the setting, repeated
  /// until nothing changes (so helpers that read other helpers count); and, of those, `memberSeed` plus the names
  /// declared in extensions of other types than `View`, which count when used as members of a value.
  package static func consultingNames(
    declarations: [DeclarationFacts], seed: Set<String>, memberSeed: Set<String> = []
  ) -> (names: Set<String>, memberNames: Set<String>) {
    var names = seed
    var memberNames = memberSeed
    var pending = declarations
    var changed = true
    while changed {
      changed = false
      pending.removeAll { candidate in
        guard candidate.references.mentions(names, members: memberNames) else { return false }
        names.insert(candidate.name)
        if candidate.role == .extensionMember { memberNames.insert(candidate.name) }
        changed = true
        return true
      }
    }
    return (names, memberNames)
  }

  /// Whether `node` reads the setting itself (an environment property or a system member), not through a helper.
  package func readsSettingDirectly(in node: some SyntaxProtocol) -> Bool {
    mayMention(settingNeedles, in: node) && ReferencedNames(in: node).mentions(settingNames)
  }

  /// Whether `node` mentions the setting or a name that consults it.
  package func isMentioned(in node: some SyntaxProtocol) -> Bool {
    mayMention(nameNeedles, in: node) && ReferencedNames(in: node).mentions(names, members: memberNames)
  }

  /// False when `node` certainly does not read the setting itself: its source holds no setting name.
  package func mayReadSetting(in node: some SyntaxProtocol) -> Bool {
    mayMention(settingNeedles, in: node)
  }

  /// False when the source of `node` holds none of `needles`, so that it cannot use any of their names.
  private func mayMention(_ needles: [[UInt8]], in node: some SyntaxProtocol) -> Bool {
    guard let source else { return true }
    return source.containsAny(of: needles, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
  }

  /// Whether `expression` is the setting itself, possibly negated: `reduceMotion`, `self.reduceMotion`,
  /// `!reduceMotion`, `UIAccessibility.isReduceMotionEnabled`.
  package func isSettingReference(_ expression: ExprSyntax) -> Bool {
    settingPolarity(of: expression) != nil
  }

  /// True for the setting, false for its negation, nil when `expression` is something else.
  package func settingPolarity(of expression: ExprSyntax) -> Bool? {
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      expression = only.expression
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return settingPolarity(of: prefix.expression).map { !$0 }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return settingNames.contains(reference.baseName.text) ? true : nil
    }
    guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = access.declName.baseName.text
    if Self.systemSettingMembers.contains(name) { return true }
    let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    return base == "self" && settingNames.contains(name) ? true : nil
  }
}

/// The identifiers an expression uses, split by how sure we are they name a declaration of this file.
package struct ReferencedNames: Sendable, Equatable {
  /// Bare names, `self.x`, `Self.x`, `Type.x` and implicit `.x` members: may name a same-file helper.
  package internal(set) var declared: Set<String> = []
  /// Members of other values (`viewModel.x`, `.opacity.animation`): only system members count there.
  package internal(set) var members: Set<String> = []
  /// Whether a system setting member (`UIAccessibility.isReduceMotionEnabled`) is used.
  package internal(set) var mentionsSystemSetting: Bool = false

  /// No names.
  package init() {}

  /// Names given as they are (read back from the scan cache).
  package init(declared: Set<String>, members: Set<String>, mentionsSystemSetting: Bool) {
    self.declared = declared
    self.members = members
    self.mentionsSystemSetting = mentionsSystemSetting
  }

  package init(in node: some SyntaxProtocol) {
    let collector = ReferenceCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    declared = collector.declared
    members = collector.members
    mentionsSystemSetting =
      !declared.isDisjoint(with: ReduceMotionGuards.systemSettingMembers)
      || !members.isDisjoint(with: ReduceMotionGuards.systemSettingMembers)
  }

  /// Every name used, bare or as a member.
  package var all: Set<String> { declared.union(members) }

  /// Adds a use of `name`, as a member of another value or not.
  package mutating func insert(_ name: String, isMember: Bool) {
    if isMember { members.insert(name) } else { declared.insert(name) }
    if ReduceMotionGuards.isSystemSettingMember(name) { mentionsSystemSetting = true }
  }

  /// Whether any of `names` or a system setting member is used, or any of `memberNames` as a member of a value.
  package func mentions(_ names: Set<String>, members memberNames: Set<String> = []) -> Bool {
    mentionsSystemSetting || !declared.isDisjoint(with: names) || !members.isDisjoint(with: memberNames)
  }
}

private final class ReferenceCollector: SyntaxVisitor {
  var declared: Set<String> = []
  var members: Set<String> = []

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.isMemberOfAnotherValue {
      members.insert(node.baseName.text)
    } else {
      declared.insert(node.baseName.text)
    }
    return .skipChildren
  }
}

/// The first statement of each statement list that leaves the list early on the setting (a `guard`, or an `if`
/// whose body returns), by list, worked out once per file.
package final class EarlyExits {
  private var byList: [SyntaxIdentifier: AbsolutePosition?] = [:]

  /// The position of `list`'s first such statement, from `find` the first time `list` is asked about.
  package func first(
    in list: CodeBlockItemListSyntax, _ find: (CodeBlockItemListSyntax) -> AbsolutePosition?
  ) -> AbsolutePosition? {
    if let known = byList[list.id] { return known }
    let found = find(list)
    byList[list.id] = .some(found)
    return found
  }
}
