import SwiftSyntax

/// Reports links whose visible text ("Learn more", "Click here") says nothing of where they go.
public enum LinkPurposeRule: Rule {
  /// Files without any of these cannot hold a site: `Link`, a `Button` opening a URL, a Markdown link.
  public static let sourceKeywords: [String]? = ["Link", "openURL", "open(", "Safari", "]("]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "link-purpose",
    title: "Say where a link goes",
    summary: "A link whose text is \"Learn more\" or \"Click here\" does not tell VoiceOver users where it goes.",
    rationale: """
      VoiceOver users often move from link to link, or list them with the rotor, and then hear each link's text \
      alone: three links called "Learn more" sound the same. WCAG 2.4.4 Link Purpose (In Context) asks that the \
      purpose of each link can be told from its text, or from its text together with its context (the sentence, \
      paragraph or list item around it).

      Sites: `Link("…", destination:)` and `Link(destination:) { … }`, a `Button` whose action opens a URL \
      (`openURL(url)` or a helper named like it, `UIApplication.shared.open(url)`, a `SFSafariViewController`), \
      and Markdown links in `Text("… [here](https://…)")` and `AttributedString(markdown:)`, whose visible text is a \
      generic phrase: "Learn more", "Click here", "Tap here", "More", "Read more", "Here", "Link", "More info", \
      "Details" and a few like them (any case, punctuation around ignored). A localized key is read through the \
      project's English string tables (`en.lproj/*.strings`, `Base.lproj`, `.xcstrings`), also as a SwiftGen \
      constant (`L10n.Onboarding.learnMore`).

      Severity: high when the same generic text is used for two or more links of the file or for a link repeated \
      by a `ForEach` (they cannot be told apart); medium for a single one with nothing around it; low when a \
      `Text` just before it in the same stack, or the header or footer of its `Section`, says what it is about \
      (the context exists, but VoiceOver reads it as a separate element and the rotor shows the link alone). \
      Passing: the link has an `accessibilityLabel` or an `accessibilityHint` naming its target; a Markdown link in \
      a sentence of the same `Text` ("Read our [terms](…)" or "Read our terms [here](…)"); a link in an alert or \
      confirmation dialog with a message, or in a container read as one element \
      (`.accessibilityElement(children: .combine)`). Links with specific text are not sites.

      Blind spots: text built at run time, from a custom view or from a property (`Link(destination: url) { \
      learnMoreLabel }`) is not judged; a localized key is read only from string tables found under the scanned \
      folder, and string constants other than SwiftGen's `L10n` are not resolved; a `Button` whose action calls a \
      function that opens a URL elsewhere is not seen; UIKit links (`UITextView` attributed links, `UIButton`) are \
      not checked; whether a label names the real target is not checked.
      """,
    category: .voiceOver,
    severity: .medium,
    criteria: ["2.4.4"],
    message: "Link text \"{text}\" does not say where the link goes",
    passingMessage: "Generic link text is explained by an accessibility label or the sentence around it",
    recommendation: """
      Make the text say where the link goes ("Read the privacy policy"), or give the link \
      `.accessibilityLabel("Privacy policy")` naming its target.
      """,
    impactDescription: "VoiceOver users moving between links cannot tell where each one goes",
    tags: ["voiceover", "accessibility", "link", "wcag-2.4.4"],
    variants: [
      RuleVariant(
        id: "repeated", when: "the same generic text is used by several links",
        message: "Several links share the text \"{text}\" and cannot be told apart",
        recommendation: """
          Give each link text, or an `.accessibilityLabel`, naming its own target ("Learn more about backups").
          """),
      RuleVariant(
        id: "nearby-context", when: "text just before the link says what it is about",
        message: "Link text \"{text}\" relies on the text before it, read as a separate element",
        recommendation: """
          Put the purpose in the link itself, or combine it with the text before it \
          (`.accessibilityElement(children: .combine)` on their stack), so the link makes sense alone in the rotor.
          """),
    ],
    triggeringExamples: LinkPurposeRuleExamples.triggering,
    nonTriggeringExamples: LinkPurposeRuleExamples.nonTriggering
  )

  /// Every generic link of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let strings = file.project.resources.facts(EnglishStrings.self)
    var sites = file.index.calls(named: "Link").compactMap { LinkSite(link: $0, strings: strings) }
    sites += file.index.calls(named: "Button").compactMap { LinkSite(button: $0, strings: strings) }
    if file.sourceMentions("](") {
      sites += (file.index.calls(named: "Text") + file.index.calls(named: "AttributedString")).compactMap {
        LinkSite(markdown: $0, strings: strings)
      }
    }
    sites.removeAll { $0.call.isInPreview }
    let judged = sites.map { site in
      let treatment = AccessibilityTreatment(of: ExprSyntax(site.call))
      let context = LinkContext(of: site.call, strings: strings)
      let passing = site.inSentence || treatment.hasLabel || !treatment.hints.isEmpty || context == .combined
      return (site: site, context: context, passing: passing)
    }
    var uses: [String: Int] = [:]
    for entry in judged where !entry.passing { uses[entry.site.text, default: 0] += 1 }
    return judged.map { site, context, passing in
      var hit: RuleHit
      if passing {
        hit = RuleHit(node: site.call, severity: .none, passing: true)
      } else if context == .nearby {
        hit = RuleHit(node: site.call, severity: .low, passing: false, variant: "nearby-context")
      } else if uses[site.text, default: 0] > 1 || site.call.isRepeatedByForEach {
        hit = RuleHit(node: site.call, severity: .high, passing: false, variant: "repeated")
      } else {
        hit = RuleHit(node: site.call, severity: .medium, passing: false)
      }
      hit.messageArguments = ["text": site.text.prefix(1).uppercased() + site.text.dropFirst()]
      return hit
    }
  }
}

extension FunctionCallExprSyntax {
  /// Inside a `ForEach` or a `List` over data: one link per row, all with the same text.
  fileprivate var isRepeatedByForEach: Bool {
    enclosingCalls.contains { container in
      container.call.constructedTypeName == "ForEach"
        || (container.call.constructedTypeName == "List" && container.call.firstUnlabeledArgument != nil)
    }
  }
}
