import SwiftSyntax

extension ExprSyntax {
  /// The English text a title expression shows, nil when it cannot be known: a string literal without interpolation
  /// (looked up as a localized key first), `Text("…")`, `Text(verbatim: "…")`, `LocalizedStringKey("…")`,
  /// `String(localized: "…")`, `NSLocalizedString("…", comment:)`, `"…".localized`, and a SwiftGen constant
  /// (`L10n.Onboarding.learnMore`) found in the project's English string tables.
  package func displayedText(_ strings: EnglishStrings) -> String? {
    if let literal = stringLiteralText {
      return strings.value(forKey: literal) ?? literal
    }
    if let call = self.as(FunctionCallExprSyntax.self) {
      switch call.constructedTypeName ?? call.calledName {
      case "Text":
        if let verbatim = call.argument(labelled: "verbatim") { return verbatim.stringLiteralText }
        return call.firstUnlabeledArgument?.displayedText(strings)
      case "LocalizedStringKey", "NSLocalizedString", "LocalizedStringResource":
        return call.firstUnlabeledArgument?.displayedText(strings)
      case "String":
        return call.argument(labelled: "localized")?.displayedText(strings)
      case "localized":
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.displayedText(strings)
      default:
        return nil
      }
    }
    if let access = self.as(MemberAccessExprSyntax.self) {
      if access.declName.baseName.text == "localized", let base = access.base { return base.displayedText(strings) }
      let path = access.memberPath
      if path.first == "L10n" { return strings.value(forGeneratedPath: Array(path.dropFirst())) }
    }
    return nil
  }

  /// The text of a string literal without interpolation (`"Learn more"`), nil for anything else (also for
  /// `Text("…")`, which ``plainStringLiteral`` looks into).
  package var stringLiteralText: String? { self.is(StringLiteralExprSyntax.self) ? plainStringLiteral : nil }
}

extension MemberAccessExprSyntax {
  /// The names of a chain of member accesses from its root (`["L10n", "Nfc", "learnMore"]`), empty when the chain
  /// holds anything but names.
  package var memberPath: [String] {
    var names = [declName.baseName.text]
    var current = base
    while let node = current {
      if let access = node.as(MemberAccessExprSyntax.self) {
        names.append(access.declName.baseName.text)
        current = access.base
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        names.append(reference.baseName.text)
        current = nil
      } else {
        return []
      }
    }
    return names.reversed()
  }
}
