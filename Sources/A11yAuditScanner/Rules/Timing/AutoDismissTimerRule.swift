import A11yAuditModel
import SwiftSyntax

/// Reports toasts, banners, alerts and screens that a timer hides with no way for the person to keep them.
public enum AutoDismissTimerRule: Rule {
  /// Files without any of these cannot hold a site: `asyncAfter`, `Task.sleep`, `Timer.scheduledTimer`,
  /// `Timer.publish`.
  public static let sourceKeywords: [String]? = ["asyncAfter", "sleep", "Timer"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "auto-dismiss-timer",
    title: "Let people keep what a timer would hide",
    summary: "A toast, banner, alert or screen hidden after a few seconds is gone before some people have read it.",
    rationale: """
      People who read slowly, use a screen reader or magnification, or need time to reach a button cannot read a \
      message or act on it in the two or three seconds a toast stays. WCAG 2.2.1 Timing Adjustable asks that a time \
      limit set by the content can be turned off, adjusted or extended (20 hours or more is exempt); WCAG has no \
      minimum that makes a short limit acceptable. VoiceOver may not even have finished reading the message when it \
      goes.

      Sites: code that runs after a delay and hides presented content: the closure of \
      `DispatchQueue.main.asyncAfter(deadline:)`, the statements after `Task.sleep(…)` (in `Task { … }`, `.task { … \
      }`, an async function), `Timer.scheduledTimer(withTimeInterval:…)`'s block, and `.onReceive` of a \
      `Timer.publish` publisher, when they set a presentation flag to false (`isPresented`, `showToast`, \
      `isShowingBanner`, also `withAnimation { … }` around it), set an optional toast, banner, alert or message to \
      nil, or call `dismiss()` (`presentationMode.wrappedValue.dismiss()`, `dismiss(animated:)`). Severity by what \
      goes: an alert, high; a toast, banner, snackbar, HUD, popup or message, medium (a view whose type name says \
      toast or banner counts as one); a screen closed by `dismiss()`, medium; other presented content, low. Not \
      sites: timers that update data (clocks, polling, progress), names that say chrome or choreography (toolbar, \
      controls, tab bar, keyboard, loading, progress, highlight, animation, autocomplete, splash), waits under half a \
      second (an animation hand-off or a debounce, not time to read), what follows an `await` of other work after the \
      wait (a debounced search clears its error when the results come, not on time), and a `dismiss()` scheduled \
      from a button, tap or submit (the person asked to leave; the delay lets a confirmation play).

      Passing: a delay of 20 hours or more; a delay read from a setting (an `@AppStorage` property, `UserDefaults`, \
      a name that says setting or preference); a check of `UIAccessibility.isVoiceOverRunning`, \
      `isSwitchControlRunning` or an `@Environment(\\.accessibilityVoiceOverEnabled)` property in the scheduling \
      code (the function, or in a view's `body` the closure that schedules the timer); a stored timer or task \
      (`dismissTask = Task { … }`) that a button, tap, hover or long press of the same type cancels or invalidates; \
      or a hide guarded by a flag (`if !isPinned`) that such a handler sets.

      Blind spots: durations computed elsewhere are reported without a figure; a message shown for less than half a \
      second is not reported (anyone testing sees it); a keep or pause control in another \
      type (a toast center whose views pause it) is not seen; content replaced on a timer (a carousel that \
      advances) is a moving-content question (2.2.2) and not reported; checking VoiceOver only helps VoiceOver users, \
      and a person who reads slowly still needs the setting.
      """,
    category: .timing,
    severity: .medium,
    criteria: ["2.2.1"],
    message: "Presented content is hidden by a timer ({delay}) with no way to keep it",
    passingMessage: "Timed dismissal can be extended or turned off",
    recommendation: """
      Keep the content until the person dismisses it, or let them extend it: read the duration from a setting, keep \
      it while VoiceOver is running (`UIAccessibility.isVoiceOverRunning`), or pause the timer while it is touched \
      or focused, with a close button for when they are done.
      """,
    impactDescription: "Slow readers and screen reader users lose messages before they have read them",
    tags: ["timing", "accessibility", "toast", "time-limit"],
    variants: [
      RuleVariant(
        id: "alert", when: "an alert",
        message: "Alert dismissed by a timer ({delay}) before everyone can read it",
        recommendation: """
          Let alerts stay until the person dismisses them; an alert worth showing is worth a button (`.alert` with \
          an OK button).
          """),
      RuleVariant(
        id: "message", when: "a toast, banner, snackbar, HUD, popup or message",
        message: "Message hidden by a timer ({delay}) with no way to keep it",
        recommendation: """
          Keep the message while VoiceOver is running and while it is touched, read its duration from a setting, or \
          keep it until it is closed; put anything actionable (Undo) somewhere that stays.
          """),
      RuleVariant(
        id: "screen", when: "a screen closed by `dismiss()`",
        message: "Screen closed by a timer ({delay}) with no way to keep it open",
        recommendation: """
          Close the screen when the person taps Done, or offer a Stay button and keep it open while VoiceOver is \
          running.
          """),
    ],
    triggeringExamples: AutoDismissTimerRuleExamples.triggering,
    nonTriggeringExamples: AutoDismissTimerRuleExamples.nonTriggering
  )

  /// The WCAG exception: a time limit of 20 hours or more.
  package static let exemptSeconds = 20.0 * 60 * 60

  /// Waits shorter than this are choreography (letting an animation finish) or a debounce, not time to read.
  package static let choreographySeconds = 0.5

  /// Every timer of the file that hides presented content.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let timers = DelayedCode.all(in: file)
    guard !timers.isEmpty else { return [] }
    let keepers = KeepHandlersByType()
    return timers.compactMap { timer in
      guard (timer.seconds ?? .infinity) >= choreographySeconds, let hidden = timer.hiddenContent(in: file),
        !timer.call.isInPreview
      else { return nil }
      let scope = file.typeScope(of: timer.call)
      let passing =
        (timer.seconds ?? 0) >= exemptSeconds || timer.readsDelayFromSetting(in: file)
        || timer.checksAssistiveTechnology(in: file)
        || keepers.handlers(in: scope, of: file).keep(timer, hiding: hidden)
      var hit = RuleHit(
        node: timer.call, severity: passing ? .none : hidden.kind.severity, passing: passing,
        variant: hidden.kind.variant)
      hit.messageArguments = ["delay": timer.seconds.map { "after \($0.secondsText)" } ?? "after a delay"]
      hit.idExcludedRanges = timer.call.handlerClosureRanges
      return hit
    }
  }
}

/// What a timer hides, as far as its severity goes.
package enum HiddenContentKind {
  case alert
  case message
  case screen
  case content

  package var severity: Severity {
    switch self {
    case .alert: .high
    case .message, .screen: .medium
    case .content: .low
    }
  }

  package var variant: String? {
    switch self {
    case .alert: "alert"
    case .message: "message"
    case .screen: "screen"
    case .content: nil
    }
  }

  /// The kind a state name says (`showToast` a message, `isPresentingSavedAlert` an alert), nil when it says chrome
  /// or choreography or nothing about presenting.
  package init?(stateName name: String, enclosingType: String) {
    let lowered = name.lowercased()
    guard !Self.choreography.contains(where: { lowered.contains($0) }) else { return nil }
    if lowered.contains("alert") {
      self = .alert
    } else if Self.messageWords.contains(where: { lowered.contains($0) }) {
      self = .message
    } else if Self.presentingPrefixes.contains(where: { lowered.hasPrefix($0) }) {
      self = Self.kind(ofType: enclosingType)
    } else {
      return nil
    }
  }

  /// The kind of a view whose own flag is hidden (`isPresented` in a `ToastBanner`).
  package static func kind(ofType type: String) -> HiddenContentKind {
    let lowered = type.lowercased()
    if lowered.contains("alert") { return .alert }
    return messageWords.contains { lowered.contains($0) } ? .message : .content
  }

  package static let messageWords = [
    "toast", "banner", "snack", "hud", "message", "popup", "popover", "notice", "tooltip", "confirmation", "error",
    "success", "copied", "saved", "undo",
  ]
  package static let presentingPrefixes = [
    "show", "isshow", "ispresent", "present", "isvisible", "visible", "display", "isdisplay", "reveal", "isreveal",
  ]
  package static let choreography = [
    "toolbar", "control", "tabbar", "keyboard", "cursor", "indicator", "loading", "spinner", "progress",
    "placeholder", "highlight", "animat", "bump", "pulse", "glow", "ripple", "blink", "scroll", "autocomplete",
    "suggestion", "splash", "launch", "confetti", "drag", "hover",
  ]
}

/// Code a timer runs later: where it is scheduled, how long it waits, and the code.
package struct DelayedCode {
  /// The scheduling call (`asyncAfter`, `Task.sleep`, `Timer.scheduledTimer`, `.onReceive(timer)`).
  package var call: FunctionCallExprSyntax
  /// The wait, when the code says it.
  package var seconds: Double?
  /// The expression giving the wait.
  package var delay: ExprSyntax?
  /// What runs after the wait.
  package var body: [Syntax]

  /// The timers of a file.
  package static func all(in file: SourceFileContext) -> [DelayedCode] {
    var result: [DelayedCode] = []
    for call in file.index.calls(named: "asyncAfter") {
      guard let closure = call.trailingClosure ?? call.argument(labelled: "execute")?.as(ClosureExprSyntax.self)
      else { continue }
      let delay = call.argument(labelled: "deadline") ?? call.argument(labelled: "wallDeadline")
      result.append(
        DelayedCode(call: call, seconds: delay?.durationSeconds(unit: 1), delay: delay, body: [Syntax(closure)]))
    }
    for call in file.index.calls(named: "sleep") where call.isTaskSleep {
      let delay = call.arguments.first?.expression
      let unit = call.arguments.first?.label?.text == "nanoseconds" ? 1e-9 : 1
      result.append(
        DelayedCode(call: call, seconds: delay?.durationSeconds(unit: unit), delay: delay, body: call.statementsAfter))
    }
    for call in file.index.calls(named: "scheduledTimer") {
      guard let closure = call.trailingClosure ?? call.argument(labelled: "block")?.as(ClosureExprSyntax.self) else {
        continue
      }
      let delay = call.argument(labelled: "withTimeInterval")
      result.append(
        DelayedCode(call: call, seconds: delay?.durationSeconds(unit: 1), delay: delay, body: [Syntax(closure)]))
    }
    for call in file.index.calls(named: "onReceive") where call.viewModifierName != nil {
      guard let publisher = call.arguments.first?.expression, let period = publisher.timerPeriod(in: file),
        let closure = call.trailingClosure ?? call.argument(labelled: "perform")?.as(ClosureExprSyntax.self)
      else { continue }
      result.append(DelayedCode(call: call, seconds: nil, delay: period, body: [Syntax(closure)]))
    }
    return result
  }

  /// What the code hides, most severe first; nil when it hides nothing presented.
  package func hiddenContent(in file: SourceFileContext) -> HiddenContent? {
    let typeName = call.enclosingTypeDeclaration?.declaredTypeName ?? ""
    let finder = HidingFinder(enclosingType: typeName)
    finder.roots = Set(body.map(\.id))
    for node in body { finder.walk(node) }
    guard var hidden = finder.hidden.min(by: { $0.kind.severity > $1.kind.severity }) else { return nil }
    if hidden.kind == .screen, call.isScheduledByPersonAction { return nil }
    hidden.guards = finder.hidden.flatMap(\.guards)
    return hidden
  }

  /// Whether the wait is read from a setting (`@AppStorage`, `UserDefaults`, `settings.toastDuration`).
  package func readsDelayFromSetting(in file: SourceFileContext) -> Bool {
    guard let delay else { return false }
    let stored = file.appStorageNames
    return delay.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let lowered = name.lowercased()
      return stored.contains(name) || name == "UserDefaults" || lowered.contains("setting")
        || lowered.contains("preference")
    }
  }

  /// Whether the scheduling code checks for VoiceOver or Switch Control.
  package func checksAssistiveTechnology(in file: SourceFileContext) -> Bool {
    let names = file.voiceOverEnvironmentNames.union(["isVoiceOverRunning", "isSwitchControlRunning"])
    return call.schedulingCode.tokens(viewMode: .sourceAccurate).contains { token in
      if case .identifier(let name) = token.tokenKind { return names.contains(name) }
      return false
    }
  }
}

/// Something a timer hides, and the flags that guard the hiding.
package struct HiddenContent {
  package var kind: HiddenContentKind
  /// The state set (`showToast`), empty for `dismiss()`.
  package var state: String
  /// Names read by the conditions around the hiding (`isPinned` in `if !isPinned { showBanner = false }`).
  package var guards: [String] = []
}

/// Finds what delayed code hides: presentation flags set to false, optional messages set to nil, `dismiss()`.
private final class HidingFinder: SyntaxVisitor {
  let enclosingType: String
  var hidden: [HiddenContent] = []
  /// The delayed code itself, whose closure is walked although it belongs to a timer.
  var roots: Set<SyntaxIdentifier> = []

  init(enclosingType: String) {
    self.enclosingType = enclosingType
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), var path = elements[0].actionPath else {
      return .visitChildren
    }
    let value = elements[2]
    let hides =
      value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
      || value.is(NilLiteralExprSyntax.self)
    guard hides else { return .visitChildren }
    if path.hasSuffix(".wrappedValue") { path = String(path.dropLast(".wrappedValue".count)) }
    let name = path.split(separator: ".").last.map(String.init) ?? path
    let isNil = value.is(NilLiteralExprSyntax.self)
    let kind: HiddenContentKind?
    if isNil {
      kind = HiddenContentKind(stateName: name, enclosingType: enclosingType).flatMap { $0 == .content ? nil : $0 }
    } else {
      kind = HiddenContentKind(stateName: name, enclosingType: enclosingType)
    }
    if let kind { hidden.append(HiddenContent(kind: kind, state: path, guards: node.guardingNames)) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.calledName
    if name == "dismiss" {
      let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.actionPath ?? ""
      var kind = HiddenContentKind.screen
      if let named = HiddenContentKind(stateName: receiver, enclosingType: ""), named == .message || named == .alert {
        kind = named
      }
      hidden.append(HiddenContent(kind: kind, state: receiver, guards: node.guardingNames))
    } else if name.hasPrefix("hide") || name.hasPrefix("dismiss"),
      let kind = HiddenContentKind(
        stateName: "show" + name.dropFirst(name.hasPrefix("hide") ? 4 : 7), enclosingType: "")
    {
      hidden.append(HiddenContent(kind: kind, state: name, guards: node.guardingNames))
    }
    return .visitChildren
  }

  /// Nested timers are sites of their own.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if !roots.contains(node.id),
      let call = node.parent?.as(FunctionCallExprSyntax.self)
        ?? node.parent?.parent?.parent?.as(
          FunctionCallExprSyntax.self),
      ["asyncAfter", "scheduledTimer"].contains(call.calledName)
    {
      return .skipChildren
    }
    return .visitChildren
  }
}

extension SyntaxProtocol {
  /// Names read by the `if` and `guard` conditions around the node, up to the closure or function it is in.
  fileprivate var guardingNames: [String] {
    var names: [String] = []
    var current = Syntax(self)
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { break }
      if let condition = parent.as(IfExprSyntax.self) {
        names += condition.conditions.referencedNames
      }
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        for item in block {
          if item.trimmedUTF8Range.lowerBound >= current.trimmedUTF8Range.lowerBound { break }
          if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            names += guardStatement.conditions.referencedNames
          }
        }
      }
      current = parent
    }
    return names
  }

  /// The bare names the node reads (`isPinned`, `Task` and `isCancelled` left out).
  fileprivate var referencedNames: [String] {
    tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind, name != "Task", name != "isCancelled" else { return nil }
      return name
    }
  }
}

extension FunctionCallExprSyntax {
  /// `Task.sleep(…)` or a clock's `sleep(for:)`/`sleep(until:)`.
  fileprivate var isTaskSleep: Bool {
    guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.base != nil else { return false }
    if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" { return true }
    return arguments.first.map { ["for", "until"].contains($0.label?.text) } ?? false
  }

  /// The statements after the one holding this call in its block, up to the next sleep or the first that awaits
  /// other work (a debounced fetch: what follows depends on its result, not on the time).
  fileprivate var statementsAfter: [Syntax] {
    var current = Syntax(self)
    while let parent = current.parent, !parent.is(CodeBlockItemListSyntax.self) {
      if parent.is(ClosureExprSyntax.self) || parent.is(DeclSyntax.self) { return [] }
      current = parent
    }
    guard let item = current.as(CodeBlockItemSyntax.self), let block = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return [] }
    var result: [Syntax] = []
    var isAfter = false
    for statement in block {
      if statement.id == item.id {
        isAfter = true
        continue
      }
      guard isAfter else { continue }
      if statement.trimmedDescription.contains(".sleep(") || statement.awaitsWork { break }
      result.append(Syntax(statement))
    }
    return result
  }

  /// The code that schedules this timer: the function it is in (`func showToast()`), or in a property (a view's
  /// `body`) the outermost closure around it (`.task { … }`, `Button { … }`).
  fileprivate var schedulingCode: Syntax {
    var outermost: Syntax?
    var current = Syntax(self)
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) { outermost = parent }
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return parent }
      if parent.is(DeclSyntax.self) { return outermost ?? parent }
      current = parent
    }
    return outermost ?? current
  }

  /// Whether a button, tap, gesture or submit schedules this timer: the person asked for what follows.
  fileprivate var isScheduledByPersonAction: Bool {
    enclosingCalls.contains { enclosing in
      ["Button", "onTapGesture", "onEnded", "onSubmit", "onLongPressGesture", "accessibilityAction"].contains(
        enclosing.call.calledName)
    }
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement awaits something other than the main actor (`await client.fetch()`, not
  /// `await MainActor.run { … }`).
  fileprivate var awaitsWork: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.await), let expression = token.parent?.as(AwaitExprSyntax.self) else {
        return false
      }
      return !expression.expression.trimmedDescription.hasPrefix("MainActor.run")
    }
  }
}

extension ExprSyntax {
  /// The seconds a duration expression says, in `unit` seconds for bare numbers (`1e-9` for `nanoseconds:`):
  /// `.now() + 2`, `.seconds(3)`, `.milliseconds(1500)`, `2 * NSEC_PER_SEC`, `UInt64(1.5 * 1_000_000_000)`.
  package func durationSeconds(unit: Double) -> Double? {
    if let number = numericLiteralValue { return number * unit }
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      switch reference.baseName.text {
      case "NSEC_PER_SEC": return 1e9 * unit
      case "NSEC_PER_MSEC": return 1e6 * unit
      default: return nil
      }
    }
    if let call = self.as(FunctionCallExprSyntax.self) {
      let name = call.calledName
      if ["now", "init"].contains(name) && call.arguments.isEmpty { return 0 }
      let argument = call.arguments.first?.expression
      switch name {
      case "seconds": return argument?.durationSeconds(unit: 1)
      case "milliseconds": return argument?.durationSeconds(unit: 1e-3)
      case "microseconds": return argument?.durationSeconds(unit: 1e-6)
      case "nanoseconds": return argument?.durationSeconds(unit: 1e-9)
      case "UInt64", "Double", "Int", "TimeInterval", "UInt32", "CGFloat": return argument?.durationSeconds(unit: unit)
      default: return nil
      }
    }
    if let access = self.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "now" { return 0 }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return tuple.elements.first?.expression.durationSeconds(unit: unit)
    }
    if let sequence = self.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      let operators = stride(from: 1, to: elements.count, by: 2).compactMap {
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
      }
      let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
      guard operators.count == operands.count - 1 else { return nil }
      if operators.allSatisfy({ $0 == "+" }) {
        let values = operands.map { $0.durationSeconds(unit: unit) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }.reduce(0, +)
      }
      if operators.allSatisfy({ $0 == "*" || $0 == "/" }) {
        // The first operand carries the unit; the others are plain factors or divisors.
        guard var product = operands.first?.durationSeconds(unit: unit) else { return nil }
        for (operation, operand) in zip(operators, operands.dropFirst()) {
          guard let factor = operand.durationSeconds(unit: 1), factor != 0 else { return nil }
          product = operation == "*" ? product * factor : product / factor
        }
        return product
      }
    }
    return nil
  }

  /// The period of a `Timer.publish(every:…)` publisher this expression is or names (a property of the type); nil
  /// for any other publisher.
  fileprivate func timerPeriod(in file: SourceFileContext) -> ExprSyntax? {
    if let period = timerPublishPeriod { return period }
    guard let name = actionPath, !name.contains(".") else { return nil }
    for declaration in file.typeDeclarations(named: file.typeScope(of: self).name) {
      for member in declaration.memberBlockMembers {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          if let period = binding.initializer?.value.timerPublishPeriod { return period }
        }
      }
    }
    return nil
  }

  /// `2` in `Timer.publish(every: 2, on: .main, in: .common).autoconnect()`.
  private var timerPublishPeriod: ExprSyntax? {
    var current: ExprSyntax? = self
    while let call = current?.as(FunctionCallExprSyntax.self) {
      if call.calledName == "publish", let period = call.argument(labelled: "every"),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Timer"
      {
        return period
      }
      current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }
    return nil
  }
}

extension Double {
  /// `2 s`, `1.5 s`, `250 ms`, `3 min`.
  package var secondsText: String {
    if self < 1 { return "\(Int((self * 1000).rounded())) ms" }
    if self >= 120 { return "\(Int((self / 60).rounded())) min" }
    let rounded = (self * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
  }
}

/// The handlers of each type of a file through which a person keeps content a timer would hide: buttons, taps,
/// hovers, long presses, accessibility actions.
package final class KeepHandlersByType {
  private var known: [String: KeepHandlers] = [:]

  package func handlers(in scope: TypeScope, of file: SourceFileContext) -> KeepHandlers {
    if let handlers = known[scope.name] { return handlers }
    let handlers = KeepHandlers(in: scope, of: file)
    known[scope.name] = handlers
    return handlers
  }
}

/// What the person's handlers of one type set and which timers they cancel.
package struct KeepHandlers {
  /// Calls whose closures run when a person acts or points.
  package static let handlerCalls = [
    "Button", "Toggle", "onTapGesture", "onHover", "onContinuousHover", "onLongPressGesture", "accessibilityAction",
    "onChanged", "onEnded",
  ]

  /// Paths assigned (or bound) by the handlers.
  package var assigned: Set<String> = []
  /// Paths of timers and tasks the handlers cancel or invalidate.
  package var cancelled: Set<String> = []

  package init(in scope: TypeScope, of file: SourceFileContext) {
    for name in Self.handlerCalls {
      for call in file.index.calls(named: name) where scope.contains(call) {
        for key in call.handlerKeys.keys where key.hasPrefix("set:") {
          assigned.insert(String(key.dropFirst(4).split(separator: "=").first ?? ""))
        }
        let finder = CancelFinder(viewMode: .sourceAccurate)
        finder.walk(call)
        cancelled.formUnion(finder.cancelled)
      }
    }
  }

  /// Whether a person can keep what `timer` hides: it cancels the stored timer, or sets a flag the hiding checks.
  package func keep(_ timer: DelayedCode, hiding hidden: HiddenContent) -> Bool {
    if let stored = timer.call.storedTimerPath, cancelled.contains(stored) { return true }
    return hidden.guards.contains { $0 != hidden.state && assigned.contains($0) }
  }
}

private final class CancelFinder: SyntaxVisitor {
  var cancelled: Set<String> = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if ["cancel", "invalidate"].contains(node.calledName),
      let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.actionPath
    {
      cancelled.insert(base)
    }
    return .visitChildren
  }
}

extension SourceFileContext {
  /// Properties declared `@Environment(\.accessibilityVoiceOverEnabled)` in the file, under any name.
  package var voiceOverEnvironmentNames: Set<String> {
    cached(VoiceOverEnvironmentNames.self) { file in
      VoiceOverEnvironmentNames(names: file.propertyNames { $0.contains("accessibilityVoiceOverEnabled") })
    }.names
  }

  /// The file's `@AppStorage` properties.
  package var appStorageNames: Set<String> {
    cached(AppStorageNames.self) { file in AppStorageNames(names: file.propertyNames { $0.hasPrefix("@AppStorage") }) }
      .names
  }

  /// Names of the file's properties one of whose attributes `matches`.
  private func propertyNames(attribute matches: @escaping (String) -> Bool) -> Set<String> {
    let finder = AttributedPropertyFinder(matches: matches)
    finder.walk(syntax)
    return finder.names
  }
}

/// Names of the `@Environment(\.accessibilityVoiceOverEnabled)` properties of a file.
package struct VoiceOverEnvironmentNames {
  package var names: Set<String>
}

/// Names of the `@AppStorage` properties of a file.
package struct AppStorageNames {
  package var names: Set<String>
}

private final class AttributedPropertyFinder: SyntaxVisitor {
  let matches: (String) -> Bool
  var names: Set<String> = []

  init(matches: @escaping (String) -> Bool) {
    self.matches = matches
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.contains(where: { matches($0.trimmedDescription) }) {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
      }
    }
    return .skipChildren
  }
}
