import A11yAuditModel
import SwiftSyntax

/// A view a navigation link or destination pushes, as far as the source names it.
package struct PushedDestination: Sendable, Equatable {
  /// The view's type name (`OrderDetail` for `OrderDetail(order: order)`).
  package var typeName: String
  /// Whether the push itself gives the screen a title (`OrderDetail(…).navigationTitle("Order")`).
  package var isTitledAtUse: Bool
  /// Modifiers applied to the view at the push, which may be the project's title helpers (`.screenTitle("Order")`).
  package var modifierNames: Set<String>
  /// How the view is shown.
  package var presentation: ScreenPresentation = .push
}

/// How a screen comes onto a navigation stack.
package enum ScreenPresentation: String, Sendable, Equatable {
  /// Pushed by a navigation link or destination.
  case push
  /// The root of a navigation stack a sheet, full-screen cover or popover wraps it in
  /// (`.sheet { NavigationStack { EditView() } }`).
  case sheetStack
  /// Shown by a sheet, full-screen cover or popover as it is: a screen only when its own code hosts a navigation
  /// stack (`EditView`'s body is `NavigationStack { Form { … } }`).
  case sheet
}

extension FunctionCallExprSyntax {
  /// The arguments and closures whose views this call pushes or presents apart from the screen it is in:
  /// `NavigationLink`'s destination, `.navigationDestination`'s closure, `.sheet`'s content. Empty for other calls.
  package var separateScreenContent: [Syntax] {
    switch calledName {
    case "NavigationLink":
      guard constructedTypeName == "NavigationLink" else { return [] }
      return navigationLinkDestination.map { [$0] } ?? []
    case "navigationDestination", "sheet", "fullScreenCover", "popover", "inspector":
      var content: [Syntax] = []
      if let destination = argument(labelled: "destination") ?? argument(labelled: "content") {
        content.append(Syntax(destination))
      }
      if let trailingClosure { content.append(Syntax(trailingClosure)) }
      return content
    default:
      return []
    }
  }

  /// The views a `NavigationLink` or `.navigationDestination` pushes; empty for value-based links (their
  /// `.navigationDestination(for:)` pushes) and other calls.
  package var pushedDestinations: [PushedDestination] {
    let content: Syntax?
    switch calledName {
    case "NavigationLink" where constructedTypeName == "NavigationLink": content = navigationLinkDestination
    case "navigationDestination":
      content = (argument(labelled: "destination")).map(Syntax.init) ?? trailingClosure.map(Syntax.init)
    default: content = nil
    }
    guard let content else { return [] }
    var result: [PushedDestination] = []
    content.collectDestinations(DestinationPath(presentation: .push), into: &result)
    return result
  }

  /// How a presentation modifier shows its content (`.sheet`, `.fullScreenCover`, `.popover`, `.inspector`); nil for
  /// other calls.
  package var presentationStyle: ViewUseStyle? {
    switch calledName {
    case "sheet": .sheet
    case "fullScreenCover": .fullScreenCover
    case "popover": .popover
    case "inspector": .inspector
    default: nil
    }
  }

  /// Whether the call is a modifier of a view: `.sheet { … }` on a view, or `sheet { … }` on `self` in a view's
  /// helper (`extension View { func withSheets() -> some View { sheet(item: …) { … } } }`).
  package var appliesToAView: Bool {
    viewModifierName != nil || calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.startsUppercase == false
  }

  /// The views a `.sheet`, `.fullScreenCover`, `.popover` or `.inspector` shows: as ``ScreenPresentation/sheetStack`` those it
  /// wraps in a `NavigationStack` or `NavigationView`, as ``ScreenPresentation/sheet`` those it shows as they are.
  package var presentedDestinations: [PushedDestination] {
    guard presentationStyle != nil, appliesToAView else { return [] }
    var result: [PushedDestination] = []
    for content in separateScreenContent {
      content.collectDestinations(DestinationPath(presentation: .sheet), into: &result)
    }
    return result
  }

  /// The destination of a `NavigationLink`: its `destination:` argument, or the trailing closure of
  /// `NavigationLink("Title") { … }` and `NavigationLink { … } label: { … }`.
  private var navigationLinkDestination: Syntax? {
    if let destination = argument(labelled: "destination") { return Syntax(destination) }
    guard argument(labelled: "value") == nil, let trailingClosure else { return nil }
    let hasLabelClosure = additionalTrailingClosures.contains { $0.label.text == "label" }
    return hasLabelClosure || firstUnlabeledArgument != nil ? Syntax(trailingClosure) : nil
  }

  /// `.navigationTitle("Orders")` or `.navigationBarTitle(…)` with a title that is not an empty literal.
  package var setsNavigationTitle: Bool {
    guard calledName == "navigationTitle" || calledName == "navigationBarTitle",
      let title = arguments.first?.expression
    else { return false }
    return title.plainStringLiteral.map { !$0.isEmpty } ?? true
  }

  /// `ToolbarItem(placement: .principal)`: a custom title view.
  package var isPrincipalToolbarItem: Bool {
    guard calledName == "ToolbarItem" || calledName == "ToolbarItemGroup",
      let placement = argument(labelled: "placement")
    else { return false }
    return placement.trimmedDescription.hasSuffix("principal")
  }
}

/// What the way from a push or presentation down to a view says about it.
private struct DestinationPath {
  var presentation: ScreenPresentation
  var titled = false
  var modifiers: Set<String> = []
  var depth = 0

  /// One level further down.
  var deeper: DestinationPath {
    var next = self
    next.depth += 1
    return next
  }
}

extension Syntax {
  /// Views that wrap a destination without being the screen (`LazyView(Detail())`, `VStack { Detail() }`).
  private static let wrappers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "ScrollView", "AnyView", "LazyVStack", "LazyHStack",
  ]

  /// Navigation containers: the view inside is the root of a stack.
  private static let stacks: Set<String> = ["NavigationStack", "NavigationView"]

  /// Adds the views this destination content builds, following closures, `if`/`switch` branches, ternaries,
  /// wrappers and the modifiers applied at the push.
  fileprivate func collectDestinations(_ path: DestinationPath, into result: inout [PushedDestination]) {
    guard path.depth < 12 else { return }
    let next = path.deeper
    if let closure = self.as(ClosureExprSyntax.self) {
      for statement in closure.statements { Syntax(statement.item).collectDestinations(next, into: &result) }
      return
    }
    if let statement = self.as(ExpressionStmtSyntax.self) {
      Syntax(statement.expression).collectDestinations(next, into: &result)
      return
    }
    if let statement = self.as(ReturnStmtSyntax.self), let expression = statement.expression {
      Syntax(expression).collectDestinations(next, into: &result)
      return
    }
    if let condition = self.as(IfExprSyntax.self) {
      Syntax(condition.body).collectDestinations(next, into: &result)
      condition.elseBody.map { Syntax($0).collectDestinations(next, into: &result) }
      return
    }
    if let block = self.as(CodeBlockSyntax.self) {
      for statement in block.statements { Syntax(statement.item).collectDestinations(next, into: &result) }
      return
    }
    if let switchExpression = self.as(SwitchExprSyntax.self) {
      for case .switchCase(let switchCase) in switchExpression.cases {
        for statement in switchCase.statements { Syntax(statement.item).collectDestinations(next, into: &result) }
      }
      return
    }
    if let sequence = self.as(SequenceExprSyntax.self) {
      // `condition ? A() : B()`, unfolded.
      guard sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return }
      for element in sequence.elements {
        if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
          Syntax(ternary.thenExpression).collectDestinations(next, into: &result)
        }
      }
      sequence.elements.last.map { Syntax($0).collectDestinations(next, into: &result) }
      return
    }
    guard let call = self.as(FunctionCallExprSyntax.self) else { return }
    if let modifier = call.viewModifierName, let base = call.modifiedView {
      var modified = next
      modified.titled =
        path.titled || call.setsNavigationTitle
        || modifier == "toolbar" && call.tokens(viewMode: .sourceAccurate).contains { $0.text == "principal" }
      modified.modifiers.insert(modifier)
      Syntax(base).collectDestinations(modified, into: &result)
      return
    }
    guard let type = call.constructedTypeName else { return }
    let isStack = Self.stacks.contains(type)
    if isStack || Self.wrappers.contains(type) || type.contains("Lazy") {
      var inside = next
      if isStack {
        // A title given to the stack names none of its screens: the view inside is the stack's root.
        inside = DestinationPath(presentation: path.presentation == .push ? .push : .sheetStack, depth: next.depth)
      }
      if let argument = call.firstUnlabeledArgument { Syntax(argument).collectDestinations(inside, into: &result) }
      if let closure = call.trailingClosure { Syntax(closure).collectDestinations(inside, into: &result) }
      return
    }
    result.append(
      PushedDestination(
        typeName: type, isTitledAtUse: path.titled, modifierNames: path.modifiers, presentation: path.presentation))
  }
}
