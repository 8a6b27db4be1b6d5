import SwiftSyntax

/// Reports controls whose value change navigates, presents, dismisses or submits without the person asking.
public enum ChangeOnInputRule: Rule {
  /// Files without this cannot hold a site.
  public static let sourceKeywords: [String]? = ["onChange", "Binding(", "onSubmit"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "change-on-input",
    title: "Do not change context when a value changes",
    summary:
      "A picker, toggle, text field, slider or date picker whose change navigates, dismisses or submits surprises people.",
    rationale: """
      WCAG 3.2.2 On Input asks that changing a setting of a control does not change the context (open another \
      screen, close this one, submit a form) unless the person was told beforehand. VoiceOver and Switch Control \
      users move through a picker's options or type a code one character at a time; if the first change sends them \
      to another screen or submits, they lose their place or send a wrong value. People with cognitive \
      disabilities are disoriented by screens that change on their own.

      Reported, medium: `.onChange(of: value)` in the same type as a `Picker`, `Toggle`, `TextField`, `SecureField`, \
      `Slider`, `DatePicker` or `Stepper` bound to that value (`$value`), and the `set:` closure of a \
      `Binding(get:set:)` passed to such a control, whose handler changes the context: appends to a navigation \
      path or router (`path.append`, `push`, `navigate`), sets a state the type binds to `.sheet(isPresented:)`, \
      `.fullScreenCover` or `.navigationDestination`, or whose name says sheet, cover, destination, navigation or \
      presented (not an alert, an error or a confirmation), calls \
      `dismiss()`, `openURL` or `openWindow`, or calls a function named submit, send, login, sign in, \
      purchase, checkout, buy, place order or pay. Passing: the same controls whose handlers only update state \
      (a segmented picker switching content in place, a Form picker saving a preference), and `.onSubmit` \
      handlers that submit, which the person asks for. A search field (its binding or title says search, query \
      or filter) is not a site. Previews are skipped.

      Blind spots: a handler that calls a helper which navigates is not followed; a change the person was told \
      about (a hint saying "choosing a plan opens checkout") is reported, though it passes; controls and \
      `onChange` in different types, and UIKit `valueChanged` targets, are not seen.
      """,
    category: .forms,
    severity: .medium,
    criteria: ["3.2.2"],
    message: "Changing the `{control}` {action} without the person asking",
    passingMessage: "Control changes its value without changing the context",
    recommendation: """
      Let the person confirm: navigate or submit from a button or `.onSubmit`, not from the value change; or say \
      beforehand, next to the control, what choosing a value does.
      """,
    impactDescription: "people stepping through options with VoiceOver or Switch Control are sent elsewhere",
    tags: ["forms", "accessibility", "predictable", "on-input"],
    triggeringExamples: ChangeOnInputRuleExamples.triggering,
    nonTriggeringExamples: ChangeOnInputRuleExamples.nonTriggering
  )

  /// Every value-change handler of a control in the file, and every `onSubmit` that submits.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    var controlsByType: [SyntaxIdentifier?: [String: FormControl]] = [:]
    let presented = file.presentationStates
    for name in FormControl.names {
      for control in file.index.calls(named: name) {
        guard let kind = control.formControl, !control.isInPreview, let binding = control.valueBinding,
          !control.isSearchField
        else { continue }
        if let setter = binding.as(FunctionCallExprSyntax.self), setter.calledName == "Binding",
          let closure = setter.argument(labelled: "set")?.as(ClosureExprSyntax.self)
        {
          let states = presented[control.enclosingTypeDeclaration?.id] ?? []
          hits.append(hit(kind, handler: Syntax(closure), at: Syntax(setter), presenting: states))
        } else if let key = binding.boundValueKey {
          controlsByType[control.enclosingTypeDeclaration?.id, default: [:]][key] = kind
        }
      }
    }
    for change in file.index.calls(named: "onChange") where change.viewModifierName != nil && !change.isInPreview {
      guard let key = change.argument(labelled: "of")?.trimmedValueKey,
        let kind = controlsByType[change.enclosingTypeDeclaration?.id]?[key],
        let handler = change.trailingClosure ?? change.argument(labelled: "perform")?.as(ClosureExprSyntax.self)
      else { continue }
      let states = presented[change.enclosingTypeDeclaration?.id] ?? []
      hits.append(hit(kind, handler: Syntax(handler), at: Syntax(change), presenting: states))
    }
    for submit in file.index.calls(named: "onSubmit") where submit.viewModifierName != nil && !submit.isInPreview {
      let states = presented[submit.enclosingTypeDeclaration?.id] ?? []
      guard let handler = submit.trailingClosure, handler.contextChange(presenting: states) != nil else { continue }
      hits.append(RuleHit(node: submit, severity: .none, passing: true))
    }
    return hits
  }

  /// The hit of one handler of a `kind` control's value change, at `site`; `states` present views in its type.
  private static func hit(
    _ kind: FormControl, handler: Syntax, at site: Syntax, presenting states: Set<String>
  )
    -> RuleHit
  {
    guard let change = handler.contextChange(presenting: states) else {
      return RuleHit(node: site, severity: .none, passing: true)
    }
    var hit = RuleHit(node: site, severity: .medium, passing: false)
    hit.messageArguments = ["control": kind.rawValue, "action": change]
    return hit
  }
}

extension SourceFileContext {
  /// The properties each type binds to `.sheet(isPresented:)`, `.fullScreenCover(item:)` or
  /// `.navigationDestination(isPresented:)`, by type: setting one opens another view.
  fileprivate var presentationStates: [SyntaxIdentifier?: Set<String>] {
    var states: [SyntaxIdentifier?: Set<String>] = [:]
    for name in ["sheet", "fullScreenCover", "navigationDestination"] {
      for call in index.calls(named: name) where call.viewModifierName != nil {
        guard let binding = call.argument(labelled: "isPresented") ?? call.argument(labelled: "item"),
          let key = binding.boundValueKey, let property = key.split(separator: ".").last
        else { continue }
        states[call.enclosingTypeDeclaration?.id, default: []].insert(String(property))
      }
    }
    return states
  }
}

extension FunctionCallExprSyntax {
  /// The binding of the value the control sets (`selection:`, `isOn:`, `text:`, `value:`).
  fileprivate var valueBinding: ExprSyntax? {
    for label in ["selection", "isOn", "text", "value"] {
      if let binding = argument(labelled: label) { return binding }
    }
    return nil
  }

  /// Whether the field filters or searches (its binding or title says search, query or filter).
  fileprivate var isSearchField: Bool {
    guard formControl == .textField else { return false }
    let words = InputPurpose.words(of: arguments.map(\.expression.trimmedDescription).joined(separator: " "))
    return words.contains { ["search", "query", "filter", "find"].contains($0) }
  }
}

extension ExprSyntax {
  /// `viewModel.sort` for `$viewModel.sort`, `sort` for `$sort`: the value a `$` binding projects; nil for other
  /// bindings.
  fileprivate var boundValueKey: String? {
    let text = trimmedDescription
    guard text.hasPrefix("$"), !text.contains("("), !text.contains(" ") else { return nil }
    return String(text.dropFirst())
  }

  /// `viewModel.sort` for `viewModel.sort` and `self.viewModel.sort`: the value `onChange(of:)` watches.
  fileprivate var trimmedValueKey: String? {
    let text = trimmedDescription
    guard !text.contains("("), !text.contains(" ") else { return nil }
    return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
  }
}

extension SyntaxProtocol {
  /// What the handler does that changes the context (`navigates to another screen`, `submits`), or nil when it
  /// only updates state; setting one of `states` presents a view.
  fileprivate func contextChange(presenting states: Set<String>) -> String? {
    let finder = ContextChangeFinder(presenting: states)
    finder.walk(self)
    return finder.change
  }
}

/// Finds the first statement of a handler that changes the context.
private final class ContextChangeFinder: SyntaxVisitor {
  private(set) var change: String?
  /// Properties that present a sheet, cover or destination when set (`.sheet(isPresented: $showsGuide)`).
  private let presentationStates: Set<String>

  init(presenting states: Set<String>) {
    presentationStates = states
    super.init(viewMode: .sourceAccurate)
  }

  /// First words of function names that submit something (`submit`, `sendMessage`, `checkout`).
  static let submitNames: Set<String> = ["submit", "send", "login", "signin", "purchase", "checkout", "buy", "pay"]

  /// Words of a presentation state that opens another view (`showsSheet`, `destination`, `isPresented`).
  static let presentationWords: Set<String> = [
    "sheet", "cover", "destination", "navigation", "navigate", "presented", "presenting", "route", "fullscreen",
  ]

  /// Words of a presentation state that is no change of context, or only a brief message.
  static let messageWords: Set<String> = [
    "alert", "error", "confirmation", "confirm", "toast", "popup", "popover", "tooltip", "tip", "banner", "hud",
    "picker", "keyboard", "preview", "hint",
  ]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard change == nil else { return .skipChildren }
    let name = node.calledName
    if name == "dismiss" {
      change = "closes the screen"
    } else if name == "openURL" || name == "openWindow" || node.isOpenURLCall {
      change = "opens another window or app"
    } else if name == "append", node.calledExpression.trimmedDescription.lowercased().contains("path") {
      change = "navigates to another screen"
    } else if ["push", "navigate", "pushViewController", "present"].contains(name) {
      change = "navigates to another screen"
    } else if Self.submits(InputPurpose.words(of: name)), !node.sendsStoreAction {
      change = "submits"
    }
    return .visitChildren
  }

  /// `showsCheckoutSheet = true`, unfolded: the parser leaves operators in a sequence.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard change == nil, elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
    let target = elements[0].trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    let words = InputPurpose.words(of: target)
    let value = elements[2]
    let setsOff =
      value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
      || value.is(NilLiteralExprSyntax.self)
    let named =
      words.contains(where: Self.presentationWords.contains) && !words.contains(where: Self.messageWords.contains)
    if !setsOff, named || presentationStates.contains(target) {
      change = "opens another view"
    }
    return .visitChildren
  }

  /// Whether a function's words say it submits (`submit`, `sendMessage`, `logIn`, `signIn`, `placeOrder`).
  static func submits(_ words: [String]) -> Bool {
    guard let first = words.first else { return false }
    let second = words.count > 1 ? words[1] : ""
    switch first {
    case "log", "sign": return second == "in"
    case "place": return second == "order"
    default: return submitNames.contains(first)
    }
  }
}

extension FunctionCallExprSyntax {
  /// `openURL.callAsFunction(url)`: the environment action called by name.
  fileprivate var isOpenURLCall: Bool {
    calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "openURL"
  }

  /// `store.send(.sortChanged)`: a store action (The Composable Architecture), which may do anything; or
  /// `queryPublisher.send(text)`: a value handed to a Combine subject (a debounced lookup), which submits nothing.
  fileprivate var sendsStoreAction: Bool {
    guard calledName == "send" else { return false }
    let base = calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription.lowercased() ?? ""
    return ["store", "publisher", "subject", "relay"].contains(where: base.contains)
      || firstUnlabeledArgument?.trimmedDescription.hasPrefix(".") == true
  }
}
