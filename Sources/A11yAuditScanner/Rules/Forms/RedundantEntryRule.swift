import SwiftSyntax

/// Reports forms that ask twice for the same information: a confirm-email field, a billing address with no "same as
/// shipping" choice.
public enum RedundantEntryRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["TextField", "SecureField"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "redundant-entry",
    title: "Do not ask twice for the same information",
    summary: "A form that asks to type an email again, or a billing address with no \"same as shipping\" choice.",
    rationale: """
      WCAG 3.3.7 Redundant Entry asks that information a person already entered in the same process is filled in \
      for them or offered to select, unless entering it again is essential or protects security. Typing is slow and \
      tiring for people with motor disabilities, and remembering what was typed before is hard for people with \
      memory or cognitive disabilities.

      Reported, medium: a `TextField` whose title, prompt or bound property says it confirms, repeats or re-enters \
      a value (`confirmEmail`, "Repeat email", "Re-enter phone number") of the same kind (the same \
      `.textContentType`, or the same purpose by its words) as another field of the same type; a type holding \
      fields for a billing address and for a shipping or delivery address but no `Toggle` whose title says "same" \
      (reported at the first billing field, low). Passing: a confirmation of a password or a new password (allowed \
      as a security measure; Password AutoFill fills both), and billing fields next to a "Same as shipping" toggle. \
      Previews are skipped.

      Blind spots: a flow across several screens (an address typed on one step and asked for again on the next) is \
      not followed; fields filled from a variable, or prefilled with what was typed before, are not recognised as \
      such; a "same as" choice that is a `Button` or a `Picker` is not seen.
      """,
    category: .forms,
    severity: .medium,
    criteria: ["3.3.7"],
    message: "`TextField` asks again for {purpose} the person already typed",
    passingMessage: "Repeated information is offered or allowed for security",
    recommendation: "Remove the confirmation field, or fill it from the first one; show the value for review instead.",
    impactDescription: "people with motor or memory disabilities type the same details twice",
    tags: ["forms", "accessibility", "redundant-entry"],
    variants: [
      RuleVariant(
        id: "billing-address", when: "billing and shipping addresses are both asked for",
        message: "Billing address is asked for with no \"same as shipping address\" choice",
        recommendation: "Add a `Toggle(\"Same as shipping address\", isOn: …)` that fills the billing fields.")
    ],
    triggeringExamples: RedundantEntryRuleExamples.triggering,
    nonTriggeringExamples: RedundantEntryRuleExamples.nonTriggering
  )

  /// Every repeated field and billing address of the file, by type.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var fieldsByType: [SyntaxIdentifier?: [EntryField]] = [:]
    var sameAsToggles: Set<SyntaxIdentifier?> = []
    for name in ["TextField", "SecureField"] {
      for call in file.index.calls(named: name) where !call.isInPreview {
        guard let words = call.fieldWords else { continue }
        let field = EntryField(call: call, words: words, purpose: call.entryPurpose(words: words))
        fieldsByType[call.enclosingTypeDeclaration?.id, default: []].append(field)
      }
    }
    for toggle in file.index.calls(named: "Toggle") where toggle.fieldWords?.contains("same") == true {
      sameAsToggles.insert(toggle.enclosingTypeDeclaration?.id)
    }
    var hits: [RuleHit] = []
    for (type, fields) in fieldsByType {
      hits += repeatedFieldHits(fields)
      let billing = fields.first { $0.words.contains("billing") }
      let shipping = fields.contains { $0.words.contains("shipping") || $0.words.contains("delivery") }
      if let billing, shipping {
        let offered = sameAsToggles.contains(type)
        hits.append(
          RuleHit(
            node: billing.call, severity: offered ? .none : .low, passing: offered,
            variant: offered ? nil : "billing-address"))
      }
    }
    return hits
  }

  /// Hits of the fields that confirm another field's value: passing for passwords, violations otherwise.
  private static func repeatedFieldHits(_ fields: [EntryField]) -> [RuleHit] {
    fields.compactMap { field in
      guard field.words.contains(where: EntryField.confirmWords.contains), let purpose = field.purpose,
        fields.contains(where: { $0.call.id != field.call.id && $0.purpose == purpose && !$0.confirms })
      else { return nil }
      if purpose == "password" || purpose == "newPassword" {
        return RuleHit(node: field.call, severity: .none, passing: true)
      }
      var hit = RuleHit(node: field.call, severity: .medium, passing: false)
      hit.messageArguments = ["purpose": InputPurpose(rawValue: purpose)?.phrase ?? "information"]
      return hit
    }
  }
}

/// A text field of a form with the words that name it and what it collects.
private struct EntryField {
  var call: FunctionCallExprSyntax
  var words: [String]
  /// The content type it sets (`emailAddress`), else the input purpose its words name.
  var purpose: String?

  /// Words that say a field repeats another.
  static let confirmWords: Set<String> = [
    "confirm", "confirmation", "repeat", "retype", "reenter", "re", "again", "verify", "confirmed", "repeated",
  ]

  /// Whether the field repeats another.
  var confirms: Bool { words.contains(where: Self.confirmWords.contains) }
}

extension FunctionCallExprSyntax {
  /// The name of the content type the field sets (`emailAddress`), else of the purpose its words name.
  fileprivate func entryPurpose(words: [String]) -> String? {
    if let type = textContentType?.as(MemberAccessExprSyntax.self) { return type.declName.baseName.text }
    if formControl == .secureField { return "password" }
    let withoutConfirmation = words.filter { !EntryField.confirmWords.contains($0) }
    return InputPurpose.named(by: withoutConfirmation)?.rawValue
  }
}
