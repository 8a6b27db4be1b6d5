import A11yAuditModel
import SwiftSyntax

/// Reports actions triggered by shaking or moving the device that lack a button alternative or a way to turn them
/// off.
public enum ShakeWithoutAlternativeRule: Rule {
  /// Files without any of these cannot hold a site: `motionEnded`, `.onShake`, a `…Shake…` notification,
  /// `CMMotionManager` updates.
  public static let sourceKeywords: [String]? = [
    "hake", "motionBegan", "MotionUpdates", "AccelerometerUpdates", "GyroUpdates",
  ]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "shake-without-alternative",
    title: "Let people act without shaking the device, and turn shaking off",
    summary: "An action triggered by shaking or tilting the device needs a button too, and a way to turn motion off.",
    rationale: """
      People who cannot hold or move a device (it is mounted on a wheelchair, or their hands do not allow it) cannot \
      shake it, and people with tremors shake it without meaning to. WCAG 2.5.4 Motion Actuation asks for both: \
      whatever device motion does can also be done through the interface, and responding to motion can be turned \
      off. iOS turns its own shake to undo off under Settings > Accessibility > Touch, and \
      `UIAccessibility.isShakeToUndoEnabled` tells an app which the person chose.

      Sites: an `override func motionEnded(_:with:)` (or `motionBegan`) that does something besides posting a \
      notification (the usual bridge to SwiftUI); a modifier named `on…Shake…` (`.onShake { … }`); \
      `.onReceive(NotificationCenter.default.publisher(for: .deviceDidShake))`, `.sink` and `addObserver(forName:)` on a \
      notification whose name says shake, except inside the `ViewModifier` or `extension View` helper that only \
      forwards it to a closure (its uses are the sites); and a `CMMotionManager` `start…Updates` handler that compares \
      the motion it reads with a threshold and then acts (tilt or shake detection). Handlers that only show the \
      readings (a level, a parallax effect) are not sites.

      Passing: the action is reachable from a button, menu item, control, tap or accessibility action of the same \
      type (the same function called, the same property set, one call deep), and the handler can be turned off: a \
      condition on `UIAccessibility.isShakeToUndoEnabled` or on a setting whose name says shake (`shakeToUndo`, \
      `isShakeEnabled`), or tilt and motion settings for motion handlers, in the handler or the modifier's \
      arguments. With neither, medium, high when the action deletes, clears, resets or undoes (an accidental shake \
      loses work); with one of the two, low, naming what is missing.

      Blind spots: an alternative in another type (an Undo button in the toolbar of a parent screen) or a setting \
      read elsewhere (a modifier applied only when the setting is on) is not seen; continuous motion control (tilt to \
      steer, without a threshold) is not reported; a shake helper with another name than `on…Shake…` is seen only \
      where it subscribes to the notification. Handlers under `#if DEBUG` (a developer menu) are not sites; a \
      storyboard `@IBAction` counts as a button, whatever the storyboard wires it to.
      """,
    category: .gestures,
    severity: .medium,
    criteria: ["2.5.4"],
    message: "Device motion triggers an action with no button alternative and no way to turn it off",
    passingMessage: "Motion-triggered action has a button alternative and can be turned off",
    recommendation: """
      Offer the same action through a button or menu item, and check a setting before acting on motion \
      (`guard UIAccessibility.isShakeToUndoEnabled else { return }` for shake to undo, or a Toggle in your settings).
      """,
    impactDescription: "People who cannot move the device cannot act; people with tremors act by accident",
    tags: ["gestures", "accessibility", "motion", "shake"],
    variants: [
      RuleVariant(
        id: "no-off-switch", when: "a button does the same, but motion cannot be turned off",
        message: "Device motion triggers an action that cannot be turned off",
        recommendation: """
          Check a setting before acting on motion (`UIAccessibility.isShakeToUndoEnabled` for shake to undo, or a \
          Toggle in your settings), so that a tremor does not trigger it.
          """),
      RuleVariant(
        id: "no-alternative", when: "motion can be turned off, but no button does the same",
        message: "Device motion triggers an action no button or menu offers",
        recommendation: "Offer the same action through a button or menu item on the same screen."),
    ],
    triggeringExamples: ShakeWithoutAlternativeRuleExamples.triggering,
    nonTriggeringExamples: ShakeWithoutAlternativeRuleExamples.nonTriggering
  )

  /// Every motion-triggered action of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var sites: [MotionSite] = []
    for name in ["motionEnded", "motionBegan"] where file.sourceMentions(name) {
      sites += file.syntax.motionHandlers(named: name)
    }
    if file.sourceMentions("hake") {
      let modifiers = file.index.calls.filter { $0.key.isShakeModifierName }.flatMap(\.value)
      sites += modifiers.compactMap { MotionSite(shakeModifier: $0) }
      for name in ["publisher", "addObserver", "notifications"] {
        sites += file.index.calls(named: name).compactMap { MotionSite(subscription: $0, in: file) }
      }
    }
    for name in ["startAccelerometerUpdates", "startDeviceMotionUpdates", "startGyroUpdates"] {
      sites += file.index.calls(named: name).compactMap(MotionSite.init(motionUpdates:))
    }
    let alternatives = AlternativesByType()
    return sites.compactMap { site in
      guard !site.node.isInPreview, !site.node.isInDebugBuildOnly else { return nil }
      let scope = file.typeScope(of: site.node)
      let actions = alternatives.actions(in: scope, of: file)
      let hasAlternative = actions.offersAlternative(to: site.keys, site: site.node)
      let canBeTurnedOff = site.checksSetting
      let severity: Severity
      let variant: String?
      switch (hasAlternative, canBeTurnedOff) {
      case (true, true): (severity, variant) = (.none, nil)
      case (true, false): (severity, variant) = (.low, "no-off-switch")
      case (false, true): (severity, variant) = (.low, "no-alternative")
      case (false, false): (severity, variant) = (actions.expanded(site.keys).isDestructive ? .high : .medium, nil)
      }
      var hit = RuleHit(node: site.node, severity: severity, passing: severity == .none, variant: variant)
      hit.start = site.start
      hit.idExcludedRanges = site.excluded
      return hit
    }
  }
}

/// One place where device motion triggers code, and what that code does.
private struct MotionSite {
  var node: Syntax
  var start: Syntax?
  var keys: ActionKeys
  /// Whether the handler (or the modifier's arguments) consults a setting that turns the motion off.
  var checksSetting: Bool
  /// Ranges left out of the finding's id: the handler's code.
  var excluded: [Range<Int>] = []

  /// `.onShake { … }` and other `on…Shake…` modifiers.
  init?(shakeModifier call: FunctionCallExprSyntax) {
    guard call.viewModifierName != nil else { return nil }
    node = Syntax(call)
    keys = call.handlerKeys
    checksSetting =
      call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) && Syntax($0.expression).namesMotionSetting }
      || call.handlerMentionsMotionSetting
    excluded = call.handlerClosureRanges
  }

  /// A subscription to a shake notification: `.onReceive(NotificationCenter.default.publisher(for: .deviceDidShake))`,
  /// `….sink { … }`, `addObserver(forName:…)`.
  init?(subscription call: FunctionCallExprSyntax, in file: SourceFileContext) {
    let name =
      call.argument(labelled: "for") ?? call.argument(labelled: "forName") ?? call.argument(labelled: "named")
      ?? call.argument(labelled: "name")
    guard let name, name.trimmedDescription.isShakeNotificationName else { return nil }
    let handler: FunctionCallExprSyntax
    if call.calledName == "addObserver" {
      handler = call
    } else if let receiver = call.enclosingCalls.first?.call, receiver.calledName == "onReceive" {
      handler = receiver
    } else if let sink = ExprSyntax(call).appliedModifiers.first(where: { $0.calledName == "sink" }) {
      handler = sink
    } else {
      return nil
    }
    let keys = handler.handlerKeys
    guard !handler.isForwardingHelper(keys: keys, in: file) else { return nil }
    node = Syntax(handler)
    self.keys = keys
    checksSetting = handler.handlerMentionsMotionSetting
    excluded = handler.handlerClosureRanges
  }

  /// A `CMMotionManager` handler that compares what it reads with a threshold and then acts.
  init?(motionUpdates call: FunctionCallExprSyntax) {
    guard
      let closure = call.trailingClosure
        ?? call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first
    else { return nil }
    let thresholds = MotionThresholdFinder(viewMode: .sourceAccurate)
    thresholds.walk(closure)
    guard !thresholds.actions.isEmpty else { return nil }
    node = Syntax(call)
    keys = thresholds.actions
    checksSetting = Syntax(closure).conditionsNameMotionSetting
    excluded = [closure.trimmedUTF8Range]
  }

  /// An `override func motionEnded(_:with:)` that acts (not one that only posts a notification).
  init?(handler function: FunctionDeclSyntax) {
    guard let body = function.body else { return nil }
    let keys = ActionKeys(of: body)
    guard !keys.isEmpty else { return nil }
    node = Syntax(function.name)
    start = Syntax(function.funcKeyword)
    self.keys = keys
    checksSetting = Syntax(body).conditionsNameMotionSetting
  }
}

extension String {
  /// `onShake`, `onDeviceShake`, `onShakeGesture`: a SwiftUI helper reacting to a shake.
  fileprivate var isShakeModifierName: Bool { hasPrefix("on") && contains("Shake") }

  /// `.deviceDidShake`, `UIDevice.deviceDidShakeNotification`, `.shakeDetected` (not `.handshakeCompleted`).
  fileprivate var isShakeNotificationName: Bool {
    let lowered = lowercased()
    return lowered.contains("shake") && !lowered.contains("handshake")
  }
}

extension SourceFileSyntax {
  /// The `motionEnded`/`motionBegan` overrides of the file that act.
  fileprivate func motionHandlers(named name: String) -> [MotionSite] {
    let finder = FunctionFinder(name: name)
    finder.walk(self)
    return finder.found.compactMap(MotionSite.init(handler:))
  }
}

private final class FunctionFinder: SyntaxVisitor {
  let name: String
  var found: [FunctionDeclSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { found.append(node) }
    return .skipChildren
  }
}

/// The actions a motion handler takes when what it reads passes a threshold (`if acceleration.x > 2 { … }`).
private final class MotionThresholdFinder: SyntaxVisitor {
  var actions = ActionKeys()

  static let motionMembers: Set<String> = [
    "acceleration", "userAcceleration", "rotationRate", "gravity", "attitude", "pitch", "roll", "yaw", "x", "y", "z",
    "magneticField",
  ]

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if Syntax(node.conditions).comparesMotion { actions.formUnion(ActionKeys(of: node.body)) }
    return .visitChildren
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    guard Syntax(node.conditions).comparesMotion, let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self)
    else { return .visitChildren }
    let after = block.drop { $0.item.as(GuardStmtSyntax.self)?.id != node.id }.dropFirst()
    for item in after { actions.formUnion(ActionKeys(of: item)) }
    return .visitChildren
  }
}

extension Syntax {
  /// A condition comparing a motion reading with something (`abs(data.acceleration.x) > 2.5`).
  fileprivate var comparesMotion: Bool {
    var compares = false
    var readsMotion = false
    for token in tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .binaryOperator(let text) where [">", "<", ">=", "<="].contains(text): compares = true
      case .identifier(let name) where MotionThresholdFinder.motionMembers.contains(name): readsMotion = true
      default: break
      }
    }
    return compares && readsMotion
  }

  /// Whether a condition in the code (`if`, `guard`, `? :`) reads a setting that turns motion off (see
  /// ``namesMotionSetting``).
  fileprivate var conditionsNameMotionSetting: Bool {
    let finder = ConditionFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.conditions.contains(where: \.namesMotionSetting)
  }

  /// Whether the code names a setting that turns motion off: `UIAccessibility.isShakeToUndoEnabled`, a name that
  /// says shake (`shakeToUndoEnabled`, not `.motionShake`), or tilt or motion together with enabled or allowed.
  fileprivate var namesMotionSetting: Bool {
    for token in tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let lowered = name.lowercased()
      if lowered == "motionshake" || lowered.contains("handshake") { continue }
      if lowered.contains("shake") { return true }
      if lowered.contains("motion") || lowered.contains("tilt"),
        lowered.contains("enabled") || lowered.contains("allow")
      {
        return true
      }
    }
    return false
  }
}

/// The conditions of `if`, `guard` and `while` in some code.
private final class ConditionFinder: SyntaxVisitor {
  var conditions: [Syntax] = []

  override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
    conditions.append(Syntax(node))
    return .visitChildren
  }
}

extension FunctionCallExprSyntax {
  /// Whether the handler's closures read a setting that turns motion off.
  fileprivate var handlerMentionsMotionSetting: Bool {
    let closures = arguments.outermostClosures + (trailingClosure.map { [$0] } ?? [])
    return closures.contains { Syntax($0).conditionsNameMotionSetting }
  }

  /// A `ViewModifier` or `extension View` helper whose handler only calls the closure it was given (`action()`): its
  /// uses are the sites.
  fileprivate func isForwardingHelper(keys: ActionKeys, in file: SourceFileContext) -> Bool {
    guard let type = enclosingTypeDeclaration else { return false }
    let isHelper =
      type.inheritedTypeNames.contains("ViewModifier")
      || type.as(ExtensionDeclSyntax.self).map { ["View", "SwiftUI.View"].contains($0.extendedType.typeName) } == true
    guard isHelper else { return false }
    let declared = Set(
      file.typeDeclarations(named: type.declaredTypeName ?? "").flatMap { declaration in
        declaration.memberBlockMembers.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
      })
    return keys.calledFunctionNames.allSatisfy { !declared.contains($0) }
      && keys.keys.allSatisfy { $0.hasPrefix("call:") && !$0.contains(".") }
  }
}

extension ActionKeys {
  /// Whether the action deletes, clears, resets or undoes something.
  package var isDestructive: Bool {
    keys.contains { key in
      let lowered = key.lowercased()
      return ["delete", "remove", "clear", "reset", "discard", "erase", "undo", "logout", "signout"].contains {
        lowered.contains($0)
      }
    }
  }
}

extension SyntaxProtocol {
  /// Inside `#if DEBUG` (or a condition naming `DEBUG` only): a developer's shake menu that never ships.
  fileprivate var isInDebugBuildOnly: Bool {
    var current = parent
    while let node = current {
      if let clause = node.as(IfConfigClauseSyntax.self), clause.poundKeyword.tokenKind != .poundElse,
        let condition = clause.condition,
        condition.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "DEBUG" }),
        !condition.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "!" || $0.text == "RELEASE" })
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
