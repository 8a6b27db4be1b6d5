import SwiftSyntax

/// Code a timer runs again and again: a repeating `Timer.scheduledTimer`, `.onReceive` of a `Timer.publish`
/// publisher, or a loop around `Task.sleep`.
package struct RepeatingTimer {
  /// How the code repeats.
  package enum Source: Equatable {
    /// `Timer.scheduledTimer(withTimeInterval:repeats: true)`.
    case scheduledTimer
    /// `.onReceive(Timer.publish(every:…))`.
    case publisher
    /// `while … { … Task.sleep(…) … }`.
    case sleepLoop
  }

  /// The scheduling call: `scheduledTimer`, `onReceive` or `sleep`.
  package var call: FunctionCallExprSyntax
  /// How the code repeats.
  package var source: Source
  /// The seconds between two runs, when the code says them.
  package var seconds: Double?
  /// The expression giving the period.
  package var period: ExprSyntax?
  /// The code run each time: the timer's closure or the loop's body.
  package var body: Syntax

  /// The repeating timers of a file.
  package static func all(in file: SourceFileContext) -> [RepeatingTimer] {
    DelayedCode.all(in: file).compactMap { timer in
      switch timer.call.calledName {
      case "scheduledTimer":
        guard timer.call.argument(labelled: "repeats")?.isTrueLiteral == true, let body = timer.body.first else {
          return nil
        }
        return RepeatingTimer(
          call: timer.call, source: .scheduledTimer, seconds: timer.seconds, period: timer.delay, body: body)
      case "onReceive":
        guard let body = timer.body.first else { return nil }
        return RepeatingTimer(
          call: timer.call, source: .publisher, seconds: timer.delay?.durationSeconds(unit: 1), period: timer.delay,
          body: body)
      case "sleep":
        guard let loop = timer.call.enclosingLoopBody else { return nil }
        return RepeatingTimer(
          call: timer.call, source: .sleepLoop, seconds: timer.seconds, period: timer.delay, body: Syntax(loop))
      default:
        return nil
      }
    }
  }

  /// Names of the view's own state the code flips each time: `blink.toggle()`, `isOn = !isOn` (not `model.isOn`).
  package var toggledNames: Set<String> {
    let finder = ToggleFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.names
  }
}

extension FunctionCallExprSyntax {
  /// The body of the `while`, `repeat` or `for` loop around this call, within its closure or function.
  fileprivate var enclosingLoopBody: CodeBlockSyntax? {
    var current = Syntax(self)
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(DeclSyntax.self) { return nil }
      if let loop = parent.as(WhileStmtSyntax.self) { return loop.body }
      if let loop = parent.as(RepeatStmtSyntax.self) { return loop.body }
      if let loop = parent.as(ForStmtSyntax.self) { return loop.body }
      current = parent
    }
    return nil
  }
}

/// Finds the state code flips: `name.toggle()` and `name = !name`.
private final class ToggleFinder: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledName == "toggle", node.arguments.isEmpty,
      let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.actionPath
    {
      if !base.contains(".") { names.insert(base) }
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].actionPath,
      let negated = elements[2].as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
      negated.expression.actionPath == target
    {
      if !target.contains(".") { names.insert(target) }
    }
    return .visitChildren
  }
}
