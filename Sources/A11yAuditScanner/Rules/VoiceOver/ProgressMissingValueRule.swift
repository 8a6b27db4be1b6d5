import SwiftSyntax

/// Reports progress indicators VoiceOver cannot read a value from: custom progress bars without
/// `.accessibilityValue`, and `ProgressView(value:)` whose value a container drops.
public enum ProgressMissingValueRule: Rule {
  /// Files without any of these cannot hold a site: the progress views it looks at.
  public static let sourceKeywords: [String]? = ["Progress"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "progress-missing-value",
    title: "Give progress indicators an accessibility value",
    summary: "A custom progress bar is a few shapes to VoiceOver: without a value it says nothing about progress.",
    rationale: """
      `ProgressView(value:)` reports its value ("50 percent") by itself. A progress bar drawn with shapes \
      (`Capsule().frame(width: geometry.size.width * progress)`) does not: VoiceOver finds nothing, or an unlabeled \
      element, and people cannot tell how far along they are (WCAG 4.1.2 Name, Role, Value; SwiftUI \
      `accessibilityValue(_:)`: `.accessibilityValue("Permissions, step 5 of 6")`).

      Reported, medium: a use of a custom view whose name contains "Progress" and ends like a progress view \
      (`…ProgressBar`, `…ProgressRing`, `…ProgressIndicator`, `…ProgressView`, `…Progress`), unless its chain adds \
      `.accessibilityValue` (or the deprecated `.accessibility(value:)`), a container around it does, or the project \
      declares that view with an `.accessibilityValue` of its own (an `OnboardingProgressBar` whose body sets it) or \
      builds it on a determinate system `ProgressView` (`ProgressView(timerInterval:)` in a `TimerProgressBar`), which \
      reports its value; and \
      a determinate `ProgressView(value:)` inside a container whose `.accessibilityElement(children: .ignore)` drops \
      its value without giving one. Passing: those with a value, hidden ones, `ProgressView(value:)` elsewhere. \
      Indeterminate `ProgressView()` spinners are not sites.

      Blind spots: progress drawn inline without a named view (`Capsule().frame(width: …)` in the screen itself) \
      is not recognised; a custom view that sets its value in an extension in another module is not seen.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["4.1.2"],
    message: "Progress indicator has no accessibility value",
    passingMessage: "Progress indicator reports its value",
    recommendation: """
      Add `.accessibilityElement()`, `.accessibilityLabel("Upload progress")` and \
      `.accessibilityValue("\\(Int(progress * 100)) percent")` (or "step 2 of 5") inside the progress view, or use \
      `ProgressView(value:)` with a custom `ProgressViewStyle`.
      """,
    impactDescription: "VoiceOver users cannot tell how far along a task is",
    tags: ["voiceover", "accessibility", "progress", "value"],
    triggeringExamples: ProgressMissingValueRuleExamples.triggering,
    nonTriggeringExamples: ProgressMissingValueRuleExamples.nonTriggering
  )

  /// Name endings of custom progress views.
  package static let progressSuffixes = [
    "ProgressBar", "ProgressRing", "ProgressIndicator", "ProgressView", "Progress", "ProgressCircle",
  ]

  /// Every progress indicator of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard file.sourceMentions("Progress") else { return [] }
    let calls = file.index.calls.filter { isProgressViewName($0.key) }.values.joined()
      .filter { $0.constructedTypeName.map(isProgressViewName) == true }
    guard !calls.isEmpty else { return [] }
    let lookup = file.accessibilityIndex
    var hits: [RuleHit] = []
    for call in calls where !call.isInPreview {
      guard let name = call.constructedTypeName else { continue }
      let own = AccessibilityTreatment(of: ExprSyntax(call))
      let containers = call.enclosingCalls.map(\.treatment)
      if name == "ProgressView" {
        guard call.argument(labelled: "value") != nil else { continue }
        let dropped = containers.first { $0.children == .ignore || $0.hasValue || $0.isHidden }
        let lost = dropped.map { $0.children == .ignore && !$0.hasValue && !$0.isHidden } ?? false
        hits.append(RuleHit(node: call, severity: lost ? .medium : .none, passing: !lost))
        continue
      }
      // A custom indicator given no amount (`HAProgressView()`, `LoadingProgressView(style: .large)`) is a spinner:
      // it has no value to tell.
      guard call.passesProgressAmount else { continue }
      let passesHere = own.hasValue || own.isHidden || containers.contains { $0.hasValue || $0.isHidden }
      var hit = RuleHit(node: call, severity: passesHere ? .none : .medium, passing: passesHere)
      // Whether the view gives itself a value is known once every file is indexed.
      if !passesHere {
        hit.pending = PendingVerdict { project in
          let passing = lookup.index(in: project).valueProvidingViews.contains(name)
          return PendingVerdict.Verdict(severity: passing ? .none : .medium, passing: passing, variant: nil)
        }
      }
      hits.append(hit)
    }
    return hits
  }
}

extension FunctionCallExprSyntax {
  /// Argument labels that style an indicator rather than give it an amount.
  private static let styleLabels: Set<String> = [
    "style", "size", "color", "colorType", "tint", "lineWidth", "label", "title", "accessibilityLabel", "font",
  ]

  /// Whether the call passes an amount: an argument that is no style (`style: .large`, `.circular`), string or
  /// closure. A custom indicator given none (`LoadingProgressView()`) is a spinner.
  fileprivate var passesProgressAmount: Bool {
    arguments.contains { argument in
      if let label = argument.label?.text, Self.styleLabels.contains(label) { return false }
      let expression = argument.expression
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return false }
      return !expression.is(StringLiteralExprSyntax.self) && !expression.is(ClosureExprSyntax.self)
    }
  }
}

extension ProgressMissingValueRule {
  /// `ProgressView`, or a custom view named like a progress indicator (`OnboardingProgressBar`); not Foundation's
  /// `Progress`.
  package static func isProgressViewName(_ name: String) -> Bool {
    name != "Progress" && (name == "ProgressView" || progressSuffixes.contains(where: name.hasSuffix))
  }
}
