import SwiftSyntax

/// Reports fonts of a fixed point size, which never follow the user's text size; a central typography declaration is
/// reported once, with its uses across the project and the semantic text style it should become.
public enum FixedFontSizeRule: Rule {
  /// Files without any of these cannot hold a site: every sized font takes its size as an argument labelled so
  /// (`.system(size:)`, `systemFont(ofSize:)`, `UIFont(name:size:)`, `.custom(_:size:)`, `.custom(_:fixedSize:)`).
  public static let sourceKeywords: [String]? = ["size:", "Size:"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "fixed-font-size",
    title: "Use text styles that scale with Dynamic Type",
    summary: "Fonts of a fixed point size do not grow when the user picks a larger text size.",
    rationale: """
      People with low vision, presbyopia or dyslexia raise the text size in Settings > Accessibility > Display & \
      Text Size (Apple HIG: Typography). `Font.system(size:)`, `UIFont.systemFont(ofSize:)`, \
      `Font.custom(_:fixedSize:)` and `UIFont(name:size:)` ignore that setting, so the text stays small and WCAG \
      1.4.4 (Resize Text) fails. `Font.custom(_:size:)` scales with the body text style (SwiftUI's documentation), \
      so it passes.

      Reported: `Font.system(size:…)` and `.font(.system(size:…))` whose size is a number literal or a property \
      initialised with one; `UIFont`/`NSFont` `systemFont(ofSize:)` and its bold, italic and monospaced siblings, \
      and `UIFont(name:size:)`, unless the font is handed to `UIFontMetrics(…).scaledFont(for:)` (directly or \
      through the constant it initialises, or its size read from a text style: `UIFont.preferredFont(forTextStyle:)`, \
      `UIFontMetrics…scaledValue(for:)`); `Font.custom(_:fixedSize:)`. Passing: `Font.custom(_:size:)` and \
      `Font.custom(_:size:relativeTo:)`, a size read from a `@ScaledMetric` property, a font scaled by \
      `UIFontMetrics`. Semantic styles (`.body`, `.title.weight(.bold)`) are not sites, and neither is a font that sizes \
      no text: `.font(…)` on an `Image` (an SF Symbol's glyph) or a symbol configuration.

      When the font is the value of a `static` property of a type (an `enum Typography`, or an `extension Font`), the \
      declaration is reported once, high, with how many times `Typography.h1` (or `.h1` in `.font(…)` for a `Font` \
      extension) is used across the project and in how many files, and with the text style a common design-system name \
      stands for (`h1` → `.title.weight(.bold)`, `bodySmall` → `.subheadline.weight(.regular)`; SwiftUI \
      `Font.TextStyle`); other names get the style whose default size is nearest. Fonts written in place are medium. \
      Code in `#Preview` and `PreviewProvider` is skipped.

      Blind spots: a size computed by an expression or passed as a parameter is not judged; uses of a \
      typography member through a typealias or a local copy are not counted; `@ScaledMetric` properties that are \
      `static` pass here and are reported by `scaled-metric-static`.
      """,
    category: .dynamicType,
    severity: .medium,
    criteria: ["1.4.4"],
    message: "Fixed font size does not scale with Dynamic Type",
    passingMessage: "Font scales with Dynamic Type",
    recommendation: """
      Use a semantic text style such as {style}: `.font(.body)`, `.font(.title.weight(.bold))`; for a custom face \
      `Font.custom(name, size: 17, relativeTo: .body)`.
      """,
    impactDescription: "text stays small for people who raise the text size",
    tags: ["dynamic-type", "accessibility", "typography", "font"],
    variants: [
      RuleVariant(
        id: "typography", when: "a static font property of a typography type",
        message: "`{declaration}` is a fixed {size}pt font used {uses} in {files}: none of that text scales",
        recommendation: """
          Define `{declaration}` with a text style instead: {advice} Every use then scales without touching the call \
          sites.
          """),
      RuleVariant(
        id: "custom", when: "`Font.custom(_:fixedSize:)`",
        message: "Font.custom with fixedSize: does not scale with Dynamic Type",
        recommendation: """
          Give the size with the text style it stands for: `Font.custom(name, size: 17, relativeTo: .body)`; \
          `fixedSize:` is only for text that must not scale, such as a clock face.
          """),
      RuleVariant(
        id: "uikit", when: "a UIKit or AppKit font of a fixed size",
        message: "UIFont of a fixed size does not scale with Dynamic Type",
        recommendation: """
          Use `UIFont.preferredFont(forTextStyle: .body)`, or scale the font with \
          `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)` and set `adjustsFontForContentSizeCategory = true`.
          """),
    ],
    triggeringExamples: FixedFontSizeRuleExamples.triggering,
    nonTriggeringExamples: FixedFontSizeRuleExamples.nonTriggering
  )

  /// Every sized font in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let scaledNames = file.scaledMetricNames
    for call in file.index.calls(named: "system") where call.isSizedSystemFont && !call.isInPreview {
      if call.fontsNoText { continue }
      guard let size = call.argument(labelled: "size"), let fixed = fixedSize(size, scaledNames: scaledNames, in: file)
      else {
        if let size = call.argument(labelled: "size")?.as(DeclReferenceExprSyntax.self),
          scaledNames.contains(size.baseName.text)
        {
          hits.append(RuleHit(node: call, severity: .none, passing: true))
        }
        continue
      }
      hits.append(sizedHit(call, size: fixed, in: file))
    }
    for call in file.index.calls(named: "custom") where call.isCustomFont && !call.isInPreview && !call.fontsNoText {
      // `size:` scales with the body style (or the style `relativeTo:` names); only `fixedSize:` is fixed.
      let scales = call.argument(labelled: "fixedSize") == nil
      var hit = RuleHit(node: call, severity: scales ? .none : .medium, passing: scales, variant: "custom")
      if !scales, let declaration = call.typographyDeclaration {
        hit = typographyHit(
          call, declaration: declaration, size: call.argument(labelled: "size")?.numericLiteralValue, in: file)
      }
      hits.append(hit)
    }
    let uiKitCalls =
      FunctionCallExprSyntax.uiKitSystemFontNames.flatMap { file.index.calls(named: $0) }.filter(
        \.isSizedUIKitSystemFont)
      + (file.index.calls(named: "UIFont") + file.index.calls(named: "NSFont")).filter(\.isNamedUIKitFont)
    for call in uiKitCalls where !call.isInPreview && !call.fontsNoText {
      let scales = call.isScaledByFontMetrics(in: file) || call.argument(labelled: "ofSize")?.followsDynamicType == true
      hits.append(RuleHit(node: call, severity: scales ? .none : .medium, passing: scales, variant: "uikit"))
    }
    return hits
  }

  /// The literal size of `expression`: a number, or a property of this file initialised with one and not scaled.
  private static func fixedSize(
    _ expression: ExprSyntax, scaledNames: Set<String>, in file: SourceFileContext
  ) -> Double? {
    if let value = expression.numericLiteralValue { return value }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, !scaledNames.contains(name) else {
      return nil
    }
    return file.index.initialNumbers[name]
  }

  private static func sizedHit(_ call: FunctionCallExprSyntax, size: Double, in file: SourceFileContext) -> RuleHit {
    if let declaration = call.typographyDeclaration {
      return typographyHit(call, declaration: declaration, size: size, in: file)
    }
    var hit = RuleHit(node: call, severity: .medium, passing: false)
    let style = SemanticTextStyle.recommended(name: nil, size: size, weight: call.fontWeightText)
    hit.messageArguments = ["style": "`\(style.replacement)`"]
    return hit
  }

  private static func typographyHit(
    _ call: FunctionCallExprSyntax, declaration: TypographyDeclaration, size: Double?, in file: SourceFileContext
  ) -> RuleHit {
    let style = SemanticTextStyle.recommended(name: declaration.name, size: size, weight: call.fontWeightText)
    var hit = RuleHit(node: call, severity: .high, passing: false, variant: "typography")
    let arguments = [
      "declaration": declaration.qualifiedName,
      "size": size.map { $0.rounded() == $0 ? String(Int($0)) : String($0) } ?? "?",
      "advice": style.advice,
      "style": "`\(style.replacement)`",
    ]
    hit.messageArguments = arguments
    // The uses are counted over the whole project.
    hit.pending = PendingVerdict { [lookup = file.accessibilityIndex] project in
      let uses = declaration.uses(in: lookup.index(in: project))
      var counted = arguments
      counted["uses"] = uses.count == 1 ? "once" : "\(uses.count) times"
      counted["files"] = uses.files == 1 ? "1 file" : "\(uses.files) files"
      return PendingVerdict.Verdict(severity: .high, passing: false, variant: "typography", messageArguments: counted)
    }
    return hit
  }
}
