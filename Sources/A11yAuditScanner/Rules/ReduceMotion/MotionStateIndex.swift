import SwiftSyntax

/// The state `withAnimation` drives in one file, and the effect modifiers (`.offset`, `.scaleEffect`, …) that show
/// that state, grouped by modifier chain.
///
/// State is matched by name within the outermost type (a `View` and its extensions in the same file); state whose
/// name says it exists for an animation (`isAnimating`, `showCompletionAnimation`) counts as driven even when the
/// code that animates it is elsewhere, as audits quote such effects on their own.
package final class MotionStateIndex {
  /// One `withAnimation` call and the state its closure changes.
  package struct Driver {
    package let call: FunctionCallExprSyntax
    /// Outermost type holding the call.
    package let scope: String
    /// Root names the closure assigns, toggles or mutates.
    package let assigned: Set<String>
    package let timing: AnimationTiming
    /// Whether the call respects the setting (so the state changes without motion under Reduce Motion).
    package let passing: Bool
    package let kind: AnimationKind
  }

  /// Effect modifiers of one modifier chain that show animated state, not already animated by an `.animation`
  /// modifier that watches that state (which is a site of its own).
  package struct EffectGroup {
    /// In source order.
    package let effects: [MotionEffect]
    /// The animated state the effects read.
    package let animatedNames: Set<String>
    /// The `withAnimation` calls that change that state.
    package let drivers: [Driver]
    /// Whether some animated name has no known driver (named for an animation, driven elsewhere).
    package let hasUnknownDriver: Bool

    package var first: FunctionCallExprSyntax { effects[0].call! }
    package var last: FunctionCallExprSyntax { effects[effects.count - 1].call! }
  }

  package let drivers: [Driver]
  package let groups: [EffectGroup]
  private let numbersByName: [String: [Double]]

  package init(file: SourceFileContext) {
    let guards = file.reduceMotionGuards
    let helpers = file.projectFacts(ReduceMotionFacts.self).animationHelpers
    var numbers: [String: [Double]] = file.index.initialNumbers.mapValues { [$0] }
    var drivers: [Driver] = []
    for call in file.index.calls(named: "withAnimation") where call.isWithAnimationCall {
      let body =
        call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
      let changes = StateChangeCollector(viewMode: .sourceAccurate)
      if let body { changes.walk(body) }
      for (name, values) in changes.numbers { numbers[name, default: []] += values }
      let argument = call.unlabeledFirstArgument
      let timing = AnimationTiming(argument)
      let passing =
        timing.curve == .none || argument.map { guards.isMentioned(in: $0) } == true
        || call.isReduceMotionGuarded(by: guards)
      drivers.append(
        Driver(
          call: call, scope: Syntax(call).outermostTypeName, assigned: changes.names, timing: timing, passing: passing,
          kind: timing.curve == .continuous ? .continuous : call.enclosingAnimationKind))
    }
    self.drivers = drivers
    self.numbersByName = numbers

    var drivenByScope: [String: Set<String>] = [:]
    for driver in drivers { drivenByScope[driver.scope, default: []].formUnion(driver.assigned) }
    guard !drivers.isEmpty || file.index.referencedNames.contains(where: \.namesAnimationState) else {
      groups = []
      return
    }
    var chains: [SyntaxIdentifier: [MotionEffect]] = [:]
    var chainOrder: [SyntaxIdentifier] = []
    for name in MotionEffect.animatedEffectNames.sorted() {
      for call in file.index.calls(named: name) where call.modifierName == name {
        guard let effect = MotionEffect(call, numbers: { numbers[$0] ?? [] }) else { continue }
        let scope = Syntax(call).outermostTypeName
        let driven = drivenByScope[scope] ?? []
        let animated = effect.stateNames.filter { driven.contains($0) || $0.namesAnimationState }
        guard !animated.isEmpty, !call.isAnimatedByModifier(watching: effect.stateNames, helpers: helpers)
        else { continue }
        let chain = Syntax(call).chainTop.id
        if chains[chain] == nil { chainOrder.append(chain) }
        chains[chain, default: []].append(effect)
      }
    }
    groups = chainOrder.map { chain in
      let effects = chains[chain, default: []].sorted { $0.call!.modifierStart < $1.call!.modifierStart }
      let scope = Syntax(effects[0].call!).outermostTypeName
      let driven = drivenByScope[scope] ?? []
      let animated = effects.reduce(into: Set<String>()) { names, effect in
        names.formUnion(effect.stateNames.filter { driven.contains($0) || $0.namesAnimationState })
      }
      let groupDrivers = drivers.filter { $0.scope == scope && !$0.assigned.isDisjoint(with: animated) }
      let unknown = animated.contains { name in !groupDrivers.contains { $0.assigned.contains(name) } }
      return EffectGroup(effects: effects, animatedNames: animated, drivers: groupDrivers, hasUnknownDriver: unknown)
    }
  }

  /// Numbers `name` is initialised with or assigned in an animation (`rotation = 360`).
  package func numbers(_ name: String) -> [Double] { numbersByName[name] ?? [] }

  /// The effects whose state `call` (a `withAnimation`) changes.
  package func effects(drivenBy call: FunctionCallExprSyntax) -> [MotionEffect] {
    guard let driver = drivers.first(where: { $0.call.id == call.id }) else { return [] }
    return groups.filter { $0.drivers.contains { $0.call.id == driver.call.id } }.flatMap(\.effects)
  }

  /// Whether every name the `withAnimation` `call` changes is read only by `effects` (and changed only by
  /// `withAnimation` closures): then the effects are all the change shows. A name also read elsewhere (a `ForEach`
  /// over an array the closure appends to, an `if` that inserts a view) may move the layout.
  package func changesShowOnlyIn(
    _ effects: [MotionEffect], drivenBy call: FunctionCallExprSyntax, in file: SourceFileContext
  )
    -> Bool
  {
    guard let driver = drivers.first(where: { $0.call.id == call.id }), !driver.assigned.isEmpty else { return false }
    let counts = file.cached(ReferenceCounts.self) { ReferenceCounts($0.syntax) }
    var explained: [String: Int] = [:]
    // A modifier's own arguments and closures, not the chain it is called on.
    let count = { (call: FunctionCallExprSyntax) in
      let parts =
        [Syntax(call.arguments)] + [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
        + call.additionalTrailingClosures.map(Syntax.init)
      for part in parts {
        for (name, uses) in ReferenceCounts(part).byName where driver.assigned.contains(name) {
          explained[name, default: 0] += uses
        }
      }
    }
    for effect in effects { if let effectCall = effect.call { count(effectCall) } }
    for other in drivers { count(other.call) }
    return driver.assigned.allSatisfy { name in (counts.byName[name] ?? 0) <= (explained[name] ?? 0) }
  }
}

/// How many times each name is referenced under a node.
private final class ReferenceCounts: SyntaxVisitor {
  private(set) var byName: [String: Int] = [:]

  init(_ node: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    byName[node.baseName.text, default: 0] += 1
    return .skipChildren
  }
}

extension String {
  /// `isAnimating`, `animate`, `showCompletionAnimation`: a name that says it exists for an animation.
  fileprivate var namesAnimationState: Bool {
    // `animat` in any case, compared on the UTF-8 bytes (names are mostly ASCII; no Foundation search per name).
    let needle = Array("animat".utf8)
    let bytes = Array(utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { start in
      needle.indices.allSatisfy { bytes[start + $0] | 0x20 == needle[$0] }
    }
  }
}

extension Syntax {
  /// The outermost type (or extended type) holding the node; empty at the top level.
  package var outermostTypeName: String {
    var outermost: Syntax?
    var current = parent
    while let node = current {
      switch node.kind {
      case .structDecl, .classDecl, .enumDecl, .extensionDecl: outermost = node
      default: break
      }
      current = node.parent
    }
    guard let outermost else { return "" }
    switch outermost.kind {
    case .structDecl: return outermost.cast(StructDeclSyntax.self).name.text
    case .classDecl: return outermost.cast(ClassDeclSyntax.self).name.text
    case .enumDecl: return outermost.cast(EnumDeclSyntax.self).name.text
    default: return outermost.cast(ExtensionDeclSyntax.self).extendedType.typeName
    }
  }

}

extension FunctionCallExprSyntax {
  /// Where the modifier itself starts (its `.`), not the chain it is applied to.
  package var modifierStart: AbsolutePosition {
    calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
      ?? positionAfterSkippingLeadingTrivia
  }

  /// Whether a later `.animation(_:value:)` (or animation helper) applied to a view holding this modifier watches
  /// one of `names` (or watches nothing, the deprecated form): then it animates the modifier.
  fileprivate func isAnimatedByModifier(watching names: Set<String>, helpers: [String: AnimationHelper]) -> Bool {
    var child = Syntax(self)
    while let parent = child.parent {
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == child.id, call.id != id {
        let isHelper = helpers[call.calledName]?.kind == .animationModifier
        if call.isViewAnimationModifier || (isHelper && call.modifierName != nil) {
          guard let value = call.arguments.first(where: { $0.label?.text == "value" }) else { return true }
          if !value.expression.stateNames.isDisjoint(with: names) { return true }
        }
      }
      child = parent
    }
    return false
  }
}

/// The root names a closure changes (`x = …`, `x += …`, `x.toggle()`, `model.advance()`) and the numbers it assigns.
private final class StateChangeCollector: SyntaxVisitor {
  var names: Set<String> = []
  var numbers: [String: [Double]] = [:]

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard let index = elements.firstIndex(where: { $0.isAssignmentOperator }), index > 0 else { return .visitChildren }
    guard let name = elements[0].rootName else { return .visitChildren }
    names.insert(name)
    if elements[index].is(AssignmentExprSyntax.self), index + 2 == elements.count,
      let value = elements[index + 1].numberLiteral
    {
      numbers[name, default: []].append(value)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base, let name = base.rootName {
      names.insert(name)
    }
    return .visitChildren
  }
}

extension ExprSyntax {
  /// `=`, `+=`, `-=`, `*=`, `/=`, …
  package var isAssignmentOperator: Bool {
    if self.is(AssignmentExprSyntax.self) { return true }
    guard let operation = self.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = operation.operator.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
  }

  /// The variable at the root of `a.b.c`, `self.a` or `a[0]`: `a`.
  fileprivate var rootName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.startsLowercase && name != "self" ? name : nil
    }
    if let access = self.as(MemberAccessExprSyntax.self), let base = access.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return access.declName.baseName.text }
      return base.rootName
    }
    if let subscriptCall = self.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.rootName }
    if let unwrap = self.as(ForceUnwrapExprSyntax.self) { return unwrap.expression.rootName }
    if let chain = self.as(OptionalChainingExprSyntax.self) { return chain.expression.rootName }
    return nil
  }
}
