import Testing

@testable import A11yAuditKit

@Suite struct ContrastRatioTests {
  @Test func ratiosFollowWCAGRelativeLuminance() {
    let white = RGBAColor(white: 1)
    let black = RGBAColor(white: 0)

    #expect(white.contrastRatio(with: black) == 21)
    #expect(white.contrastRatio(with: white) == 1)
    #expect(abs(RGBAColor(bytes: 0x76, 0x76, 0x76).contrastRatio(with: white) - 4.54) < 0.01)
    #expect(abs(RGBAColor(bytes: 0x77, 0x77, 0x77).contrastRatio(with: white) - 4.48) < 0.01)
    #expect(abs(RGBAColor(bytes: 0xFF, 0, 0).relativeLuminance - 0.2126) < 0.0001)
  }

  @Test func aFailingRatioIsNeverPrintedAsItsThreshold() {
    #expect(4.499.contrastRatioText == "4.49:1")
    #expect(3.0.contrastRatioText == "3.00:1")
    #expect(21.0.contrastRatioText == "21.00:1")
  }

  @Test func aTranslucentColourIsBlendedOverItsBackground() {
    let halfBlack = RGBAColor(white: 0, alpha: 0.5).over(RGBAColor(white: 1))

    #expect(abs(halfBlack.red - 0.5) < 0.0001 && halfBlack.isOpaque)
  }

  @Test func colourSetsGiveTheirLightAndDarkVariantsAndUnknownSpacesNothing() {
    let catalog = ColorAssetCatalog(files: [
      ResourceFile(
        file: "App/Assets.xcassets/Ink.colorset/Contents.json",
        text: ResourceFileTests.colorSet(light: "0x33", dark: "0.900")),
      ResourceFile(
        file: "App/Assets.xcassets/Odd.colorset/Contents.json",
        text: #"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"cyan":"1"}}}]}"#),
      ResourceFile(
        file: "App/Assets.xcassets/Brand/Contents.json", text: #"{"properties":{"provides-namespace":true}}"#),
      ResourceFile(
        file: "App/Assets.xcassets/Brand/Sky.colorset/Contents.json",
        text: ResourceFileTests.colorSet(light: "200", dark: "20")),
    ])

    let ink = catalog.color(named: "Ink", from: "App/View.swift")
    #expect(abs((ink?.light.red ?? 0) - 0.2) < 0.001)
    #expect(abs((ink?.dark.red ?? 0) - 0.9) < 0.001)
    #expect(catalog.color(named: "Odd", from: "App/View.swift") == nil)
    #expect(catalog.color(named: "Brand/Sky", from: "App/View.swift")?.light == RGBAColor(bytes: 200, 200, 200))
    #expect(catalog.color(named: "Sky", from: "App/View.swift") == nil)
    #expect(catalog.problems.isEmpty)
  }

  @Test func unknownColoursAreNeverJudged() {
    let source = """
      struct Row: View {
        let tint: Color
        var body: some View {
          Text("A").foregroundStyle(tint).background(Color.white)
          Text("B").foregroundStyle(Color("Missing")).background(Color.white)
          Text("C").foregroundStyle(.secondary).background(Color.black)
        }
      }
      """

    let findings = Scanner(rules: [InsufficientContrastRule.self]).scan(sources: [(file: "Row.swift", text: source)])
      .findings

    #expect(findings.isEmpty)
  }

  @Test func aColourSetFailingOnlyInDarkAppearanceIsReportedForDark() {
    let source = """
      struct Badge: View {
        var body: some View { Text("New").foregroundStyle(Color("Ink")).background(Color.black) }
      }
      """
    let resources = [
      ResourceFile(
        file: "Assets.xcassets/Ink.colorset/Contents.json",
        text: ResourceFileTests.colorSet(light: "1.000", dark: "0.150"))
    ]

    let findings = Scanner(rules: [InsufficientContrastRule.self]).scan(
      sources: [(file: "Badge.swift", text: source)], resources: resources
    ).findings

    #expect(findings.map(\.passing) == [false])
    #expect(findings.first?.message.contains("in dark appearance") == true)
    #expect(findings.first?.severity == .high)
  }

  @Test func anAppearanceOneAppTargetFixesDoesNotApplyToAnotherThatLeavesItUnset() {
    let source = """
      struct Badge: View {
        var body: some View { Text("New").foregroundStyle(Color("Ink")).background(Color.black) }
      }
      """
    let ink = ResourceFile(
      file: "Assets.xcassets/Ink.colorset/Contents.json",
      text: ResourceFileTests.colorSet(light: "0.150", dark: "1.000"))
    let dark = ResourceFile(
      file: "TV/Info.plist",
      text: "<plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>")
    let unset = ResourceFile(
      file: "Phone/Info.plist",
      text: "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>A</string></dict></plist>")
    func passing(_ resources: [ResourceFile]) -> [Bool] {
      Scanner(rules: [InsufficientContrastRule.self]).scan(
        sources: [(file: "Badge.swift", text: source)], resources: resources
      ).findings.map(\.passing)
    }

    #expect(passing([ink, dark]) == [true])
    #expect(passing([ink, dark, unset]) == [false])
  }
}
