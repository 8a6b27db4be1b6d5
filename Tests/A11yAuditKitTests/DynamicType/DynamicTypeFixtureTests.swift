import Testing

@testable import A11yAuditKit

/// Fixtures beyond the rules' documented examples: five or more that trigger and five or more that pass, per rule.
@Suite struct DynamicTypeFixtureTests {
  static let fixtures: [RuleFixture] =
    RuleFixture.triggering(
      "fixed-font-size",
      [
        #"Text("a").font(.system(size: 12))"#,
        #"Text("a").font(Font.system(size: 10).bold())"#,
        #"Text("a").font(SwiftUI.Font.system(size: 13, design: .serif))"#,
        #"Text("a").font(.custom("Avenir", fixedSize: 12))"#,
        "final class A: UILabel { func f() { font = .boldSystemFont(ofSize: 14) } }",
        "final class A: NSTextField { func f() { font = NSFont.monospacedSystemFont(ofSize: 11, weight: .regular) } }",
        "struct A: View { let size: CGFloat = 11; var body: some View { Text(\"a\").font(.system(size: size)) } }",
      ])
    + RuleFixture.passing(
      "fixed-font-size",
      [
        #"Text("a").font(.body)"#, #"Text("a").font(.system(.title, design: .rounded))"#,
        #"Text("a").font(.custom("Avenir", size: 12, relativeTo: .caption))"#,
        #"Text("a").font(.custom("Avenir", size: 12))"#,
        #"Image(systemName: "star").font(.system(size: 40))"#,
        "final class A: UILabel { func f() { font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize) } }",
        "final class A: UILabel { func f() { font = UIFont.preferredFont(forTextStyle: .body) } }",
        "struct A: View { let size: CGFloat; var body: some View { Text(\"a\").font(.system(size: size)) } }",
        "struct A_Previews: PreviewProvider { static var previews: some View { Text(\"a\").font(.system(size: 9)) } }",
      ])
    + RuleFixture.triggering(
      "scaled-metric-static",
      [
        "enum A { @ScaledMetric static var x: CGFloat = 1 }",
        "struct A { @ScaledMetric(relativeTo: .body) static var x = 1.0 }",
        "final class A { @ScaledMetric var x: CGFloat = 1 }",
        "final class A { @ScaledMetric class var x: CGFloat { 1 } }",
        "extension A { @ScaledMetric static var x: CGFloat = 2 }", "@ScaledMetric(relativeTo: .title) var x = 2.0",
      ])
    + RuleFixture.passing(
      "scaled-metric-static",
      [
        "struct A: View { @ScaledMetric var x: CGFloat = 1; var body: some View { EmptyView() } }",
        "struct A: ViewModifier { @ScaledMetric private var x = 1.0; func body(content: Content) -> some View { content } }",
        "struct A: View { @ScaledMetric(relativeTo: .caption2) var x: CGFloat = 1; var body: some View { EmptyView() } }",
        "enum A { static var x: CGFloat = 1 }", "struct A: DynamicProperty { @ScaledMetric var x: CGFloat = 1 }",
      ])
    + RuleFixture.triggering(
      "dynamic-type-size-cap",
      [
        "Text(\"a\").dynamicTypeSize(.xSmall)", "Text(\"a\").dynamicTypeSize(...(.xxLarge))",
        "Text(\"a\").dynamicTypeSize(.small ..< .accessibility1)", "Text(\"a\").dynamicTypeSize(DynamicTypeSize.large)",
        "Text(\"a\").environment(\\.sizeCategory, .extraExtraExtraLarge)",
      ])
    + RuleFixture.passing(
      "dynamic-type-size-cap",
      [
        "Text(\"a\").dynamicTypeSize(...DynamicTypeSize.accessibility1)",
        "Text(\"a\").dynamicTypeSize(.accessibility5)",
        "Text(\"a\").dynamicTypeSize(.small ..< .accessibility2)", "Text(\"a\").dynamicTypeSize(range)",
        "Text(\"a\").environment(\\.sizeCategory, .accessibilityMedium)",
      ])
    + RuleFixture.triggering(
      "line-limit-truncation",
      [
        "Text(a).lineLimit(1)", "Text(a).bold().lineLimit(1).padding()", "Label(a, systemImage: \"x\").lineLimit(1)",
        "HStack { Text(a) }.lineLimit(1).frame(maxWidth: 100)", "ScrollView { Text(a).lineLimit(1) }",
      ])
    + RuleFixture.passing(
      "line-limit-truncation",
      [
        "Text(a).lineLimit(2)", "Text(a).lineLimit(1).minimumScaleFactor(0.5)",
        "Text(a).minimumScaleFactor(0.5).lineLimit(1)",
        "Text(a).lineLimit(1).fixedSize(horizontal: true, vertical: false)", "Text(a).lineLimit(nil)",
        "ViewThatFits { Text(a).lineLimit(1) }", "Text(a).font(.system(size: 11)).lineLimit(1)",
        "VStack { Text(a).lineLimit(1) }.font(.custom(\"Menlo\", fixedSize: 12))",
        "#if os(macOS)\nText(a).lineLimit(1)\n#endif",
      ])
    + RuleFixture.triggering(
      "fixed-height-text-container",
      [
        "Text(a).frame(height: 20)", "VStack { Text(a) }.frame(maxHeight: 60)",
        "Button(\"Save\") { }.frame(height: 30)",
        "HStack { Label(a, systemImage: \"x\") }.frame(width: 100, height: 40)",
        "ZStack { Color.red; Text(a) }.padding().frame(height: 44)",
      ])
    + RuleFixture.passing(
      "fixed-height-text-container",
      [
        "Text(a).frame(minHeight: 20)", "Divider().frame(height: 1)", "Image(\"x\").frame(height: 20)",
        "ScrollView { Text(a) }.frame(height: 100)", "Text(a).frame(maxHeight: .infinity)",
        "Label(a, systemImage: \"x\").labelStyle(.iconOnly).frame(height: 20)",
      ])

  @Test(arguments: fixtures)
  func fixtureReportsItsStatedViolations(_ fixture: RuleFixture) throws {
    let found = try fixture.scan()
    #expect(found.count == fixture.violations, "\(found.map { "\($0.line):\($0.column) \($0.snippet)" })")
  }

  @Test func aRowLabelInsideANavigationLinkIsReportedLowWithItsOwnWords() throws {
    let rules = RuleRegistry.all.filter({ $0.description.id == "line-limit-truncation" })
    let rule = try #require(rules.first)
    func finding(_ code: String) throws -> Finding {
      let fixture = RuleFixture(rule: "line-limit-truncation", code: code, violations: 1)
      let found = Scanner(rules: [rule]).scan(source: fixture.source, file: "Row.swift").filter { !$0.passing }
      return try #require(found.first)
    }
    let row = try finding("NavigationLink(value: folder) { HStack { Text(folder.name).lineLimit(1) } }")
    #expect(row.severity == .low)
    #expect(row.message.contains("row label"))
    let card = try finding("VStack { Text(folder.name).lineLimit(1) }")
    #expect(card.severity == .medium)
    #expect(!card.message.contains("row label"))
    let titled = try finding("NavigationLink(\"Open\") { Text(folder.name).lineLimit(1) }")
    #expect(titled.severity == .medium, "the trailing closure of a titled link is its destination, not a row")
  }

  @Test func aRowComponentThatEveryUseShowsAsALinksLabelIsReportedLow() throws {
    let tree = try FixtureTree()
    defer { tree.remove() }
    try tree.write(
      "FolderRow.swift",
      text: "struct FolderRow: View {\n  var body: some View {\n    Text(folder.name).lineLimit(1)\n  }\n}\n")
    try tree.write(
      "Folders.swift",
      text: """
        struct Folders: View {
          var body: some View {
            List(folders) { folder in NavigationLink(value: folder) { FolderRow(folder: folder) } }
          }
        }
        """)
    let rules = RuleRegistry.all.filter({ $0.description.id == "line-limit-truncation" })
    let linked = try Scanner(rules: rules).scan(root: tree.root).findings.filter { !$0.passing }
    #expect(linked.map(\.severity) == [.low])
    try tree.write(
      "Recent.swift",
      text: "struct Recent: View {\n  var body: some View {\n    VStack { FolderRow(folder: recent) }\n  }\n}\n")
    let shown = try Scanner(rules: rules).scan(root: tree.root).findings.filter { !$0.passing }
    #expect(shown.map(\.severity) == [.medium], "one use outside a link makes the row's text a label people read")
  }

  @Test func everyRuleHasFiveFixturesOfEachKind() {
    for id in RuleRegistry.rules(in: .dynamicType).map({ $0.description.id }) {
      #expect(Self.fixtures.filter { $0.rule == id && $0.violations > 0 }.count >= 5, "\(id)")
      #expect(Self.fixtures.filter { $0.rule == id && $0.violations == 0 }.count >= 5, "\(id)")
    }
  }
}
