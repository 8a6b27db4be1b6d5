import SwiftSyntax

/// Reports dragging, swiping, pinching and rotating gestures and in-app drag and drop that have no single-pointer way
/// to do the same thing.
public enum DragWithoutAlternativeRule: Rule {
  /// Files without any of these cannot hold a site: `DragGesture`, `MagnifyGesture`, `RotationGesture`, `.onMove`,
  /// `.onDrop`, `.dropDestination`.
  public static let sourceKeywords: [String]? = ["Gesture", "onMove", "onDrop", "dropDestination"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "drag-without-alternative",
    title: "Offer a single-pointer alternative to dragging",
    summary: "A change made only by dragging, swiping, pinching or rotating is out of reach for people who cannot.",
    rationale: """
      People with tremors, limited dexterity or a head pointer, and people using Switch Control or Voice Control, \
      may be able to tap but not to hold and move a finger along a path. WCAG 2.5.7 Dragging Movements asks that \
      whatever is done by dragging can also be done with a single pointer without dragging (a tap on a button, a \
      `Slider` step), and 2.5.1 Pointer Gestures asks the same of path-based gestures (a swipe) and multipoint ones \
      (pinch, rotate). Apple's Human Interface Guidelines (Gestures) say to give people more than one way to \
      interact. A custom SwiftUI gesture is invisible to assistive technologies unless the view also offers an \
      accessibility action.

      Reported: a `.gesture`, `.simultaneousGesture` or `.highPriorityGesture` given a `DragGesture` (directly or \
      through a property or function of the same type, also `LongPressGesture().sequenced(before: DragGesture())`) \
      whose handlers read where the finger is (`translation`, `location`, `velocity`, …), medium; one that only acts \
      on `onEnded` is a swipe (2.5.1). `MagnifyGesture`/`MagnificationGesture` and `RotateGesture`/`RotationGesture`, \
      medium (2.5.1). A reorder or move built by hand is where this matters most: a custom drag that moves rows \
      (`LongPressGesture().sequenced(before: DragGesture())` on a row), medium, and `.onDrop` or `.dropDestination` \
      in a type that also makes things draggable (`.onDrag`, `.draggable`), an in-app move, low.

      Passing: the gestured view's chain adds `.accessibilityAction`, `.accessibilityActions`, \
      `.accessibilityAdjustableAction`, `.accessibilityScrollAction`, `.accessibilityZoomAction` or \
      `.accessibilityRepresentation`; or a button, menu item, tap, control or accessibility action of the same type \
      (the struct and its extensions in the file) does one of the things the gesture's handlers do: assigns the \
      same property a computed value (`Button("+") { scale *= 1.25 }` for a pinch that sets `scale`), assigns it the \
      same literal (`isPresented = false` for a drag that dismisses), calls the same function (`move(from:to:)` for \
      `.onMove(perform: move)`), directly or one call deep, or binds it (`Slider(value: $progress)`, `Stepper`). \
      Gesture bookkeeping (`isDragging`, `dragOffset`), haptics and logging do not count. Also passing: \
      `.onMove(perform:)`, the system's reorder (with `EditButton`), which VoiceOver, Switch Control and Voice \
      Control offer as drag and drop actions (Apple's `UIAccessibilityDragging` documentation). Not sites: a \
      `DragGesture` that never reads where the finger is (a press detector), a drag that follows the finger on a \
      `ScrollView`, `List` or `Form` (the person is scrolling; the gesture only watches), gestures on a `Slider` or \
      `Stepper`, and drag sources alone (`.draggable`, `.onDrag`): the move happens where they are dropped, and \
      dragging content out to another app is usually also offered by Share or Copy.

      Blind spots: alternatives in another type (a settings screen that reorders the same list, a context menu built \
      by a helper) are not seen, so such sites are reported; a gesture built in another file, or handed in as a \
      parameter, is not seen; an accessibility action counts although it helps only assistive technologies, not a \
      person with a mouse or a stylus, and so does the system reorder of `.onMove`, whose handle a pointer user \
      still drags (Move up and Move down menu items help them); whether dragging is essential (drawing, a game) is \
      for a person to decide.
      """,
    category: .gestures,
    severity: .medium,
    criteria: ["2.5.7"],
    message: "Drag gesture with no single-pointer alternative",
    passingMessage: "Dragging gesture has a single-pointer alternative",
    recommendation: """
      Offer the same change without dragging: a `Slider` or `Stepper` bound to the same value, buttons that step or \
      move it, and `.accessibilityAdjustableAction { … }` or `.accessibilityAction(named:) { … }` on the dragged view \
      for assistive technologies.
      """,
    impactDescription: "People who cannot drag or pinch precisely cannot make the change at all",
    tags: ["gestures", "accessibility", "dragging", "pointer"],
    variants: [
      RuleVariant(
        id: "swipe", when: "a drag that acts only when the finger lifts (a swipe)",
        message: "Swipe gesture with no single-pointer alternative",
        recommendation: """
          Add buttons that do what the swipe does (next, previous, delete), or `.swipeActions` on `List` rows, which \
          VoiceOver offers as actions; `.accessibilityAction(named:) { … }` covers assistive technologies.
          """,
        criteria: ["2.5.1"]),
      RuleVariant(
        id: "pinch", when: "a `MagnifyGesture` or `MagnificationGesture`",
        message: "Pinch gesture with no single-pointer alternative",
        recommendation: """
          Add zoom in and out buttons (or a double tap) that change the same scale, and `.accessibilityZoomAction { … \
          }` for VoiceOver.
          """,
        criteria: ["2.5.1"]),
      RuleVariant(
        id: "rotate", when: "a `RotateGesture` or `RotationGesture`",
        message: "Rotation gesture with no single-pointer alternative",
        recommendation: """
          Add rotate buttons (or a `Slider` for the angle) that change the same angle, and \
          `.accessibilityAdjustableAction { … }` for assistive technologies.
          """,
        criteria: ["2.5.1"]),
      RuleVariant(
        id: "drop", when: "`.onDrop` or `.dropDestination` in a type that also makes things draggable",
        message: "Items can be moved only by drag and drop",
        recommendation: """
          Offer the move without dragging: a Move to… menu item or button that makes the same change as the drop \
          handler, and `.accessibilityActions { … }` for assistive technologies.
          """),
    ],
    triggeringExamples: DragWithoutAlternativeRuleExamples.triggering,
    nonTriggeringExamples: DragWithoutAlternativeRuleExamples.nonTriggering
  )

  /// Every dragging gesture and in-app drop of the file, and every `.onMove` (passing).
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var sites: [(call: FunctionCallExprSyntax, variant: String?, keys: ActionKeys, isSystemReorder: Bool)] = []
    // A gesture attached to several views of a type (a row and the buttons it reveals) is one finding, at the first.
    var attached: Set<String> = []
    let gestureCalls = ["gesture", "simultaneousGesture", "highPriorityGesture"].flatMap { file.index.calls(named: $0) }
    for call in gestureCalls.sorted(by: { $0.position < $1.position }) where call.viewModifierName != nil {
      guard let argument = call.arguments.first?.expression, !call.isOnValueControl else { continue }
      let scope = file.typeScope(of: call)
      guard let gesture = DraggingGesture(argument, scope: scope, in: file),
        gesture.variant != nil || !call.isOnScrollContainer,
        attached.insert(scope.name + "\u{1F}" + argument.trimmedDescription).inserted
      else { continue }
      sites.append((call, gesture.variant, gesture.keys, false))
    }
    for call in file.index.calls(named: "onMove") where call.viewModifierName != nil {
      sites.append((call, nil, ActionKeys(), true))
    }
    for name in ["onDrop", "dropDestination"] {
      for call in file.index.calls(named: name) where call.viewModifierName != nil && call.isInAppMove(in: file) {
        sites.append((call, "drop", call.droppedOrMovedKeys, false))
      }
    }
    let alternatives = AlternativesByType()
    return sites.compactMap { site in
      guard !site.call.isInPreview else { return nil }
      let scope = file.typeScope(of: site.call)
      let passing =
        site.isSystemReorder || site.call.hasAccessibilityAlternative
        || alternatives.actions(in: scope, of: file).offersAlternative(to: site.keys, site: site.call)
      var hit = RuleHit(
        node: site.call, severity: passing ? .none : site.variant == "drop" ? .low : .medium, passing: passing,
        variant: site.variant)
      hit.idExcludedRanges = site.call.handlerClosureRanges
      return hit
    }
  }
}

/// The single-pointer handlers of each type of a file, worked out once per type.
package final class AlternativesByType {
  private var known: [String: SinglePointerActions] = [:]

  package func actions(in scope: TypeScope, of file: SourceFileContext) -> SinglePointerActions {
    if let actions = known[scope.name] { return actions }
    let actions = SinglePointerActions(in: scope, of: file)
    known[scope.name] = actions
    return actions
  }
}

/// A gesture handed to `.gesture(…)` that moves, pinches or rotates, and what its handlers do.
private struct DraggingGesture {
  /// nil for a drag (the rule's own words), else `swipe`, `pinch` or `rotate`.
  var variant: String?
  var keys: ActionKeys

  /// Members of a drag's value that say where the finger is.
  static let positionMembers: Set<String> = [
    "translation", "location", "startLocation", "predictedEndLocation", "predictedEndTranslation", "velocity",
  ]

  /// The gesture `expression` builds, looking into the properties and functions of `scope` it names
  /// (`.gesture(dragGesture)`, `.gesture(resizeGesture(corner))`); nil for any other gesture.
  init?(_ expression: ExprSyntax, scope: TypeScope, in file: SourceFileContext) {
    var sources = [Syntax(expression)]
    let named = Set(expression.referencedMemberNames)
    if !named.isEmpty {
      for declaration in file.typeDeclarations(named: scope.name) {
        for member in declaration.memberBlockMembers {
          if let body = member.decl.gestureBody(amongNames: named) { sources.append(body) }
        }
      }
    }
    let reading = GestureReading()
    for source in sources { reading.walk(source) }
    if reading.constructed.contains(where: { ["MagnifyGesture", "MagnificationGesture"].contains($0) }) {
      variant = "pinch"
    } else if reading.constructed.contains(where: { ["RotateGesture", "RotationGesture"].contains($0) }) {
      variant = "rotate"
    } else if reading.constructed.contains("DragGesture") {
      guard !reading.readMembers.isDisjoint(with: Self.positionMembers) else { return nil }
      let follows = reading.modifierNames.contains("onChanged") || reading.modifierNames.contains("updating")
      variant = follows ? nil : "swipe"
    } else {
      return nil
    }
    keys = sources.reduce(into: ActionKeys()) { $0.formUnion(ActionKeys(of: $1)) }
  }
}

/// What a gesture's code constructs, which of its modifiers it calls and which members it reads.
private final class GestureReading: SyntaxVisitor {
  var constructed: Set<String> = []
  var modifierNames: Set<String> = []
  var readMembers: Set<String> = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.constructedTypeName {
      constructed.insert(name)
    } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
      modifierNames.insert(access.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    readMembers.insert(node.declName.baseName.text)
    return .visitChildren
  }
}

extension ExprSyntax {
  /// Bare names and `self.` members an expression uses (`dragGesture`, `resizeGesture` in
  /// `resizeGesture(corner, proxy: proxy)`).
  fileprivate var referencedMemberNames: [String] {
    tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        !reference.isMemberOfAnotherValue
      else { return nil }
      return name
    }
  }
}

extension DeclSyntax {
  /// The body of a property or function named one of `names` (`var dragGesture: some Gesture { … }`).
  fileprivate func gestureBody(amongNames names: Set<String>) -> Syntax? {
    if let function = self.as(FunctionDeclSyntax.self), names.contains(function.name.text), let body = function.body {
      return Syntax(body)
    }
    guard let variable = self.as(VariableDeclSyntax.self) else { return nil }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name) else {
        continue
      }
      if let accessor = binding.accessorBlock { return Syntax(accessor) }
      if let value = binding.initializer?.value { return Syntax(value) }
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// A gesture modifier on a `Slider` or `Stepper`: the control already offers the change without dragging.
  fileprivate var isOnValueControl: Bool {
    guard let root = viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName else { return false }
    return root == "Slider" || root == "Stepper"
  }

  /// A gesture on a `ScrollView`, `List` or `Form`: a drag there is the person scrolling, which the gesture only
  /// watches (to unpin a live feed, to hide a toolbar).
  fileprivate var isOnScrollContainer: Bool {
    guard let root = viewChainRoot.as(FunctionCallExprSyntax.self)?.constructedTypeName else { return false }
    return ["ScrollView", "List", "Form"].contains(root)
  }

  /// Whether the view's chain gives assistive technologies a way to do the change.
  fileprivate var hasAccessibilityAlternative: Bool {
    wholeChainModifiers.contains { modifier in
      switch modifier.viewModifierName {
      case "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityZoomAction", "accessibilityRepresentation":
        true
      default: false
      }
    }
  }

  /// What a `.onMove` or a drop does: its closures, the function it is handed, the bindings its delegate gets
  /// (not `isTargeted:`, which only highlights).
  fileprivate var droppedOrMovedKeys: ActionKeys {
    var keys = ActionKeys()
    for argument in arguments where argument.label?.text != "isTargeted" && argument.label?.text != "of" {
      keys.formUnion(ActionKeys(of: argument.expression))
      if let delegate = argument.expression.as(FunctionCallExprSyntax.self) {
        keys.formUnion(ActionKeys(bindingsIn: delegate))
      }
    }
    if let trailingClosure { keys.formUnion(ActionKeys(of: trailingClosure)) }
    return keys
  }

  /// A drop in a type that also makes things draggable: moving items within the app.
  fileprivate func isInAppMove(in file: SourceFileContext) -> Bool {
    let scope = file.typeScope(of: self)
    return ["onDrag", "draggable"].contains { name in
      file.index.calls(named: name).contains { $0.viewModifierName != nil && scope.contains($0) }
    }
  }

  /// The handler closures of a site, left out of its id: editing what the gesture does keeps the finding.
  package var handlerClosureRanges: [Range<Int>] {
    let closures =
      arguments.outermostClosures + (trailingClosure.map { [$0] } ?? [])
      + additionalTrailingClosures.map(\.closure)
    return closures.map(\.trimmedUTF8Range)
  }
}
