import Foundation

/// A colour as the screen composes it: gamma-encoded sRGB components (0…1; extended sRGB may leave that range) and
/// an opacity.
package struct RGBAColor: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 8-bit components (`RGBAColor(bytes: 0, 122, 255)`).
  package init(bytes red: Int, _ green: Int, _ blue: Int) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
  }

  /// A grey of `white` (0 black … 1 white).
  package init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour given by hue, saturation and brightness (0…1 each), as `Color(hue:saturation:brightness:)` takes them.
  package init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let hue = (hue - hue.rounded(.down)) * 6
    let sector = Int(hue.rounded(.down)) % 6
    let fraction = hue - hue.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (Double, Double, Double) =
      switch sector {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The sRGB colour of Display P3 components (Apple's `displayP3` colour space): the same light, so the same
  /// luminance, with components outside 0…1 when the colour is outside sRGB.
  package init(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
    let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
    self.init(
      red: Self.encoded(1.224_940_2 * r - 0.224_940_4 * g),
      green: Self.encoded(-0.042_056_9 * r + 1.042_057_1 * g),
      blue: Self.encoded(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b),
      alpha: alpha)
  }

  /// The sRGB colour of linear sRGB components (`Color(.sRGBLinear, …)`).
  package init(linearRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: alpha)
  }

  /// `#RRGGBB`, for messages (with the opacity when it is not 1).
  package var hex: String {
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(clamped, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    let opacity = alpha < 1 ? " at \(Int((alpha * 100).rounded()))% opacity" : ""
    return "#" + byte(red) + byte(green) + byte(blue) + opacity
  }

  /// Whether the colour hides nothing behind it.
  package var isOpaque: Bool { alpha >= 0.999 }

  /// This colour with its opacity multiplied by `opacity`.
  package func withOpacity(_ opacity: Double) -> RGBAColor {
    var result = self
    result.alpha *= min(max(opacity, 0), 1)
    return result
  }

  /// This colour drawn over the opaque `background`, blended as the system composes sRGB layers.
  package func over(_ background: RGBAColor) -> RGBAColor {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBAColor(
      red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
      alpha: 1)
  }

  /// WCAG 2.2 relative luminance: the sRGB components linearised (divided by 12.92 up to 0.04045, else raised
  /// `((c + 0.055) / 1.055) ^ 2.4`), weighted 0.2126 R + 0.7152 G + 0.0722 B.
  package var relativeLuminance: Double {
    0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
  }

  /// WCAG 2.2 contrast ratio with `other`: (L1 + 0.05) / (L2 + 0.05), the lighter's luminance L1 on top; from 1 to 21.
  package func contrastRatio(with other: RGBAColor) -> Double {
    let (first, second) = (relativeLuminance, other.relativeLuminance)
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// An sRGB component linearised (sign kept, for extended components).
  package static func linear(_ component: Double) -> Double {
    let magnitude = abs(component)
    let value = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return component < 0 ? -value : value
  }

  /// A linear component gamma-encoded as sRGB (sign kept).
  package static func encoded(_ component: Double) -> Double {
    let magnitude = abs(component)
    let value = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return component < 0 ? -value : value
  }
}

/// A colour in light and dark appearance, each with Increase Contrast off and on, with the words findings use for it.
package struct AppearanceColor: Hashable, Sendable {
  /// How a finding names it: `.blue`, `Color("Brand")`, `#1E90FF`.
  package var name: String
  package var light: RGBAColor
  package var dark: RGBAColor
  /// The colour in light appearance with Increase Contrast on (``light`` when the colour has no such variant).
  package var increasedLight: RGBAColor
  /// The colour in dark appearance with Increase Contrast on (``dark`` when the colour has no such variant).
  package var increasedDark: RGBAColor
  /// Whether the project chose the Increase Contrast colours (a colour set's high-contrast variant, a
  /// `colorSchemeContrast` condition), rather than taking the system's accessible values: only then is a site judged
  /// with Increase Contrast on, since the system's palette is no choice the team made.
  package var designsIncreasedContrast = false

  /// The same colour in every appearance.
  package init(name: String, fixed color: RGBAColor) {
    self.init(name: name, light: color, dark: color)
  }

  /// A colour whose Increase Contrast variants are `increasedLight` and `increasedDark`, or its light and dark
  /// colours when nil.
  package init(
    name: String, light: RGBAColor, dark: RGBAColor, increasedLight: RGBAColor? = nil, increasedDark: RGBAColor? = nil
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.increasedLight = increasedLight ?? light
    self.increasedDark = increasedDark ?? dark
  }

  /// The same colours under another name.
  package func named(_ name: String) -> AppearanceColor {
    var renamed = self
    renamed.name = name
    return renamed
  }

  /// The colour in `appearance` with Increase Contrast off.
  package func color(in appearance: Appearance) -> RGBAColor { color(in: ViewingCondition(appearance)) }

  /// The colour in `condition`.
  package func color(in condition: ViewingCondition) -> RGBAColor {
    switch (condition.appearance, condition.increasedContrast) {
    case (.light, false): light
    case (.dark, false): dark
    case (.light, true): increasedLight
    case (.dark, true): increasedDark
    }
  }

  /// This colour with its opacity multiplied by `opacity` in every appearance.
  package func withOpacity(_ opacity: Double) -> AppearanceColor {
    var faded = AppearanceColor(
      name: "\(name) at \(Int((opacity * 100).rounded()))% opacity", light: light.withOpacity(opacity),
      dark: dark.withOpacity(opacity), increasedLight: increasedLight.withOpacity(opacity),
      increasedDark: increasedDark.withOpacity(opacity))
    faded.designsIncreasedContrast = designsIncreasedContrast
    return faded
  }

  /// `standard`'s colours where Increase Contrast is off and `increased`'s where it is on (`contrast == .increased ?
  /// .black : .gray`).
  package static func byContrast(standard: AppearanceColor, increased: AppearanceColor) -> AppearanceColor {
    var combined = AppearanceColor(
      name: "\(standard.name), \(increased.name) with Increase Contrast", light: standard.light, dark: standard.dark,
      increasedLight: increased.increasedLight, increasedDark: increased.increasedDark)
    combined.designsIncreasedContrast = true
    return combined
  }

  /// `light`'s colours in light appearance and `dark`'s in dark (`colorScheme == .dark ? .white : .black`).
  package static func byAppearance(light: AppearanceColor, dark: AppearanceColor) -> AppearanceColor {
    var combined = AppearanceColor(
      name: "\(light.name) in light, \(dark.name) in dark", light: light.light, dark: dark.dark,
      increasedLight: light.increasedLight, increasedDark: dark.increasedDark)
    combined.designsIncreasedContrast = light.designsIncreasedContrast || dark.designsIncreasedContrast
    return combined
  }
}

/// The system appearance a colour is seen in.
package enum Appearance: String, CaseIterable, Sendable {
  case light
  case dark
}

/// What a person sees a colour in: an appearance, with Settings > Accessibility > Display & Text Size > Increase
/// Contrast off or on (`colorSchemeContrast == .increased`, which picks colour sets' high-contrast variants and the
/// system colours' accessible values).
package struct ViewingCondition: Hashable, Sendable, CustomStringConvertible {
  package var appearance: Appearance
  package var increasedContrast = false

  package init(_ appearance: Appearance, increasedContrast: Bool = false) {
    self.appearance = appearance
    self.increasedContrast = increasedContrast
  }

  /// Both contrast settings of each of `appearances`, standard first.
  package static func all(in appearances: [Appearance] = Appearance.allCases) -> [ViewingCondition] {
    appearances.flatMap { [ViewingCondition($0), ViewingCondition($0, increasedContrast: true)] }
  }

  /// The same appearance with Increase Contrast off.
  package var standard: ViewingCondition { ViewingCondition(appearance) }

  /// `dark` or `dark, Increase Contrast`, as lists print it.
  package var description: String {
    increasedContrast ? "\(appearance.rawValue), Increase Contrast" : appearance.rawValue
  }

  /// `dark` or `dark with Increase Contrast`, as a finding's message names it after a ratio.
  package var phrase: String {
    increasedContrast ? "\(appearance.rawValue) with Increase Contrast" : appearance.rawValue
  }
}

extension Double {
  /// This WCAG contrast ratio as findings print it: two decimals, rounded down so that a failing ratio never reads as
  /// its threshold (4.499 is `4.49:1`).
  package var contrastRatioText: String {
    let hundredths = Int((self * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }
}
