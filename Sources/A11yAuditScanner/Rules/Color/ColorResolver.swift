/// Turns the colour specs of one file into colours, with what the project knows: its asset catalogs
/// (``ColorAssetCatalog``), its colour constants (``ColorConstants``) and the system palettes (``SystemColors``).
package struct ColorResolver {
  /// What a colour expression resolves to.
  package enum Resolution: Equatable {
    /// The colours it may be (several for `isOn ? .green : .gray`).
    case colors([AppearanceColor])
    /// `Color.clear`: nothing is drawn.
    case clear
  }

  package let file: String
  package let catalog: ColorAssetCatalog
  package let constants: ColorConstants.Declared

  /// Shape styles that are no colour of an asset catalog, although a colour set may bear their name.
  private static let shapeStyleMembers: Set<String> = [
    "background", "foreground", "primary", "secondary", "tertiary", "quaternary", "quinary", "tint", "accentColor",
    "separator", "placeholder", "link", "fill", "selection", "windowBackground",
  ]

  /// What `spec` is in this file, or nil when some colour in it cannot be known.
  package func resolve(_ spec: ColorSpec) -> Resolution? {
    resolve(spec, depth: 0)
  }

  /// The colours `spec` may be, nil when unknown or clear.
  package func colors(_ spec: ColorSpec) -> [AppearanceColor]? {
    guard case .colors(let colors)? = resolve(spec) else { return nil }
    return colors
  }

  private func resolve(_ spec: ColorSpec, depth: Int) -> Resolution? {
    guard depth < 6 else { return nil }
    switch spec {
    case .literal(let color, let name):
      return .colors([AppearanceColor(name: name, fixed: color)])
    case .clear:
      return .clear
    case .swiftUI(let name):
      if let system = SystemColors.swiftUI(name) { return .colors([system]) }
      if let declared = constants.swiftUI[name] { return named(resolve(declared, depth: depth + 1), "." + name) }
      guard !Self.shapeStyleMembers.contains(name) else { return nil }
      let assets = catalog.names(generatingSymbol: name)
      guard assets.count == 1, let color = catalog.color(named: assets[0], from: file) else { return nil }
      return .colors([color.named("." + name)])
    case .uiKit(let name):
      if let system = SystemColors.uiKit(name) { return .colors([system]) }
      if let declared = constants.uiKit[name] { return named(resolve(declared, depth: depth + 1), "UIColor." + name) }
      return nil
    case .asset(let name):
      return catalog.color(named: name, from: file).map { .colors([$0]) }
    case .qualified(let name):
      guard let declared = constants.qualified[name] else { return nil }
      return named(resolve(declared, depth: depth + 1), name)
    case .withOpacity(let base, let opacity):
      switch resolve(base, depth: depth + 1) {
      case .colors(let colors)?: return .colors(colors.map { $0.withOpacity(opacity) })
      case .clear?: return .clear
      case nil: return nil
      }
    case .byAppearance(let light, let dark):
      return combined(light, dark, depth: depth, AppearanceColor.byAppearance(light:dark:))
    case .byContrast(let standard, let increased):
      return combined(standard, increased, depth: depth, AppearanceColor.byContrast(standard:increased:))
    case .choice(let options):
      var colors: [AppearanceColor] = []
      for option in options {
        guard case .colors(let more)? = resolve(option, depth: depth + 1) else { return nil }
        colors += more.filter { !colors.contains($0) }
      }
      return .colors(colors)
    }
  }

  /// Every colour `combine` makes of a colour of `first` and one of `second`; clear when both are.
  private func combined(
    _ first: ColorSpec, _ second: ColorSpec, depth: Int,
    _ combine: (AppearanceColor, AppearanceColor) -> AppearanceColor
  ) -> Resolution? {
    switch (resolve(first, depth: depth + 1), resolve(second, depth: depth + 1)) {
    case (.clear?, .clear?): return .clear
    case (.colors(let firsts)?, .colors(let seconds)?):
      return .colors(firsts.flatMap { one in seconds.map { combine(one, $0) } })
    default: return nil
    }
  }

  /// `resolution` with its one colour named as the code names it (`.brand`, not the asset behind it).
  private func named(_ resolution: Resolution?, _ name: String) -> Resolution? {
    guard case .colors(let colors)? = resolution, colors.count == 1 else { return resolution }
    return .colors([colors[0].named(name)])
  }
}

extension SourceFileContext {
  /// The colour resolver of this file, made once and shared by the colour rules.
  package var colorResolver: ColorResolver {
    cached(ColorResolver.self) { file in
      ColorResolver(
        file: file.file, catalog: file.project.resources.facts(ColorAssetCatalog.self),
        constants: file.projectFacts(ColorConstants.self).declared)
    }
  }
}
