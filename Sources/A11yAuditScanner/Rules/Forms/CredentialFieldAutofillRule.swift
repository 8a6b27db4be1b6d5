import SwiftSyntax

/// Reports password and one-time code fields that password managers and AutoFill cannot fill, and text fields that
/// refuse paste, so that a person must remember and type a credential.
///
/// Walks a file of its own only when it names `canPerformAction` (paste refusal): fed by the scanner's one walk, that
/// search would cost every file (see ``FileNodeCollector``).
public enum CredentialFieldAutofillRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["SecureField", "TextField", "canPerformAction"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "credential-field-autofill",
    title: "Let password managers and AutoFill fill credentials",
    summary:
      "A password or one-time code field without its `.textContentType`, or a field that refuses paste, makes people recall and type a secret.",
    rationale: """
      WCAG 3.3.8 Accessible Authentication (Minimum) asks that logging in does not depend on remembering or \
      transcribing something (a cognitive function test) unless a mechanism helps, such as a password manager \
      filling the field or pasting a copied code. On Apple platforms that mechanism is Password AutoFill and \
      one-time code AutoFill, which rely on `.textContentType(.password)`, `.newPassword` and `.oneTimeCode` \
      (SwiftUI `textContentType(_:)`, UIKit `UITextContentType`) to recognise the field. People with memory, \
      attention or dyslexia-related disabilities, and anyone who types slowly, depend on it. The same content types \
      also identify the input purpose (WCAG 1.3.5): this rule is the one that reports password, new-password and \
      one-time code fields, and `input-purpose-missing-content-type` leaves them to it, so a field is reported once.

      Reported: a `SecureField` without `.textContentType(.password | .newPassword | .oneTimeCode)` in its chain or \
      on a container (medium; low, for 1.3.5 alone, when its words say it creates a new password, which the person \
      does not recall yet); a `TextField` whose title, prompt or bound property names a password or a one-time, \
      verification or sign-in code (the words `input-purpose-missing-content-type` reads), or a bare "code" in a \
      view, function or file about logging in or verification, without `.textContentType(.oneTimeCode)` (medium); a \
      `UITextField` or `UITextView` subclass about a password, code or secure entry whose \
      `canPerformAction(_:withSender:)` override returns `false` for `paste(_:)` (high: nothing can be pasted). A \
      field whose words or surrounding names show it is about something other than the person's own account (a \
      Wi-Fi network, a server, a certificate, an API key, a PIN) is not reported, nor is `.textContentType(nil)`, \
      a deliberate opt-out. Passing: the same fields with a credential content type, whether set on the field or \
      by a helper view wrapping it (`PasswordField`). Previews are skipped.

      Blind spots: iOS also guesses that a secure field holds a password, so a finding is a risk rather than a \
      certainty; a helper view whose callers set the content type on it is reported inside the helper; a field \
      whose title is only in a variable is taken as a password when it is a `SecureField` and not seen when it is a \
      `TextField`; paste blocked in other ways (an `onChange` that drops pasted text, a paste menu removed with \
      `UIEditMenuInteraction`) and other cognitive tests (security questions, drawn patterns) are not seen; a \
      content type that does not match the purpose (`.password` on a one-time code field) passes.
      """,
    category: .forms,
    severity: .medium,
    criteria: ["3.3.8", "1.3.5"],
    message:
      "`{control}` collects {purpose} without `.textContentType({contentType})`: password managers may not fill it, so the person must recall and type it",
    passingMessage: "Credential field tells password managers and AutoFill what it holds",
    recommendation: "Add `.textContentType({contentType})` to the field.",
    impactDescription: "people who cannot remember or transcribe secrets cannot log in without a password manager",
    tags: ["forms", "accessibility", "autofill", "authentication", "password"],
    variants: [
      RuleVariant(
        id: "new-password", when: "the field creates a new password",
        message:
          "`{control}` creates a new password without `.textContentType(.newPassword)`: AutoFill cannot suggest and save a strong password",
        recommendation: "Add `.textContentType(.newPassword)` to the field.", criteria: ["1.3.5"]),
      RuleVariant(
        id: "one-time-code", when: "the field collects a one-time code",
        message:
          "`{control}` collects a one-time code without `.textContentType(.oneTimeCode)`: the code from Messages or Mail is not offered, so the person must copy it by hand",
        recommendation: "Add `.textContentType(.oneTimeCode)` to the field."),
      RuleVariant(
        id: "paste-blocked", when: "a text field refuses paste",
        message:
          "Text field refuses paste: a password manager or a copied code cannot be entered, so the person must type it",
        recommendation: """
          Let `canPerformAction(_:withSender:)` return the superclass's answer for `paste(_:)`; blocking paste \
          does not make a credential safer.
          """, criteria: ["3.3.8"]),
    ],
    automaticFix: "Appends `.textContentType(.password)` (or `.newPassword`, `.oneTimeCode`) to the field.",
    triggeringExamples: CredentialFieldAutofillRuleExamples.triggering,
    nonTriggeringExamples: CredentialFieldAutofillRuleExamples.nonTriggering
  )

  /// Every credential field and every paste-refusing text field of the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    var hits = ["TextField", "SecureField"].flatMap { file.index.calls(named: $0) }.compactMap { field in
      fieldHit(field, in: file)
    }
    if file.sourceMentions("canPerformAction") {
      let finder = PasteRefusalFinder(viewMode: .sourceAccurate)
      finder.walk(file.syntax)
      hits += finder.found.map { RuleHit(node: $0, severity: .high, passing: false, variant: "paste-blocked") }
    }
    return hits
  }

  /// The hit of one `TextField` or `SecureField`, or nil when it collects no credential of the person's.
  private static func fieldHit(_ field: FunctionCallExprSyntax, in file: SourceFileContext) -> RuleHit? {
    guard let kind = field.formControl, kind.showsTitleAsPlaceholder, !field.isInPreview,
      let purpose = field.credentialPurpose(in: file)
    else { return nil }
    if let type = field.textContentType {
      if type.is(NilLiteralExprSyntax.self) { return nil }
      let name = type.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if name.map(InputPurpose.credentialContentTypes.contains) ?? true {
        return RuleHit(node: field, severity: .none, passing: true)
      }
    }
    let variant: String? =
      switch purpose {
      case .newPassword: "new-password"
      case .oneTimeCode: "one-time-code"
      default: nil
      }
    var hit = RuleHit(
      node: field, severity: purpose == .newPassword ? .low : .medium, passing: false, variant: variant)
    hit.messageArguments = [
      "control": kind.rawValue, "purpose": purpose.phrase, "contentType": purpose.contentType,
    ]
    if field.textContentType == nil {
      hit.fix = SiteFix(edits: [field.contentTypeInsertion(purpose, in: file)])
    }
    return hit
  }
}

extension InputPurpose {
  /// The purposes of the secrets a person logs in with: ``CredentialFieldAutofillRule`` reports their fields.
  package var isCredential: Bool { self == .password || self == .newPassword || self == .oneTimeCode }

  /// The content types that let a password manager or AutoFill fill a credential field.
  package static let credentialContentTypes: Set<String> = ["password", "newPassword", "oneTimeCode"]

  /// Words of the names around a field that show a bare "code" is a sign-in or verification code.
  package static let signInWords: Set<String> = [
    "login", "signin", "sign", "auth", "authentication", "authenticate", "verify", "verification", "totp", "otp",
    "mfa", "2fa", "factor",
  ]

  /// Words before "code" that make it something other than a sign-in code (`promo code`, `country code`).
  package static let otherCodes: Set<String> = [
    "promo", "coupon", "discount", "gift", "referral", "invite", "country", "area", "zip", "postal", "post", "qr",
    "source", "color", "colour", "language", "currency", "redeem", "voucher", "access", "room",
  ]
}

extension FunctionCallExprSyntax {
  /// The credential a `TextField` or `SecureField` collects: a `SecureField` holds a password unless its words
  /// name a new password or a one-time code; a `TextField` holds one when its words name it, or a bare "code" in a
  /// sign-in or verification view. Nil for any other field, and for fields about another subject.
  package func credentialPurpose(in file: SourceFileContext) -> InputPurpose? {
    let subject = fieldSubject(in: file)
    if case .purpose(let purpose) = subject, purpose.isCredential { return purpose }
    if formControl == .secureField { return subject == .other ? nil : .password }
    guard subject == .unnamed, let words = fieldWords, words.namesBareCode else { return nil }
    let fileName = file.file.split(separator: "/").last.map(String.init) ?? file.file
    let around = InputPurpose.words(of: file.declarationPath(of: self) + " " + fileName)
    return around.contains(where: InputPurpose.signInWords.contains) ? .oneTimeCode : nil
  }
}

extension [String] {
  /// Whether the words hold "code" not preceded by a word naming another kind of code (`promo code`).
  fileprivate var namesBareCode: Bool {
    indices.contains { index in
      self[index] == "code" && (index == 0 || !InputPurpose.otherCodes.contains(self[index - 1]))
    }
  }
}

/// Finds `canPerformAction(_:withSender:)` overrides of text field and text view subclasses about a credential that
/// answer `false` for `paste(_:)`.
private final class PasteRefusalFinder: SyntaxVisitor {
  private(set) var found: [FunctionDeclSyntax] = []

  /// Words of a class name or body that show its text is a credential.
  static let credentialWords: Set<String> = [
    "password", "passcode", "code", "otp", "pin", "secure", "secret", "credential", "verification",
  ]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.name.text == "canPerformAction", let body = node.body,
      let type = node.enclosingTypeDeclaration,
      type.inheritedTypeNames.contains(where: { $0.hasSuffix("TextField") || $0.hasSuffix("TextView") })
    else { return .skipChildren }
    let tokens = body.tokens(viewMode: .sourceAccurate)
    let mentionsPaste = tokens.contains { $0.tokenKind == .identifier("paste") }
    let refuses = tokens.contains { $0.tokenKind == .keyword(.false) }
    let typeWords =
      InputPurpose.words(of: type.declaredTypeName ?? "")
      + type.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        if case .identifier(let name) = token.tokenKind, name == "isSecureTextEntry" { return "secure" }
        return nil
      }
    if mentionsPaste, refuses, typeWords.contains(where: Self.credentialWords.contains) { found.append(node) }
    return .skipChildren
  }
}
