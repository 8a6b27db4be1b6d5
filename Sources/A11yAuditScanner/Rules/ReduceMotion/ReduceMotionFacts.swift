import A11yAuditModel
import SwiftSyntax

/// What Reduce Motion rules know about the whole project: the helpers other files declare that consult the setting
/// (a `presentationAnimation` property, an `AccessibleAnimationModifier`, an `accessibleAnimation(_:value:)`
/// modifier), the environment properties each type declares, and the project's animation helpers, whose uses are
/// animation sites of their own.
package struct ReduceMotionFacts: ProjectFacts {
  package typealias Collector = ReduceMotionFactsCollector

  /// Names of declarations elsewhere in the project known to consult the Reduce Motion setting.
  package var helperNames: Set<String>
  /// Those of ``helperNames`` declared in extensions of other types than `View` (`extension Animation { func
  /// tuned() … }`): used as members of a value, `.spring().tuned()`.
  package var memberHelperNames: Set<String> = []
  /// Environment properties reading the setting, by the type that declares them: extensions of the type in other
  /// files read them too.
  package var environmentNamesByType: [String: Set<String>]
  /// The project's own animation modifiers (`extension View` functions and `ViewModifier` types that animate),
  /// by name.
  package var animationHelpers: [String: AnimationHelper]

  /// Byte strings at least one of which a file holds when it may have a motion site or consult the setting:
  /// `animation`, `Animation`, `animate`, `isAnimating`, `PhaseAnimator`, `transition`, `contentTransition`,
  /// `matchedGeometryEffect`, `symbolEffect`, `accessibilityReduceMotion`, `isReduceMotionEnabled`.
  package static let motionKeywords = ["nimat", "ransition", "matchedGeometryEffect", "symbolEffect", "ReduceMotion"]

  /// Facts given as they are.
  package init(
    helperNames: Set<String> = [], environmentNamesByType: [String: Set<String>] = [:],
    animationHelpers: [String: AnimationHelper] = [:]
  ) {
    self.helperNames = helperNames
    self.environmentNamesByType = environmentNamesByType
    self.animationHelpers = animationHelpers
  }

  /// The facts of a project made of the indexed files.
  ///
  /// A name is a Reduce Motion helper when every declaration of that name in the project (with a body or an
  /// initializer) consults the setting, directly or through other helpers, at least one of them is visible
  /// to other files, and no parameter anywhere has that name. Requiring every declaration keeps a helper's name
  /// from passing unrelated code that happens to use the same name elsewhere. An extension reads the environment
  /// properties of the type it extends, wherever that type is declared.
  package init(files: [ReduceMotionFileFacts]) {
    var environment: [String: Set<String>] = [:]
    // How many declarations each name has in the project, and the names some file can see.
    var declarationCounts: [String: Int] = [:]
    var exported: Set<String> = []
    for file in files {
      environment.merge(file.environmentNamesByType) { $0.union($1) }
      for declaration in file.declarations {
        declarationCounts[declaration.name, default: 0] += 1
        if declaration.isExported { exported.insert(declaration.name) }
      }
    }
    let partial = ReduceMotionFacts(environmentNamesByType: environment)
    var helpers: Set<String> = []
    // Names declared in extensions of other types than `View`, usable as members of a value.
    let memberNames = Set(files.flatMap { $0.declarations.filter { $0.role == .extensionMember }.map(\.name) })
    for _ in 0..<8 {
      // A name consults the setting when each of its declarations does.
      var consultingCounts: [String: Int] = [:]
      for file in files where !file.declarations.isEmpty {
        let seed = file.environmentNames.union(partial.inheritedEnvironmentNames(of: file)).union(helpers)
        guard !seed.isEmpty || file.mentionsSystemSetting else { continue }
        let local = ReduceMotionGuards.consultingNames(
          declarations: file.declarations, seed: seed, memberSeed: helpers.intersection(memberNames)
        ).names
        for declaration in file.declarations where local.contains(declaration.name) {
          consultingCounts[declaration.name, default: 0] += 1
        }
      }
      var next = Set(
        consultingCounts.lazy.filter { exported.contains($0.key) && declarationCounts[$0.key] == $0.value }.map(\.key))
      for file in files where !next.isDisjoint(with: file.parameterNames) {
        next.subtract(file.parameterNames)
      }
      if next == helpers { break }
      helpers = next
    }
    self.init(
      helperNames: helpers, environmentNamesByType: environment, animationHelpers: Self.animationHelpers(in: files))
    memberHelperNames = helpers.intersection(memberNames)
  }

  /// `extension View` functions and `ViewModifier` types whose body applies an animation, a transition or
  /// another such helper.
  private static func animationHelpers(in files: [ReduceMotionFileFacts]) -> [String: AnimationHelper] {
    let candidates = files.flatMap { file in
      file.declarations.filter { $0.role == .viewExtensionFunction || $0.role == .viewModifierType }
    }
    var found: [String: AnimationHelper] = [:]
    var changed = true
    while changed {
      changed = false
      for candidate in candidates where found[candidate.name] == nil {
        guard let kind = AnimationHelper.Kind(calling: candidate.calledNames, helpers: found) else { continue }
        let motionNames = candidate.references.all
        found[candidate.name] = AnimationHelper(
          kind: kind, isModifierType: candidate.role == .viewModifierType, motionNames: motionNames)
        changed = true
      }
    }
    return found
  }

  package func adding(_ other: ReduceMotionFacts) -> ReduceMotionFacts {
    var sum = ReduceMotionFacts(
      helperNames: helperNames.union(other.helperNames),
      environmentNamesByType: environmentNamesByType.merging(other.environmentNamesByType) { $0.union($1) },
      animationHelpers: animationHelpers.merging(other.animationHelpers) { mine, _ in mine })
    sum.memberHelperNames = memberHelperNames.union(other.memberHelperNames)
    return sum
  }

  /// The helpers, environment properties (by the type extended) and animation helpers a file holding `words` names:
  /// the rules look each up by a name the file calls, reads or extends.
  package func projected(onto words: FileWords) -> ReduceMotionFacts {
    var projected = ReduceMotionFacts(
      helperNames: helperNames.filter(words.contains),
      environmentNamesByType: environmentNamesByType.filter { words.contains($0.key) },
      animationHelpers: animationHelpers.filter { words.contains($0.key) })
    projected.memberHelperNames = memberHelperNames.filter(words.contains)
    return projected
  }

  /// A file with an extension, a static member or a `ViewModifier` that consults the setting
  /// (`accessibilityReduceMotion`, `isReduceMotionEnabled`), or that extends `View`, `Animation` or `AnyTransition` or
  /// declares a `ViewModifier` where it animates: where other files' helpers are declared.
  package static func mayDeclareSharedFacts(in bytes: [UInt8]) -> Bool {
    if bytes.containsBytes(Array("ReduceMotion".utf8)) {
      return bytes.containsAny(of: [Array("extension ".utf8), Array("static ".utf8), Array("ViewModifier".utf8)])
    }
    return bytes.containsAny(of: Self.helperDeclarationMarkers)
      && bytes.containsAny(of: [Array("nimat".utf8), Array("ransition".utf8)])
  }

  private static let helperDeclarationMarkers = [
    "extension View", "ViewModifier", "extension Animation", "extension AnyTransition",
  ].map { Array($0.utf8) }

  /// Uses of the project's animation helpers (`.slideIn()`) are motion sites, even in a file without any keyword.
  package var useNeedles: [[UInt8]] { animationHelpers.keys.map { Array($0.utf8) } }

  /// The environment properties a file may read through the types it extends.
  package func inheritedEnvironmentNames(of file: ReduceMotionFileFacts) -> Set<String> {
    file.extendedTypes.reduce(into: Set<String>()) { $0.formUnion(environmentNamesByType[$1] ?? []) }
  }

  // MARK: What reports and finding ids see

  /// Reduce Motion when the file consults the setting at all: declares the environment property, reads a system
  /// member, or uses a helper of the project that consults it.
  package static func consultedSetting(in file: SourceFileContext) -> Category? {
    let facts = file.facts(ReduceMotionFacts.self)
    let consults =
      !facts.environmentNames.isEmpty || facts.mentionsSystemSetting
      || !file.index.referencedNames.isDisjoint(with: file.projectFacts(ReduceMotionFacts.self).helperNames)
      || !file.index.referencedNames.isDisjoint(with: file.reduceMotionGuards.settingNames)
    return consults ? .reduceMotion : nil
  }

  /// Guards on the setting, so that guarding a site keeps its id (see ``SettingGuardTokens``); nil when the file
  /// reads the setting nowhere.
  package static func fingerprintFilter(in file: SourceFileContext) -> (any FingerprintTokenFilter)? {
    let guards = file.reduceMotionGuards
    guard !guards.settingNames.isEmpty || file.facts(ReduceMotionFacts.self).mentionsSystemSetting else { return nil }
    return guards
  }
}

extension SourceFileContext {
  /// Names in this file (and the project) whose value consults the Reduce Motion setting.
  package var reduceMotionGuards: ReduceMotionGuards {
    cached(ReduceMotionGuards.self) { ReduceMotionGuards(file: $0) }
  }

  /// State that animations drive, and the effects that show it.
  package var motionState: MotionStateIndex { cached(MotionStateIndex.self) { MotionStateIndex(file: $0) } }
}
