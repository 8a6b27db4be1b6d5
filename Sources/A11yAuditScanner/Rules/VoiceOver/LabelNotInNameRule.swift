import SwiftSyntax

/// Reports controls whose accessibility label does not contain the text they show.
public enum LabelNotInNameRule: Rule {
  /// Files without any of these cannot hold a site: labels replacing a control's name.
  public static let sourceKeywords: [String]? = ["accessibilityLabel", "accessibility(label"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "label-not-in-name",
    title: "Keep a control's visible text in its accessibility label",
    summary: "A control whose accessibility label drops the text it shows cannot be activated by saying that text.",
    rationale: """
      Voice Control users activate a control by saying what they see ("Tap Save"); VoiceOver users who can see \
      part of the screen expect to hear the words they read. An `.accessibilityLabel` replaces the control's name, \
      so a `Button("Save")` labelled "Store document" no longer answers to "Save" (WCAG 2.5.3 Label in Name; \
      SwiftUI `accessibilityLabel(_:)` and `accessibilityInputLabels(_:)`). The label should contain the visible \
      words, best at its start ("Save, document").

      Reported for `Button`, `Link`, `NavigationLink`, `Toggle` and `Menu` whose visible text is a string \
      literal — the title (`Button("Save") { … }`) or the only `Text`/`Label` title of the label closure — and whose \
      accessibility label (`.accessibilityLabel("…")`, `Text("…")`, the deprecated `.accessibility(label:)`, on \
      the control or on that text) is a literal too; `String(localized: "…")` and `NSLocalizedString("…", …)` are \
      read by their key, which is the development language's text. Words are compared without case or \
      punctuation (hyphens join: "Wi-Fi" is "WiFi"). Medium when the label does not contain the visible words in \
      order; low when it contains them but not at its start (a best practice of the criterion's Understanding \
      document). Passing: a label that starts with the visible text, or input labels (`.accessibilityInputLabels`) \
      that include it. Not sites: controls without visible text (icon-only, `.labelStyle(.iconOnly)`, \
      `.labelsHidden()`, a `Label` or a titled `Button(_:systemImage:)` in a toolbar, which shows only the icon), \
      titles or labels that look like localisation keys (`"settings.save_title"`), and previews.

      Blind spots: titles and labels held in variables, interpolated or generated (`Button(title)`, \
      `L10n.save`, `"\\(count) items"`) are not compared, nor translations of a key; a label closure with several \
      texts is not judged; a label set on a container around the control is not seen.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["2.5.3"],
    message: "Accessibility label does not contain the control's visible text \"{visible}\"",
    passingMessage: "Accessibility label contains the control's visible text",
    recommendation: """
      Start the label with the words the control shows: `.accessibilityLabel("{visible}, …")`, or drop the label \
      and let the visible text name the control.
      """,
    impactDescription: "Voice Control users cannot activate the control by saying what they see",
    tags: ["voiceover", "voice-control", "accessibility", "label"],
    variants: [
      RuleVariant(
        id: "not-first", when: "a label that holds the visible text after other words",
        message: "Accessibility label holds the visible text \"{visible}\" but does not start with it",
        recommendation: """
          Move the visible words to the start of the label (`"{visible}, …"`): speech and screen-reader users \
          meet them first.
          """)
    ],
    triggeringExamples: LabelNotInNameRuleExamples.triggering,
    nonTriggeringExamples: LabelNotInNameRuleExamples.nonTriggering
  )

  /// Controls whose name this rule compares with their visible text.
  package static let controls = ["Button", "Link", "NavigationLink", "Toggle", "Menu"]

  /// Every control of the file with visible text and a replaced name.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    controls.flatMap { file.index.calls(named: $0) }.compactMap { control in
      guard control.constructedTypeName.map(controls.contains) == true, !control.isInPreview,
        let visible = control.visibleTitle, let name = control.replacedName
      else { return nil }
      let visibleWords = visible.text.nameWords
      guard !visibleWords.isEmpty, !visible.text.looksLikeLocalizationKey, !name.label.looksLikeLocalizationKey
      else { return nil }
      let labelWords = name.label.nameWords
      let inputLabels = name.inputLabels.map(\.nameWords)
      var hit: RuleHit
      if labelWords.starts(with: visibleWords) || inputLabels.contains(where: { $0.starts(with: visibleWords) }) {
        hit = RuleHit(node: name.site, severity: .none, passing: true)
      } else if labelWords.containsSequence(visibleWords) {
        hit = RuleHit(node: name.site, severity: .low, passing: false, variant: "not-first")
      } else {
        hit = RuleHit(node: name.site, severity: .medium, passing: false)
      }
      hit.start = Syntax(control)
      hit.messageArguments = ["visible": visible.text]
      return hit
    }
  }
}

/// The text a control shows, and where.
package struct VisibleTitle {
  /// The words as written.
  package var text: String
}

/// The accessibility label that replaces a control's name, and the input labels Voice Control also answers to.
package struct ReplacedName {
  /// The `.accessibilityLabel(…)` call.
  package var site: FunctionCallExprSyntax
  /// Its text.
  package var label: String
  /// The plain literals of `.accessibilityInputLabels([…])`.
  package var inputLabels: [String]
}

extension FunctionCallExprSyntax {
  /// The text this control shows, when it is a plain literal: its title, or the only `Text` or `Label` title in its
  /// label closure. Nil when the control shows no text (icon only, labels hidden, a toolbar icon) or it cannot be
  /// read.
  fileprivate var visibleTitle: VisibleTitle? {
    let chain = wholeChainModifiers
    if chain.contains(where: { $0.viewModifierName == "labelsHidden" }) || ExprSyntax(self).showsIconOnly {
      return nil
    }
    if let title = firstUnlabeledArgument {
      if argument(labelled: "systemImage") != nil || argument(labelled: "image") != nil {
        if isInToolbarOrIconOnlyContainer { return nil }
      }
      return title.literalWords.map(VisibleTitle.init)
    }
    guard let label = labelClosure else { return nil }
    let finder = TitleTextFinder(viewMode: .sourceAccurate)
    finder.walk(label)
    guard finder.texts.count == 1, let text = finder.texts.first else { return nil }
    if text.call.constructedTypeName == "Label", isInToolbarOrIconOnlyContainer { return nil }
    return text.title.map(VisibleTitle.init)
  }

  /// Whether a `toolbar` or an `.labelStyle(.iconOnly)` container holds this control: its title is not shown.
  fileprivate var isInToolbarOrIconOnlyContainer: Bool {
    enclosingCallsThroughConditions.contains { container in
      let call = container.call
      return call.viewModifierName == "toolbar"
        || ["ToolbarItem", "ToolbarItemGroup"].contains(call.constructedTypeName)
        || ExprSyntax(call).showsIconOnly
    }
  }

  /// The plain-literal accessibility label that names this control instead of its visible text: on the control's
  /// chain, or else on the only text of its label.
  fileprivate var replacedName: ReplacedName? {
    let chain = ExprSyntax(self).appliedModifiers
    var labelCall = chain.first { $0.isAccessibilityLabelModifier }
    if labelCall == nil, firstUnlabeledArgument == nil, let label = labelClosure {
      let finder = TitleTextFinder(viewMode: .sourceAccurate)
      finder.walk(label)
      if finder.texts.count == 1, let text = finder.texts.first {
        labelCall = ExprSyntax(text.call).appliedModifiers.first { $0.isAccessibilityLabelModifier }
      }
    }
    guard let labelCall, let text = labelCall.accessibilityLabelArgument?.literalWords else { return nil }
    let inputLabels = chain.filter { $0.viewModifierName == "accessibilityInputLabels" }.flatMap { call in
      call.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.compactMap(\.expression.literalWords)
        ?? []
    }
    return ReplacedName(site: labelCall, label: text, inputLabels: inputLabels)
  }

  /// `.accessibilityLabel(…)` or the deprecated `.accessibility(label:)`.
  package var isAccessibilityLabelModifier: Bool {
    switch viewModifierName {
    case "accessibilityLabel": true
    case "accessibility": argument(labelled: "label") != nil
    default: false
    }
  }

  /// The label a `.accessibilityLabel(…)` or `.accessibility(label:)` gives.
  package var accessibilityLabelArgument: ExprSyntax? {
    viewModifierName == "accessibility" ? argument(labelled: "label") : arguments.first?.expression
  }
}

/// A text view of a control's label: a `Text`, or a `Label` whose title shows.
private struct TitleText {
  var call: FunctionCallExprSyntax
  /// The plain literal it shows, nil when it is not one.
  var title: String?
}

/// The text views of a control's label closure.
private final class TitleTextFinder: SyntaxVisitor {
  var texts: [TitleText] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.constructedTypeName {
    case "Text":
      texts.append(TitleText(call: node, title: node.firstUnlabeledArgument?.literalWords))
      return .skipChildren
    case "Label":
      if !ExprSyntax(node).showsIconOnly {
        texts.append(TitleText(call: node, title: node.firstUnlabeledArgument?.literalWords))
      }
      return .skipChildren
    default:
      return .visitChildren
    }
  }
}

extension ExprSyntax {
  /// The words of a plain string literal (see ``plainStringLiteral``), also as the key of `String(localized:)`,
  /// `NSLocalizedString(_:comment:)` or `Text(String(localized:))`, whose key is the development language's text.
  package var literalWords: String? {
    if let text = plainStringLiteral { return text }
    guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
    switch call.calledName {
    case "String" where call.constructedTypeName == "String":
      return call.argument(labelled: "localized")?.plainStringLiteral
    case "NSLocalizedString":
      return call.firstUnlabeledArgument?.plainStringLiteral
    case "Text" where call.constructedTypeName == "Text":
      return call.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self).map(ExprSyntax.init)?.literalWords
    default:
      return nil
    }
  }
}

extension String {
  /// The words a person says to name a control, lower-cased: punctuation separates words, except hyphens and
  /// apostrophes, which join them (`Wi-Fi` and `WiFi` are one word, `wifi`).
  fileprivate var nameWords: [String] {
    lowercased().filter { $0 != "-" && $0 != "'" && $0 != "’" }.split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// Whether the string reads as a localisation key rather than words: no space, and a `.` or `_` between letters
  /// (`"settings.save"`, `"SAVE_BUTTON"`).
  package var looksLikeLocalizationKey: Bool {
    guard !contains(where: \.isWhitespace) else { return false }
    let characters = Array(self)
    return characters.indices.dropFirst().dropLast().contains { index in
      (characters[index] == "." || characters[index] == "_") && characters[index - 1].isLetter
        && characters[index + 1].isLetter
    }
  }
}

extension Array where Element: Equatable {
  /// Whether `sequence` appears in this array, in order and without gaps.
  fileprivate func containsSequence(_ sequence: [Element]) -> Bool {
    guard !sequence.isEmpty, sequence.count <= count else { return sequence.isEmpty }
    return (0...(count - sequence.count)).contains { start in
      self[start..<(start + sequence.count)].elementsEqual(sequence)
    }
  }
}
