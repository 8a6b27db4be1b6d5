import SwiftSyntax

/// Reports step-based flows that swap their content without moving VoiceOver focus to the new step.
public enum StepFlowFocusRule: Rule {
  /// Files without any of these cannot hold a site: a step flow is a type declared as a `View` (and switches over
  /// its step, which `check` looks for in the text).
  public static let sourceKeywords: [String]? = ["View"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "step-flow-focus",
    title: "Move VoiceOver focus when a step flow changes step",
    summary: "When an onboarding or checkout step replaces the screen's content, VoiceOver focus stays behind.",
    rationale: """
      A flow that shows `switch step { case .welcome: WelcomeView() … }` swaps the whole screen when the step changes, \
      but VoiceOver keeps its focus where it was: on an element that no longer exists, or on the button the user \
      pressed, and reads old content (WCAG 2.4.3 Focus Order). `@AccessibilityFocusState` bound to each step's title, \
      set after the change, fixes it (SwiftUI `AccessibilityFocusState`).

      Decided statically for a `View` that switches over a property of its own whose name or type says step or \
      page (`step`, `currentStep`, `viewModel.currentStep`, a `Step` enum) and that is state the view owns or \
      observes (`@State`, `@Binding`, `@Bindable`, `@ObservedObject`, `@StateObject`, `@Environment…`). \
      Reported, medium, at the `switch`, unless the view declares an `@AccessibilityFocusState` property and \
      assigns it or hands its binding (`$focusedField`) to the steps, or posts a screen- or layout-changed \
      notification (`AccessibilityNotification.ScreenChanged`, `UIAccessibility.post(notification: \
      .screenChanged, …)`). Passing otherwise.

      Blind spots: flows driven by `if`/`else` chains, `TabView` pages or navigation stacks are not judged; focus \
      moved by a child view the flow does not pass a binding to is not seen; the timing pitfall (focus set before \
      the new content appears) is not checked.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["2.4.3"],
    message: "Step flow changes content without moving VoiceOver focus",
    passingMessage: "Step flow moves VoiceOver focus to the new step",
    recommendation: """
      Add `@AccessibilityFocusState private var focusedField: Step?`, mark each step's title with \
      `.accessibilityFocused($focusedField, equals: .welcome)`, and set `focusedField = newStep` in \
      `.onChange(of: step)` (after a short delay so the new content exists).
      """,
    impactDescription: "VoiceOver users hear the old step or nothing after moving on",
    tags: ["voiceover", "accessibility", "focus", "onboarding"],
    triggeringExamples: StepFlowFocusRuleExamples.triggering,
    nonTriggeringExamples: StepFlowFocusRuleExamples.nonTriggering
  )

  /// Every step switch of every view in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard file.sourceMentions("switch") else { return [] }
    var hits: [RuleHit] = []
    for view in file.syntax.statements.flatMap(\.item.viewDeclarations) {
      let facts = StepFlowFacts(view, in: file)
      for switchExpression in facts.stepSwitches {
        let passing = facts.movesFocus
        var hit = RuleHit(node: switchExpression.subject, severity: passing ? .none : .medium, passing: passing)
        hit.start = Syntax(switchExpression.switchKeyword)
        hits.append(hit)
      }
    }
    return hits
  }
}

extension SyntaxProtocol {
  /// The `struct`s conforming to a view type declared here or in the types and extensions this declares, without
  /// looking into function bodies.
  fileprivate var viewDeclarations: [StructDeclSyntax] {
    var result: [StructDeclSyntax] = []
    var members: MemberBlockItemListSyntax?
    if let type = self.as(StructDeclSyntax.self) {
      if type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.typeName.hasSuffix("View") })
        == true
      {
        result.append(type)
      }
      members = type.memberBlock.members
    } else if let type = self.as(ExtensionDeclSyntax.self) {
      members = type.memberBlock.members
    } else if let type = self.as(EnumDeclSyntax.self) {
      members = type.memberBlock.members
    } else if let type = self.as(ClassDeclSyntax.self) {
      members = type.memberBlock.members
    }
    for member in members ?? [] { result += member.decl.viewDeclarations }
    return result
  }
}

/// What one view declares and does about steps and focus.
private struct StepFlowFacts {
  static let stateWrappers = [
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "Environment", "EnvironmentObject",
  ]

  var stepSwitches: [SwitchExprSyntax] = []
  var movesFocus = false

  init(_ view: StructDeclSyntax, in file: SourceFileContext) {
    let candidates = Self.switches(in: view, file: file)
    guard !candidates.isEmpty else { return }
    var observed: [String: String] = [:]
    var focusNames: Set<String> = []
    for member in view.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      if variable.hasAttribute(named: "AccessibilityFocusState") {
        focusNames.formUnion(variable.boundNames)
      } else if Self.stateWrappers.contains(where: variable.hasAttribute(named:)) {
        let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription ?? ""
        for name in variable.boundNames { observed[name] = type }
      }
    }
    stepSwitches = candidates.filter { $0.cases.count >= 2 && Self.isStepSubject($0.subject, observed: observed) }
    guard !stepSwitches.isEmpty else { return }
    let walker = StepFlowWalker(focusNames: focusNames)
    walker.walk(view.memberBlock)
    movesFocus = walker.movesFocus
  }

  /// The `switch`es of the view itself (not of types nested in it), found from the source text.
  private static func switches(in view: StructDeclSyntax, file: SourceFileContext) -> [SwitchExprSyntax] {
    let keyword = Array("switch".utf8)
    let end = view.endPositionBeforeTrailingTrivia.utf8Offset
    var from = view.positionAfterSkippingLeadingTrivia.utf8Offset
    var found: [SwitchExprSyntax] = []
    while let offset = file.bytes.firstOffset(of: keyword, in: from..<end) {
      from = offset + keyword.count
      guard let token = file.syntax.token(at: AbsolutePosition(utf8Offset: offset)),
        token.tokenKind == .keyword(.switch), let expression = token.parent?.as(SwitchExprSyntax.self),
        expression.nearestTypeDeclaration?.id == view.id
      else { continue }
      found.append(expression)
    }
    return found
  }

  /// `step`, `self.currentStep`, `viewModel.currentStep`: a property the view owns or observes whose name or type
  /// says step or page.
  private static func isStepSubject(_ subject: ExprSyntax, observed: [String: String]) -> Bool {
    guard let root = subject.rootName, let type = observed[root] else { return false }
    let names = [subject.lastName ?? "", type].map { $0.lowercased() }
    return names.contains { $0.contains("step") || $0.contains("page") }
  }
}

private final class StepFlowWalker: SyntaxVisitor {
  let focusNames: Set<String>
  var movesFocus = false

  init(focusNames: Set<String>) {
    self.focusNames = focusNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), focusNames.contains(elements[0].lastName ?? "") {
      movesFocus = true
    }
    return movesFocus ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if name.hasPrefix("$"), focusNames.contains(String(name.dropFirst())) { movesFocus = true }
    if name == "AccessibilityNotification" { movesFocus = true }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledName == "post",
      node.argument(labelled: "notification")?.mentionedMemberNames.isDisjoint(with: ["screenChanged", "layoutChanged"])
        == false
    {
      movesFocus = true
    }
    return movesFocus ? .skipChildren : .visitChildren
  }
}

extension SyntaxProtocol {
  /// The innermost type or extension declaration around this node.
  fileprivate var nearestTypeDeclaration: Syntax? {
    var current = parent
    while let node = current {
      if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
        || node.is(ExtensionDeclSyntax.self) || node.is(ActorDeclSyntax.self)
      {
        return node
      }
      current = node.parent
    }
    return nil
  }
}

extension ExprSyntax {
  /// The last name of a reference or member path (`currentStep` in `viewModel.currentStep`).
  fileprivate var lastName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return self.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The first name of a reference or member path, `self.` dropped (`viewModel` in `self.viewModel.currentStep`).
  fileprivate var rootName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let access = self.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return access.declName.baseName.text }
    return base.rootName
  }
}
