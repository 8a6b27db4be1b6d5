import Testing

@testable import A11yAuditKit

/// ``LightOnlyInterfaceRule`` on what the Swift examples cannot hold: `Info.plist` keys, build settings and colour sets.
@Suite struct LightOnlyInterfaceResourceTests {
  static let screen = """
    struct SettingsScreen: View {
      var body: some View {
        ScrollView { Text("Settings") }
          .background(Color("Paper"))
      }
    }
    """

  static func findings(sources: [(file: String, text: String)] = [], _ resources: [ResourceFile]) -> [Finding] {
    Scanner(rules: [LightOnlyInterfaceRule.self]).scan(sources: sources, resources: resources).findings
  }

  /// A colour set `Paper`: white in the light appearance, and `dark` (a grey level) in the dark one when given.
  static func paper(dark: String?) -> ResourceFile {
    let light =
      #"{ "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" }"#
    let darkEntry = dark.map {
      #", { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "\#($0)", "green" : "\#($0)", "blue" : "\#($0)", "alpha" : "1.000" } }, "idiom" : "universal" }"#
    }
    return ResourceFile(
      file: "App/Assets.xcassets/Paper.colorset/Contents.json", text: "{ \"colors\" : [ \(light)\(darkEntry ?? "") ] }")
  }

  @Test func anAppLockedToLightIsReportedOnceAtItsInfoPlist() {
    let list = propertyList(
      "<key>CFBundleName</key>\n<string>Tide</string>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>")
    let findings = Self.findings(
      sources: [(file: "SettingsScreen.swift", text: Self.screen)],
      [ResourceFile(file: "App/Info.plist", text: list), Self.paper(dark: nil)])

    #expect(findings.map(\.file) == ["App/Info.plist"])
    #expect(findings.first?.line == 6)
    #expect(findings.first?.message == "`UIUserInterfaceStyle` is `Light`: the whole app stays light in Dark Mode")
  }

  @Test func darkAndAutomaticStylesAndExtensionsAreNotReported() {
    let dark = propertyList("<key>UIUserInterfaceStyle</key>\n<string>Dark</string>")
    let automatic = propertyList("<key>UIUserInterfaceStyle</key>\n<string>Automatic</string>")
    let widget = propertyList(
      "<key>NSExtension</key>\n<dict/>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>")
    #expect(Self.findings([ResourceFile(file: "A/Info.plist", text: dark)]).isEmpty)
    #expect(Self.findings([ResourceFile(file: "B/Info.plist", text: automatic)]).isEmpty)
    #expect(Self.findings([ResourceFile(file: "Widget/Info.plist", text: widget)]).isEmpty)
  }

  @Test func aLightBuildSettingIsReportedAtItsLine() {
    let project = """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tA1 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Light;
      \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.tide;
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t};
      }
      """
    let findings = Self.findings([ResourceFile(file: "Tide.xcodeproj/project.pbxproj", text: project)])
    #expect(findings.map(\.line) == [7])
    #expect(findings.first?.context == "com.example.tide (Debug)")
  }

  @Test func aColourSetWithoutADarkAppearanceIsALightBackgroundAndOneWithADarkOnePasses() {
    let source = [(file: "SettingsScreen.swift", text: Self.screen)]
    let light = Self.findings(sources: source, [Self.paper(dark: nil)])
    #expect(light.map(\.passing) == [false])
    #expect(light.first?.message == "The background `Color(\"Paper\")` stays light in Dark Mode")

    let adaptive = Self.findings(sources: source, [Self.paper(dark: "0.110")])
    #expect(adaptive.map(\.passing) == [true])
  }
}
