import SwiftSyntax

/// Reports `.dynamicTypeSize(…)` limits and environment overrides that stop text below the accessibility sizes.
public enum DynamicTypeSizeCapRule: Rule {
  /// Files without any of these cannot hold a site: the modifier and the environment keys it reads.
  public static let sourceKeywords: [String]? = ["dynamicTypeSize", "sizeCategory"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "dynamic-type-size-cap",
    title: "Let text grow into the accessibility sizes",
    summary: "A Dynamic Type limit below `.accessibility1` keeps text small for the people who need it largest.",
    rationale: """
      People with low vision turn on Larger Accessibility Sizes and pick one of the five accessibility text sizes \
      (AX1-AX5, Apple HIG: Typography). `.dynamicTypeSize(...(.xxxLarge))` \
      or a fixed `.dynamicTypeSize(.large)` stops the text at that size: a layout that cannot grow is "fixed" by \
      taking the larger sizes away from those users. Capping at an accessibility size (`...(.accessibility2)`) is \
      a legitimate compromise for dense layouts and passes.

      Reported: `.dynamicTypeSize(x)` whose largest allowed size is below `.accessibility1` (a single size, \
      `a...b`, `...b`, `a..<b`, `..<b`), and `.environment(\\.dynamicTypeSize, x)` or the older \
      `.environment(\\.sizeCategory, x)` pinning a size below the accessibility sizes. High when the cap is at or \
      below `.large` (the default), medium otherwise. Passing: limits that reach an accessibility size, and \
      lower bounds only (`.dynamicTypeSize(.large...)`). Previews (`#Preview`, `PreviewProvider`) are skipped: \
      pinning a size there is how sizes are tested.

      Blind spots: a limit held in a variable or computed is not judged.
      """,
    category: .dynamicType,
    severity: .medium,
    criteria: ["1.4.4"],
    message: "Dynamic Type is capped below the accessibility sizes",
    passingMessage: "Dynamic Type limit reaches the accessibility sizes",
    recommendation: """
      Let the range reach at least `.accessibility1` (`.dynamicTypeSize(...DynamicTypeSize.accessibility3)`) and make \
      the layout adapt instead: `ViewThatFits`, an `HStack` that becomes a `VStack` when \
      `dynamicTypeSize.isAccessibilitySize`, or a `ScrollView`.
      """,
    impactDescription: "people on accessibility text sizes get text that stops growing",
    tags: ["dynamic-type", "accessibility", "dynamic-type-size"],
    triggeringExamples: DynamicTypeSizeCapRuleExamples.triggering,
    nonTriggeringExamples: DynamicTypeSizeCapRuleExamples.nonTriggering
  )

  /// Sizes in order, smallest first, in both spellings (`DynamicTypeSize` and `ContentSizeCategory`).
  package static let ranks: [String: Int] = [
    "xSmall": 0, "small": 1, "medium": 2, "large": 3, "xLarge": 4, "xxLarge": 5, "xxxLarge": 6,
    "accessibility1": 7, "accessibility2": 8, "accessibility3": 9, "accessibility4": 10, "accessibility5": 11,
    "extraSmall": 0, "extraLarge": 4, "extraExtraLarge": 5, "extraExtraExtraLarge": 6, "accessibilityMedium": 7,
    "accessibilityLarge": 8, "accessibilityExtraLarge": 9, "accessibilityExtraExtraLarge": 10,
    "accessibilityExtraExtraExtraLarge": 11,
  ]

  /// The rank of `.accessibility1`, the first accessibility size.
  package static let firstAccessibilityRank = 7

  /// Every Dynamic Type limit and override in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for call in file.index.calls(named: "dynamicTypeSize") where call.viewModifierName == "dynamicTypeSize" {
      guard !call.isInPreview, let value = call.firstUnlabeledArgument, let largest = largestRank(of: value) else {
        continue
      }
      hits.append(hit(call, largest: largest))
    }
    for call in file.index.calls(named: "environment") where call.viewModifierName == "environment" {
      guard !call.isInPreview, call.arguments.count == 2, let keyPath = call.arguments.first?.expression,
        let key = keyPath.as(KeyPathExprSyntax.self)?.components.last?.trimmedDescription,
        key == ".dynamicTypeSize" || key == ".sizeCategory",
        let value = call.arguments.last?.expression, let rank = pinnedRank(of: value)
      else { continue }
      hits.append(hit(call, largest: rank))
    }
    return hits
  }

  private static func hit(_ call: FunctionCallExprSyntax, largest: Int?) -> RuleHit {
    guard let largest, largest < firstAccessibilityRank else {
      return RuleHit(node: call, severity: .none, passing: true)
    }
    return RuleHit(node: call, severity: largest <= ranks["large"]! ? .high : .medium, passing: false)
  }

  /// The largest size a `.dynamicTypeSize` argument allows: `.some(nil)` when it has no upper bound, nil when the
  /// argument cannot be read.
  private static func largestRank(of value: ExprSyntax) -> Int?? {
    if let rank = pinnedRank(of: value) { return .some(rank) }
    if let prefix = value.as(PrefixOperatorExprSyntax.self) {
      guard let rank = pinnedRank(of: prefix.expression) else { return nil }
      return prefix.operator.text == "..<" ? .some(rank - 1) : .some(rank)
    }
    if value.is(PostfixOperatorExprSyntax.self) { return .some(nil) }
    if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard let operation = elements[1].as(BinaryOperatorExprSyntax.self), let rank = pinnedRank(of: elements[2])
      else { return nil }
      switch operation.operator.text {
      case "...": return .some(rank)
      case "..<": return .some(rank - 1)
      default: return nil
      }
    }
    if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return largestRank(of: only.expression)
    }
    return nil
  }

  /// The rank of a single size (`.large`, `DynamicTypeSize.xxxLarge`, `(.accessibility1)`).
  private static func pinnedRank(of value: ExprSyntax) -> Int? {
    if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return pinnedRank(of: only.expression)
    }
    guard let access = value.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      base != "DynamicTypeSize" && base != "ContentSizeCategory"
    {
      return nil
    }
    return ranks[access.declName.baseName.text]
  }
}
