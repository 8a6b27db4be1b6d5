import Testing

@testable import A11yAuditKit

@Suite struct OrientationResourceTests {
  static func orientations(_ key: String, _ names: [String]) -> String {
    "<key>\(key)</key>\n<array>\n" + names.map { "<string>UIInterfaceOrientation\($0)</string>\n" }.joined()
      + "</array>"
  }

  static func findings(_ resources: [ResourceFile]) -> [Finding] {
    Scanner(rules: [OrientationLockedRule.self]).scan(sources: [], resources: resources).findings
  }

  @Test func anIPadKeyOverridesThePlainKeyOnIPadOnly() {
    let list = propertyList(
      Self.orientations("UISupportedInterfaceOrientations", ["Portrait"]) + "\n"
        + Self.orientations("UISupportedInterfaceOrientations~ipad", ["Portrait", "LandscapeLeft", "LandscapeRight"]))

    let findings = Self.findings([ResourceFile(file: "App/Info.plist", text: list)])

    #expect(findings.map(\.passing) == [false, true])
    #expect(findings.first?.message == "The app is locked to portrait on iPhone")
    #expect(findings.map(\.context) == ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad"])
  }

  @Test func extensionsAndWatchAppsAreSkipped() {
    let widget = propertyList(
      "<key>NSExtension</key>\n<dict/>\n" + Self.orientations("UISupportedInterfaceOrientations", ["Portrait"]))
    let watch = propertyList(
      "<key>WKApplication</key>\n<true/>\n" + Self.orientations("UISupportedInterfaceOrientations", ["Portrait"]))

    let findings = Self.findings([
      ResourceFile(file: "Widget/Info.plist", text: widget), ResourceFile(file: "Watch/Info.plist", text: watch),
    ])

    #expect(findings.isEmpty)
  }

  @Test func aLandscapeOnlyFullScreenIPadAppIsLowSeverity() {
    let list = propertyList(
      "<key>UIRequiresFullScreen</key>\n<true/>\n"
        + Self.orientations("UISupportedInterfaceOrientations~ipad", ["LandscapeLeft", "LandscapeRight"]))

    let findings = Self.findings([ResourceFile(file: "Game/Info.plist", text: list)])

    #expect(findings.map(\.severity) == [.low])
    #expect(findings.first?.message.contains("requires full screen") == true)
  }

  static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tA1 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
    \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
    \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.tide;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tA2 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
    \t\t\t\tSDKROOT = watchos;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t};
    }
    """

  @Test func buildSettingsAreReadPerConfigurationAndPointAtTheirLine() {
    let findings = Self.findings([ResourceFile(file: "Tide.xcodeproj/project.pbxproj", text: Self.project)])

    #expect(findings.map(\.passing) == [false, true])
    #expect(findings.map(\.line) == [7, 8])
    #expect(findings.first?.context == "com.example.tide (Debug)")
    #expect(findings.first?.message == "The app is locked to portrait on iPhone")
  }

  @Test func aProjectFileElsewhereThanAnXcodeProjectIsNotRead() {
    let findings = Self.findings([ResourceFile(file: "Backup/project.pbxproj", text: Self.project)])

    #expect(findings.isEmpty)
  }
}
