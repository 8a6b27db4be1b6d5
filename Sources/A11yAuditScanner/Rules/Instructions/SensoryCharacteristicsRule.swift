import SwiftSyntax

/// Reports copy that finds a control only by its colour, shape, place on screen or a sound ("Tap the green button").
public enum SensoryCharacteristicsRule: Rule {
  /// Files without any of these show no copy a rule can read.
  public static let sourceKeywords: [String]? = [
    "Text", "Label", "Button", "Link", "Toggle", "accessibilityHint", ".help(", "NSLocalizedString", "localized:",
    "LocalizedStringResource", "ContentUnavailableView",
  ]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "sensory-characteristics",
    title: "Do not find controls by colour, shape or place alone",
    summary: "\"Tap the green button\" or \"the icon on the right\" cannot be followed by someone who does not see it.",
    rationale: """
      VoiceOver reads a control by its label and moves through controls in order, so a user who does not see the \
      screen cannot find "the green button", "the round icon" or "the button in the top right corner"; nor can a \
      user who does not hear the sound an instruction waits for. In a right-to-left language the places are \
      mirrored too. WCAG 1.3.3 Sensory Characteristics asks that instructions do not rely only on shape, colour, \
      size, visual location, orientation or sound; naming the control as well ("Tap the green Save button") is \
      enough.

      Sites: the English text of `Text`, `Label`, `Button`, `Link`, `Toggle` and `NavigationLink` titles, \
      `.accessibilityHint`, `.help`, `NSLocalizedString`, `String(localized:)` and `LocalizedStringResource`; a \
      localized key or a SwiftGen constant (`L10n.Onboarding.hint`) is read through the project's English string \
      tables. Reported: an instruction ("tap", "press", "click", "select", "use", "find" …) whose control is told \
      only by a colour ("Tap the green button"), a shape ("Press the round button", "Tap the circle"), a place \
      ("Tap the button on the right", "Tap in the top-left corner"); a legend told by colour alone ("Required \
      fields are marked in red", "Green dots mean you practised"); a moment told by a sound alone ("When you hear \
      the beep, breathe out"). Passing: the same words also name the control ("Tap the green Save button", "the \
      button labelled “Done” on the right"), or the colour legend also names another mark ("marked in red and with \
      an asterisk").

      Blind spots: only English copy is read; pictures named as icons ("Tap the heart", "the star", "the gear") \
      are not reported, since a symbol's picture is often its spoken name too; "above" and "below" are not reported, since they usually follow the \
      reading order VoiceOver uses too; text built at run time, from a server, or set on UIKit views is not read; \
      icons and images that carry an instruction are not read; whether the control named is really there is not \
      checked.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["1.3.3"],
    message: "\"{phrase}\" relies on how something looks, where it is or how it sounds",
    passingMessage: "The instruction names the control as well as how it looks or where it is",
    recommendation: """
      Name the control the way VoiceOver reads it ("Tap Save", "Tap the green Save button"), and say what a colour \
      or sound means in words as well.
      """,
    impactDescription: "Users who cannot see the screen or hear the app cannot follow the instruction",
    tags: ["voiceover", "accessibility", "instructions", "wcag-1.3.3"],
    variants: [
      RuleVariant(
        id: "color", when: "the control or meaning is told by colour alone",
        message: "\"{phrase}\" tells it only by colour",
        recommendation: """
          Name the control by its label ("Tap the green Save button") or say the meaning in words (\"Required\", an \
          asterisk explained at the top of the form).
          """),
      RuleVariant(
        id: "shape", when: "the control is told by its shape alone",
        message: "\"{phrase}\" tells the control only by its shape",
        recommendation: "Name the control by its label (\"Tap Record\", \"Tap the round Record button\")."),
      RuleVariant(
        id: "position", when: "the control is told by its place on screen alone",
        message: "\"{phrase}\" tells the control only by where it is on screen",
        recommendation: """
          Name the control by its label ("Tap Settings"), which VoiceOver reads and which stays true when the layout \
          changes or is mirrored.
          """),
      RuleVariant(
        id: "sound", when: "a moment is told by a sound alone",
        message: "\"{phrase}\" relies on a sound alone",
        recommendation: """
          Give the moment a visible and spoken cue as well (a countdown, a haptic, an announcement), and say so in \
          the instruction.
          """),
    ],
    triggeringExamples: SensoryCharacteristicsRuleExamples.triggering,
    nonTriggeringExamples: SensoryCharacteristicsRuleExamples.nonTriggering
  )

  /// Calls that show a title or text to the user, in their first unlabeled argument.
  private static let displayCalls: Set<String> = [
    "Text", "Label", "Button", "Link", "Toggle", "NavigationLink", "accessibilityHint", "help",
    "ContentUnavailableView",
  ]
  /// Calls that look up localized text, with the label of the argument holding its key (empty: the first unlabeled).
  private static let localizationCalls: [String: String] = [
    "NSLocalizedString": "", "String": "localized", "LocalizedStringResource": "",
  ]

  /// Every sensory reference in the copy of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let strings = file.project.resources.facts(EnglishStrings.self)
    var sites: [(call: FunctionCallExprSyntax, text: String)] = []
    for name in displayCalls {
      for call in file.index.calls(named: name) where !call.isInPreview {
        if let text = call.firstUnlabeledArgument?.displayedText(strings) { sites.append((call, text)) }
      }
    }
    for (name, label) in localizationCalls {
      for call in file.index.calls(named: name) where !call.isInPreview && !call.isArgument(ofAnyOf: displayCalls) {
        let key = label.isEmpty ? call.firstUnlabeledArgument : call.argument(labelled: label)
        if let text = key?.displayedText(strings) { sites.append((call, text)) }
      }
    }
    return
      sites
      .sorted { $0.call.position < $1.call.position }
      .compactMap { site in hit(for: site.call, references: SensoryReference.all(in: site.text)) }
  }

  /// The hit for one call: failing for its first reference that names nothing else, passing when every reference
  /// also names the control, none without references.
  private static func hit(for call: FunctionCallExprSyntax, references: [SensoryReference]) -> RuleHit? {
    guard let first = references.first(where: { !$0.namesControl }) ?? references.first else { return nil }
    var hit: RuleHit
    if first.namesControl {
      hit = RuleHit(node: call, severity: .none, passing: true)
    } else {
      hit = RuleHit(node: call, severity: .medium, passing: false, variant: first.cue.rawValue)
    }
    hit.messageArguments = ["phrase": first.phrase]
    return hit
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call is an argument of a call named one of `names` (`Text(NSLocalizedString(…))`), whose site reads
  /// it already.
  fileprivate func isArgument(ofAnyOf names: Set<String>) -> Bool {
    guard let outer = parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
    return names.contains(outer.constructedTypeName ?? outer.calledName)
  }
}
