import SwiftSyntax

/// Reports `@ScaledMetric` properties that can never update: `static` ones, globals and those of reference types.
public enum ScaledMetricStaticRule: Rule {
  /// Files without any of these cannot hold a site: the property wrapper.
  public static let sourceKeywords: [String]? = ["ScaledMetric"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "scaled-metric-static",
    title: "Keep @ScaledMetric on instance properties of views",
    summary: "`@ScaledMetric` only scales as an instance property of a view or view modifier.",
    rationale: """
      `@ScaledMetric` is a dynamic property: SwiftUI updates it from the environment's Dynamic Type size only when it \
      is stored in a view (or a `ViewModifier`, or another `DynamicProperty`) that SwiftUI installs. On a `static` \
      property, a global, or a property of a class or actor it is never installed, so it keeps its base value forever: \
      the code compiles, looks right, and the size never changes. Teams ship this: a shared `Typography` type that \
      keeps its `@ScaledMetric` sizes on `static var`s looks like the natural place for them.

      Reported, high: `@ScaledMetric` on a `static` or `class` property, on a global, or in a `class` or `actor`. \
      Passing: `@ScaledMetric` instance properties of a `struct`.

      Blind spots: a struct that is not a view (a plain model) passes although its metric never updates; a \
      metric read outside `body` of the view that owns it is not followed.
      """,
    category: .dynamicType,
    severity: .high,
    criteria: ["1.4.4"],
    message: "@ScaledMetric on a static property never updates",
    passingMessage: "@ScaledMetric is an instance property of a view",
    recommendation: """
      Move the property into the view (or a `ViewModifier`) that uses it, as an instance property: \
      `@ScaledMetric(relativeTo: .largeTitle) private var scoreSize: CGFloat = 72`, and build the font there.
      """,
    impactDescription: "sizes meant to scale stay at their base value for everyone",
    tags: ["dynamic-type", "accessibility", "scaled-metric"],
    variants: [
      RuleVariant(
        id: "global", when: "a global property", message: "@ScaledMetric on a global never updates",
        recommendation: "Move the property into the view that uses it, as an instance property."),
      RuleVariant(
        id: "reference", when: "a property of a class or actor",
        message: "@ScaledMetric in a class or actor never updates",
        recommendation: """
          Move the property into the view (or `ViewModifier`) that uses it; an `ObservableObject` is not a \
          dynamic property container.
          """),
    ],
    triggeringExamples: ScaledMetricStaticRuleExamples.triggering,
    nonTriggeringExamples: ScaledMetricStaticRuleExamples.nonTriggering
  )

  /// Every `@ScaledMetric` property of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard file.sourceMentions("ScaledMetric") else { return [] }
    return ScaledMetricCollector.declarations(in: file.syntax).map { declaration in
      let site =
        declaration.attributes.first {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("ScaledMetric") == true
        }
        .map(Syntax.init) ?? Syntax(declaration)
      if declaration.isTypeMember {
        return RuleHit(node: site, severity: .high, passing: false)
      }
      switch declaration.owner {
      case .none: return RuleHit(node: site, severity: .high, passing: false, variant: "global")
      case .referenceType?: return RuleHit(node: site, severity: .high, passing: false, variant: "reference")
      case .valueType?: return RuleHit(node: site, severity: .none, passing: true)
      }
    }
  }
}

extension VariableDeclSyntax {
  /// What kind of type declares the property.
  package enum Owner {
    /// A struct or enum, or an extension of one (as far as the file tells).
    case valueType
    /// A class or actor.
    case referenceType
  }

  /// The kind of type that declares the property; nil for a global (locals count as the type around them).
  package var owner: Owner? {
    var current = parent
    while let node = current {
      if node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) { return .referenceType }
      if node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) {
        return .valueType
      }
      if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return .valueType }
      current = node.parent
    }
    return nil
  }
}
