import SwiftSyntax

/// Whose information a text field collects, as its words and the declarations around it tell.
package enum FieldSubject: Equatable {
  /// One of the person's own details, named.
  case purpose(InputPurpose)
  /// Nothing names what it collects (a title in a variable, an empty title).
  case unnamed
  /// Something other than the person: a Wi-Fi network, a server, a device, a search.
  case other
}

extension FunctionCallExprSyntax {
  /// What the field collects about the person, from its title, prompt, label and bound property; nil when none of
  /// them names a purpose, or when they or the declarations around the field name another subject.
  package func inputPurpose(in file: SourceFileContext) -> InputPurpose? {
    if case .purpose(let purpose) = fieldSubject(in: file) { return purpose }
    return nil
  }

  /// Whose information the field collects, read from its title, prompt, label and bound property, and from the names
  /// of the declarations and the file around it.
  package func fieldSubject(in file: SourceFileContext) -> FieldSubject {
    let words = fieldWords
    guard let words, !words.contains(where: InputPurpose.otherSubjects.contains) else { return .other }
    let fileName = file.file.split(separator: "/").last.map(String.init) ?? file.file
    let around = InputPurpose.words(of: file.declarationPath(of: self) + " " + fileName)
    if around.contains(where: InputPurpose.otherSubjectTypes.contains) { return .other }
    return InputPurpose.named(by: words).map(FieldSubject.purpose) ?? .unnamed
  }

  /// The words of the field's title, prompt, label and bound property, each piece followed by `|`; nil when the
  /// binding names another subject (`$wifi.password`).
  package var fieldWords: [String]? {
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
    return words
  }

  /// The argument of the `.textContentType(…)` that applies to the field: in its own chain (also inside a `#if` in
  /// it) or on a container.
  package var textContentType: ExprSyntax? {
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
  package func contentTypeInsertion(_ purpose: InputPurpose, in file: SourceFileContext) -> TextEdit {
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
  /// The words of the string literals and names in the node but those of title wrappers (`Text("E-mail")` → `e`,
  /// `mail`; see ``InputPurpose/textWrappers``), each name's
  /// or literal's followed by `|`, so that a phrase is read within one of them and not across a member path
  /// (`viewModel.family.name` is no family name, `account.name` no account name).
  fileprivate var spokenWords: [String] {
    tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
      switch token.tokenKind {
      case .identifier(let text) where InputPurpose.textWrappers.contains(text): []
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
