import A11yAuditModel
import SwiftSyntax

/// Reports text and symbols whose foreground and background colours are both known in code and do not reach WCAG's
/// contrast minimum, in light or dark appearance.
public enum InsufficientContrastRule: Rule {
  /// Files without any of these cannot hold a site: the foreground colours it compares.
  public static let sourceKeywords: [String]? = ["foreground", "tint"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "insufficient-contrast",
    title: "Give text and symbols enough contrast with their background",
    summary: "Text or an icon whose colour and background are fixed in code falls below WCAG's contrast minimum.",
    rationale: """
      People with low vision, older eyes, or a phone in sunlight cannot read text that barely stands out from its \
      background. WCAG 1.4.3 asks for a contrast ratio of at least 4.5:1 for text and 3:1 for large text (18 pt, \
      or 14 pt bold; `.title3` and larger count as large at the default text size); 1.4.11 asks 3:1 for icons and \
      other graphics needed to understand the interface. Apple's Human Interface Guidelines (Accessibility, Color) \
      ask the same. The ratio is WCAG's: each colour's relative luminance from its linearised sRGB components, then \
      (L1 + 0.05) / (L2 + 0.05); Display P3 colours are converted to sRGB first.

      A site is a `Text`, `Label`, `Image(systemName:)`, or a `Button`/`Link` with a title, whose foreground (the \
      nearest `.foregroundStyle`, `.foregroundColor`, or `.tint` on a button or link, on its own chain or on a stack \
      around it) and background (the nearest `.background`/`.listRowBackground`, the colour an `.overlay` sits on, \
      or a colour drawn before it in a `ZStack`) are both known: literal colours (`Color(red:green:blue:)`, \
      `Color(white:)`, `Color(.sRGB, …)`, `Color(.displayP3, …)`, `Color(hue:saturation:brightness:)`, \
      `Color(hex: "#RRGGBB")`, `UIColor(red:…)`), SwiftUI's named colours with Apple's documented light and dark \
      values, asset catalog colours (`Color("Brand")`, and Xcode's generated `Color.brand`) read from the \
      project's colour sets, and `static` colour constants the project declares (`extension Color { static let \
      brand = … }`). Light and dark appearance are checked separately, unless the view or the app \
      (`UIUserInterfaceStyle`, set alike in every app target) fixes one, and each again with Increase Contrast on \
      (Settings > Accessibility > Display & Text Size): colour sets' high-contrast variants and the system colours' \
      accessible values (HIG, Color), and the branch a `colorSchemeContrast == .increased` (or \
      `UIAccessibility.isDarkerSystemColorsEnabled`) condition picks. Increase Contrast is judged only where the \
      project chose colours for it (a high-contrast colour set variant, such a condition): the system's accessible \
      palette alone is no choice the team made. A `colorScheme == .dark ? … : …` colour is \
      judged in the appearance it is for; text and background colours picked by the same other condition \
      (`isPlus ? .black : .white` on `isPlus ? .yellow : .purple`) are judged branch by branch, as they are drawn. The finding says which appearances fail, naming Increase Contrast where it \
      changes the ratio ("2.90:1 in dark with Increase Contrast"). A translucent foreground is blended over \
      the background, a translucent background over the next known background behind it; otherwise the site is \
      not judged. Walking out stops at anything that may draw its own background (lists, forms, sections, custom \
      views, bordered button styles, materials, sheets): the site is then not judged. Severity: high below 1.5:1 \
      or below half the minimum, medium below 80% of it, low otherwise; the finding points at the foreground \
      modifier. Passing: both colours known and the minimum met in every appearance checked.

      Blind spots: colours computed at run time (themes, view models), the accent colour, semantic colours \
      (`.secondary`, `Color(.systemBackground)`), gradients, images and materials are unknown, so such views are not \
      judged; a background drawn by a parent view in another file is not seen; text size is read at the default \
      Dynamic Type size, and text whose font the tool cannot measure is only reported below 3:1; Increased \
      Contrast variants of colour sets are not checked; disabled controls (exempt under WCAG) are skipped.
      """,
    category: .color,
    severity: .medium,
    criteria: ["1.4.3", "1.4.11"],
    message: "`{foreground}` text on `{background}` has a contrast ratio of {ratio} {appearance}; text needs 4.5:1",
    passingMessage: "Foreground and background colours meet the contrast minimum",
    recommendation: """
      Darken or lighten one of the two colours until the ratio reaches 4.5:1 for text (3:1 for large text and \
      icons), or use semantic colours (`.primary` on `.background`) that adapt to both appearances; check the light \
      and dark variants of asset colours.
      """,
    impactDescription: "people with low vision or in bright light cannot read the text or see the icon",
    tags: ["color", "contrast", "accessibility", "low-vision"],
    variants: [
      RuleVariant(
        id: "text", when: "regular text is below 4.5:1",
        message: "`{foreground}` text on `{background}` has a contrast ratio of {ratio} {appearance}; text needs 4.5:1",
        recommendation: """
          Change the text or the background colour until the ratio reaches 4.5:1 (on {background}, a text colour \
          of about {suggestion}), or use semantic colours (`.primary` on `.background`) that adapt to both \
          appearances; check the light and dark variants of asset colours.
          """, criteria: ["1.4.3"]),
      RuleVariant(
        id: "large-text", when: "large text is below 3:1",
        message:
          "Large `{foreground}` text on `{background}` has a contrast ratio of {ratio} {appearance}; large text needs 3:1",
        recommendation: """
          Change the text or the background colour until the ratio reaches 3:1 (on {background}, a text colour of \
          about {suggestion}), or use semantic colours that adapt to both appearances.
          """, criteria: ["1.4.3"]),
      RuleVariant(
        id: "text-of-unknown-size", when: "text of a size the tool cannot read is below 3:1",
        message:
          "`{foreground}` text on `{background}` has a contrast ratio of {ratio} {appearance}; even large text needs 3:1",
        recommendation: """
          Change the text or the background colour until the ratio reaches 4.5:1, or 3:1 if the text is large \
          (on {background}, a text colour of about {suggestion}), or use semantic colours that adapt to both \
          appearances.
          """, criteria: ["1.4.3"]),
      RuleVariant(
        id: "symbol", when: "an icon is below 3:1",
        message: "`{foreground}` symbol on `{background}` has a contrast ratio of {ratio} {appearance}; icons need 3:1",
        recommendation: """
          Change the symbol or the background colour until the ratio reaches 3:1 (on {background}, a symbol colour \
          of about {suggestion}), or pair the icon with a text label that meets 4.5:1.
          """, criteria: ["1.4.11"]),
    ],
    triggeringExamples: InsufficientContrastRuleExamples.triggering,
    nonTriggeringExamples: InsufficientContrastRuleExamples.nonTriggering
  )

  /// The modifiers that give a foreground colour.
  package static let foregroundModifiers = ["foregroundStyle", "foregroundColor", "tint"]

  /// Every site of the file whose two colours are known, one hit per foreground modifier.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard foregroundModifiers.contains(where: { !file.index.calls(named: $0).isEmpty }) else { return [] }
    let resolver = file.colorResolver
    let appAppearance = file.project.resources.appAppearance
    var sites: [FunctionCallExprSyntax: [ContrastJudgement]] = [:]
    var order: [FunctionCallExprSyntax] = []
    for name in ["Text", "Label", "Image", "Button", "Link", "NavigationLink"] {
      for call in file.index.calls(named: name) {
        guard let kind = call.contrastSiteKind, !call.isInPreview else { continue }
        var walk = ContrastWalk(site: call, kind: kind, resolver: resolver)
        guard let drawn = walk.run() else { continue }
        let judgement = drawn.judgement(appearances: drawn.appearance.map { [$0] } ?? appAppearance.map { [$0] })
        if sites[drawn.foreground] == nil { order.append(drawn.foreground) }
        sites[drawn.foreground, default: []].append(judgement)
      }
    }
    return order.compactMap { modifier in
      ContrastJudgement.worst(of: sites[modifier] ?? []).flatMap { $0.hit(at: modifier) }
    }
  }
}

/// What kind of content a contrast site draws.
package enum ContrastSiteKind {
  case text
  case symbol
}

extension FunctionCallExprSyntax {
  /// Text for `Text`, `Label` and titled buttons and links, symbol for `Image(systemName:)`; nil for other views.
  fileprivate var contrastSiteKind: ContrastSiteKind? {
    switch constructedTypeName {
    case "Text", "Label": return .text
    case "Image": return argument(labelled: "systemName") != nil ? .symbol : nil
    case "Button", "Link", "NavigationLink":
      return firstUnlabeledArgument?.is(StringLiteralExprSyntax.self) == true ? .text : nil
    default: return nil
    }
  }
}

/// The colours one site is drawn in and on, as the walk out from it found them.
private struct DrawnColors {
  var kind: ContrastSiteKind
  var size: TextSize
  /// The modifier giving the foreground.
  var foreground: FunctionCallExprSyntax
  var foregroundColors: [AppearanceColor]
  /// Opacity applied between the site and its background.
  var foregroundOpacity: Double
  /// Background layers, nearest first; the last is opaque.
  var backgrounds: [[AppearanceColor]]
  /// The appearance the views around fix, if any.
  var appearance: Appearance?
  /// Foreground and background colours that go together, when both are chosen by the same condition
  /// (`isPlus ? .black : .white` on `isPlus ? .yellow : .purple`): only these pairs are ever drawn.
  var branchPairs: [(foreground: [AppearanceColor], background: [AppearanceColor])]?

  /// The contrast of every combination of colours in `appearances` (both when nil), with Increase Contrast off, and
  /// on too when the project chose colours for it.
  func judgement(appearances: [Appearance]?) -> ContrastJudgement {
    var worst: ContrastJudgement.Pair?
    var ratios: [ViewingCondition: Double] = [:]
    let colors = foregroundColors + backgrounds.joined()
    let conditions =
      colors.contains(where: \.designsIncreasedContrast)
      ? ViewingCondition.all(in: appearances ?? Appearance.allCases)
      : (appearances ?? Appearance.allCases).map { ViewingCondition($0) }
    // Without paired branches every foreground is judged over every background.
    let pairs: [(foreground: [AppearanceColor], background: [AppearanceColor]?)] =
      branchPairs?.map { ($0.foreground, $0.background) } ?? [(foregroundColors, nil)]
    for condition in conditions {
      for pair in pairs {
        for (background, backgroundName) in composedBackgrounds(in: condition, nearest: pair.background) {
          for color in pair.foreground {
            let drawn = color.color(in: condition).withOpacity(foregroundOpacity).over(background)
            let ratio = drawn.contrastRatio(with: background)
            ratios[condition] = min(ratios[condition] ?? .infinity, ratio)
            if worst == nil || ratio < worst!.ratio {
              worst = ContrastJudgement.Pair(
                foreground: foregroundOpacity < 1 ? color.withOpacity(foregroundOpacity).name : color.name,
                background: backgroundName, backgroundColor: background, ratio: ratio, condition: condition)
            }
          }
        }
      }
    }
    return ContrastJudgement(kind: kind, size: size, worst: worst!, ratios: ratios)
  }

  /// The opaque colours behind the site in `condition`, translucent layers blended over those behind them; with
  /// `nearest`, those colours stand for the nearest layer's (one branch of a paired condition).
  private func composedBackgrounds(
    in condition: ViewingCondition, nearest: [AppearanceColor]? = nil
  ) -> [(
    RGBAColor, String
  )] {
    var layers = backgrounds
    if let nearest, !layers.isEmpty { layers[0] = nearest }
    var composed: [(RGBAColor, String)] = [(RGBAColor(white: 1), "")]
    for (index, layer) in layers.reversed().enumerated() {
      var next: [(RGBAColor, String)] = []
      for color in layer {
        let value = color.color(in: condition)
        if index == 0 || value.isOpaque {
          next.append((RGBAColor(red: value.red, green: value.green, blue: value.blue), color.name))
        } else {
          next += composed.map { (value.over($0.0), "\(color.name) over \($0.1)") }
        }
      }
      composed = next
    }
    return composed
  }
}

/// The verdict on one site, or on the sites sharing a foreground modifier (the worst of them).
private struct ContrastJudgement {
  /// The combination of colours with the lowest ratio.
  struct Pair {
    var foreground: String
    var background: String
    var backgroundColor: RGBAColor
    var ratio: Double
    var condition: ViewingCondition
  }

  var kind: ContrastSiteKind
  var size: TextSize
  var worst: Pair
  /// The lowest ratio in each appearance checked, with Increase Contrast off and on.
  var ratios: [ViewingCondition: Double]

  /// The minimum WCAG asks of this site: 4.5:1 for regular text, 3:1 for large text and icons, 3:1 as the bar below
  /// which text of unknown size fails whatever its size.
  var minimum: Double { kind == .text && size == .regular ? 4.5 : 3 }

  /// Whether the site meets the minimum; nil when undecided (text of unknown size between 3:1 and 4.5:1).
  var passes: Bool? {
    if worst.ratio < minimum { return false }
    if kind == .text, size == .unknown, worst.ratio < 4.5 { return nil }
    return true
  }

  /// The failing site furthest below its minimum; else a passing judgement when every site passes; nil otherwise.
  static func worst(of judgements: [ContrastJudgement]) -> ContrastJudgement? {
    let failing = judgements.filter { $0.passes == false }
    if let worst = failing.min(by: { $0.worst.ratio / $0.minimum < $1.worst.ratio / $1.minimum }) { return worst }
    return judgements.allSatisfy({ $0.passes == true }) ? judgements.first : nil
  }

  /// The finding at `modifier`.
  func hit(at modifier: FunctionCallExprSyntax) -> RuleHit? {
    guard let passes else { return nil }
    guard !passes else { return RuleHit(node: modifier, severity: .none, passing: true) }
    let shortfall = worst.ratio / minimum
    let severity: Severity = worst.ratio < 1.5 || shortfall < 0.5 ? .high : shortfall < 0.8 ? .medium : .low
    var hit = RuleHit(node: modifier, severity: severity, passing: false, variant: variant)
    // Increase Contrast is named where it changes the ratio: with no high-contrast colour, it fails as the standard
    // appearance does.
    let failing = ViewingCondition.all().filter { condition in
      guard let ratio = ratios[condition], ratio < minimum, condition != worst.condition else { return false }
      return !condition.increasedContrast || ratios[condition.standard] != ratio
    }
    let others = failing.map { "\(ratios[$0]!.contrastRatioText) in \($0.phrase)" }
    let appearanceText =
      "in \(worst.condition.appearance) appearance\(worst.condition.increasedContrast ? " with Increase Contrast" : "")"
      + (others.isEmpty ? "" : " (\(others.joined(separator: "; ")))")
    hit.messageArguments = [
      "foreground": worst.foreground, "background": worst.background, "ratio": worst.ratio.contrastRatioText,
      "appearance": appearanceText, "suggestion": suggestion,
    ]
    return hit
  }

  private var variant: String {
    switch (kind, size) {
    case (.symbol, _): "symbol"
    case (.text, .regular): "text"
    case (.text, .large): "large-text"
    case (.text, .unknown): "text-of-unknown-size"
    }
  }

  /// A grey that reaches the minimum on the worst background (black or white when no grey in between does).
  private var suggestion: String {
    let target = kind == .text && size != .large ? 4.5 : 3
    let background = worst.backgroundColor
    let lighter =
      RGBAColor(white: 1).contrastRatio(with: background) > RGBAColor(white: 0).contrastRatio(with: background)
    var low = 0.0
    var high = 1.0
    for _ in 0..<30 {
      let middle = (low + high) / 2
      let passes = RGBAColor(white: middle).contrastRatio(with: background) >= target
      if lighter == passes { high = middle } else { low = middle }
    }
    return RGBAColor(white: lighter ? high : low).hex
  }
}

/// Walks out from a site through the views around it, reading the modifiers of each chain, until its foreground and
/// an opaque background are known, or something makes them unknowable.
private struct ContrastWalk {
  let site: FunctionCallExprSyntax
  let kind: ContrastSiteKind
  let resolver: ColorResolver

  private var foreground: (modifier: FunctionCallExprSyntax, colors: [AppearanceColor])?
  private var backgrounds: [[AppearanceColor]] = []
  /// The foreground's and the first background's colours by branch, when each is `condition ? a : b` on a condition
  /// that is no display setting (`isPlus ? .black : .white`).
  private var foregroundBranches: ColorBranches?
  private var backgroundBranches: ColorBranches?
  private var backgroundSettled = false
  private var opacity = 1.0
  private var font: FontReading?
  private var bold = false
  private var appearance: Appearance?
  private var insideButton = false
  /// Set when something above the known colours makes them moot.
  private var isUnknowable = false

  init(site: FunctionCallExprSyntax, kind: ContrastSiteKind, resolver: ColorResolver) {
    self.site = site
    self.kind = kind
    self.resolver = resolver
  }

  /// Whether both colours are known: the rest of the walk only looks for a fixed appearance.
  private var settled: Bool { foreground != nil && backgroundSettled }

  /// The site's colours, or nil when either cannot be known.
  mutating func run() -> DrawnColors? {
    let siteType = site.constructedTypeName
    if ["Button", "Link", "NavigationLink"].contains(siteType) { insideButton = true }
    guard read(ExprSyntax(site).appliedModifiers, tintable: insideButton) else { return nil }
    for enclosing in site.enclosingCalls {
      guard step(into: enclosing) || settled, !isUnknowable else { return nil }
    }
    guard let foreground, backgroundSettled, !isUnknowable else { return nil }
    let size: TextSize =
      if let font { font.points.map { TextSize(points: $0, bold: bold || font.bold) } ?? .unknown } else {
        TextSize(points: 17, bold: bold)
      }
    var pairs: [(foreground: [AppearanceColor], background: [AppearanceColor])]?
    if let foregroundBranches, let backgroundBranches, backgrounds.count == 1,
      foregroundBranches.condition == backgroundBranches.condition
    {
      pairs = [
        (foregroundBranches.then, backgroundBranches.then),
        (foregroundBranches.otherwise, backgroundBranches.otherwise),
      ]
    }
    return DrawnColors(
      kind: kind, size: size, foreground: foreground.modifier, foregroundColors: foreground.colors,
      foregroundOpacity: opacity, backgrounds: backgrounds, appearance: appearance, branchPairs: pairs)
  }

  /// Adds the colour of the view layered below the site in `enclosing` as the background: false when that layer hides
  /// the colours or its colour cannot be read, nil when nothing is layered below.
  private mutating func addLayerBelow(in enclosing: EnclosingCall) -> Bool? {
    switch enclosing.layerBelow(site) {
    case .view(let layer)?:
      guard let spec = layer.colorViewSpec else { return false }
      return addBackground(spec)
    case .other?:
      return false
    case nil:
      return nil
    }
  }

  /// Steps out into the call holding the site so far; false when that call hides the colours.
  private mutating func step(into enclosing: EnclosingCall) -> Bool {
    let call = enclosing.call
    if let modifier = call.viewModifierName {
      guard modifier == "overlay", !settled else { return settled }
      if !backgroundSettled {
        switch addLayerBelow(in: enclosing) {
        case false?:
          return false
        case true?:
          break
        case nil:
          guard let base = call.modifiedView, let spec = base.colorViewSpec, addBackground(spec) else { return false }
        }
      }
      return read(ExprSyntax(call).appliedModifiers, tintable: insideButton)
    }
    guard let type = call.constructedTypeName ?? (call.calledName == "ForEach" ? "ForEach" : nil) else {
      return false
    }
    switch type {
    case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
      "Group", "ForEach", "ScrollView", "ViewThatFits", "GeometryReader", "Label", "Toggle":
      break
    case "Button", "Link", "NavigationLink", "Menu":
      guard call.holdsLabel(in: enclosing.slot) else { return false }
      if type != "Menu" { insideButton = true }
    default:
      return false
    }
    if type == "ZStack", !backgroundSettled, addLayerBelow(in: enclosing) == false { return false }
    return read(ExprSyntax(call).appliedModifiers, tintable: insideButton)
  }

  /// Reads one chain's modifiers, nearest first; false when one hides the colours.
  private mutating func read(_ modifiers: [FunctionCallExprSyntax], tintable: Bool) -> Bool {
    for modifier in modifiers {
      guard let name = modifier.viewModifierName else { continue }
      if appearance == nil, let fixed = modifier.fixedAppearance { appearance = fixed }
      if settled {
        // Fading or disabling the whole picture: drawn over something unknown, or exempt.
        if name == "opacity" || name == "disabled" { isUnknowable = true }
        continue
      }
      switch name {
      case "foregroundStyle", "foregroundColor", "tint":
        guard foreground == nil, name != "tint" || tintable else { continue }
        let argument =
          kind == .text && name == "foregroundStyle"
          ? modifier.arguments.first?.expression : modifier.singleStyleArgument
        guard let spec = argument?.colorSpec, let colors = resolver.colors(spec) else { return false }
        foreground = (modifier, colors)
        foregroundBranches = argument.flatMap { ColorBranches($0, resolver: resolver) }
      case "background", "listRowBackground":
        guard !backgroundSettled else { continue }
        guard let spec = modifier.backgroundColorSpec, addBackground(spec) else { return false }
        if backgrounds.count == 1, let argument = modifier.firstUnlabeledArgument {
          backgroundBranches = ColorBranches(argument, resolver: resolver)
        }
      case "font":
        if font == nil, let argument = modifier.firstUnlabeledArgument {
          font = FontReading(argument) ?? FontReading(points: nil, bold: false)
        }
      case "bold":
        if modifier.arguments.isEmpty || modifier.firstUnlabeledArgument?.isTrueLiteral == true { bold = true }
      case "fontWeight":
        if let weight = modifier.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
          FontReading.boldWeights.contains(weight)
        {
          bold = true
        }
      case "opacity":
        // Above its background the whole picture fades over something unknown.
        guard let value = modifier.singleStyleArgument?.constantNumber, !backgroundSettled || value >= 1 else {
          return false
        }
        opacity *= value
      case "buttonStyle":
        guard !insideButton || modifier.isPlainButtonStyle else { return false }
      case "symbolRenderingMode", "renderingMode":
        guard kind == .text || modifier.isMonochromeRendering else { return false }
      case "disabled", "hidden", "blendMode", "colorInvert", "colorMultiply", "saturation", "brightness", "contrast",
        "hueRotation", "luminanceToAlpha", "grayscale", "mask", "glassEffect", "backgroundStyle":
        return false
      default:
        continue
      }
    }
    return true
  }

  /// Adds a background layer; false when its colour cannot be known.
  private mutating func addBackground(_ spec: ColorSpec) -> Bool {
    switch resolver.resolve(spec) {
    case .clear?:
      return true
    case .colors(let colors)?:
      backgrounds.append(colors)
      backgroundSettled = colors.allSatisfy { $0.light.isOpaque && $0.dark.isOpaque }
      return true
    case nil:
      return false
    }
  }
}

extension FunctionCallExprSyntax {
  /// Whether a button, link or navigation link shows the site in `slot` as (part of) its label, not in its action or
  /// destination.
  fileprivate func holdsLabel(in slot: CallSlot) -> Bool {
    switch slot {
    case .additionalClosure(let label): return label == "label"
    case .argument(let label): return label == "label"
    case .trailingClosure:
      let titled = firstUnlabeledArgument != nil && ["Button", "Menu"].contains(constructedTypeName)
      let hasLabelClosure = additionalTrailingClosures.contains { $0.label.text == "label" }
      let hasDestinationClosure = constructedTypeName == "NavigationLink" && hasLabelClosure
      return !titled && !hasLabelClosure && !hasDestinationClosure
    }
  }

  /// `.buttonStyle(.plain)`, `.borderless`, `.automatic` or `.link`: styles that draw no background of their own.
  fileprivate var isPlainButtonStyle: Bool {
    guard let style = firstUnlabeledArgument?.as(MemberAccessExprSyntax.self), style.base == nil else { return false }
    return ["plain", "borderless", "automatic", "link"].contains(style.declName.baseName.text)
  }

  /// `.symbolRenderingMode(.monochrome)` or `.renderingMode(.template)`: one colour, the foreground.
  fileprivate var isMonochromeRendering: Bool {
    let mode = firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return mode == "monochrome" || mode == "template"
  }
}

/// What a `ZStack` or an overlay draws just below one of its layers.
private enum LayerBelow {
  /// A view expression.
  case view(ExprSyntax)
  /// A statement that is no plain view (an `if`, a `ForEach` of layers): what it draws is unknown.
  case other
}

extension EnclosingCall {
  /// What this `ZStack` or `.overlay { … }` draws just below the layer holding `site`: the statement before it; nil
  /// when the site's layer is the first.
  fileprivate func layerBelow(_ site: some SyntaxProtocol) -> LayerBelow? {
    guard case .trailingClosure = slot, let closure = call.trailingClosure else { return nil }
    let offset = site.position
    let statements = Array(closure.statements)
    guard let index = statements.firstIndex(where: { ($0.position..<$0.endPosition).contains(offset) }), index > 0
    else { return nil }
    return statements[index - 1].item.as(ExprSyntax.self).map(LayerBelow.view) ?? .other
  }
}

extension ProjectResources {
  /// The appearance the app fixes for every screen (`UIUserInterfaceStyle` `Light` or `Dark`), when every app
  /// `Info.plist` read and every build configuration that generates one (`INFOPLIST_KEY_UIUserInterfaceStyle`, no
  /// `INFOPLIST_FILE`) sets the same: an app or target that leaves it unset (an iOS app beside a dark tvOS app)
  /// follows the system.
  package var appAppearance: Appearance? {
    cached(AppAppearance.self) { AppAppearance(value: $0.readAppAppearance) }.value
  }

  /// ``appAppearance`` as its own type, the key it is kept under.
  private struct AppAppearance: Sendable {
    var value: Appearance?
  }

  /// ``appAppearance`` worked out from the property lists and build settings.
  private var readAppAppearance: Appearance? {
    let lists = facts(InfoPropertyLists.self).lists.filter { !$0.isAppExtension && !$0.isWatchApp }
    let configurations = facts(XcodeBuildSettings.self).configurations.filter {
      $0.settings["PRODUCT_BUNDLE_IDENTIFIER"] != nil && $0.settings["INFOPLIST_FILE"] == nil
        && $0.settings["INFOPLIST_KEY_NSExtension"] == nil
    }
    let styles =
      lists.map { $0.values["UIUserInterfaceStyle"]?.string?.lowercased() }
      + configurations.map { $0.settings["INFOPLIST_KEY_UIUserInterfaceStyle"]?.value.lowercased() }
    guard let first = styles.first, let style = first, styles.allSatisfy({ $0 == style }) else { return nil }
    return Appearance(rawValue: style)
  }
}

/// A colour argument written `condition ? a : b` on a condition that is no display setting, resolved branch by
/// branch: the condition as written, and each branch's colours.
private struct ColorBranches {
  var condition: String
  var then: [AppearanceColor]
  var otherwise: [AppearanceColor]

  init?(_ expression: ExprSyntax, resolver: ColorResolver) {
    guard let conditional = expression.conditional, conditional.setting == nil,
      let thenSpec = conditional.then.colorSpec, let then = resolver.colors(thenSpec),
      let otherwiseSpec = conditional.otherwise.colorSpec, let otherwise = resolver.colors(otherwiseSpec)
    else { return nil }
    condition = conditional.conditionText
    self.then = then
    self.otherwise = otherwise
  }
}
