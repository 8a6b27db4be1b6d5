import A11yAuditModel
import SwiftSyntax

/// What an animation expression (`.spring(response: 0.3)`, `.linear(duration: 2).repeatForever()`, UIKit
/// `usingSpringWithDamping:`) says about its timing.
package struct AnimationTiming: Equatable {
  /// The shape of the animation, by the audit's table.
  package enum Curve: Equatable {
    /// `nil`, `.none` or a zero duration: no animation at all.
    case none
    /// `repeatForever` (or UIKit's `.repeat` option): motion that never stops.
    case continuous
    /// A bouncing spring: `.spring`, `.bouncy`, `.snappy`, `.interactiveSpring`, `.interpolatingSpring`.
    case spring
    /// A spring that does not bounce: `.smooth`, `bounce: 0`, `dampingFraction` or `dampingRatio` of 1 or more.
    case moderateSpring
    /// Any other timing curve (`.easeInOut`, `.linear`, `.default`, a stored animation).
    case curve
  }

  package static let continuousNames: Set<String> = ["repeatForever", "repeat"]
  package static let springNames: Set<String> = [
    "spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy", "usingSpringWithDamping",
    "dampingRatio", "UISpringTimingParameters", "SpringKeyframe",
  ]
  package static let moderateSpringNames: Set<String> = ["smooth"]

  package var curve: Curve
  /// The shortest explicit `duration:`/`response:`/`withDuration:` the expression gives, in seconds.
  package var duration: Double?

  /// The timing of `expression`; a missing expression is the default curve (`withAnimation { … }`).
  package init(_ expression: (some SyntaxProtocol)?) {
    guard let expression else {
      self.init(curve: .curve, duration: nil)
      return
    }
    if let expression = Syntax(expression).as(ExprSyntax.self), expression.isNoAnimation {
      self.init(curve: .none, duration: nil)
      return
    }
    let scan = TimingCollector(viewMode: .sourceAccurate)
    scan.walk(expression)
    // `.linear(duration: 0)`: the change happens at once, like no animation.
    if !scan.durations.isEmpty, scan.durations.allSatisfy({ $0 == 0 }) {
      self.init(curve: .none, duration: 0)
      return
    }
    self.init(names: scan.names, duration: scan.durations.min(), calmSprings: scan.calmSprings)
  }

  /// The timing named by `names` (for helpers whose body is not at hand).
  package init(names: Set<String>, duration: Double? = nil, calmSprings: Bool = false) {
    if !names.isDisjoint(with: Self.continuousNames) {
      curve = .continuous
    } else if !names.isDisjoint(with: Self.springNames) {
      curve = calmSprings ? .moderateSpring : .spring
    } else if !names.isDisjoint(with: Self.moderateSpringNames) {
      curve = .moderateSpring
    } else {
      curve = .curve
    }
    self.duration = duration
  }

  package init(curve: Curve, duration: Double?) {
    self.curve = curve
    self.duration = duration
  }

  /// The severity the timing alone forces, by the audit's table: critical for continuous motion, high for
  /// springs, medium for moderate springs; nil when the effects decide.
  package var severity: Severity? {
    switch curve {
    case .none: Severity.none
    case .continuous: .critical
    case .spring: .high
    case .moderateSpring: .medium
    case .curve: nil
    }
  }
}

private final class TimingCollector: SyntaxVisitor {
  var names: Set<String> = []
  var durations: [Double] = []
  /// Every spring call that gives its bounce says it does not bounce.
  var calmSprings = false
  private var sawBouncingSpring = false

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .skipChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard let label = node.label?.text else { return .visitChildren }
    names.insert(label)
    let value = node.expression.numberLiteral
    switch label {
    case "duration", "response", "withDuration":
      if let value { durations.append(value) }
    case "bounce":
      if let value { value <= 0 ? (calmSprings = !sawBouncingSpring) : markBouncing() }
    case "dampingFraction", "dampingRatio", "usingSpringWithDamping":
      if let value { value >= 1 ? (calmSprings = !sawBouncingSpring) : markBouncing() }
    default: break
    }
    return .visitChildren
  }

  private func markBouncing() {
    sawBouncingSpring = true
    calmSprings = false
  }
}
