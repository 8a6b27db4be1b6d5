import Testing

@testable import A11yAuditKit

/// SwiftLint's published examples for `accessibility_label_for_image` and `accessibility_trait_for_button`
/// (`AccessibilityLabelForImageRuleExamples.swift`, `AccessibilityTraitForButtonRuleExamples.swift`, MIT licence),
/// run against the matching rules here: their non-triggering examples must not trigger, their triggering ones must,
/// at SwiftLint's `↓` positions.
///
/// One deliberate difference: an image that is the whole label of an unlabelled `Button` is reported once, by
/// `icon-button-missing-label` at the button, rather than by `image-missing-label` at the image.
@Suite struct SwiftLintExampleTests {
  static let imageRules: [any Rule.Type] = [ImageMissingLabelRule.self, IconButtonMissingLabelRule.self]
  static let traitRules: [any Rule.Type] = [TapGestureMissingTraitRule.self]

  private func violations(_ code: String, rules: [any Rule.Type]) -> [String] {
    Scanner(rules: rules).scan(source: code.filter { $0 != "↓" }, file: "MyView.swift").filter { !$0.passing }
      .map { "\($0.line):\($0.column) \($0.rule)" }
  }

  private func markers(_ code: String, rule: String) -> [String] {
    RuleExample(code).markedPositions.map { "\($0.line):\($0.column) \(rule)" }
  }

  @Test(arguments: SwiftLintExamples.imageNonTriggering.indices)
  func imageLabelNonTriggeringExampleDoesNotTrigger(index: Int) {
    let code = SwiftLintExamples.imageNonTriggering[index]
    #expect(violations(code, rules: Self.imageRules) == [], "\(code)")
  }

  @Test(arguments: SwiftLintExamples.imageTriggering.indices)
  func imageLabelTriggeringExampleTriggersAtSwiftLintsMarkers(index: Int) {
    let code = SwiftLintExamples.imageTriggering[index]
    let expected: [String]
    if code.contains("Button(action: { doAction() })") {
      expected = ["3:9 icon-button-missing-label"]
    } else if ["Text(\"Status\")", "Text(\"Settings\")", "Text(\"Card Content\")"].contains(where: code.contains) {
      // A deliberate difference: an image in a stack beside text, whose look depends on no condition, decorates
      // the text VoiceOver reads; a11y-audit leaves it out where SwiftLint reports it.
      expected = []
    } else {
      expected = markers(code, rule: "image-missing-label")
    }
    #expect(violations(code, rules: Self.imageRules) == expected, "\(code)")
  }

  @Test(arguments: SwiftLintExamples.traitNonTriggering.indices)
  func buttonTraitNonTriggeringExampleDoesNotTrigger(index: Int) {
    let code = SwiftLintExamples.traitNonTriggering[index]
    #expect(violations(code, rules: Self.traitRules) == [], "\(code)")
  }

  @Test(arguments: SwiftLintExamples.traitTriggering.indices)
  func buttonTraitTriggeringExampleTriggersAtSwiftLintsMarkers(index: Int) {
    let code = SwiftLintExamples.traitTriggering[index]
    #expect(violations(code, rules: Self.traitRules) == markers(code, rule: "tap-gesture-missing-trait"), "\(code)")
  }
}
