import SwiftSyntax

/// The names in one file that read the Reduce Motion setting, and whether a piece of syntax mentions one.
///
/// A name counts when it is a property declared `@Environment(\.accessibilityReduceMotion)`, a system
/// member (`UIAccessibility.isReduceMotionEnabled`, `EnvironmentValues.accessibilityReduceMotion`,
/// `NSWorkspace.accessibilityDisplayShouldReduceMotion`), or a property or function of the same file whose
/// body mentions a counted name (so `var dismissAnimation: Animation { reduceMotion ? … : … }` counts,
/// and a reassuringly named helper that never reads the setting does not).
struct ReduceMotionGuards {
  /// Members that read the system setting wherever they appear.
  static let systemSettingMembers: Set<String> = [
    "isReduceMotionEnabled", "accessibilityReduceMotion", "accessibilityDisplayShouldReduceMotion",
  ]

  /// Declared names that consult the setting: environment properties and helpers.
  private(set) var names: Set<String>

  init(file: SourceFileSyntax, helperNames: Set<String> = []) {
    let collector = GuardDeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    var names = collector.environmentNames.union(helperNames)
    var pending = collector.candidates
    var changed = true
    while changed {
      changed = false
      pending.removeAll { candidate in
        guard candidate.references.mentions(names) else { return false }
        names.insert(candidate.name)
        changed = true
        return true
      }
    }
    self.names = names
  }

  /// Whether `node` mentions the setting or a name that consults it.
  func isMentioned(in node: some SyntaxProtocol) -> Bool {
    ReferencedNames(in: node).mentions(names)
  }
}

/// The identifiers an expression uses, split by how sure we are they name a declaration of this file.
struct ReferencedNames {
  /// Bare names, `self.x`, `Self.x`, `Type.x` and implicit `.x` members: may name a same-file helper.
  private(set) var declared: Set<String> = []
  /// Members of other values (`viewModel.x`, `.opacity.animation`): only system members count there.
  private(set) var members: Set<String> = []

  init(in node: some SyntaxProtocol) {
    let collector = ReferenceCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    declared = collector.declared
    members = collector.members
  }

  /// Whether any of `names` or a system setting member is used.
  func mentions(_ names: Set<String>) -> Bool {
    !declared.isDisjoint(with: names)
      || !declared.isDisjoint(with: ReduceMotionGuards.systemSettingMembers)
      || !members.isDisjoint(with: ReduceMotionGuards.systemSettingMembers)
  }
}

private final class ReferenceCollector: SyntaxVisitor {
  var declared: Set<String> = []
  var members: Set<String> = []

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
      !access.isQualifiedByTypeOrSelf
    {
      members.insert(name)
    } else {
      declared.insert(name)
    }
    return .skipChildren
  }
}

private extension MemberAccessExprSyntax {
  /// `.x`, `self.x`, `Self.x` or `TypeName.x`: a member that may be declared in this file.
  var isQualifiedByTypeOrSelf: Bool {
    guard let base else { return true }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return false }
    let text = reference.baseName.text
    return text == "self" || text == "Self" || text.first?.isUppercase == true
  }
}

private final class GuardDeclarationCollector: SyntaxVisitor {
  struct Candidate {
    var name: String
    var references: ReferencedNames
  }

  var environmentNames: Set<String> = []
  var candidates: [Candidate] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let readsSetting = node.attributes.contains { $0.as(AttributeSyntax.self)?.isReduceMotionEnvironment == true }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if readsSetting {
        environmentNames.insert(name)
      } else if let initializer = binding.initializer {
        candidates.append(Candidate(name: name, references: ReferencedNames(in: initializer.value)))
      } else if let accessors = binding.accessorBlock {
        candidates.append(Candidate(name: name, references: ReferencedNames(in: accessors)))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body {
      candidates.append(Candidate(name: node.name.text, references: ReferencedNames(in: body)))
    }
    return .visitChildren
  }
}

private extension AttributeSyntax {
  /// `@Environment(\.accessibilityReduceMotion)`.
  var isReduceMotionEnvironment: Bool {
    guard attributeName.trimmedDescription.hasSuffix("Environment"),
      case .argumentList(let arguments)? = self.arguments,
      let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
      case .property(let property)? = keyPath.components.last?.component
    else { return false }
    return property.declName.baseName.text == "accessibilityReduceMotion"
  }
}
