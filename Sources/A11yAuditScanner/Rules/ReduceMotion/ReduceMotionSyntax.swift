import SwiftSyntax

extension FunctionCallExprSyntax {
  /// `withAnimation(…) { … }` or `SwiftUI.withAnimation(…)`.
  package var isWithAnimationCall: Bool {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "withAnimation"
    }
    guard let access = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return access.declName.baseName.text == "withAnimation"
      && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
  }

  /// The name of a modifier applied to a value (`view.name(…)`), or nil for other calls. A modifier an audit quotes
  /// on its own (`.transition(.slide)` as a statement, without the view) counts, and so do `animation(…)` and
  /// `transition(…)` called on `self` implicitly inside a `View` extension.
  package var modifierName: String? {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == "animation" || name == "transition" ? name : nil
    }
    guard let access = calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = access.base {
      if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.startsUppercase {
        return nil
      }
    } else if !isStatementFragmentRoot {
      return nil
    }
    return access.declName.baseName.text
  }

  /// `.name(…)` starting a chain that is a statement of its own: a modifier quoted without its view.
  package var isStatementFragmentRoot: Bool {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return false }
    return Syntax(self).chainTop.parent?.is(CodeBlockItemSyntax.self) ?? false
  }

  /// The value the modifier is applied to.
  package var modifierBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

  /// The first argument when it has no label: the animation or transition a motion call takes.
  package var unlabeledFirstArgument: ExprSyntax? {
    guard let first = arguments.first, first.label == nil else { return nil }
    return first.expression
  }

  /// `view.animation(_:)` or `view.animation(_:value:)` on a view (not `AnyTransition.animation(_:)`).
  package var isViewAnimationModifier: Bool {
    guard modifierName == "animation", unlabeledFirstArgument != nil, trailingClosure == nil else { return false }
    let labels = arguments.dropFirst().map { $0.label?.text }
    guard labels.isEmpty || labels == ["value"] else { return false }
    return !isTransitionChain
  }

  /// `view.transition(_:)`.
  package var isViewTransitionModifier: Bool {
    modifierName == "transition" && arguments.count == 1 && unlabeledFirstArgument != nil && trailingClosure == nil
      && !isBareCallInClass
  }

  /// A call without a dot (`transition(account)`) written in a class or actor: a method of that type, since a view,
  /// whose modifiers a bare call could reach through `self`, is a struct.
  private var isBareCallInClass: Bool {
    guard calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
    var node = Syntax(self).parent
    while let current = node {
      if current.is(ClassDeclSyntax.self) || current.is(ActorDeclSyntax.self) { return true }
      if current.is(StructDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
        return false
      }
      node = current.parent
    }
    return false
  }

  /// The modifiers an `.animation` modifier animates: those before it in its chain, nearest first, up to an
  /// earlier `.animation` (which animates the ones before it).
  package var animatedModifierNames: [String] {
    var names: [String] = []
    var current = modifierBase
    while let call = current?.as(FunctionCallExprSyntax.self), let name = call.modifierName {
      if name == "animation" { break }
      names.append(name)
      current = call.modifierBase
    }
    return names
  }

  /// Whether the chain the call sits on starts at a transition (`.opacity.animation(…)`, `AnyTransition.…`).
  private var isTransitionChain: Bool {
    var current = modifierBase
    while let expression = current {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = expression.as(MemberAccessExprSyntax.self) {
        guard let base = access.base else {
          return access.parent?.as(FunctionCallExprSyntax.self)?.isStatementFragmentRoot != true
        }
        current = base
      } else {
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyTransition"
      }
    }
    return false
  }
}

extension ExprSyntax {
  /// Every name the expression uses (`spring`, `repeatForever`, `move`, `reduceMotion`, …).
  package var motionNames: Set<String> {
    let names = ReferencedNames(in: self)
    return names.declared.union(names.members)
  }

  /// `nil` or `.none`: an animation that does not animate.
  package var isNoAnimation: Bool {
    let expression = unwrappingParentheses
    if expression.is(NilLiteralExprSyntax.self) { return true }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "none"
  }

  /// `.identity` or `AnyTransition.identity`: a transition without motion.
  package var isIdentityTransition: Bool {
    unwrappingParentheses.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "identity"
  }

  private var unwrappingParentheses: ExprSyntax {
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return only.expression.unwrappingParentheses
    }
    return self
  }
}

extension SyntaxProtocol {
  /// Whether an enclosing `if`, `guard` (exiting before the site), `switch` or ternary reads the setting.
  package func isReduceMotionGuarded(by guards: ReduceMotionGuards) -> Bool {
    var child = Syntax(self)
    while let parent = child.parent {
      if parent.isReduceMotionCondition(around: child, guards: guards) { return true }
      child = parent
    }
    return false
  }

  /// The animation type the surrounding code suggests: entrance inside `.onAppear`/`.task`, feedback inside a
  /// `Button` action or gesture handler (the nearest such closure decides), decorative otherwise.
  package var enclosingAnimationKind: AnimationKind {
    var current = Syntax(self)
    while let parent = current.parent {
      if let closure = parent.as(ClosureExprSyntax.self), let kind = closure.animationKindOfOwner {
        return kind
      }
      current = parent
    }
    return .decorative
  }
}

extension Syntax {
  /// Whether `self` is a condition construct reading the setting that `child` (one of its children) depends on.
  fileprivate func isReduceMotionCondition(around child: Syntax, guards: ReduceMotionGuards) -> Bool {
    if let ifExpression = self.as(IfExprSyntax.self) {
      let inBranch = child.id == ifExpression.body.id || child.id == ifExpression.elseBody?.id
      return inBranch && guards.isMentioned(in: ifExpression.conditions)
    }
    if let ternary = self.as(TernaryExprSyntax.self) {
      let inBranch = child.id == ternary.thenExpression.id || child.id == ternary.elseExpression.id
      return inBranch && guards.isMentioned(in: ternary.condition)
    }
    if let sequence = self.as(ExprListSyntax.self), sequence.parent?.is(SequenceExprSyntax.self) == true {
      return sequence.isTernaryBranchReadingSetting(child, guards: guards)
    }
    if let switchExpression = self.as(SwitchExprSyntax.self) {
      return child.id == switchExpression.cases.id && guards.isMentioned(in: switchExpression.subject)
    }
    if let items = self.as(CodeBlockItemListSyntax.self) {
      return items.hasEarlyExitReadingSetting(before: child, guards: guards)
    }
    if let call = self.as(FunctionCallExprSyntax.self), child.id == call.calledExpression.id {
      return call.isAnimationDisablingModifier(guards: guards)
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// `.transaction { $0.animation = reduceMotion ? nil : $0.animation }` or `.symbolEffectsRemoved(reduceMotion)`
  /// applied to a view that holds the site: the setting turns the site's animation off.
  fileprivate func isAnimationDisablingModifier(guards: ReduceMotionGuards) -> Bool {
    guard let name = modifierName, name == "transaction" || name == "symbolEffectsRemoved" else { return false }
    return guards.isMentioned(in: arguments) || trailingClosure.map { guards.isMentioned(in: $0) } == true
  }
}

extension ExprListSyntax {
  /// An unfolded `condition ? then : else` where `child` is in a branch and the condition reads the setting.
  fileprivate func isTernaryBranchReadingSetting(_ child: Syntax, guards: ReduceMotionGuards) -> Bool {
    let elements = Array(self)
    guard let childIndex = elements.firstIndex(where: { $0.id == child.id }) else { return false }
    for (index, element) in elements.enumerated() where index <= childIndex {
      guard element.is(UnresolvedTernaryExprSyntax.self) else { continue }
      if elements[..<index].contains(where: { guards.isMentioned(in: $0) }) { return true }
    }
    return false
  }
}

extension CodeBlockItemListSyntax {
  /// A `guard` reading the setting, or an `if` reading it whose body leaves the scope, before `child`.
  ///
  /// The first such statement of each list is found once per file (``ReduceMotionGuards/earlyExits``): a file of
  /// thousands of top-level declarations asks about every site in it.
  fileprivate func hasEarlyExitReadingSetting(before child: Syntax, guards: ReduceMotionGuards) -> Bool {
    let first = guards.earlyExits.first(in: self) { items in
      items.first { item in
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
          return guards.isMentioned(in: guardStatement.conditions)
        }
        guard let ifExpression = item.item.ifExpression, ifExpression.body.exitsScope else { return false }
        return guards.isMentioned(in: ifExpression.conditions)
      }?.position
    }
    return first.map { $0 < child.position } ?? false
  }
}

extension CodeBlockItemSyntax.Item {
  fileprivate var ifExpression: IfExprSyntax? {
    if let expression = self.as(ExpressionStmtSyntax.self) { return expression.expression.as(IfExprSyntax.self) }
    return self.as(IfExprSyntax.self)
  }
}

extension CodeBlockSyntax {
  /// Whether the block ends by leaving the enclosing scope (`return`, `throw`, `break`, `continue`).
  fileprivate var exitsScope: Bool {
    guard let last = statements.last?.item else { return false }
    return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
      || last.is(ContinueStmtSyntax.self)
  }
}

extension ClosureExprSyntax {
  private static let entranceOwners: Set<String> = ["onAppear", "task"]
  private static let gestureOwners: Set<String> = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onChanged",
    "onEnded",
  ]

  /// The animation type implied by the call this closure is handed to, when it implies one.
  fileprivate var animationKindOfOwner: AnimationKind? {
    guard let (call, label) = owningCall else { return nil }
    let name = call.calledName
    if Self.entranceOwners.contains(name) { return .entrance }
    if Self.gestureOwners.contains(name) { return .feedback }
    if name == "Button" {
      let hasActionArgument = call.arguments.contains { $0.label?.text == "action" }
      let isAction = label == "action" || (label == nil && !hasActionArgument)
      return isAction ? .feedback : nil
    }
    return nil
  }

  /// The call the closure is an argument or trailing closure of, with the closure's label.
  private var owningCall: (FunctionCallExprSyntax, String?)? {
    if let call = parent?.as(FunctionCallExprSyntax.self) { return (call, nil) }
    if let argument = parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return (call, argument.label?.text)
    }
    if let trailing = parent?.as(MultipleTrailingClosureElementSyntax.self),
      let call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return (call, trailing.label.text)
    }
    return nil
  }
}

extension Syntax {
  /// The outermost expression of the modifier chain the node is a link of.
  package var chainTop: Syntax {
    var current = self
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        current = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
        current = parent
      } else {
        break
      }
    }
    return current
  }
}
