import A11yAuditModel
import Foundation

/// The colour sets of the project's asset catalogs (`*.xcassets/**/*.colorset/Contents.json`), by the name code gives
/// them (`Color("Brand")`, `Color("header/Sky Start")` inside a folder that provides a namespace).
///
/// Each colour keeps its light and dark appearance: the `any` entry, overridden by `luminosity` `light` and `dark`
/// entries (`universal` idiom first, else the iPhone's), each with its `contrast` `high` variant for Increase
/// Contrast (the appearance's own, else the `any` one's, else the standard colour). Components are read as
/// Xcode writes them (`"0.880"`, `"0xE7"`, `"231"`), in `srgb`, `extended-srgb`, `display-p3` (converted to sRGB)
/// or the grey spaces; an entry that `reference`s a system colour (`systemIndigoColor`) takes that colour's values.
/// A colour missing an appearance, or using a space or a reference the tool does not know, is unknown.
package struct ColorAssetCatalog: ResourceFacts {
  /// One colour set.
  package struct Asset: Sendable {
    /// The name code uses.
    package var name: String
    /// The `.xcassets` folder holding it, relative to the root.
    package var catalog: String
    /// Its colours, nil when they cannot be known.
    package var color: AppearanceColor?
  }

  package static let fileNames = ["Contents.json"]

  /// Colour sets, and the folders of catalogs (whose own `Contents.json` may provide a namespace).
  package static func reads(_ file: String) -> Bool {
    let folders = file.split(separator: "/").dropLast()
    guard let parent = folders.last, folders.dropLast().contains(where: { $0.hasSuffix(".xcassets") }) else {
      return false
    }
    return parent.hasSuffix(".colorset") || !parent.contains(".")
  }

  /// The colour sets by name, in path order.
  package private(set) var assets: [String: [Asset]] = [:]
  package private(set) var problems: [ScanProblem] = []

  package init(files: [ResourceFile]) {
    var namespaces: Set<String> = []
    var colorSets: [(file: ResourceFile, json: [String: Any])] = []
    for file in files {
      guard let object = try? JSONSerialization.jsonObject(with: Data(file.bytes)), let json = object as? [String: Any]
      else {
        problems.append(ScanProblem(file: file.file, message: "not valid JSON; its colours are not read"))
        continue
      }
      if file.folders.last?.hasSuffix(".colorset") == true {
        colorSets.append((file, json))
      } else if (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true {
        namespaces.insert(file.folders.joined(separator: "/"))
      }
    }
    for (file, json) in colorSets {
      let folders = file.folders
      guard let catalogIndex = folders.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
      var name = ""
      for index in (catalogIndex + 1)..<(folders.count - 1)
      where namespaces.contains(folders[...index].joined(separator: "/")) {
        name += folders[index] + "/"
      }
      name += folders[folders.count - 1].dropLast(".colorset".count)
      let asset = Asset(
        name: name, catalog: folders[...catalogIndex].joined(separator: "/"),
        color: Self.color(named: name, json: json))
      assets[name, default: []].append(asset)
    }
  }

  /// The light and dark colours of a colour set's JSON, and their high-contrast variants.
  private static func color(named name: String, json: [String: Any]) -> AppearanceColor? {
    let entries = (json["colors"] as? [[String: Any]] ?? []).filter { entry in
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      return appearances.allSatisfy { ["luminosity", "contrast"].contains($0["appearance"] as? String) }
    }
    let idioms = Set(entries.compactMap { $0["idiom"] as? String })
    let idiom =
      idioms.contains("universal") ? "universal" : idioms.contains("iphone") ? "iphone" : idioms.sorted().first
    func entry(_ luminosity: String?, highContrast: Bool) -> [String: Any]? {
      entries.first { entry in
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        let value = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        let isHigh = appearances.contains {
          $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high"
        }
        return entry["idiom"] as? String == idiom && value == luminosity && isHigh == highContrast
      }
    }
    let any = entry(nil, highContrast: false)
    let anyHigh = entry(nil, highContrast: true)
    guard let lightEntry = entry("light", highContrast: false) ?? any,
      let darkEntry = entry("dark", highContrast: false) ?? any,
      let light = Self.color(lightEntry["color"], in: ViewingCondition(.light)),
      let dark = Self.color(darkEntry["color"], in: ViewingCondition(.dark))
    else { return nil }
    // With Increase Contrast on, the high-contrast entry of the appearance, else the "any" one when the set has no
    // entry of its own for the appearance, else the standard colour.
    func increased(_ appearance: Appearance, standard: RGBAColor) -> RGBAColor? {
      let own = entry(appearance.rawValue, highContrast: false) != nil
      guard let high = entry(appearance.rawValue, highContrast: true) ?? (own ? nil : anyHigh) else { return standard }
      return Self.color(high["color"], in: ViewingCondition(appearance, increasedContrast: true))
    }
    guard let increasedLight = increased(.light, standard: light), let increasedDark = increased(.dark, standard: dark)
    else { return nil }
    var color = AppearanceColor(
      name: "Color(\"\(name)\")", light: light, dark: dark, increasedLight: increasedLight,
      increasedDark: increasedDark)
    color.designsIncreasedContrast =
      anyHigh != nil
      || entries.contains { entry in
        (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "contrast" }
      }
    return color
  }

  /// One entry's colour in `condition` (a system colour reference differs by appearance and contrast).
  private static func color(_ value: Any?, in condition: ViewingCondition) -> RGBAColor? {
    guard let color = value as? [String: Any] else { return nil }
    if let reference = color["reference"] as? String {
      return SystemColors.catalogReference(reference)?.color(in: condition)
    }
    guard let components = color["components"] as? [String: Any] else { return nil }
    func component(_ key: String, isAlpha: Bool = false) -> Double? {
      guard let raw = components[key] else { return nil }
      if let number = raw as? Double { return number }
      guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let number = Double(text) else { return nil }
      return text.contains(".") || isAlpha ? number : number / 255
    }
    let alpha = component("alpha", isAlpha: true) ?? 1
    let space = color["color-space"] as? String ?? "srgb"
    if space == "gray-gamma-22" || space == "extended-gray" {
      guard let white = component("white") else { return nil }
      return space == "gray-gamma-22"
        ? RGBAColor(linearRed: pow(white, 2.2), green: pow(white, 2.2), blue: pow(white, 2.2), alpha: alpha)
        : RGBAColor(white: white, alpha: alpha)
    }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
    switch space {
    case "srgb", "extended-srgb": return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    case "display-p3": return RGBAColor(displayP3: red, green, blue, alpha: alpha)
    case "extended-linear-srgb": return RGBAColor(linearRed: red, green: green, blue: blue, alpha: alpha)
    default: return nil
    }
  }

  /// The colour set `name` as code in `file` sees it: the one definition, or the one in the catalog nearest the file
  /// (sharing the longest folder path) when several catalogs define the name; nil when unknown or ambiguous.
  package func color(named name: String, from file: String) -> AppearanceColor? {
    guard let candidates = assets[name], !candidates.isEmpty else { return nil }
    let colors = Set(candidates.map(\.color))
    if colors.count == 1 { return colors.first! }
    let folders = file.split(separator: "/").dropLast()
    func shared(_ asset: Asset) -> Int {
      zip(folders, asset.catalog.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }
    let best = candidates.map(shared).max() ?? 0
    let nearest = Set(candidates.filter { shared($0) == best }.map(\.color))
    return nearest.count == 1 ? nearest.first! : nil
  }

  /// The colour sets whose Xcode-generated symbol is `symbol` (`barWork` for `BarWork`, `accent` for
  /// `AccentColor`), outside namespaces.
  package func names(generatingSymbol symbol: String) -> [String] {
    assets.keys.filter { !$0.contains("/") && Self.generatedSymbol(of: $0) == symbol }.sorted()
  }

  /// The member Xcode generates for a colour set (Xcode 15 asset symbols): words joined in lower camel case, a
  /// trailing `Color` dropped, a leading digit prefixed with `_`.
  package static func generatedSymbol(of name: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard !words.isEmpty else { return "" }
    var joined = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if joined.hasSuffix("Color"), joined.count > 5 { joined.removeLast(5) }
    let leadingCapitals = joined.prefix { $0.isUppercase }.count
    let lowered: String
    if leadingCapitals > 1, leadingCapitals < joined.count {
      lowered = joined.prefix(leadingCapitals - 1).lowercased() + joined.dropFirst(leadingCapitals - 1)
    } else if leadingCapitals > 1 {
      lowered = joined.lowercased()
    } else {
      lowered = joined.prefix(1).lowercased() + joined.dropFirst()
    }
    return lowered.first?.isNumber == true ? "_" + lowered : lowered
  }
}
