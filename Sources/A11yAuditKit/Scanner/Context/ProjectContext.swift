/// What rules may know about the whole scanned project, beyond the file in hand.
///
/// The scanner fills it in a first pass over every parsed file (``resolve(_:)``), before any rule runs: the
/// Reduce Motion helpers another file declares (seed 004's `presentationAnimation`, seed 001's
/// `AccessibleAnimationModifier` and `accessibleAnimation(_:value:)`) and the project's animation helpers whose
/// uses are animation sites of their own.
public struct ProjectContext: Sendable {
  /// Names of declarations elsewhere in the project known to consult the Reduce Motion setting.
  public var reduceMotionHelperNames: Set<String>
  /// Environment properties reading the setting, by the type that declares them: extensions of the type in other
  /// files read them too.
  public var environmentNamesByType: [String: Set<String>]
  /// The project's own animation modifiers (`extension View` functions and `ViewModifier` types that animate),
  /// by name.
  public var animationHelpers: [String: AnimationHelper]
  /// Typography uses and value-providing views for the Dynamic Type and VoiceOver rules; nil until a project scan
  /// fills it (a single file then counts alone).
  public var accessibility: AccessibilityProjectIndex?

  /// Creates a project context.
  public init(
    reduceMotionHelperNames: Set<String> = [], animationHelpers: [String: AnimationHelper] = [:],
    environmentNamesByType: [String: Set<String>] = [:]
  ) {
    self.reduceMotionHelperNames = reduceMotionHelperNames
    self.animationHelpers = animationHelpers
    self.environmentNamesByType = environmentNamesByType
  }

  /// The environment properties a file may read through the types it extends.
  func inheritedEnvironmentNames(of index: SourceFileIndex) -> Set<String> {
    index.extendedTypes.reduce(into: Set<String>()) { $0.formUnion(environmentNamesByType[$1] ?? []) }
  }

  /// This context with `other`'s facts added (for a scanner given a context and scanning more files).
  func adding(_ other: ProjectContext) -> ProjectContext {
    let merged = ProjectContext(
      reduceMotionHelperNames: reduceMotionHelperNames.union(other.reduceMotionHelperNames),
      animationHelpers: animationHelpers.merging(other.animationHelpers) { mine, _ in mine },
      environmentNamesByType: environmentNamesByType.merging(other.environmentNamesByType) { $0.union($1) })
    return merged.withAccessibility(merging: accessibility, other.accessibility)
  }

  /// This context with the accessibility facts of both contexts merged.
  private func withAccessibility(
    merging mine: AccessibilityProjectIndex?, _ theirs: AccessibilityProjectIndex?
  ) -> ProjectContext {
    var result = self
    switch (mine, theirs) {
    case (nil, nil): result.accessibility = nil
    case (let one?, nil), (nil, let one?): result.accessibility = one
    case (var one?, let two?):
      one.merge(two)
      result.accessibility = one
    }
    return result
  }

  /// The context of a project made of the indexed files.
  ///
  /// A name is a Reduce Motion helper when every declaration of that name in the project (with a body or an
  /// initializer) consults the setting, directly or through other helpers, at least one of them is visible
  /// to other files, and no parameter anywhere has that name. Requiring every declaration keeps a helper's name
  /// from passing unrelated code that happens to use the same name elsewhere. An extension reads the environment
  /// properties of the type it extends, wherever that type is declared.
  static func resolve(_ indexes: [SourceFileIndex]) -> ProjectContext {
    var environment: [String: Set<String>] = [:]
    // How many declarations each name has in the project, and the names some file can see.
    var declarationCounts: [String: Int] = [:]
    var exported: Set<String> = []
    for index in indexes {
      environment.merge(index.environmentNamesByType) { $0.union($1) }
      for declaration in index.declarations {
        declarationCounts[declaration.name, default: 0] += 1
        if declaration.isExported { exported.insert(declaration.name) }
      }
    }
    let partial = ProjectContext(environmentNamesByType: environment)
    var helpers: Set<String> = []
    for _ in 0..<4 {
      // A name consults the setting when each of its declarations does.
      var consultingCounts: [String: Int] = [:]
      for index in indexes where !index.declarations.isEmpty {
        let seed = index.environmentNames.union(partial.inheritedEnvironmentNames(of: index)).union(helpers)
        guard !seed.isEmpty || index.mentionsSystemSetting else { continue }
        let local = ReduceMotionGuards.consultingNames(declarations: index.declarations, seed: seed)
        for declaration in index.declarations where local.contains(declaration.name) {
          consultingCounts[declaration.name, default: 0] += 1
        }
      }
      var next = Set(
        consultingCounts.lazy.filter { exported.contains($0.key) && declarationCounts[$0.key] == $0.value }.map(\.key))
      for index in indexes where !next.isDisjoint(with: index.parameterNames) {
        next.subtract(index.parameterNames)
      }
      if next == helpers { break }
      helpers = next
    }
    return ProjectContext(
      reduceMotionHelperNames: helpers, animationHelpers: animationHelpers(in: indexes),
      environmentNamesByType: environment)
  }

  /// `extension View` functions and `ViewModifier` types whose body applies an animation, a transition or
  /// another such helper.
  private static func animationHelpers(in indexes: [SourceFileIndex]) -> [String: AnimationHelper] {
    let candidates = indexes.flatMap { index in
      index.declarations.filter { $0.role == .viewExtensionFunction || $0.role == .viewModifierType }
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
}
