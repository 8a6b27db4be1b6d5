import SwiftSyntax

/// What a colour expression says, read off its syntax alone: `.red`, `Color("Brand")`, `Color(red: 0.2, …)`.
/// Holds no syntax node, so project facts can keep it; ``ColorResolver`` turns it into colours with what the project
/// knows (asset catalogs, colour constants).
package indirect enum ColorSpec: Hashable, Sendable {
  /// A colour given by its components.
  case literal(RGBAColor, name: String)
  /// A SwiftUI `Color` member (`.red`, `Color.white`), or a member the project declares (`.brand`).
  case swiftUI(String)
  /// A `UIColor` class member (`.systemRed`, `UIColor.red`).
  case uiKit(String)
  /// An asset catalog colour (`Color("Brand")`, `UIColor(named: "Brand")`).
  case asset(String)
  /// A static member of another type (`Theme.accent`).
  case qualified(String)
  /// `Color.clear`: nothing drawn.
  case clear
  /// A colour with its opacity multiplied (`.blue.opacity(0.5)`).
  case withOpacity(ColorSpec, Double)
  /// One of several colours, picked at run time (`isOn ? .green : .gray`).
  case choice([ColorSpec])
  /// One colour in light appearance, another in dark (`colorScheme == .dark ? .white : .black`).
  case byAppearance(light: ColorSpec, dark: ColorSpec)
  /// One colour with Increase Contrast off, another with it on (`colorSchemeContrast == .increased ? .black : .gray`).
  case byContrast(standard: ColorSpec, increased: ColorSpec)
}

extension ExprSyntax {
  /// What this expression says as a SwiftUI colour or shape style, or nil when it is not a colour the tool can read
  /// (a variable, a gradient, `.secondary`, a material).
  package var colorSpec: ColorSpec? {
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.expression.colorSpec
    }
    if let conditional {
      guard let first = conditional.then.colorSpec, let second = conditional.otherwise.colorSpec else { return nil }
      switch conditional.setting {
      case (.colorScheme, let thenIsOn)?:
        return thenIsOn ? .byAppearance(light: second, dark: first) : .byAppearance(light: first, dark: second)
      case (.increasedContrast, let thenIsOn)?:
        return thenIsOn
          ? .byContrast(standard: second, increased: first) : .byContrast(standard: first, increased: second)
      case nil:
        return .choice([first, second])
      }
    }
    if let access = self.as(MemberAccessExprSyntax.self) {
      return access.colorMemberSpec(in: .swiftUI)
    }
    guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
    return call.colorCallSpec(in: .swiftUI)
  }

  /// What this expression says as a `UIColor` (inside `Color(…)`, `Color(uiColor:)`), or nil.
  package var uiColorSpec: ColorSpec? {
    if let access = self.as(MemberAccessExprSyntax.self) { return access.colorMemberSpec(in: .uiKit) }
    guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
    return call.colorCallSpec(in: .uiKit)
  }

  /// The value of a number written as a literal or as literals multiplied and divided (`51 / 255`, `0xE7 / 255.0`).
  package var constantNumber: Double? {
    if let value = numericLiteralValue { return value }
    if let integer = self.as(IntegerLiteralExprSyntax.self) { return integer.hexadecimalValue.map(Double.init) }
    guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count % 2 == 1, var value = elements[0].constantNumber else { return nil }
    for index in stride(from: 1, to: elements.count, by: 2) {
      guard let operation = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
        let operand = elements[index + 1].constantNumber
      else { return nil }
      switch operation {
      case "/" where operand != 0: value /= operand
      case "*": value *= operand
      default: return nil
      }
    }
    return value
  }
}

/// `condition ? then : otherwise`, folded or as the parser leaves it (a sequence of unfolded operators whose one
/// ternary comes last but one).
package struct ConditionalExpression {
  /// The parts of the condition (`status`, `==`, `.online`).
  package var condition: [ExprSyntax]
  package var then: ExprSyntax
  package var otherwise: ExprSyntax

  /// The condition as written, on one line.
  package var conditionText: String {
    condition.map(\.trimmedDescription).joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
  }

  /// The display setting the condition alone tests, and whether `then` is the branch with it on (dark appearance,
  /// Increase Contrast): `colorScheme == .dark`, `colorSchemeContrast != .standard`,
  /// `UIAccessibility.isDarkerSystemColorsEnabled`; nil for other conditions and for conditions combining more.
  package var setting: (DisplaySetting, Bool)? {
    let tokens = condition.flatMap { $0.tokens(viewMode: .sourceAccurate) }.map(\.text)
    guard !tokens.contains("&&"), !tokens.contains("||") else { return nil }
    let negated = tokens.contains("!=") || tokens.first == "!"
    if tokens.contains("colorSchemeContrast") || tokens.contains(where: { $0.hasSuffix("DarkerSystemColorsEnabled") }) {
      if tokens.contains("standard") { return (.increasedContrast, negated) }
      return (.increasedContrast, !negated)
    }
    guard tokens.contains("colorScheme") else { return nil }
    if tokens.contains("dark") { return (.colorScheme, !negated) }
    if tokens.contains("light") { return (.colorScheme, negated) }
    return nil
  }
}

/// A display setting a colour may follow.
package enum DisplaySetting {
  /// Light or dark appearance: on is dark.
  case colorScheme
  /// Increase Contrast.
  case increasedContrast
}

extension ExprSyntax {
  /// This expression as `condition ? then : otherwise`, or nil when it is not one.
  package var conditional: ConditionalExpression? {
    if let ternary = self.as(TernaryExprSyntax.self) {
      return ConditionalExpression(
        condition: [ternary.condition], then: ternary.thenExpression, otherwise: ternary.elseExpression)
    }
    guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, let marker = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
      !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
    else { return nil }
    return ConditionalExpression(
      condition: Array(elements.dropLast(2)), then: marker.thenExpression, otherwise: elements[elements.count - 1])
  }
}

extension IntegerLiteralExprSyntax {
  /// The value of a hexadecimal literal (`0xE7`), or nil for other literals.
  package var hexadecimalValue: Int? {
    let text = literal.text.filter { $0 != "_" }
    guard text.hasPrefix("0x") else { return Int(text) }
    return Int(text.dropFirst(2), radix: 16)
  }
}

/// Which colour type an expression builds: member names and initialisers differ (`Color.red` is the system red,
/// `UIColor.red` pure #FF0000).
package enum ColorLanguage {
  case swiftUI
  case uiKit
}

extension MemberAccessExprSyntax {
  /// `.red`, `Color.red`, `UIColor.systemRed`, `Theme.accent`, `.blue.opacity(0.5)`'s base.
  fileprivate func colorMemberSpec(in language: ColorLanguage) -> ColorSpec? {
    let name = declName.baseName.text
    guard let base else {
      if name == "clear" { return .clear }
      return language == .swiftUI ? .swiftUI(name) : .uiKit(name)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else {
      if let qualified = base.as(MemberAccessExprSyntax.self), qualified.base?.is(DeclReferenceExprSyntax.self) == true,
        qualified.trimmedDescription.first?.isUppercase == true
      {
        return .qualified(qualified.trimmedDescription + "." + name)
      }
      return nil
    }
    switch reference.baseName.text {
    case "Color" where name == "clear", "UIColor" where name == "clear": return .clear
    case "Color": return .swiftUI(name)
    case "UIColor": return .uiKit(name)
    case let type where type.startsUppercase && type != "Self": return .qualified(type + "." + name)
    default: return nil
    }
  }
}

extension FunctionCallExprSyntax {
  /// `Color(…)`, `UIColor(…)` or `colour.opacity(…)`.
  fileprivate func colorCallSpec(in language: ColorLanguage) -> ColorSpec? {
    if let access = calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
      ["opacity", "withAlphaComponent"].contains(access.declName.baseName.text),
      arguments.count == 1, let opacity = arguments.first?.expression.constantNumber,
      let color = language == .swiftUI ? base.colorSpec : base.uiColorSpec
    {
      return .withOpacity(color, opacity)
    }
    switch colorTypeName {
    case "Color": return swiftUIColorSpec
    case "UIColor": return uiColorInitialiserSpec
    default: return nil
    }
  }

  /// `Color` for `Color(…)`, `SwiftUI.Color(…)` and `Color.init(…)`; `UIColor` likewise.
  private var colorTypeName: String? {
    var called = calledExpression
    if let access = called.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
      let base = access.base
    {
      called = base
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let access = called.as(MemberAccessExprSyntax.self),
      ["SwiftUI", "UIKit"].contains(access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text)
    {
      return access.declName.baseName.text
    }
    return nil
  }

  /// The colour a SwiftUI `Color` initialiser builds.
  private var swiftUIColorSpec: ColorSpec? {
    let labels = arguments.map { $0.label?.text }
    if let first = firstUnlabeledArgument {
      if let name = first.plainStringLiteral, first.is(StringLiteralExprSyntax.self) {
        return labels.dropFirst().allSatisfy({ $0 == "bundle" }) ? .asset(name) : nil
      }
      if let space = first.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ["sRGB", "sRGBLinear", "displayP3"].contains(space), arguments.count > 1
      {
        return componentSpec(space: space, skippingFirst: true)
      }
      return arguments.count == 1 ? first.uiColorSpec : nil
    }
    if let uiColor = argument(labelled: "uiColor") ?? argument(labelled: "nsColor"), arguments.count == 1 {
      return uiColor.uiColorSpec
    }
    if let hex = argument(labelled: "hex") ?? argument(labelled: "hexString"), arguments.count == 1 {
      return hex.hexColorSpec
    }
    return componentSpec(space: "sRGB", skippingFirst: false)
  }

  /// The colour a `UIColor` initialiser builds.
  private var uiColorInitialiserSpec: ColorSpec? {
    if let named = argument(labelled: "named"), let name = named.plainStringLiteral, arguments.count == 1 {
      return .asset(name)
    }
    if let hex = argument(labelled: "hex") ?? argument(labelled: "hexString"), arguments.count == 1 {
      return hex.hexColorSpec
    }
    if argument(labelled: "displayP3Red") != nil {
      return componentSpec(space: "displayP3", skippingFirst: false)
    }
    return componentSpec(space: "sRGB", skippingFirst: false)
  }

  /// A colour given by components: `red:green:blue:`, `white:`, `hue:saturation:brightness:` and an opacity
  /// (`opacity:` or `alpha:`), in the colour space named.
  private func componentSpec(space: String, skippingFirst: Bool) -> ColorSpec? {
    var values: [String: Double] = [:]
    for argument in arguments.dropFirst(skippingFirst ? 1 : 0) {
      guard let label = argument.label?.text, let value = argument.expression.constantNumber else { return nil }
      values[label == "displayP3Red" ? "red" : label] = value
    }
    let alpha = values.removeValue(forKey: "opacity") ?? values.removeValue(forKey: "alpha") ?? 1
    let color: RGBAColor
    switch Set(values.keys) {
    case ["red", "green", "blue"]:
      let (red, green, blue) = (values["red"]!, values["green"]!, values["blue"]!)
      switch space {
      case "displayP3": color = RGBAColor(displayP3: red, green, blue, alpha: alpha)
      case "sRGBLinear": color = RGBAColor(linearRed: red, green: green, blue: blue, alpha: alpha)
      default: color = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
      }
    case ["white"] where space != "displayP3":
      let white = values["white"]!
      color =
        space == "sRGBLinear"
        ? RGBAColor(linearRed: white, green: white, blue: white, alpha: alpha) : RGBAColor(white: white, alpha: alpha)
    case ["hue", "saturation", "brightness"]:
      color = RGBAColor(
        hue: values["hue"]!, saturation: values["saturation"]!, brightness: values["brightness"]!, alpha: alpha)
    default:
      return nil
    }
    return .literal(color, name: color.hex)
  }
}

extension ExprSyntax {
  /// `"#1E90FF"`, `"1E90FF"` or `0x1E90FF`: six hexadecimal digits as an sRGB colour (what the `Color(hex:)`
  /// initialisers apps declare read); other lengths are not read, their byte order varies between apps.
  fileprivate var hexColorSpec: ColorSpec? {
    var digits: Substring
    if let text = plainStringLiteral, self.is(StringLiteralExprSyntax.self) {
      digits = Substring(text)
      if digits.hasPrefix("#") {
        digits = digits.dropFirst()
      } else if digits.hasPrefix("0x") {
        digits = digits.dropFirst(2)
      }
    } else if let integer = self.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") {
      digits = integer.literal.text.filter { $0 != "_" }.dropFirst(2)
    } else {
      return nil
    }
    guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
    let color = RGBAColor(bytes: value >> 16, (value >> 8) & 0xFF, value & 0xFF)
    return .literal(color, name: color.hex)
  }
}
