import SwiftSyntax

/// Reports views pushed onto a navigation stack whose code sets no navigation title.
public enum ScreenMissingTitleRule: Rule {
  /// Files without any of these cannot hold a site: a pushed screen is a type declared as a `View`.
  public static let sourceKeywords: [String]? = ["View"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "screen-missing-title",
    title: "Give every pushed screen a navigation title",
    summary: "A view pushed onto a navigation stack, or a sheet's, without `.navigationTitle` is an unnamed screen.",
    rationale: """
      The navigation title is the screen's name: VoiceOver reads it when the screen appears, the next screen's Back \
      button and the long-press back menu show it, and Voice Control users say it. A pushed screen without one is an \
      unnamed page (WCAG 2.4.2 Page Titled); Apple's Human Interface Guidelines (Navigation bars) ask for a title \
      that says where people are. SwiftUI reads the title as a preference that any view of the pushed screen may set.

      A view is pushed when a `NavigationLink(destination:)`, `NavigationLink(\"Title\") { … }`, \
      `NavigationLink { … } label: { … }`, `.navigationDestination(for:)`, `.navigationDestination(isPresented:)` or \
      `.navigationDestination(item:)` builds it, in any file of the project (through `if`/`switch` branches and \
      wrappers such as `LazyView(…)`). A sheet's screen counts too: the root view a `.sheet`, `.fullScreenCover` or \
      `.popover` wraps in a `NavigationStack` or `NavigationView` (`.sheet { NavigationStack { EditView() } }`), and \
      a view such a presentation shows whose own code builds a stack (`EditView`'s body is \
      `NavigationStack { Form { … } }`): its navigation bar is there, with nothing in it. Reported, medium, at the view's declaration (`struct OrderDetail: View`): one \
      finding per screen, however many links push it, where the fix goes, and with an id that stays while the \
      type keeps its name. Passing when the view's code (the struct and its extensions, in any file) calls \
      `.navigationTitle` or `.navigationBarTitle` with a title that is not `\"\"`, places a `ToolbarItem(placement: \
      .principal)`, calls one of the project's `extension View` functions that does, or builds a view that does \
      (`OrderDetail` showing `OrderDetailContent`, which sets the title), not counting the views it pushes or \
      presents itself; and when every push titles the view (`OrderDetail().navigationTitle(\"Order\")`).

      Not in scope: tab roots (the tab item names them), sheets without a navigation stack, and views that hide the \
      navigation bar (`.toolbar(.hidden)`, `.navigationBarHidden(true)`): no bar shows a title, their content names \
      them; and views that show content they are given (a generic `Content: View`, an `AnyView` property, a \
      `@ViewBuilder` initializer), whose content sets the title. All are neither reported nor passed.

      Blind spots: destinations built by functions, generics or `AnyView` values, routers that map an enum to views \
      in a function, and `UIHostingController`s are not followed; a title set in a way the project hides behind \
      something other than an `extension View` function or a built view (a `ViewModifier` applied by name through a \
      variable) is not seen; two views with the same name in different modules are treated as one.
      """,
    category: .navigation,
    severity: .medium,
    criteria: ["2.4.2"],
    message: "`{view}` {shown} but sets no navigation title",
    passingMessage: "Pushed screen has a navigation title",
    recommendation: """
      Add `.navigationTitle("…")` to the outermost view of `{view}`'s body, with the words of the link that opens it \
      (use `.navigationBarTitleDisplayMode(.inline)` to keep it small).
      """,
    impactDescription: "VoiceOver users hear no screen name when the screen opens, and Back buttons are unnamed",
    tags: ["navigation", "accessibility", "title", "voiceover"],
    triggeringExamples: ScreenMissingTitleRuleExamples.triggering,
    nonTriggeringExamples: ScreenMissingTitleRuleExamples.nonTriggering
  )

  /// Every view declared in the file, each decided once the project's pushes are known: a site when some file
  /// pushes it, and it neither hides its bar nor shows content it is given.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.screens.compactMap { screen in
      let name = screen.name.split(separator: ".").last.map(String.init) ?? screen.name
      guard let token = file.syntax.token(at: AbsolutePosition(utf8Offset: screen.offset)),
        let declaration = token.parent?.as(StructDeclSyntax.self), !declaration.isInPreview
      else { return nil }
      var hit = RuleHit(node: token, severity: .medium, passing: false)
      hit.start = Syntax(declaration.structKeyword)
      hit.messageArguments = ["view": name, "shown": ""]
      hit.pending = PendingVerdict { project in verdict(of: name, in: project.facts(ScreenTitleFacts.self)) }
      return hit
    }
  }

  /// The verdict on the view named `name` in a project with `facts`; nil when it is not pushed, or not in scope.
  static func verdict(of name: String, in facts: ScreenTitleFacts) -> PendingVerdict.Verdict? {
    guard let pushes = facts.pushes[name], !facts.barlessTypes.contains(name), !facts.containerTypes.contains(name)
    else { return nil }
    let passing = pushes.untitledCount == 0 || facts.titledTypes.contains(name)
    return PendingVerdict.Verdict(
      severity: passing ? .none : .medium, passing: passing, variant: nil,
      messageArguments: ["view": name, "shown": pushes.shownText])
  }
}

extension ScreenTitleFacts.Pushes {
  /// `is pushed from `Orders``, `opens in a sheet's navigation stack from `Orders``: how the untitled view is shown.
  fileprivate var shownText: String {
    let from = untitledPusher.map { $0.isEmpty ? "" : " from `\($0)`" } ?? ""
    switch untitledPresentation {
    case .push: return from.isEmpty ? "is pushed by a navigation link" : "is pushed" + from
    case .sheetStack, .sheet: return "opens in a sheet's navigation stack" + from
    }
  }
}
