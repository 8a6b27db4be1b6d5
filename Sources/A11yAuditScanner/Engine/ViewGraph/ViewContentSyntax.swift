import A11yAuditModel
import SwiftSyntax

extension FunctionCallExprSyntax {
  /// Labels of the arguments and closures a container shows as its content (`NavigationSplitView`'s columns).
  private static let contentLabels: Set<String> = ["content", "root", "sidebar", "detail"]

  /// The views a container call shows as its content: the trailing closure's (or first argument's) direct views.
  package var contentViews: [String] {
    var views: [String] = []
    if let closure = trailingClosure { views += Syntax(closure).directViews }
    for argument in arguments where argument.label.map({ Self.contentLabels.contains($0.text) }) == true {
      views += Syntax(argument.expression).directViews
    }
    for closure in additionalTrailingClosures where Self.contentLabels.contains(closure.label.text) {
      views += Syntax(closure.closure).directViews
    }
    return views
  }

  /// The views a tab view shows: its content, and every closure or member its arguments pass (an app's own
  /// `TabView(libraryView: { LibraryView() }, downloadsView: downloadsView)`).
  package var tabViews: [String] {
    var views: [String] = []
    if let closure = trailingClosure { views += Syntax(closure).directViews }
    for argument in arguments where argument.label?.text != "selection" {
      views += Syntax(argument.expression).directViews
    }
    for closure in additionalTrailingClosures { views += Syntax(closure.closure).directViews }
    return views
  }

  /// Views of their own an `.alert` or `.confirmationDialog` shows (its actions or message).
  package var dialogViews: [String] {
    guard calledName == "alert" || calledName == "confirmationDialog", appliesToAView else { return [] }
    var views: [String] = []
    if let closure = trailingClosure { views += Syntax(closure).directViews }
    for argument in arguments where argument.label?.text == "actions" || argument.label?.text == "message" {
      views += Syntax(argument.expression).directViews
    }
    for closure in additionalTrailingClosures { views += Syntax(closure.closure).directViews }
    return views.filter { $0.first != "." }
  }

  /// The views a hosting controller, view or configuration shows: `UIHostingController(rootView: SettingsView())`,
  /// `UIHostingController<SettingsView>(…)`, `UIHostingConfiguration { Row() }`.
  package var hostedViews: [String] {
    guard let type = constructedTypeName, Self.hostingTypes.contains(type) else { return [] }
    var views: [String] = []
    if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
      views += generic.genericArgumentClause.arguments.compactMap { $0.argument.as(TypeSyntax.self)?.typeName }
    }
    if let root = argument(labelled: "rootView") { views += Syntax(root).directViews }
    if let closure = trailingClosure { views += Syntax(closure).directViews }
    return views.filter { $0.first != "." }
  }

  /// `.push` for a navigation link or destination, whatever its content builds.
  package var pushStyle: ViewUseStyle? {
    calledName == "navigationDestination" || constructedTypeName == "NavigationLink" ? .push : nil
  }

  /// UIKit's and AppKit's hosts of SwiftUI views.
  package static let hostingTypes: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "_UIHostingView",
  ]

  /// The name of a project helper the call may be (`.withAppRouter()`, `withSheetDestinations(…)`): a lowercase
  /// function or modifier name.
  package var helperName: String? {
    let name = calledName
    return name.first?.isLowercase == true ? name : nil
  }
}

extension TypeSyntax {
  /// The views a hosting type names (`UIHostingController<SettingsView>`).
  package var hostedViews: [String] {
    guard let identifier = self.as(IdentifierTypeSyntax.self),
      FunctionCallExprSyntax.hostingTypes.contains(identifier.name.text),
      let generics = identifier.genericArgumentClause
    else { return [] }
    return generics.arguments.compactMap { $0.argument.as(TypeSyntax.self)?.typeName }
  }

  /// Whether a member of this type is a view: `some View`, `AnyView`, a view controller.
  package var isViewType: Bool {
    let name = self.as(SomeOrAnyTypeSyntax.self)?.constraint.typeName ?? typeName
    return name == "View" || name == "AnyView" || name.hasSuffix("ViewController")
      || name.hasPrefix("UIHostingController")
  }
}

extension FunctionDeclSyntax {
  /// The views a member returning a view hands out (`func makeView() -> AnyView { AnyView(ProfileScreen()) }`,
  /// `@ViewBuilder func view() -> some View { switch self { … } }`), as coordinator uses; a member returning
  /// `UIHostingController<SettingsView>` hosts `SettingsView`.
  package var handedOutViews: [(name: String, style: ViewUseStyle)] {
    guard let returned = signature.returnClause?.type, let body else { return [] }
    var views = returned.hostedViews.map { ($0, ViewUseStyle.hosting) }
    if returned.isViewType { views += Syntax(body).directViews.map { ($0, .coordinator) } }
    return views
  }
}

extension PatternBindingSyntax {
  /// The views a property of view type hands out (`var destination: some View { … }`, `lazy var root = AnyView(…)`),
  /// as coordinator uses.
  package var handedOutViews: [(name: String, style: ViewUseStyle)] {
    guard let type = typeAnnotation?.type else { return [] }
    var views = type.hostedViews.map { ($0, ViewUseStyle.hosting) }
    guard type.isViewType else { return views }
    if let value = initializer?.value { views += Syntax(value).directViews.map { ($0, .coordinator) } }
    switch accessorBlock?.accessors {
    case .getter(let statements)?:
      for statement in statements { views += Syntax(statement.item).directViews.map { ($0, .coordinator) } }
    case .accessors(let accessors)?:
      for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        if let body = accessor.body { views += Syntax(body).directViews.map { ($0, .coordinator) } }
      }
    case nil:
      break
    }
    return views
  }
}

extension Syntax {
  /// Containers whose content is still the view in hand (`Group { HomeView() }`, `Tab("Home") { HomeView() }`).
  private static let transparent: Set<String> = ["Group", "Tab", "NavigationStack", "NavigationView"]
  /// Type erasers whose first argument is the view in hand (`AnyView(HomeView())`).
  private static let erasers: Set<String> = ["AnyView"]

  /// The view types this content builds at its top: through closures, `if`/`switch` branches, modifiers, type erasers
  /// and transparent containers, not into other views' content; a member of the type in hand that builds the view
  /// (`homeTab`, `downloadsView()`) as `.homeTab`.
  package var directViews: [String] {
    var result: [String] = []
    collectDirectViews(into: &result, depth: 0)
    return result
  }

  private func collectDirectViews(into result: inout [String], depth: Int) {
    guard depth < 16 else { return }
    let next = depth + 1
    if let closure = self.as(ClosureExprSyntax.self) {
      for statement in closure.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
    } else if let statement = self.as(ExpressionStmtSyntax.self) {
      Syntax(statement.expression).collectDirectViews(into: &result, depth: next)
    } else if let statement = self.as(ReturnStmtSyntax.self), let expression = statement.expression {
      Syntax(expression).collectDirectViews(into: &result, depth: next)
    } else if let condition = self.as(IfExprSyntax.self) {
      Syntax(condition.body).collectDirectViews(into: &result, depth: next)
      condition.elseBody.map { Syntax($0).collectDirectViews(into: &result, depth: next) }
    } else if let block = self.as(CodeBlockSyntax.self) {
      for statement in block.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
    } else if let switchExpression = self.as(SwitchExprSyntax.self) {
      for case .switchCase(let switchCase) in switchExpression.cases {
        for statement in switchCase.statements { Syntax(statement.item).collectDirectViews(into: &result, depth: next) }
      }
    } else if let reference = self.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true
    {
      result.append("." + reference.baseName.text)
    } else if let access = self.as(MemberAccessExprSyntax.self),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      result.append("." + access.declName.baseName.text)
    } else if let call = self.as(FunctionCallExprSyntax.self) {
      if call.viewModifierName != nil, let base = call.modifiedView {
        Syntax(base).collectDirectViews(into: &result, depth: next)
      } else if let type = call.constructedTypeName {
        if Self.transparent.contains(type) {
          if let closure = call.trailingClosure { Syntax(closure).collectDirectViews(into: &result, depth: next) }
        } else if Self.erasers.contains(type), let first = call.arguments.first {
          Syntax(first.expression).collectDirectViews(into: &result, depth: next)
        } else {
          result.append(type)
        }
      } else if let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
        function.baseName.text.first?.isLowercase == true
      {
        result.append("." + function.baseName.text)
      }
    }
  }
}
