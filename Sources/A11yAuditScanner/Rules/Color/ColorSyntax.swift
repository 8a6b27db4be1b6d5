import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The style a colour modifier applies (`.blue` in `.foregroundStyle(.blue)`, `.fill(.red)`, `.tint(.green)`), when
  /// it has a single style argument: nil for palettes (`.foregroundStyle(.white, .blue)`) and other arguments.
  package var singleStyleArgument: ExprSyntax? {
    guard arguments.count == 1, let first = arguments.first, first.label == nil, trailingClosure == nil else {
      return nil
    }
    return first.expression
  }

  /// The colour a `.background(…)` or `.listRowBackground(…)` modifier draws behind its view: a style
  /// (`.background(.blue)`, `.background(.blue, in: Capsule())`) or a view filled with one
  /// (`.background(Capsule().fill(.blue))`, `.background { Color.blue }`). Nil when it draws something else.
  package var backgroundColorSpec: ColorSpec? {
    if let closure = trailingClosure {
      guard arguments.allSatisfy({ $0.label?.text == "alignment" }), closure.statements.count == 1,
        let only = closure.statements.first?.item.as(ExprSyntax.self)
      else { return nil }
      return only.colorViewSpec
    }
    guard let first = arguments.first, first.label == nil else { return nil }
    guard arguments.dropFirst().allSatisfy({ ["in", "ignoresSafeAreaEdges"].contains($0.label?.text) }) else {
      return nil
    }
    return first.expression.colorSpec ?? first.expression.colorViewSpec
  }
}

extension ExprSyntax {
  /// The colour this view fills its frame with: `Color.blue`, `Color("Brand").ignoresSafeArea()`,
  /// `RoundedRectangle(cornerRadius: 8).fill(.blue)`. Nil for any other view, and when a modifier may change what is
  /// drawn or where (a frame, an offset, a mask, an overlay).
  package var colorViewSpec: ColorSpec? {
    guard let root = chainRootForColorView else { return nil }
    var spec: ColorSpec?
    let isShape: Bool
    if let call = root.as(FunctionCallExprSyntax.self), let type = call.constructedTypeName,
      Self.shapeTypes.contains(type)
    {
      isShape = true
    } else {
      isShape = false
      guard let color = root.colorSpec, root.isColorTyped else { return nil }
      spec = color
    }
    for modifier in root.appliedModifiers {
      guard let name = modifier.viewModifierName else { return nil }
      switch name {
      case "fill", "foregroundColor", "foregroundStyle":
        guard isShape, spec == nil, let style = modifier.singleStyleArgument?.colorSpec else { return nil }
        spec = style
      case "opacity":
        guard let opacity = modifier.singleStyleArgument?.constantNumber, let current = spec else { return nil }
        spec = .withOpacity(current, opacity)
      case "ignoresSafeArea", "edgesIgnoringSafeArea", "cornerRadius", "clipShape", "clipped", "shadow",
        "containerShape", "contentShape", "accessibilityHidden":
        continue
      default:
        return nil
      }
    }
    return spec
  }

  /// The view the chain this expression ends starts from (the expression itself when it has no modifier).
  private var chainRootForColorView: ExprSyntax? {
    guard let call = self.as(FunctionCallExprSyntax.self), call.viewModifierName != nil else { return self }
    return call.viewChainRoot
  }

  /// Whether this colour expression names a `Color` value rather than a bare shape style (`Color.blue`,
  /// `Color("Brand")`, not `.blue`, which is no view).
  fileprivate var isColorTyped: Bool {
    if let access = self.as(MemberAccessExprSyntax.self) { return access.base != nil }
    return self.is(FunctionCallExprSyntax.self)
  }

  /// Shapes that fill their frame with their fill or foreground style.
  package static let shapeTypes: Set<String> = [
    "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
  ]
}

/// The size class WCAG gives text: large text (at least 18 pt, or 14 pt bold) needs 3:1 instead of 4.5:1.
package enum TextSize: Equatable {
  case regular
  case large
  /// A font the tool cannot measure (a variable, a project font helper).
  case unknown

  /// The size class of text `points` big, bold or not.
  package init(points: Double, bold: Bool) {
    self = points >= 18 || (points >= 14 && bold) ? .large : .regular
  }
}

/// What a `.font(…)` argument says about size and weight.
package struct FontReading: Equatable {
  /// Points at the default (Large) text size, nil when unknown.
  package var points: Double?
  package var bold: Bool

  /// Weights WCAG counts as bold.
  package static let boldWeights: Set<String> = ["bold", "heavy", "black"]

  /// `.title`, `.system(size: 20, weight: .bold)`, `.custom("Inter", size: 15)`, `.headline.bold()`, `Font.body`.
  package init?(_ expression: ExprSyntax) {
    var current = expression
    var bold = false
    while let call = current.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(
        MemberAccessExprSyntax.self), let base = access.base,
      !(base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font")
    {
      switch access.declName.baseName.text {
      case "bold": bold = true
      case "weight":
        if let weight = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
          bold = Self.boldWeights.contains(weight)
        }
      case "italic", "monospacedDigit", "smallCaps", "leading", "monospaced", "width": break
      default: return nil
      }
      current = base
    }
    if let access = current.as(MemberAccessExprSyntax.self) {
      guard access.base == nil || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" else {
        return nil
      }
      guard let points = Self.points(ofStyle: access.declName.baseName.text) else { return nil }
      self.init(points: points, bold: bold)
      return
    }
    guard let call = current.as(FunctionCallExprSyntax.self), ["system", "custom"].contains(call.calledName) else {
      return nil
    }
    if let weight = call.argument(labelled: "weight")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
      bold = bold || Self.boldWeights.contains(weight)
    }
    if let size = call.argument(labelled: "size")?.constantNumber {
      self.init(points: size, bold: bold)
    } else if let style = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      call.calledName == "system", let points = Self.points(ofStyle: style)
    {
      self.init(points: points, bold: bold)
    } else {
      return nil
    }
  }

  package init(points: Double?, bold: Bool) {
    self.points = points
    self.bold = bold
  }

  /// A text style's size at the default text size (Apple HIG, Typography); the headline is 17 pt.
  package static func points(ofStyle style: String) -> Double? {
    if style == "headline" { return 17 }
    return SemanticTextStyle.defaultSizes.first { $0.style == style }?.size
  }
}

extension FunctionCallExprSyntax {
  /// The appearance a `.preferredColorScheme(.dark)`, `.colorScheme(.dark)` or `.environment(\.colorScheme, .dark)`
  /// modifier fixes for the views it applies to, nil for other calls or a scheme read from a variable.
  package var fixedAppearance: Appearance? {
    let value: ExprSyntax?
    switch viewModifierName {
    case "preferredColorScheme", "colorScheme": value = firstUnlabeledArgument
    case "environment":
      guard arguments.count == 2, arguments.first?.expression.trimmedDescription == "\\.colorScheme" else { return nil }
      value = arguments.last?.expression
    default: return nil
    }
    guard let name = value?.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
    return Appearance(rawValue: name)
  }
}
