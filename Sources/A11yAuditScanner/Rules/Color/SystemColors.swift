/// The colours of the system palettes that are the same wherever they are drawn: SwiftUI's named colours and their
/// UIKit counterparts, in light and dark appearance, and UIKit's fixed colours.
///
/// The adaptive values are Apple's documented defaults for iOS and iPadOS (Human Interface Guidelines, "Color",
/// system colours, iOS 13 to iOS 18, with the accessible values Increase Contrast switches to). Semantic colours whose value
/// depends on where they are drawn (`systemBackground` in a sheet, `secondaryLabel`'s translucency, the accent
/// colour) are not listed: a view using them has no statically known colour.
package enum SystemColors {
  /// SwiftUI `Color` members by name (`red` for `Color.red` and `.red`), with `primary` as the label colour.
  package static func swiftUI(_ name: String) -> AppearanceColor? {
    adaptive[name]?.named("." + name)
  }

  /// UIKit `UIColor` class members by name: the adaptive `systemRed`…, `label`, and the fixed `red` (pure
  /// #FF0000), `darkGray`, ….
  package static func uiKit(_ name: String) -> AppearanceColor? {
    if let fixed = uiKitFixed[name] { return AppearanceColor(name: "UIColor." + name, fixed: fixed) }
    let adaptiveName: String
    if name == "label" {
      adaptiveName = "primary"
    } else if name.hasPrefix("system"), name.count > 6 {
      adaptiveName = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
    } else {
      return nil
    }
    return adaptive[adaptiveName]?.named("UIColor." + name)
  }

  /// An asset catalog's `reference` to a system colour (`systemIndigoColor`, `labelColor`).
  package static func catalogReference(_ name: String) -> AppearanceColor? {
    guard name.hasSuffix("Color") else { return nil }
    return uiKit(String(name.dropLast(5)))?.named(name)
  }

  /// The adaptive colours by member name: light, dark, and the accessible light and dark values Increase Contrast
  /// uses.
  private static let adaptive: [String: AppearanceColor] = [
    "white": AppearanceColor(name: "white", fixed: RGBAColor(white: 1)),
    "black": AppearanceColor(name: "black", fixed: RGBAColor(white: 0)),
    "primary": AppearanceColor(name: "primary", light: RGBAColor(white: 0), dark: RGBAColor(white: 1)),
    "red": AppearanceColor(
      name: "red", light: RGBAColor(bytes: 255, 59, 48), dark: RGBAColor(bytes: 255, 69, 58),
      increasedLight: RGBAColor(bytes: 215, 0, 21), increasedDark: RGBAColor(bytes: 255, 105, 97)),
    "orange": AppearanceColor(
      name: "orange", light: RGBAColor(bytes: 255, 149, 0), dark: RGBAColor(bytes: 255, 159, 10),
      increasedLight: RGBAColor(bytes: 201, 52, 0), increasedDark: RGBAColor(bytes: 255, 179, 64)),
    "yellow": AppearanceColor(
      name: "yellow", light: RGBAColor(bytes: 255, 204, 0), dark: RGBAColor(bytes: 255, 214, 10),
      increasedLight: RGBAColor(bytes: 178, 80, 0), increasedDark: RGBAColor(bytes: 255, 212, 38)),
    "green": AppearanceColor(
      name: "green", light: RGBAColor(bytes: 52, 199, 89), dark: RGBAColor(bytes: 48, 209, 88),
      increasedLight: RGBAColor(bytes: 36, 138, 61), increasedDark: RGBAColor(bytes: 48, 219, 91)),
    "mint": AppearanceColor(
      name: "mint", light: RGBAColor(bytes: 0, 199, 190), dark: RGBAColor(bytes: 99, 230, 226),
      increasedLight: RGBAColor(bytes: 12, 129, 123), increasedDark: RGBAColor(bytes: 102, 212, 207)),
    "teal": AppearanceColor(
      name: "teal", light: RGBAColor(bytes: 48, 176, 199), dark: RGBAColor(bytes: 64, 200, 224),
      increasedLight: RGBAColor(bytes: 0, 130, 153), increasedDark: RGBAColor(bytes: 93, 230, 255)),
    "cyan": AppearanceColor(
      name: "cyan", light: RGBAColor(bytes: 50, 173, 230), dark: RGBAColor(bytes: 100, 210, 255),
      increasedLight: RGBAColor(bytes: 0, 113, 164), increasedDark: RGBAColor(bytes: 112, 215, 255)),
    "blue": AppearanceColor(
      name: "blue", light: RGBAColor(bytes: 0, 122, 255), dark: RGBAColor(bytes: 10, 132, 255),
      increasedLight: RGBAColor(bytes: 0, 64, 221), increasedDark: RGBAColor(bytes: 64, 156, 255)),
    "indigo": AppearanceColor(
      name: "indigo", light: RGBAColor(bytes: 88, 86, 214), dark: RGBAColor(bytes: 94, 92, 230),
      increasedLight: RGBAColor(bytes: 54, 52, 163), increasedDark: RGBAColor(bytes: 125, 122, 255)),
    "purple": AppearanceColor(
      name: "purple", light: RGBAColor(bytes: 175, 82, 222), dark: RGBAColor(bytes: 191, 90, 242),
      increasedLight: RGBAColor(bytes: 137, 68, 171), increasedDark: RGBAColor(bytes: 218, 143, 255)),
    "pink": AppearanceColor(
      name: "pink", light: RGBAColor(bytes: 255, 45, 85), dark: RGBAColor(bytes: 255, 55, 95),
      increasedLight: RGBAColor(bytes: 211, 15, 69), increasedDark: RGBAColor(bytes: 255, 100, 130)),
    "brown": AppearanceColor(
      name: "brown", light: RGBAColor(bytes: 162, 132, 94), dark: RGBAColor(bytes: 172, 142, 104),
      increasedLight: RGBAColor(bytes: 127, 101, 69), increasedDark: RGBAColor(bytes: 181, 148, 105)),
    "gray": AppearanceColor(
      name: "gray", light: RGBAColor(bytes: 142, 142, 147), dark: RGBAColor(bytes: 142, 142, 147),
      increasedLight: RGBAColor(bytes: 108, 108, 112), increasedDark: RGBAColor(bytes: 174, 174, 178)),
  ]

  private static let uiKitFixed: [String: RGBAColor] = [
    "white": RGBAColor(white: 1),
    "black": RGBAColor(white: 0),
    "gray": RGBAColor(white: 0.5),
    "darkGray": RGBAColor(white: 1 / 3),
    "lightGray": RGBAColor(white: 2 / 3),
    "red": RGBAColor(red: 1, green: 0, blue: 0),
    "green": RGBAColor(red: 0, green: 1, blue: 0),
    "blue": RGBAColor(red: 0, green: 0, blue: 1),
    "cyan": RGBAColor(red: 0, green: 1, blue: 1),
    "yellow": RGBAColor(red: 1, green: 1, blue: 0),
    "magenta": RGBAColor(red: 1, green: 0, blue: 1),
    "orange": RGBAColor(red: 1, green: 0.5, blue: 0),
    "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5),
    "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
  ]
}
