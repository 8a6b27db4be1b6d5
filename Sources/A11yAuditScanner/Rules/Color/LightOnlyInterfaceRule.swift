import Foundation
import SwiftSyntax

/// Reports what keeps the app light when the person turned on Dark Mode: `UIUserInterfaceStyle` `Light`, a
/// `.preferredColorScheme(.light)`, and screen backgrounds whose colour stays light in the dark appearance.
///
/// Walks a file of its own only when it names `overrideUserInterfaceStyle`: fed by the scanner's one walk, that
/// search would cost every file (see ``FileNodeCollector``).
public enum LightOnlyInterfaceRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = [
    "preferredColorScheme", "colorScheme", "background", "Background", "overrideUserInterfaceStyle",
    "ignoresSafeArea", "edgesIgnoringSafeArea",
  ]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "light-only-interface",
    title: "Stay dark in Dark Mode",
    summary:
      "An app locked to light, or a screen background that stays white in Dark Mode, glares at people who need a dark screen.",
    rationale: """
      People with light sensitivity, migraine, low vision or photophobia turn on Dark Mode so that screens do not \
      glare. Apple's Human Interface Guidelines (Dark Mode) ask apps to adopt the appearance the person chose, and \
      the App Store's Dark Interface label (App Store Connect Help, Accessibility Nutrition Labels) may be claimed \
      only when every screen stays dark, without light screens or bright flashes. WCAG 2.2's 1.4.8 (Visual \
      Presentation, AAA) likewise lets people pick the foreground and background colours.

      Sites: `UIUserInterfaceStyle` `Light` in an app's `Info.plist` (and the `INFOPLIST_KEY_UIUserInterfaceStyle` \
      build setting), which locks the whole app; `.preferredColorScheme(.light)`, `.colorScheme(.light)` and \
      `.environment(\\.colorScheme, .light)`, and UIKit's `overrideUserInterfaceStyle = .light`; and the background \
      of a container (`VStack`, `ScrollView`, `List`, `NavigationStack`, …) set with `.background`, \
      `.listRowBackground`, `.presentationBackground` or `.containerBackground` (not inside a button's label or a \
      button style's `makeBody`), or a full-screen colour under a \
      `ZStack` (`Color.white.ignoresSafeArea()`), whose colour is light in the dark appearance: `Color.white`, a \
      light literal, or a colour set without a dark appearance. A background that turns dark in Dark Mode \
      (`Color(.systemBackground)`, a colour set with a dark appearance) passes. An app locked to light is reported \
      once, at its `Info.plist`; an app locked to dark has nothing to report. A file that sets the light appearance \
      in one place and the dark one in another offers a choice of theme, and is not reported.

      Severity: medium for the whole app or a locked scheme, low for a background.

      Blind spots: images and image sets used as backgrounds, web content, colours chosen at run time, UIKit's \
      `backgroundColor`, and backgrounds of small views (a badge, a chip) are not read; a light surface drawn on \
      purpose (a QR code's margin, a paper-like page) is left to the reader to mark won't-fix.
      """,
    category: .color,
    severity: .medium,
    criteria: ["1.4.8"],
    message: "The background {color} stays light in Dark Mode",
    passingMessage: "The background turns dark in Dark Mode",
    recommendation: """
      Use a colour that adapts: `Color(.systemBackground)` (or `.secondarySystemBackground`, \
      `.systemGroupedBackground`), or give the colour set a dark appearance in the asset catalog.
      """,
    impactDescription: "people who need a dark screen get a bright one, which glares and can cause pain",
    tags: ["color", "dark-mode", "accessibility", "light-sensitivity"],
    variants: [
      RuleVariant(
        id: "app-locked", when: "the app's `Info.plist` or build settings lock it to the light appearance",
        message: "`UIUserInterfaceStyle` is `Light`: the whole app stays light in Dark Mode",
        recommendation: """
          Remove the `UIUserInterfaceStyle` key (or set it to `Automatic`) and give the app's colours a dark \
          appearance: system colours adapt by themselves, colour sets need a dark variant.
          """),
      RuleVariant(
        id: "scheme-locked", when: "code locks a view to the light appearance",
        message: "{modifier} keeps this view and what it presents light in Dark Mode",
        recommendation: """
          Remove the lock and let the view follow the person's appearance; keep it only where the content must be \
          light (a document preview), and say so with a won't-fix note.
          """),
    ],
    triggeringExamples: LightOnlyInterfaceRuleExamples.triggering,
    nonTriggeringExamples: LightOnlyInterfaceRuleExamples.nonTriggering
  )

  /// Views whose background is a screen's or a section's surface, not a small element's.
  package static let surfaces: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ScrollView", "List", "Form",
    "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Group", "GeometryReader",
  ]

  /// The modifiers that set a background colour.
  package static let backgroundModifiers = [
    "background", "listRowBackground", "presentationBackground", "containerBackground",
  ]

  /// The modifiers that fix a view's appearance (``FunctionCallExprSyntax/fixedAppearance``).
  package static let schemeModifiers = ["preferredColorScheme", "colorScheme", "environment"]

  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let appAppearance = file.project.resources.appAppearance
    guard appAppearance == nil else { return [] }
    var hits: [RuleHit] = []
    var locks: [(node: Syntax, modifier: String)] = []
    var setsDark = false
    for name in schemeModifiers {
      for call in file.index.calls(named: name) where !call.isInPreview {
        switch call.fixedAppearance {
        case .light?: locks.append((Syntax(call), "`.\(name)(…)`"))
        case .dark?: setsDark = true
        case nil: break
        }
      }
    }
    if file.bytes.containsBytes(Array("overrideUserInterfaceStyle".utf8)) {
      let finder = InterfaceStyleOverrideFinder(viewMode: .sourceAccurate)
      finder.walk(file.syntax)
      locks += finder.overrides[.light, default: []].filter { !$0.isInPreview }.map {
        ($0, "`overrideUserInterfaceStyle = .light`")
      }
      setsDark = setsDark || finder.overrides[.dark] != nil
    }
    // A file that sets the light appearance in one place and the dark one in another offers a choice of theme.
    if !setsDark {
      for lock in locks {
        var hit = RuleHit(node: lock.node, severity: .medium, passing: false, variant: "scheme-locked")
        hit.messageArguments = ["modifier": lock.modifier]
        hits.append(hit)
      }
    }
    let locksScheme = !locks.isEmpty
    // A file that locks its views to light is reported at the lock; its backgrounds are light on purpose.
    guard !locksScheme else { return hits }
    let resolver = file.colorResolver
    var backgrounds: [(node: Syntax, spec: ColorSpec)] = []
    for name in backgroundModifiers {
      for call in file.index.calls(named: name) where !call.isInPreview {
        guard let spec = call.backgroundColorSpec, call.decoratesSurface else { continue }
        backgrounds.append((Syntax(call), spec))
      }
    }
    for stack in file.index.calls(named: "ZStack") where !stack.isInPreview && stack.constructedTypeName == "ZStack" {
      guard let layer = stack.trailingClosure?.statements.first?.item.as(FunctionCallExprSyntax.self),
        layer.fillsScreen, let spec = ExprSyntax(layer).colorViewSpec
      else { continue }
      backgrounds.append((Syntax(layer), spec))
    }
    for (node, spec) in backgrounds {
      if spec.isSystemBackground {
        hits.append(RuleHit(node: node, severity: .none, passing: true))
        continue
      }
      guard let colors = resolver.colors(spec), !colors.isEmpty,
        colors.allSatisfy({ $0.light.isLightSurface })
      else { continue }
      let staysLight = colors.filter { $0.dark.isLightSurface }
      var hit = RuleHit(node: node, severity: staysLight.isEmpty ? .none : .low, passing: staysLight.isEmpty)
      hit.messageArguments = ["color": staysLight.first.map { "`\($0.name)`" } ?? ""]
      hits.append(hit)
    }
    return hits
  }

  /// `UIUserInterfaceStyle` `Light` in the app `Info.plist` files and the build settings that generate one.
  public static func check(resources: ProjectResources) -> [ResourceHit] {
    var hits: [ResourceHit] = []
    let key = "UIUserInterfaceStyle"
    for list in resources.facts(InfoPropertyLists.self).lists where !list.isAppExtension && !list.isWatchApp {
      guard list.values[key]?.string?.lowercased() == "light" else { continue }
      hits.append(
        ResourceHit(
          file: list.file, lines: list.lines(of: key), context: key, severity: .medium, passing: false,
          variant: "app-locked"))
    }
    for configuration in resources.facts(XcodeBuildSettings.self).configurations {
      guard let setting = configuration.settings["INFOPLIST_KEY_\(key)"], setting.value.lowercased() == "light"
      else { continue }
      hits.append(
        ResourceHit(
          file: configuration.file, lines: setting.line...setting.line, context: configuration.label,
          severity: .medium, passing: false, variant: "app-locked"))
    }
    return hits
  }
}

extension ColorSpec {
  /// The system's background colours, which turn dark in Dark Mode wherever they are drawn (their exact value
  /// depends on the context, so ``SystemColors`` does not list them).
  private static let systemBackgrounds: Set<String> = [
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
    "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "background", "windowBackgroundColor",
    "controlBackgroundColor", "underPageBackgroundColor",
  ]

  /// Whether this is one of the system's background colours (`Color(.systemBackground)`, `.background`).
  fileprivate var isSystemBackground: Bool {
    switch self {
    case .swiftUI(let name), .uiKit(let name): Self.systemBackgrounds.contains(name)
    case .withOpacity(let base, _): base.isSystemBackground
    default: false
    }
  }
}

extension RGBAColor {
  /// Whether a background of this colour reads as a light surface: opaque enough to cover what is below, and
  /// light (relative luminance 0.7 or more, about `#DADADA` and lighter).
  fileprivate var isLightSurface: Bool { alpha >= 0.6 && relativeLuminance >= 0.7 }
}

extension FunctionCallExprSyntax {
  /// Whether this background modifier colours a container's surface (a stack, a scroll view, a list, a navigation
  /// stack), rather than a small view's or a control's (a button's label, a button style's body).
  fileprivate var decoratesSurface: Bool {
    guard let root = viewChainRoot.as(FunctionCallExprSyntax.self), let type = root.constructedTypeName,
      LightOnlyInterfaceRule.surfaces.contains(type)
    else { return false }
    var node = Syntax(self).parent
    while let current = node {
      if let function = current.as(FunctionDeclSyntax.self) { return function.name.text != "makeBody" }
      if let call = current.as(FunctionCallExprSyntax.self),
        ["Button", "NavigationLink", "Link", "Menu"].contains(call.constructedTypeName)
      {
        return false
      }
      node = current.parent
    }
    return true
  }
}

extension FunctionCallExprSyntax {
  /// Whether this chain extends its view under the safe areas (`.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)`):
  /// a screen's background.
  fileprivate var fillsScreen: Bool {
    ([self] + modifiersBelow).contains { ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains($0.viewModifierName) }
  }
}

/// Finds `overrideUserInterfaceStyle = .light` and `= .dark` assignments.
private final class InterfaceStyleOverrideFinder: SyntaxVisitor {
  private(set) var overrides: [Appearance: [Syntax]] = [:]

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "overrideUserInterfaceStyle"
        || elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "overrideUserInterfaceStyle",
      let name = elements[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let appearance = Appearance(rawValue: name)
    else { return .visitChildren }
    overrides[appearance, default: []].append(Syntax(node))
    return .visitChildren
  }
}
