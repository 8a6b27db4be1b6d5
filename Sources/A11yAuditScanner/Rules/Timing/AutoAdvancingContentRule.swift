import SwiftSyntax

/// Reports carousels, pagers and rotating content that a timer advances with no way to pause it.
///
/// Walks a file of its own only to find where a timer's stepped value is shown, once a timer steps one: fed by the
/// scanner's one walk, that search would cost every file (see ``FileNodeCollector``).
public enum AutoAdvancingContentRule: Rule {
  /// Files without any of these cannot hold a site: `Timer.scheduledTimer`, `Timer.publish`, `Task.sleep` loops.
  public static let sourceKeywords: [String]? = ["Timer", "sleep"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "auto-advancing-content",
    title: "Let people pause content that advances by itself",
    summary: "A carousel or rotating message that a timer advances needs a way to pause it.",
    rationale: """
      Content that changes by itself takes the page away from people who read slowly, use a screen reader or \
      magnification, or are distracted by movement: the slide they were reading is replaced, and VoiceOver's \
      focus may land on content that moves on. WCAG 2.2.2 Pause, Stop, Hide asks that moving, scrolling or \
      auto-updating content that starts by itself, lasts more than five seconds and is shown with other content \
      can be paused, stopped or hidden.

      Sites: a repeating timer (`Timer.scheduledTimer(…, repeats: true)`, `.onReceive(Timer.publish(every:…))`, a \
      `while` loop around `Task.sleep`) whose code advances what is shown: it steps a state value from itself \
      (`index += 1`, `page = (page + 1) % count`) that a paged `TabView(selection:)`, a \
      `.scrollPosition(id:)` or a subscript (`tips[index]`) of the same type reads, or it calls `scrollTo` on a \
      `ScrollViewReader` proxy (a marquee or an auto-scrolling list). Timers started from a button (a slideshow \
      the person starts) are not sites, and neither are timers whose state feeds no content (clocks, counters, \
      progress). Continuous `repeatForever` animations are reported by the animation rules with 2.2.2 already.

      Passing: a button, toggle, tap, hover, long press or drag of the same type that cancels or invalidates the \
      stored timer or task, or sets a flag the timer's code checks (`guard !isPaused`, `while !isPaused`), so the \
      person can pause it or it pauses while they touch it; or a Reduce Motion check in the timer's code or its \
      scheduling code. Violations are medium.

      Blind spots: a pause control in another type (a parent's toolbar), a timer started from a view model or a \
      helper, pagers from packages (a `Carousel` type with its own autoplay setting), auto-advance interval set \
      at run time, and whether the content lasts more than five seconds (a timer that stops itself after two pages \
      is reported) are not seen.
      """,
    category: .timing,
    severity: .medium,
    criteria: ["2.2.2"],
    message: "Content advances on a timer{period} with no way to pause it",
    passingMessage: "Auto-advancing content can be paused",
    recommendation: """
      Add a pause button (or pause while the carousel is touched or focused) that stops the timer, stop advancing \
      when VoiceOver is running or Reduce Motion is on, or let people page by hand.
      """,
    impactDescription: "Slow readers and screen reader users lose the slide or line they were reading",
    tags: ["timing", "accessibility", "carousel", "auto-advance"],
    variants: [
      RuleVariant(
        id: "scroll", when: "a timer scrolls content (`scrollTo`, `scrollPosition`)",
        message: "Content scrolls by itself on a timer{period} with no way to pause it",
        recommendation: """
          Let people pause the scrolling (a pause button, or stop while it is touched), or stop it when Reduce Motion \
          is on; a marquee is better replaced by text that wraps.
          """)
    ],
    triggeringExamples: AutoAdvancingContentRuleExamples.triggering,
    nonTriggeringExamples: AutoAdvancingContentRuleExamples.nonTriggering
  )

  /// Every repeating timer of the file that advances shown content.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let timers = RepeatingTimer.all(in: file)
    guard !timers.isEmpty else { return [] }
    return timers.compactMap { timer in
      guard !timer.call.isInPreview, !timer.call.isStartedByPerson,
        let advance = AdvanceKind(timer: timer, in: file)
      else { return nil }
      let passing = timer.canBePaused(in: file)
      var hit = RuleHit(
        node: timer.call, severity: passing ? .none : .medium, passing: passing,
        variant: advance == .scroll ? "scroll" : nil)
      hit.messageArguments = ["period": timer.seconds.map { " (every \($0.secondsText))" } ?? ""]
      hit.idExcludedRanges = timer.call.handlerClosureRanges
      return hit
    }
  }
}

/// How a timer changes what is shown.
private enum AdvanceKind {
  /// It steps the page or item shown.
  case page
  /// It scrolls content.
  case scroll

  /// What `timer` advances, nil when it advances nothing shown.
  init?(timer: RepeatingTimer, in file: SourceFileContext) {
    let finder = StepFinder(viewMode: .sourceAccurate)
    finder.walk(timer.body)
    if finder.scrolls {
      self = .scroll
      return
    }
    guard !finder.stepped.isEmpty else { return nil }
    let shown = ShownSelectionFinder(names: finder.stepped, scope: file.typeScope(of: timer.call))
    shown.walk(file.syntax)
    guard let kind = shown.kind else { return nil }
    self = kind
  }
}

/// Finds what timer code advances: names stepped from themselves (`index += 1`, `page = (page + 1) % count`) and
/// `proxy.scrollTo(…)`.
private final class StepFinder: SyntaxVisitor {
  var stepped: Set<String> = []
  var scrolls = false

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    // The sequence is unfolded: `page = (page + 1) % count` is five elements.
    guard elements.count >= 3, let name = elements[0].actionPath, !name.contains(".") else { return .visitChildren }
    let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
    let value = elements.dropFirst(2)
    if ["+=", "-="].contains(operation) {
      stepped.insert(name)
    } else if elements[1].is(AssignmentExprSyntax.self),
      !(value.count == 1 && value.first!.is(PrefixOperatorExprSyntax.self)),
      value.contains(where: { $0.stateNames.contains(name) })
    {
      stepped.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledName == "scrollTo", node.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil {
      scrolls = true
    }
    return .visitChildren
  }
}

/// Finds where a type shows a stepped value: `TabView(selection: $page)` with a page style, `.scrollPosition(id:)`,
/// or a subscript `items[index]`.
private final class ShownSelectionFinder: SyntaxVisitor {
  let names: Set<String>
  let scope: TypeScope
  var kind: AdvanceKind?

  init(names: Set<String>, scope: TypeScope) {
    self.names = names
    self.scope = scope
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard scope.contains(node) else { return .visitChildren }
    if node.calledName == "TabView", let selection = node.argument(labelled: "selection")?.bindingReference,
      names.contains(selection), ExprSyntax(node).appliedModifiers.contains(where: \.isPageTabViewStyle)
    {
      kind = .page
    } else if node.viewModifierName == "scrollPosition", let position = node.argument(labelled: "id"),
      let name = position.bindingReference, names.contains(name)
    {
      kind = kind ?? .scroll
    }
    return .visitChildren
  }

  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard kind == nil, scope.contains(node) else { return .visitChildren }
    let indices = node.arguments.reduce(into: Set<String>()) { $0.formUnion($1.expression.stateNames) }
    if !indices.isDisjoint(with: names), !node.isAssigned { kind = .page }
    return .visitChildren
  }
}

extension SubscriptCallExprSyntax {
  /// Whether the subscript is written to (`items[index] = …`) rather than read.
  fileprivate var isAssigned: Bool {
    guard let sequence = parent?.parent?.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    return elements.count == 3 && elements[0].id == id && elements[1].is(AssignmentExprSyntax.self)
  }
}

extension FunctionCallExprSyntax {
  /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .never))`, `PageTabViewStyle()`.
  fileprivate var isPageTabViewStyle: Bool {
    guard calledName == "tabViewStyle", let style = arguments.first?.expression else { return false }
    return style.trimmedDescription.hasPrefix(".page") || style.trimmedDescription.hasPrefix("PageTabViewStyle")
  }

  /// Whether a button, tap or other person's action starts this timer (a slideshow they start and can stop).
  fileprivate var isStartedByPerson: Bool {
    enclosingCalls.contains { enclosing in
      ["Button", "onTapGesture", "onSubmit", "onLongPressGesture", "accessibilityAction"].contains(
        enclosing.call.calledName)
    }
  }
}

extension RepeatingTimer {
  /// Whether a person's handler of the same type cancels the timer or sets a flag its code checks, or the code
  /// checks Reduce Motion.
  fileprivate func canBePaused(in file: SourceFileContext) -> Bool {
    let code = source == .sleepLoop ? (body.parent ?? body) : body
    if file.reduceMotionGuards.isMentioned(in: code) || file.reduceMotionGuards.isMentioned(in: call) { return true }
    let scope = file.typeScope(of: call)
    let path = call.calledName == "onReceive" ? call.arguments.first?.expression.actionPath : call.storedTimerPath
    let stored = path.map { String($0.split(separator: ".").first ?? "") }
    let checked = checkedNames
    for name in KeepHandlers.handlerCalls + ["onDrag"] {
      for handler in file.index.calls(named: name) where scope.contains(handler) {
        let keys = handler.handlerKeys.keys
        let assigned = keys.filter { $0.hasPrefix("set:") }.map {
          String($0.dropFirst(4).split(separator: "=").first ?? "")
        }
        if assigned.contains(where: checked.contains) { return true }
        guard let stored else { continue }
        let tokens = handler.tokens(viewMode: .sourceAccurate).map(\.text)
        if tokens.contains(stored), tokens.contains(where: { ["cancel", "invalidate", "stop"].contains($0) }) {
          return true
        }
      }
    }
    return false
  }

  /// Names the timer's code (and a loop's condition) checks before advancing.
  private var checkedNames: Set<String> {
    let finder = CheckedNameFinder(viewMode: .sourceAccurate)
    finder.walk(source == .sleepLoop ? (body.parent ?? body) : body)  // a loop's own condition too
    return finder.names
  }
}

/// Names read by the conditions of `if`, `guard` and `while` in some code.
private final class CheckedNameFinder: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
    for condition in node {
      if let expression = condition.condition.as(ExprSyntax.self) {
        names.formUnion(expression.stateNames)
        if let path = expression.negatedPath { names.insert(path) }
      }
    }
    return .visitChildren
  }
}

extension ExprSyntax {
  /// `model.isPaused` for `!model.isPaused` or `model.isPaused`: the path a condition reads.
  fileprivate var negatedPath: String? {
    if let prefix = self.as(PrefixOperatorExprSyntax.self) { return prefix.expression.actionPath }
    return actionPath
  }
}
