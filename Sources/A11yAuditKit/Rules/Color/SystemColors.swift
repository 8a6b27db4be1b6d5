/// The colours of the system palettes that are the same wherever they are drawn: SwiftUI's named colours and their
/// UIKit counterparts, in light and dark appearance, and UIKit's fixed colours.
///
/// The adaptive values are Apple's documented defaults for iOS and iPadOS (Human Interface Guidelines, "Color",
/// system colours, iOS 13 to iOS 18; increased-contrast variants are not used). Semantic colours whose value
/// depends on where they are drawn (`systemBackground` in a sheet, `secondaryLabel`'s translucency, the accent
/// colour) are not listed: a view using them has no statically known colour.
enum SystemColors {
  /// SwiftUI `Color` members by name (`red` for `Color.red` and `.red`), with `primary` as the label colour.
  static func swiftUI(_ name: String) -> AppearanceColor? {
    adaptive[name].map { AppearanceColor(name: "." + name, light: $0.light, dark: $0.dark) }
  }

  /// UIKit `UIColor` class members by name: the adaptive `systemRed`…, `label`, and the fixed `red` (pure
  /// #FF0000), `darkGray`, ….
  static func uiKit(_ name: String) -> AppearanceColor? {
    if let fixed = uiKitFixed[name] { return AppearanceColor(name: "UIColor." + name, fixed: fixed) }
    let adaptiveName: String
    if name == "label" {
      adaptiveName = "primary"
    } else if name.hasPrefix("system"), name.count > 6 {
      adaptiveName = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
    } else {
      return nil
    }
    return adaptive[adaptiveName].map { AppearanceColor(name: "UIColor." + name, light: $0.light, dark: $0.dark) }
  }

  /// An asset catalog's `reference` to a system colour (`systemIndigoColor`, `labelColor`).
  static func catalogReference(_ name: String) -> AppearanceColor? {
    guard name.hasSuffix("Color") else { return nil }
    return uiKit(String(name.dropLast(5))).map { AppearanceColor(name: name, light: $0.light, dark: $0.dark) }
  }

  private static let adaptive: [String: (light: RGBAColor, dark: RGBAColor)] = [
    "white": (RGBAColor(white: 1), RGBAColor(white: 1)),
    "black": (RGBAColor(white: 0), RGBAColor(white: 0)),
    "primary": (RGBAColor(white: 0), RGBAColor(white: 1)),
    "red": (RGBAColor(bytes: 255, 59, 48), RGBAColor(bytes: 255, 69, 58)),
    "orange": (RGBAColor(bytes: 255, 149, 0), RGBAColor(bytes: 255, 159, 10)),
    "yellow": (RGBAColor(bytes: 255, 204, 0), RGBAColor(bytes: 255, 214, 10)),
    "green": (RGBAColor(bytes: 52, 199, 89), RGBAColor(bytes: 48, 209, 88)),
    "mint": (RGBAColor(bytes: 0, 199, 190), RGBAColor(bytes: 99, 230, 226)),
    "teal": (RGBAColor(bytes: 48, 176, 199), RGBAColor(bytes: 64, 200, 224)),
    "cyan": (RGBAColor(bytes: 50, 173, 230), RGBAColor(bytes: 100, 210, 255)),
    "blue": (RGBAColor(bytes: 0, 122, 255), RGBAColor(bytes: 10, 132, 255)),
    "indigo": (RGBAColor(bytes: 88, 86, 214), RGBAColor(bytes: 94, 92, 230)),
    "purple": (RGBAColor(bytes: 175, 82, 222), RGBAColor(bytes: 191, 90, 242)),
    "pink": (RGBAColor(bytes: 255, 45, 85), RGBAColor(bytes: 255, 55, 95)),
    "brown": (RGBAColor(bytes: 162, 132, 94), RGBAColor(bytes: 172, 142, 104)),
    "gray": (RGBAColor(bytes: 142, 142, 147), RGBAColor(bytes: 142, 142, 147)),
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
