import SwiftSyntax

/// Where a node sits in a call that holds it: an argument, the trailing closure, or a labelled trailing closure.
package enum CallSlot: Equatable {
  /// An argument, with its label (`nil` for an unlabelled one).
  case argument(String?)
  /// The first trailing closure.
  case trailingClosure
  /// A further trailing closure (`label:`, `icon:`).
  case additionalClosure(String)

  /// The slot's label: the argument or closure label, nil for an unlabelled argument or the trailing closure.
  package var label: String? {
    switch self {
    case .argument(let label): label
    case .trailingClosure: nil
    case .additionalClosure(let label): label
    }
  }
}

/// A call that holds a node in one of its arguments or closures (`VStack { … }`, `Button { … } label: { … }`).
package struct EnclosingCall {
  /// The call.
  package var call: FunctionCallExprSyntax
  /// Where in the call the node is.
  package var slot: CallSlot
}

extension FunctionCallExprSyntax {
  /// `name` for a modifier applied to a value (`view.name(…)`); nil for `Type.name(…)`, `.name(…)` and plain calls.
  package var viewModifierName: String? {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.startsUppercase {
      return nil
    }
    return access.declName.baseName.text
  }

  /// The value a modifier is applied to.
  package var modifiedView: ExprSyntax? {
    viewModifierName == nil ? nil : calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// `Image` for `Image(…)` or `SwiftUI.Image(…)`: the type a view initialiser builds; nil for other calls.
  package var constructedTypeName: String? {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.startsUppercase ? name : nil
    }
    if let access = calledExpression.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    {
      return access.declName.baseName.text
    }
    return nil
  }

  /// The view at the start of the modifier chain this call ends (`Text("a")` for `Text("a").font(.body)`).
  package var viewChainRoot: ExprSyntax {
    var current = ExprSyntax(self)
    while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifiedView {
      current = base
    }
    return current
  }

  /// The modifiers of the chain below this call, nearest first (`.font` for `Text("a").font(.body).bold()` at
  /// `.bold()`), not including this call.
  package var modifiersBelow: [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var current = modifiedView
    while let call = current?.as(FunctionCallExprSyntax.self), call.viewModifierName != nil {
      result.append(call)
      current = call.modifiedView
    }
    return result
  }

  /// Every modifier of the chain this call belongs to, below and above it, this call included.
  package var wholeChainModifiers: [FunctionCallExprSyntax] {
    let above = ExprSyntax(self).appliedModifiers
    return modifiersBelow.reversed() + (viewModifierName == nil ? [] : [self]) + above
  }

  /// The argument labelled `label`.
  package func argument(labelled label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  /// The first argument when it has no label.
  package var firstUnlabeledArgument: ExprSyntax? {
    guard let first = arguments.first, first.label == nil else { return nil }
    return first.expression
  }

  /// The closures of the call with their slots: closure arguments, the trailing closure and the labelled ones.
  package var closureSlots: [(slot: CallSlot, closure: ClosureExprSyntax)] {
    var result: [(CallSlot, ClosureExprSyntax)] = []
    for argument in arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        result.append((.argument(argument.label?.text), closure))
      }
    }
    if let trailingClosure { result.append((.trailingClosure, trailingClosure)) }
    for element in additionalTrailingClosures {
      result.append((.additionalClosure(element.label.text), element.closure))
    }
    return result
  }
}

extension ExprSyntax {
  /// The modifiers applied to this value, nearest first (`.resizable()`, then `.accessibilityHidden(true)` for
  /// `Image("x").resizable().accessibilityHidden(true)` seen from `Image("x")`).
  package var appliedModifiers: [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var current = Syntax(self)
    while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
      let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
      call.viewModifierName != nil
    {
      result.append(call)
      current = Syntax(call)
    }
    return result
  }

  /// The outermost expression of the modifier chain this value starts (the value itself without modifiers).
  package var chainTopExpression: ExprSyntax {
    appliedModifiers.last.map(ExprSyntax.init) ?? self
  }

  /// The text of a plain string literal (`"Close"`), nil for interpolated strings and other expressions; also
  /// looks inside `Text("…")` and `LocalizedStringKey("…")`.
  package var plainStringLiteral: String? {
    if let literal = self.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += piece.content.text
      }
      return text
    }
    if let call = self.as(FunctionCallExprSyntax.self),
      ["Text", "LocalizedStringKey", "String"].contains(call.constructedTypeName),
      call.arguments.count == 1, let first = call.firstUnlabeledArgument
    {
      return first.plainStringLiteral
    }
    return nil
  }

  /// A number literal's value, also negated or parenthesised (`44`, `-2`, `(12.5)`).
  package var numericLiteralValue: Double? {
    if let integer = self.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
    if let float = self.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
    if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.numericLiteralValue.map { -$0 }
    }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.expression.numericLiteralValue
    }
    return nil
  }

  /// `true` for the literal `true`.
  package var isTrueLiteral: Bool { self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }

  /// The member names an expression mentions with a leading dot or a type (`isButton` in `[.isButton, .isHeader]`).
  package var mentionedMemberNames: Set<String> {
    var names: Set<String> = []
    for token in tokens(viewMode: .sourceAccurate) {
      if case .identifier(let name) = token.tokenKind { names.insert(name) }
    }
    return names
  }
}

extension SyntaxProtocol {
  /// The calls that hold this node in an argument or a closure, nearest first, up to the enclosing declaration
  /// (`VStack`, then `Button` for an image in `Button { … } label: { VStack { Image(…) } }`).
  package var enclosingCalls: [EnclosingCall] {
    var result: [EnclosingCall] = []
    var child = Syntax(self)
    var slot: CallSlot?
    while let parent = child.parent {
      if parent.is(DeclSyntax.self) && !parent.is(MacroExpansionDeclSyntax.self) { break }
      if let argument = parent.as(LabeledExprSyntax.self) {
        slot = .argument(argument.label?.text)
      } else if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
        slot = .additionalClosure(element.label.text)
      } else if let call = parent.as(FunctionCallExprSyntax.self) {
        if child.id == call.trailingClosure?.id {
          result.append(EnclosingCall(call: call, slot: .trailingClosure))
        } else if child.id != call.calledExpression.id, let slot {
          result.append(EnclosingCall(call: call, slot: slot))
        }
        slot = nil
      }
      child = parent
    }
    return result
  }
}
