import SwiftSyntax

/// Reports text fields that collect the person's own name, email, phone, address, username, password, one-time code or
/// card number without the `.textContentType` that tells AutoFill what they are.
public enum InputPurposeMissingContentTypeRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["TextField", "SecureField"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "input-purpose-missing-content-type",
    title: "Tell AutoFill what a field collects",
    summary:
      "A field for the person's own email, name, phone, address or password without `.textContentType` gets no AutoFill.",
    rationale: """
      WCAG 1.3.5 Identify Input Purpose asks that fields collecting information about the person say what they \
      collect, so that software can fill them in or show a familiar icon. On Apple platforms that is \
      `.textContentType(…)` (SwiftUI `textContentType(_:)`, UIKit `UITextContentType`): with it, AutoFill offers the \
      person's email, address or one-time code from Messages, and Password AutoFill offers and saves passwords. \
      People with motor, memory or cognitive disabilities, who find typing slow or error-prone, depend on it. \
      `.keyboardType(.emailAddress)` changes only the keys on screen: it does not identify the purpose.

      Reported, medium: a `TextField` or `SecureField` without `.textContentType` in its chain (also in a `#if` \
      branch of it) or on a container around it, whose title, `prompt:`, label or bound property names one of the purposes: email (`.emailAddress`), \
      phone (`.telephoneNumber`), full, first or last name (`.name`, `.givenName`, `.familyName`), street address \
      (`.fullStreetAddress`), city (`.addressCity`), postal code (`.postalCode`), country (`.countryName`), username \
      (`.username`), password (`.password`), new or confirmed password (`.newPassword`), one-time or verification \
      code (`.oneTimeCode`), card number (`.creditCardNumber`). Words are matched whole after splitting titles, \
      localization keys (`L10n.emailAddress`) and property names (`$user.firstName`) at case changes and \
      punctuation; a bare "Name" or "Address" is not enough (a donut's name, a server address). A field is not \
      reported when its words, or the name of the view or function around it or of its file, show it is about \
      something other than the person: a Wi-Fi network, a server, MQTT, a device or node, a contact, a search, a PIN or an API key. \
      Passing: the same fields with any `.textContentType`; `.textContentType(nil)` is a deliberate opt-out and is \
      not listed. Previews are skipped.

      Blind spots: a field whose purpose is only in a variable or a custom view's parameter is not recognised; a \
      field about another person (a recipient's email) is reported unless a word says so; a content type that does \
      not match the purpose (`.password` on a new-password field) passes; `.textContentType` exists on iOS, tvOS, \
      visionOS and Mac Catalyst (macOS knows only username, password and one-time code), so the fix may need \
      `#if os(iOS)` in a file that also builds for macOS.
      """,
    category: .forms,
    severity: .medium,
    criteria: ["1.3.5"],
    message: "`{control}` collects {purpose} without `.textContentType({contentType})`: AutoFill cannot help",
    passingMessage: "Text field tells AutoFill what it collects",
    recommendation: "Add `.textContentType({contentType})` to the field.",
    impact: "MEDIUM",
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

  /// Every text field of the file that collects one of the purposes.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    ["TextField", "SecureField"].flatMap { file.index.calls(named: $0) }.compactMap { field in
      guard let kind = field.formControl, kind.showsTitleAsPlaceholder, !field.isInPreview,
        let purpose = field.inputPurpose(in: file)
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

extension FunctionCallExprSyntax {
  /// What the field collects about the person, from its title, prompt, label and bound property; nil when none of
  /// them names a purpose, or when they or the declarations around the field name another subject.
  fileprivate func inputPurpose(in file: SourceFileContext) -> InputPurpose? {
    var words: [String] = []
    for piece in [
      firstUnlabeledArgument.map(Syntax.init), argument(labelled: "prompt").map(Syntax.init), controlLabelView,
    ] {
      if let piece { words += piece.spokenWords + ["|"] }
    }
    if let bound = argument(labelled: "text") ?? argument(labelled: "value") {
      guard !bound.spokenWords.contains(where: InputPurpose.otherSubjects.contains) else { return nil }
      words += bound.boundPropertyName.map(InputPurpose.words(of:)) ?? []
    }
    guard let purpose = InputPurpose.named(by: words) else { return nil }
    let fileName = file.file.split(separator: "/").last.map(String.init) ?? file.file
    let around = InputPurpose.words(of: file.declarationPath(of: self) + " " + fileName)
    return around.contains(where: InputPurpose.otherSubjectTypes.contains) ? nil : purpose
  }

  /// The argument of the `.textContentType(…)` that applies to the field: in its own chain (also inside a `#if` in
  /// it) or on a container.
  fileprivate var textContentType: ExprSyntax? {
    let finder = ContentTypeFinder(skipping: id)
    finder.walk(ExprSyntax(self).chainTopThroughConditions)
    if let found = finder.argument { return found }
    for container in enclosingCalls {
      let modifiers = ExprSyntax(container.call).appliedModifiers
      if let modifier = modifiers.first(where: { $0.viewModifierName == "textContentType" }) {
        return modifier.arguments.first?.expression
      }
    }
    return nil
  }

  /// The edit that appends `.textContentType(…)` to the field's chain: on a line of its own, indented like the
  /// chain's modifiers (or one level deeper than the field), unless more code follows on the same line.
  fileprivate func contentTypeInsertion(_ purpose: InputPurpose, in file: SourceFileContext) -> TextEdit {
    let modifier = ".textContentType(\(purpose.contentType))"
    let top = ExprSyntax(self).chainTopThroughConditions
    let end = top.endPositionBeforeTrailingTrivia.utf8Offset
    let bytes = file.bytes
    guard bytes.endsLineAfterCode(at: end) else { return TextEdit(inserting: modifier, at: end) }
    if let conditional = top.as(PostfixIfConfigExprSyntax.self),
      let modifierInside = conditional.config.clauses.last?.elements?.firstToken(viewMode: .sourceAccurate)
    {
      let indentation = bytes.indentation(ofLineAt: modifierInside.positionAfterSkippingLeadingTrivia.utf8Offset)
      return TextEdit(inserting: bytes.lineEnding + indentation + modifier, at: end)
    }
    if let period = top.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.period,
      top.id != id
    {
      guard period.leadingTrivia.contains(where: \.isNewline) else { return TextEdit(inserting: modifier, at: end) }
      let indentation = bytes.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia.utf8Offset)
      return TextEdit(inserting: bytes.lineEnding + indentation + modifier, at: end)
    }
    let indentation = bytes.indentation(ofLineAt: positionAfterSkippingLeadingTrivia.utf8Offset)
    return TextEdit(inserting: bytes.lineEnding + indentation + bytes.indentationUnit + modifier, at: end)
  }
}

extension SyntaxProtocol {
  /// The words of the string literals and names in the node (`Text("E-mail")` → `text`, `e`, `mail`), each name's
  /// or literal's followed by `|`, so that a phrase is read within one of them and not across a member path
  /// (`viewModel.family.name` is no family name, `account.name` no account name).
  fileprivate var spokenWords: [String] {
    tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
      switch token.tokenKind {
      case .stringSegment(let text), .identifier(let text): InputPurpose.words(of: text) + ["|"]
      case .dollarIdentifier(let text): InputPurpose.words(of: String(text.dropFirst())) + ["|"]
      default: []
      }
    }
  }
}

extension ExprSyntax {
  /// The property a binding reads (`email` for `$email`, `$user.email` and `$user.email.orEmpty()`).
  fileprivate var boundPropertyName: String? {
    var current = self
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
          return nil
        }
        current = base
      } else if let access = current.as(MemberAccessExprSyntax.self) {
        return access.declName.baseName.text
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return nil
      }
    }
  }
}

extension [UInt8] {
  /// One level of indentation as the file writes it: the indentation of its first indented line (a tab, or two or
  /// four spaces); four spaces when no line is indented.
  fileprivate var indentationUnit: String {
    var lineStart = true
    for (offset, byte) in enumerated() {
      if lineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        let indentation = self[offset...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let next = offset + indentation.count
        if next < count, !isLineBreak(at: next), self[next] != UInt8(ascii: "*") {
          return String(decoding: indentation, as: UTF8.self)
        }
      }
      lineStart = endsLine(at: offset)
    }
    return "    "
  }

  /// Whether only spaces, tabs or a `//` comment follow `offset` on its line.
  fileprivate func endsLineAfterCode(at offset: Int) -> Bool {
    var index = offset
    while index < count, self[index] == UInt8(ascii: " ") || self[index] == UInt8(ascii: "\t") { index += 1 }
    guard index < count else { return true }
    if isLineBreak(at: index) { return true }
    return index + 1 < count && self[index] == UInt8(ascii: "/") && self[index + 1] == UInt8(ascii: "/")
  }
}

extension ExprSyntax {
  /// The outermost expression of the modifier chain this value starts, through `#if` blocks of modifiers
  /// (`SecureField(…) #if os(iOS) .textContentType(.password) #endif .focused(…)`).
  fileprivate var chainTopThroughConditions: ExprSyntax {
    var top = chainTopExpression
    while let conditional = top.parent?.as(PostfixIfConfigExprSyntax.self), conditional.base?.id == top.id {
      top = ExprSyntax(conditional).chainTopExpression
    }
    return top
  }
}

/// Finds the argument of a `.textContentType(…)` call in a modifier chain, outside the field call's own arguments.
private final class ContentTypeFinder: SyntaxVisitor {
  private(set) var argument: ExprSyntax?
  private let skipped: SyntaxIdentifier

  init(skipping skipped: SyntaxIdentifier) {
    self.skipped = skipped
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard argument == nil, node.id != skipped else { return .skipChildren }
    if node.calledName == "textContentType" {
      argument = node.arguments.first?.expression
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
