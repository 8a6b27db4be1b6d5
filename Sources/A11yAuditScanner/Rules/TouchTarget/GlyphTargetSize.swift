import SwiftSyntax

/// The tap area SwiftUI gives a view drawn from one SF Symbol or a short word and nothing else: as large as the
/// glyph in the font it is set in, plus padding.
package struct GlyphTargetSize {
  /// Width in points.
  package var width: Double
  /// Height in points.
  package var height: Double

  /// The smaller side, the one that decides whether a finger hits it.
  package var smallest: Double { min(width, height) }

  /// Height of a line of text relative to its point size (SF Pro's line height at the default text size).
  package static let lineHeight = 1.2
  /// Average width of a character relative to the point size, for short words.
  package static let characterWidth = 0.6
  /// Longest title, in characters, judged as a glyph (`+`, `OK`): a word is wider, and a text button's height alone
  /// (about 20 pt) usually meets WCAG 2.5.8 by its spacing exception.
  package static let shortTextLength = 2

  /// The size of an SF Symbol set at `points` and scaled by `.imageScale` (`scale`): about one point size square.
  package static func symbol(points: Double, scale: Double) -> GlyphTargetSize {
    GlyphTargetSize(width: points * scale, height: points * scale)
  }

  /// The size of `text` set at `points`: one line high, about 0.6 em a character wide.
  package static func text(_ text: String, points: Double) -> GlyphTargetSize {
    GlyphTargetSize(
      width: max(1, Double(text.count)) * points * characterWidth, height: points * lineHeight)
  }

  /// The size with `padding` (what `.padding(…)` modifiers add) around it.
  package func padded(by padding: (horizontal: Double, vertical: Double)) -> GlyphTargetSize {
    GlyphTargetSize(width: width + padding.horizontal, height: height + padding.vertical)
  }

  /// `30×20`, rounded to whole points.
  package var text: String { "\(Int(width.rounded()))×\(Int(height.rounded()))" }
}

/// Point sizes of SwiftUI's text styles at the default (Large) text size.
package enum TextStyleSize {
  /// The size of the text style `name` (`title2`), nil for other names.
  package static func points(of name: String) -> Double? {
    if name == "headline" { return 17 }
    return SemanticTextStyle.defaultSizes.first { $0.style == name }?.size
  }

  /// How much `.imageScale(…)` grows an SF Symbol relative to `.medium` (SF Symbols' small and large scales).
  package static let imageScales: [String: Double] = ["small": 0.78, "medium": 1, "large": 1.29]
}

extension ExprSyntax {
  /// The point size the font this expression builds has at the default text size: `.title2` (22),
  /// `.system(size: 12)`, `.system(.caption, design: .rounded)`, `.headline.weight(.bold)`, `Font.body`,
  /// `.custom("Name", size: 14)`; nil for a font read from a variable or a size that is no literal.
  package var fontPointSize: Double? {
    if let access = self.as(MemberAccessExprSyntax.self) {
      let name = access.declName.baseName.text
      guard let base = access.base, !base.isFontTypeName else { return TextStyleSize.points(of: name) }
      return base.fontPointSize
    }
    guard let call = self.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    let name = access.declName.baseName.text
    if access.base == nil || access.base?.isFontTypeName == true {
      guard ["system", "custom"].contains(name) else { return nil }
      if let size = call.argument(labelled: "size") { return size.numericLiteralValue }
      return call.firstUnlabeledArgument?.fontPointSize
    }
    // `.title2.weight(.bold)`, `.body.monospacedDigit()`: the style the modifier is applied to.
    return access.base?.fontPointSize
  }

  /// `Font` or `SwiftUI.Font`.
  private var isFontTypeName: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Font" }
    return self.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "Font"
  }
}

/// What a lookup of an environment value (a font, an image scale) up a view's modifiers and containers found.
package enum EnvironmentLookup<Value> {
  /// No modifier sets it: SwiftUI's default applies.
  case unset
  /// A modifier sets it to a value the rule can read.
  case known(Value)
  /// A modifier sets it to something the rule cannot read (a variable, a custom font).
  case unknown
}

extension FunctionCallExprSyntax {
  /// The nearest modifier named `name` that reaches this view: its own chain first, then each enclosing
  /// container's (an environment value such as `.font` or `.buttonStyle` set on a stack reaches the views in it).
  /// `own` are modifiers of the view's own chain that come before the view's, innermost first.
  package func nearestEnvironmentModifier(
    named name: String, own: [FunctionCallExprSyntax] = []
  ) -> FunctionCallExprSyntax? {
    nearestEnvironmentModifier(own: own) { $0 == name }
  }

  /// The nearest modifier whose name `matches` that reaches this view, as
  /// ``nearestEnvironmentModifier(named:own:)`` finds it.
  package func nearestEnvironmentModifier(
    own: [FunctionCallExprSyntax] = [], where matches: (String) -> Bool
  ) -> FunctionCallExprSyntax? {
    let chains = [own + ExprSyntax(self).appliedModifiers] + enclosingCalls.map { ExprSyntax($0.call).appliedModifiers }
    for chain in chains {
      if let modifier = chain.first(where: { matches($0.viewModifierName ?? "") }) { return modifier }
    }
    return nil
  }

  /// The point size of the font this view is set in: the nearest `.font(…)`, or unknown when an app's own font
  /// modifier (`.adaptiveFont(…)`, `.scaledFont(…)`) comes first.
  package func environmentFontSize(own: [FunctionCallExprSyntax] = []) -> EnvironmentLookup<Double> {
    let setsFont = { (name: String) in name == "font" || name.hasSuffix("Font") }
    guard let font = nearestEnvironmentModifier(own: own, where: setsFont) else { return .unset }
    guard font.viewModifierName == "font", let size = font.arguments.first?.expression.fontPointSize else {
      return .unknown
    }
    return .known(size)
  }

  /// How much `.imageScale(…)` grows the symbols in this view.
  package func environmentImageScale(own: [FunctionCallExprSyntax] = []) -> EnvironmentLookup<Double> {
    guard let modifier = nearestEnvironmentModifier(named: "imageScale", own: own) else { return .unset }
    let names = modifier.arguments.first?.expression.mentionedMemberNames ?? []
    guard let scale = TextStyleSize.imageScales.first(where: { names.contains($0.key) })?.value else {
      return .unknown
    }
    return .known(scale)
  }
}
