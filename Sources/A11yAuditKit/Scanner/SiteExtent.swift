import SwiftSyntax

/// The tokens a finding covers: the whole node, except that a modifier applied to a value
/// (`view.animation(…)`) starts at its `.` rather than at the start of the chain.
struct SiteExtent {
  let first: TokenSyntax
  let last: TokenSyntax
  private let node: Syntax

  init?(_ node: Syntax, start: Syntax? = nil) {
    guard let last = node.lastToken(viewMode: .sourceAccurate) else { return nil }
    if let first = (start ?? node).modifierStartToken {
      self.first = first
    } else {
      return nil
    }
    self.last = last
    self.node = node
  }

  /// Token texts from first to last joined by single spaces: the same however the site is laid out. `bytes` are the
  /// file's source, which holds each token's text.
  func tokenText(in bytes: [UInt8]) -> String { tokenText(skipping: [], in: bytes) }

  /// Token texts, leaving out the tokens of `skipped` and those starting within `excluded` (UTF-8 ranges).
  func tokenText(
    skipping skipped: Set<SyntaxIdentifier>, excluding excluded: [Range<Int>] = [], in bytes: [UInt8]
  )
    -> String
  {
    var text: [UInt8] = []
    let lastPosition = last.position
    func isExcluded(_ token: TokenSyntax) -> Bool {
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      return excluded.contains { $0.contains(start) }
    }
    /// Adds `token`'s text; true once the last token is reached.
    func add(_ token: TokenSyntax) -> Bool {
      if token.presence == .present && (skipped.isEmpty || !skipped.contains(token.id))
        && (excluded.isEmpty || !isExcluded(token))
      {
        if !text.isEmpty { text.append(UInt8(ascii: " ")) }
        let range =
          token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        text += bytes[range.clamped(to: bytes.indices)]
      }
      // Tokens are met in source order: only one at the last token's position can be it.
      return token.position == lastPosition && token.id == last.id
    }
    if add(first) { return String(decoding: text, as: UTF8.self) }
    // The tokens after `first`: those of each later sibling of `first` and of each of its ancestors, in order.
    var current = Syntax(first)
    while let parent = current.parent {
      var isAfter = false
      for child in parent.children(viewMode: .sourceAccurate) {
        guard isAfter else {
          isAfter = child.id == current.id
          continue
        }
        for token in child.tokens(viewMode: .sourceAccurate) {
          if add(token) { return String(decoding: text, as: UTF8.self) }
        }
      }
      current = parent
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The token text a fingerprint hashes: guards on the Reduce Motion setting left out, so that guarding a site
  /// (`.transition(reduceMotion ? .opacity : .slide)`, `withAnimation(reduceMotion ? nil : .spring())`,
  /// `.offset(y: reduceMotion ? 0 : (isShown ? 0 : 20))`, `isActive: !reduceMotion`) keeps its id.
  func fingerprintText(guards: ReduceMotionGuards, excluding excluded: [Range<Int>] = [], in bytes: [UInt8]) -> String {
    let finder = SettingGuardTokens(guards: guards)
    for piece in node.sitePieces(from: first.positionAfterSkippingLeadingTrivia) {
      if let call = piece.parent?.as(FunctionCallExprSyntax.self), call.arguments.id == piece.id {
        finder.skipSettingArguments(of: call)
      }
      finder.walk(piece)
    }
    return tokenText(skipping: finder.skipped, excluding: excluded, in: bytes)
  }

  /// UTF-8 offsets of the covered source, trivia around it excluded.
  var byteRange: Range<Int> {
    first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
  }
}

extension Syntax {
  /// The parts of a site that may hold a guard: for a modifier, its arguments and closures (not the view it is
  /// applied to, which may be a whole container), and those of the modifiers between a group's first and last.
  fileprivate func sitePieces(from start: AbsolutePosition) -> [Syntax] {
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
    else { return [self] }
    var pieces = [Syntax(call.arguments)]
    if let closure = call.trailingClosure { pieces.append(Syntax(closure)) }
    pieces.append(Syntax(call.additionalTrailingClosures))
    if access.period.positionAfterSkippingLeadingTrivia > start, let inner = base.as(FunctionCallExprSyntax.self),
      inner.calledExpression.is(MemberAccessExprSyntax.self)
    {
      pieces += Syntax(inner).sitePieces(from: start)
    }
    return pieces
  }

  /// The first token of a site: the `.` of a modifier applied to a value, else the node's first token.
  fileprivate var modifierStartToken: TokenSyntax? {
    if let access = self.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
      let base = access.base, !base.isTypeOrModuleName
    {
      return access.period
    }
    return firstToken(viewMode: .sourceAccurate)
  }
}

/// Finds the tokens of guards on the setting inside a site, which its fingerprint leaves out.
private final class SettingGuardTokens: SyntaxVisitor {
  let guards: ReduceMotionGuards
  var skipped: Set<SyntaxIdentifier> = []

  init(guards: ReduceMotionGuards) {
    self.guards = guards
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3 else { return .visitChildren }
    if let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
      let polarity = guards.settingPolarity(of: elements[0])
    {
      if polarity {
        skip(elements[0], ternary)
        skipParentheses(of: elements[2])
      } else {
        skip(elements[0])
        skip(tokens: [ternary.questionMark, ternary.colon])
        skip(elements[2])
        skipParentheses(of: ternary.thenExpression)
      }
      return .visitChildren
    }
    if let operation = elements[1].as(BinaryOperatorExprSyntax.self), ["&&", "||"].contains(operation.operator.text) {
      if guards.isSettingReference(elements[0]) {
        skip(elements[0], operation)
        skipParentheses(of: elements[2])
      } else if guards.isSettingReference(elements[2]) {
        skip(operation, elements[2])
        skipParentheses(of: elements[0])
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    skipSettingArguments(of: node)
    return .visitChildren
  }

  /// Leaves out labelled arguments that are the setting itself (`isActive: !reduceMotion`), and the parentheses
  /// when nothing else is left.
  func skipSettingArguments(of node: FunctionCallExprSyntax) {
    let arguments = Array(node.arguments)
    let settingArguments = arguments.indices.filter {
      arguments[$0].label != nil && guards.isSettingReference(arguments[$0].expression)
    }
    for index in settingArguments {
      skip(arguments[index])
      if index > 0, let comma = arguments[index - 1].trailingComma { skip(tokens: [comma]) }
    }
    let allSkipped = !arguments.isEmpty && settingArguments.count == arguments.count
    if allSkipped || node.isWithAnimationOfDefaultOnly(guards: guards) {
      if allSkipped == false { arguments.forEach { skip($0) } }
      if let left = node.leftParen, let right = node.rightParen { skip(tokens: [left, right]) }
    }
  }

  private func skip(_ nodes: any SyntaxProtocol...) {
    for node in nodes {
      for token in node.tokens(viewMode: .sourceAccurate) { skipped.insert(token.id) }
    }
  }

  private func skip(tokens: [TokenSyntax]) {
    for token in tokens { skipped.insert(token.id) }
  }

  private func skipParentheses(of expression: ExprSyntax) {
    guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil
    else { return }
    skip(tokens: [tuple.leftParen, tuple.rightParen])
  }
}

extension FunctionCallExprSyntax {
  /// `withAnimation(reduceMotion ? nil : .default)`: what the fix makes of a `withAnimation` without an argument.
  fileprivate func isWithAnimationOfDefaultOnly(guards: ReduceMotionGuards) -> Bool {
    guard isWithAnimationCall, arguments.count == 1, let argument = arguments.first, argument.label == nil,
      let sequence = argument.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let first = sequence.elements.first, guards.settingPolarity(of: first) == true,
      let last = sequence.elements.last?.as(MemberAccessExprSyntax.self)
    else { return false }
    return last.base == nil && last.declName.baseName.text == "default"
  }
}

extension ExprSyntax {
  /// `SwiftUI` or `UIAccessibility`: a capitalised bare name, read as a module or type qualifier.
  fileprivate var isTypeOrModuleName: Bool {
    guard let reference = self.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.startsUppercase
  }
}
