import SwiftSyntax

/// Reports text fields that collect the person's own name, email, phone, address, username or card number without the `.textContentType` that tells AutoFill what they are.
public enum InputPurposeMissingContentTypeRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["TextField"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "input-purpose-missing-content-type",
    title: "Tell AutoFill what a field collects",
    summary:
      "A field for the person's own email, name, phone, address or username without `.textContentType` gets no AutoFill.",
    rationale: """
      WCAG 1.3.5 Identify Input Purpose asks that fields collecting information about the person say what they \
      collect, so that software can fill them in or show a familiar icon. On Apple platforms that is \
      `.textContentType(…)` (SwiftUI `textContentType(_:)`, UIKit `UITextContentType`): with it, AutoFill offers the \
      person's email, address or one-time code from Messages, and Password AutoFill offers and saves passwords. \
      People with motor, memory or cognitive disabilities, who find typing slow or error-prone, depend on it. \
      `.keyboardType(.emailAddress)` changes only the keys on screen: it does not identify the purpose.

      Reported, medium: a `TextField` without `.textContentType` in its chain (also in a `#if` \
      branch of it) or on a container around it, whose title, `prompt:`, label or bound property names one of the purposes: email (`.emailAddress`), \
      phone (`.telephoneNumber`), full, first or last name (`.name`, `.givenName`, `.familyName`), street address \
      (`.fullStreetAddress`), city (`.addressCity`), postal code (`.postalCode`), country (`.countryName`), username \
      (`.username`), card number (`.creditCardNumber`). Secure fields, and fields for a password, a new password or \
      a one-time code, are reported by `credential-field-autofill` (for 3.3.8 Accessible Authentication and 1.3.5 \
      at once), so that one field gets one finding. Words are matched whole after splitting titles, \
      localization keys (`L10n.emailAddress`) and property names (`$user.firstName`) at case changes and \
      punctuation; a bare "Name" or "Address" is not enough (a donut's name, a server address). A field is not \
      reported when its words, or the name of the view or function around it or of its file, show it is about \
      something other than the person: a Wi-Fi network, a server, MQTT, a device or node, a contact, a search, a PIN or an API key. \
      Passing: the same fields with any `.textContentType`; `.textContentType(nil)` is a deliberate opt-out and is \
      not listed. Previews are skipped.

      Blind spots: a field whose purpose is only in a variable or a custom view's parameter is not recognised; a \
      field about another person (a recipient's email) is reported unless a word says so; a content type that does \
      not match the purpose (`.name` on a username field) passes; `.textContentType` exists on iOS, tvOS, \
      visionOS and Mac Catalyst (macOS knows only username, password and one-time code), so the fix may need \
      `#if os(iOS)` in a file that also builds for macOS.
      """,
    category: .forms,
    severity: .medium,
    criteria: ["1.3.5"],
    message: "`{control}` collects {purpose} without `.textContentType({contentType})`: AutoFill cannot help",
    passingMessage: "Text field tells AutoFill what it collects",
    recommendation: "Add `.textContentType({contentType})` to the field.",
    impactDescription: "people who find typing hard retype details AutoFill could enter",
    tags: ["forms", "accessibility", "autofill", "input-purpose"],
    variants: [
      RuleVariant(
        id: "keyboard", when: "the field sets only a keyboard type",
        message: "`{control}` collects {purpose} and sets a keyboard type, but no `.textContentType({contentType})`",
        recommendation: """
          Add `.textContentType({contentType})`: `.keyboardType` changes the keys, not what AutoFill knows about the \
          field.
          """)
    ],
    automaticFix: "Appends `.textContentType(.emailAddress)` (or the content type of the purpose found) to the field.",
    triggeringExamples: InputPurposeMissingContentTypeRuleExamples.triggering,
    nonTriggeringExamples: InputPurposeMissingContentTypeRuleExamples.nonTriggering
  )

  /// Every text field of the file that collects one of the purposes but a credential: secure fields, passwords and
  /// one-time codes are `credential-field-autofill`'s.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    file.index.calls(named: "TextField").compactMap { field in
      guard let kind = field.formControl, kind == .textField, !field.isInPreview,
        let purpose = field.inputPurpose(in: file), !purpose.isCredential
      else { return nil }
      switch field.textContentType {
      case .some(let type):
        return type.is(NilLiteralExprSyntax.self) ? nil : RuleHit(node: field, severity: .none, passing: true)
      case nil:
        let setsKeyboard = ExprSyntax(field).appliedModifiers.contains { $0.viewModifierName == "keyboardType" }
        var hit = RuleHit(
          node: field, severity: .medium, passing: false, variant: setsKeyboard ? "keyboard" : nil)
        hit.messageArguments = [
          "control": kind.rawValue, "purpose": purpose.phrase, "contentType": purpose.contentType,
        ]
        hit.fix = SiteFix(edits: [field.contentTypeInsertion(purpose, in: file)])
        return hit
      }
    }
  }
}
