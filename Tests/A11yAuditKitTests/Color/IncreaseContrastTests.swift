import Testing

@testable import A11yAuditKit

/// Increase Contrast: colour sets' high-contrast variants and `colorSchemeContrast` conditions are judged in their own
/// appearance, and a finding names the appearance that fails.
@Suite struct IncreaseContrastTests {
  /// A grey colour set: `light`/`dark` components, and optional high-contrast ones.
  static func colorSet(light: String, dark: String, highLight: String? = nil, highDark: String? = nil) -> String {
    func entry(_ grey: String, _ appearances: [(String, String)]) -> String {
      let list = appearances.map { "{ \"appearance\" : \"\($0.0)\", \"value\" : \"\($0.1)\" }" }.joined(separator: ", ")
      return """
        { "appearances" : [ \(list) ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", \
        "blue" : "\(grey)", "green" : "\(grey)", "red" : "\(grey)" } }, "idiom" : "universal" }
        """
    }
    var entries = [entry(light, []), entry(dark, [("luminosity", "dark")])]
    if let highLight { entries.append(entry(highLight, [("contrast", "high")])) }
    if let highDark { entries.append(entry(highDark, [("luminosity", "dark"), ("contrast", "high")])) }
    return "{ \"colors\" : [ \(entries.joined(separator: ",\n")) ] }"
  }

  static let badge = """
    struct Badge: View {
      var body: some View { Text("New").foregroundStyle(Color("Ink")).background(Color("Paper")) }
    }
    """

  static func findings(ink: String, paper: String = colorSet(light: "1.000", dark: "0.000")) -> [Finding] {
    Scanner(rules: [InsufficientContrastRule.self]).scan(
      sources: [(file: "Badge.swift", text: badge)],
      resources: [
        ResourceFile(file: "Assets.xcassets/Ink.colorset/Contents.json", text: ink),
        ResourceFile(file: "Assets.xcassets/Paper.colorset/Contents.json", text: paper),
      ]
    ).findings
  }

  @Test func aHighContrastVariantThatFailsIsReportedForThatAppearanceAlone() throws {
    // Black on white and white on black pass; the dark high-contrast ink (0.25) on black does not.
    let findings = Self.findings(ink: Self.colorSet(light: "0.000", dark: "1.000", highDark: "0.250"))

    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(!finding.passing)
    #expect(finding.message.contains("in dark appearance with Increase Contrast"), "\(finding.message)")
  }

  @Test func aHighContrastVariantThatHoldsLeavesTheSitePassing() {
    let findings = Self.findings(
      ink: Self.colorSet(light: "0.000", dark: "1.000", highLight: "0.000", highDark: "1.000"))

    #expect(findings.map(\.passing) == [true])
  }

  @Test func aStandardFailureNamesTheHighContrastAppearancesThatFailToo() throws {
    // Mid grey fails on white in light appearance; its light high-contrast variant (0.55) still fails, less.
    let findings = Self.findings(ink: Self.colorSet(light: "0.600", dark: "1.000", highLight: "0.550"))

    let message = try #require(findings.first?.message)
    #expect(message.contains("in light appearance ("), "\(message)")
    #expect(message.contains("in light with Increase Contrast"), "\(message)")
    #expect(!message.contains("dark"), "\(message)")
  }

  @Test func theSystemsAccessiblePaletteAloneIsNoFinding() {
    // White on the system blue passes 3:1 as large text in light and dark; Apple's accessible dark blue would not.
    let source = """
      struct Score: View {
        var body: some View { Text("12").font(.largeTitle).foregroundColor(.white).background(Color.blue) }
      }
      """
    let findings = Scanner(rules: [InsufficientContrastRule.self]).scan(source: source, file: "Score.swift")

    #expect(findings.map(\.passing) == [true])
  }

  @Test func aContrastConditionPicksItsBranchPerSettingAndASchemeConditionPerAppearance() {
    func passing(_ foreground: String, _ background: String = ".white") -> [Bool] {
      let source = """
        struct Caption: View {
          @Environment(\\.colorSchemeContrast) private var contrast
          @Environment(\\.colorScheme) private var colorScheme
          var body: some View { Text("Caption").foregroundStyle(\(foreground)).background(\(background)) }
        }
        """
      return Scanner(rules: [InsufficientContrastRule.self]).scan(source: source, file: "Caption.swift").map(\.passing)
    }

    #expect(passing("contrast == .increased ? .black : Color(white: 0.35)") == [true])
    #expect(passing("contrast == .increased ? Color(white: 0.7) : .black") == [false])
    #expect(passing("contrast != .standard ? Color(white: 0.7) : .black") == [false])
    #expect(passing("contrast == .standard ? Color(white: 0.7) : .black") == [false])
    #expect(
      passing("colorScheme == .dark ? .white : .black", "colorScheme == .dark ? Color.black : Color.white") == [true])
    #expect(
      passing("colorScheme == .light ? .white : .black", "colorScheme == .dark ? Color.black : Color.white") == [false])
    // Any other condition may pick either colour in any appearance.
    #expect(passing("isSelected ? .white : .black", "Color.white") == [false])
  }
}
