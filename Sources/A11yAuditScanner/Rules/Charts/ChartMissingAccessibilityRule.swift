import SwiftSyntax

/// Reports Swift Charts with no accessibility summary, no labelled marks and no chart descriptor.
public enum ChartMissingAccessibilityRule: Rule {
  /// Files without this cannot hold a site: `Chart { … }` (and `import Charts`).
  public static let sourceKeywords: [String]? = ["Chart"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "chart-missing-accessibility",
    title: "Describe charts for VoiceOver",
    summary: "A Swift Charts chart without a summary or labelled marks leaves VoiceOver users with raw data points.",
    rationale: """
      A chart is non-text content: WCAG 1.1.1 Non-text Content asks for a text alternative that serves the same \
      purpose, here the chart's message ("Sleep rose from 6 to 8 hours this week"). Swift Charts already makes each \
      mark an accessibility element whose label and value come from its plottable values (`.value("Month", month)` \
      is read "Month: March") and offers an Audio Graph, so a chart of well-named values is usable, but VoiceOver \
      users must visit every mark to find the trend the chart shows at a glance.

      Sites: each `Chart { … }` and `Chart(data) { … }` in a file importing Charts. Reported, low: no mark has \
      `.accessibilityLabel` or `.accessibilityValue`, and the chart has no `.accessibilityChartDescriptor(…)`, no \
      `.accessibilityLabel`, no `.accessibilityRepresentation`. Medium: the same chart whose plottable values do not \
      describe themselves (a label that is empty or a placeholder such as "x", "y", "value" or "index", or a \
      value counted by position, `firstIndex`, `offset`, `index`), so that the marks are read as numbers without \
      meaning; and a chart hidden with `.accessibilityHidden(true)` with no `Text` beside it to say what it shows. \
      Passing: any of those labels, values or descriptors, a container read as one labelled element \
      (`.accessibilityElement(children: .ignore)` with a label), or a hidden chart with a `Text` beside it.

      Blind spots: marks labelled by a helper `ChartContent` built elsewhere, and labels or descriptors added \
      to a view that wraps the chart in another type, are not seen; whether a label summarises the data well is not \
      judged; charts drawn without Swift Charts (paths, shapes, third-party libraries) are not sites.
      """,
    category: .voiceOver,
    severity: .low,
    criteria: ["1.1.1"],
    message: "Chart has no accessibility summary: VoiceOver reads only its data points one by one",
    passingMessage: "Chart has an accessibility label, labelled marks or a chart descriptor",
    recommendation: """
      Summarise the chart: `.accessibilityLabel("Sleep this week")` and `.accessibilityValue("Rising from 6 to 8 \
      hours")` on the chart, label the marks (`.accessibilityLabel(day.name)`, `.accessibilityValue("\\(hours) \
      hours")`), or give it `.accessibilityChartDescriptor(…)` for a full Audio Graph.
      """,
    impactDescription: "VoiceOver users must visit every data point to learn what the chart shows",
    tags: ["voiceover", "accessibility", "charts", "wcag-1.1.1"],
    variants: [
      RuleVariant(
        id: "unclear-values", when: "the plottable values do not describe themselves",
        message: "Chart marks are read with placeholder names or positions, and the chart has no summary",
        recommendation: """
          Name the plottable values (`.value("Day", day.date)`, not `.value("x", index)`), label the marks with \
          `.accessibilityLabel`/`.accessibilityValue`, or summarise the chart with `.accessibilityLabel`.
          """),
      RuleVariant(
        id: "hidden", when: "the chart is hidden from VoiceOver with no text beside it",
        message: "Chart is hidden from VoiceOver and no text says what it shows",
        recommendation: """
          Keep the chart visible to VoiceOver, or put a `Text` beside it that states what the chart shows.
          """),
    ],
    triggeringExamples: ChartMissingAccessibilityRuleExamples.triggering,
    nonTriggeringExamples: ChartMissingAccessibilityRuleExamples.nonTriggering
  )

  /// Mark types a chart draws.
  package static let marks: Set<String> = [
    "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
  ]

  /// Every Swift Charts chart of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard file.importsCharts else { return [] }
    return file.index.calls(named: "Chart").compactMap { chart in
      guard chart.constructedTypeName == "Chart", !chart.isInPreview else { return nil }
      let content = ChartContentFinder(viewMode: .sourceAccurate)
      for (_, closure) in chart.closureSlots { content.walk(closure) }
      let modifiers = ExprSyntax(chart).appliedModifiers
      let treatment = AccessibilityTreatment(modifiers)
      let described =
        treatment.hasLabel || treatment.isRepresented || content.hasLabelledMark
        || modifiers.contains { $0.viewModifierName == "accessibilityChartDescriptor" }
        || chart.enclosingCalls.contains { container in
          let outer = AccessibilityTreatment(of: ExprSyntax(container.call))
          return outer.children == .ignore && outer.hasLabel
        }
      if described { return RuleHit(node: chart, severity: .none, passing: true) }
      if treatment.isHidden {
        return chart.hasTextBeside
          ? RuleHit(node: chart, severity: .none, passing: true)
          : RuleHit(node: chart, severity: .medium, passing: false, variant: "hidden")
      }
      return content.hasUnclearValues
        ? RuleHit(node: chart, severity: .medium, passing: false, variant: "unclear-values")
        : RuleHit(node: chart, severity: .low, passing: false)
    }
  }
}

extension SourceFileContext {
  /// Whether the file imports Swift Charts.
  fileprivate var importsCharts: Bool {
    sourceMentions("Charts")
      && syntax.statements.contains { item in
        item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Charts"
      }
  }
}

extension FunctionCallExprSyntax {
  /// A `Text` or `Label` among the statements around the chart (a caption saying what it shows).
  fileprivate var hasTextBeside: Bool {
    let top = ExprSyntax(self).chainTopExpression
    guard let item = top.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    return list.contains { other in
      guard other.id != item.id, let expression = other.item.as(ExprSyntax.self),
        let root = expression.as(FunctionCallExprSyntax.self)?.viewChainRoot.as(FunctionCallExprSyntax.self)
      else { return false }
      return root.constructedTypeName == "Text" || root.constructedTypeName == "Label"
    }
  }
}

/// The marks of a chart's content: whether one is labelled, and whether their plottable values describe themselves.
private final class ChartContentFinder: SyntaxVisitor {
  var hasLabelledMark = false
  var hasUnclearValues = false

  /// Plottable value names that say nothing.
  static let placeholders: Set<String> = ["", "x", "y", "value", "values", "index", "data", "item", "key"]
  /// Names of values counted by position.
  static let positions: Set<String> = ["firstIndex", "lastIndex", "offset", "index", "idx", "enumerated"]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.constructedTypeName, ChartMissingAccessibilityRule.marks.contains(name) {
      let treatment = AccessibilityTreatment(of: ExprSyntax(node))
      if treatment.hasLabel || treatment.hasValue { hasLabelledMark = true }
    }
    if node.calledName == "value", node.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      node.enclosingCalls.first.map({ ChartMissingAccessibilityRule.marks.contains($0.call.calledName) }) == true
    {
      if let label = node.firstUnlabeledArgument?.stringLiteralText,
        Self.placeholders.contains(label.lowercased().filter { !$0.isWhitespace })
      {
        hasUnclearValues = true
      }
      if let value = node.arguments.dropFirst().first?.expression,
        !value.mentionedMemberNames.isDisjoint(with: Self.positions)
      {
        hasUnclearValues = true
      }
    }
    return .visitChildren
  }
}
