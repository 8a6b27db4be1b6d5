import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The property or variable a timer call, or the `Task` around it, is stored in (`timer = Timer.scheduledTimer(…)`,
  /// `dismissTask = Task { … Task.sleep … }`, `let rotation = Task { while … }`): the name code that stops it cancels
  /// or invalidates. Nil when it is not stored, or sits in a closure other than a `Task`'s (`.onAppear { … }` with no
  /// assignment inside).
  package var storedTimerPath: String? {
    var current = Syntax(self)
    while let parent = current.parent {
      if let closure = parent.as(ClosureExprSyntax.self) {
        guard let task = closure.parent?.as(FunctionCallExprSyntax.self), task.calledName == "Task" else { return nil }
        current = Syntax(task)
        continue
      }
      if let sequence = parent.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) { return elements[0].actionPath }
      }
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if parent.is(DeclSyntax.self) { return nil }
      current = parent
    }
    return nil
  }
}
