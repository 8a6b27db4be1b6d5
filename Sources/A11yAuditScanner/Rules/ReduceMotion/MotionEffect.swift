import SwiftSyntax

/// One visual change a modifier applies when its argument changes: `.offset(y: isShown ? 0 : 20)`,
/// `.scaleEffect(isPressed ? 0.95 : 1)`, `.opacity(isShown ? 1 : 0)`.
package struct MotionEffect {
  /// What the modifier changes.
  package enum Kind: String {
    case offset, position, scale, rotation, rotation3D, resize, opacity, blur, colour
  }

  /// Modifiers and the change they make.
  package static let kinds: [String: Kind] = [
    "offset": .offset, "position": .position, "scaleEffect": .scale, "rotationEffect": .rotation,
    "rotation3DEffect": .rotation3D, "frame": .resize, "trim": .resize, "opacity": .opacity, "blur": .blur,
    "foregroundColor": .colour, "foregroundStyle": .colour, "background": .colour, "backgroundStyle": .colour,
    "tint": .colour, "fill": .colour, "brightness": .colour, "saturation": .colour, "hueRotation": .colour,
    "grayscale": .colour,
  ]
  /// The modifiers the audit counts as animations of their own when state an animation drives feeds them.
  package static let animatedEffectNames: Set<String> = [
    "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "opacity", "blur",
  ]
  /// Offsets at least this long (points) are large movements.
  package static let largeOffset = 100.0
  /// Scale changes smaller than this are subtle (the audit's "scale changes under 0.1").
  package static let subtleScale = 0.1
  /// Scale changes at least this large, in under ``rapidDuration`` seconds, are rapid scaling.
  package static let rapidScale = 0.5
  package static let rapidDuration = 0.3
  /// Rotations larger than this (degrees) are critical.
  package static let largeRotation = 180.0

  /// The modifier, for effects read from SwiftUI modifiers (nil for UIKit property changes).
  package let call: FunctionCallExprSyntax?
  package let kind: Kind
  /// The largest change the source shows: points for offsets, the factor for scales, degrees for rotations.
  package let magnitude: Double?
  /// Axes an offset moves along.
  package let axes: Int
  /// State the arguments read (`isShown`, `offset`), without setting names.
  package let stateNames: Set<String>

  /// The effect `call` applies, or nil when it is not an effect modifier or its arguments never change.
  package init?(_ call: FunctionCallExprSyntax, numbers: (String) -> [Double]) {
    guard let kind = Self.kinds[call.calledName] else { return nil }
    let arguments = Array(call.arguments).filter {
      !["anchor", "axis", "alignment", "in", "style"].contains($0.label?.text)
    }
    let moving = arguments.compactMap { argument -> (LabeledExprSyntax, Set<String>)? in
      let names = argument.expression.stateNames
      return names.isEmpty ? nil : (argument, names)
    }
    guard !moving.isEmpty else { return nil }
    self.call = call
    self.kind = kind
    self.stateNames = moving.reduce(into: Set<String>()) { $0.formUnion($1.1) }
    switch kind {
    case .offset:
      axes = moving.count >= 2 ? 2 : 1
      magnitude = moving.compactMap { $0.0.expression.numberSpan(numbers) }.max()
    case .scale, .rotation, .rotation3D:
      axes = 1
      let spans = arguments.prefix(kind == .scale ? 2 : 1).compactMap { $0.expression.numberSpan(numbers) }
      magnitude = spans.max()
    case .position, .resize, .opacity, .blur, .colour:
      axes = 1
      magnitude = nil
    }
  }

  /// An effect known from elsewhere (a UIKit `animations` closure setting `transform`, `center` or `alpha`).
  package init(kind: Kind, magnitude: Double? = nil, axes: Int = 1) {
    call = nil
    self.kind = kind
    self.magnitude = magnitude
    self.axes = axes
    stateNames = []
  }

  /// Whether the effect moves, turns or resizes the view (a scale change under 0.1 does not count).
  package var isMovement: Bool {
    switch kind {
    case .offset, .position, .rotation, .rotation3D, .resize: true
    case .scale: (magnitude ?? 1) >= Self.subtleScale
    case .opacity, .blur, .colour: false
    }
  }
}

extension ExprSyntax {
  /// Names of state the expression reads: bare lower-case names and `self.` members, not members of other values
  /// (`habit.isDone` reads `habit`), not types, not implicit members (`.secondary`).
  package var stateNames: Set<String> {
    let collector = StateNameCollector(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.names
  }

  /// The spread of the numbers the expression can take (`isOn ? 360 : 0` → 360), or nil when unknown.
  package func numberSpan(_ numbers: (String) -> [Double]) -> Double? {
    guard let values = possibleNumbers(numbers), let low = values.min(), let high = values.max(), values.count > 1
    else { return nil }
    return high - low
  }

  /// Every number the expression can evaluate to, looking through ternaries, parentheses, `.degrees(…)`,
  /// `.radians(…)` and properties with known values; nil when one branch is unknown.
  package func possibleNumbers(_ numbers: (String) -> [Double]) -> [Double]? {
    if let value = numberLiteral { return [value] }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.expression.possibleNumbers(numbers)
    }
    if let sequence = self.as(SequenceExprSyntax.self) {
      return Array(sequence.elements).ternaryNumbers(numbers)
    }
    if let call = self.as(FunctionCallExprSyntax.self), let argument = call.arguments.first {
      let name = call.calledName
      guard ["degrees", "radians", "Angle", "CGFloat", "Double"].contains(name) else { return nil }
      let values = argument.expression.possibleNumbers(numbers)
      let isRadians = name == "radians" || argument.label?.text == "radians"
      return isRadians ? values?.map { $0 * 180 / Double.pi } : values
    }
    if let access = self.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "zero" { return [0] }
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      let values = numbers(reference.baseName.text)
      return values.isEmpty ? nil : values
    }
    return nil
  }
}

extension [ExprSyntax] {
  /// The numbers of an unfolded `condition ? then : else` (else may hold another ternary).
  fileprivate func ternaryNumbers(_ numbers: (String) -> [Double]) -> [Double]? {
    guard let index = firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = self[index].as(UnresolvedTernaryExprSyntax.self)
    else { return nil }
    let rest = Array(self[(index + 1)...])
    guard let then = ternary.thenExpression.possibleNumbers(numbers) else { return nil }
    let otherwise = rest.count == 1 ? rest[0].possibleNumbers(numbers) : rest.ternaryNumbers(numbers)
    return otherwise.map { then + $0 }
  }
}

private final class StateNameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { names.insert(name) }
      return .skipChildren
    }
    guard name != "self", name.startsLowercase || name.hasPrefix("_") else { return .skipChildren }
    names.insert(name)
    return .skipChildren
  }
}
