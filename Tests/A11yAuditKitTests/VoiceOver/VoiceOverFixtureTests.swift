import Testing

@testable import A11yAuditKit

/// Fixtures beyond the rules' documented examples: five or more that trigger and five or more that pass, per rule.
@Suite struct VoiceOverFixtureTests {
  static let fixtures: [RuleFixture] =
    RuleFixture.triggering(
      "image-missing-label",
      [
        #"Image("logo")"#, #"Image(systemName: "star").foregroundStyle(.yellow)"#,
        #"VStack { Image("a") }.accessibilityElement(children: .contain)"#,
        #"HStack { Image("a"); Text("b") }.accessibilityElement(children: .combine)"#,
        #"Image(uiImage: photo).resizable().accessibilityHint("Double tap to zoom")"#,
        #"ZStack { Image(uiImage: photo); Color.black.opacity(0.3) }"#,
        #"HStack { Image(systemName: isOn ? "bell.fill" : "bell"); Text("Alerts") }"#,
        #"VStack { Image("a"); Image("b").accessibilityLabel(Text("B")) }"#,
      ])
    + RuleFixture.passing(
      "image-missing-label",
      [
        #"Image(decorative: "logo")"#, #"Image("logo").accessibilityLabel("Breathe")"#,
        #"Image("logo").accessibilityHidden(true)"#, #"Label("Done", image: "check")"#,
        #"Button { } label: { HStack { Image("a"); Text("Save") } }"#,
        #"Group { Image("a") }.accessibilityHidden(true)"#,
        #"Image(systemName: "x").accessibilityRepresentation { Text("Close") }"#,
        #"ZStack { Image("bg"); Text("Hi") }"#, #"HStack { Image(systemName: "clock"); Text(time) }"#,
      ])
    + RuleFixture.triggering(
      "icon-button-missing-label",
      [
        #"Button { } label: { Image(systemName: "trash") }"#, #"Button(action: f) { Image("ic_trash") }"#,
        #"Button(role: .destructive, action: f) { Image(systemName: "trash") }"#,
        #"Link(destination: url) { Image(systemName: "safari") }"#,
        #"Button(action: f, label: { Image(systemName: "plus").font(.title) })"#,
        #"Toggle(isOn: $on) { Image(systemName: "bell") }"#,
      ])
    + RuleFixture.passing(
      "icon-button-missing-label",
      [
        #"Button("Delete", systemImage: "trash") { }"#,
        #"Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete")"#,
        #"Button { } label: { Image(systemName: "trash").accessibilityLabel("Delete") }"#,
        #"Button { } label: { Label("Delete", systemImage: "trash") }"#, #"Button(action: f) { Text("Delete") }"#,
        #"Link(destination: url) { Image(systemName: "safari") }.accessibility(label: Text("Open website"))"#,
      ])
    + RuleFixture.triggering(
      "tap-gesture-missing-trait",
      [
        #"Text("More").onTapGesture { more() }"#, #"Image("card").onTapGesture(perform: flip)"#,
        #"Circle().highPriorityGesture(TapGesture(count: 1).onEnded { })"#,
        #"VStack { Text("a") }.contentShape(Rectangle()).onTapGesture { open() }"#,
        #"Text("a").accessibilityAddTraits(.isHeader).onTapGesture { open() }"#,
        #"Image("a").gesture(TapGesture().onEnded { open() })"#,
        #"Image("a").simultaneousGesture(SpatialTapGesture().onEnded { _ in pick() })"#,
        #"Image("a").gesture(LongPressGesture().exclusively(before: TapGesture()))"#,
        """
        struct Card: View {
          var flip: some Gesture { TapGesture().onEnded { flipped.toggle() } }
          var body: some View { Image("a").highPriorityGesture(flip) }
        }
        """,
      ])
    + RuleFixture.passing(
      "tap-gesture-missing-trait",
      [
        #"Text("More").onTapGesture { more() }.accessibilityAddTraits(.isButton)"#,
        #"Text("More").accessibility(addTraits: .isLink).onTapGesture { }"#,
        #"Text("a").onTapGesture(count: 3) { }"#, #"Button("a") { }.onTapGesture { }"#,
        #"Text("a").gesture(DragGesture())"#, #"Toggle("a", isOn: $on).onTapGesture { }"#,
        #"Image("a").gesture(TapGesture(count: 2).onEnded { zoom() })"#,
        #"Image("a").gesture(TapGesture().onEnded { open() }).accessibilityAddTraits(.isButton)"#,
        #"HStack { actions }.buttonStyle(.plain).simultaneousGesture(TapGesture().onEnded { close() })"#,
      ])
    + RuleFixture.triggering(
      "deprecated-accessibility-modifier",
      [
        #"Text("a").accessibility(label: Text("b"))"#, #"Text("a").accessibility(hint: Text("b"))"#,
        #"Image("a").accessibility(hidden: true)"#, #"Text("a").accessibility(removeTraits: .isButton)"#,
        #"Text("a").accessibility(inputLabels: [Text("b")])"#,
      ])
    + RuleFixture.passing(
      "deprecated-accessibility-modifier",
      [
        #"Text("a").accessibilityLabel("b")"#, #"Text("a").accessibilityHint("b")"#,
        #"Image("a").accessibilityHidden(true)"#, #"Text("a").accessibilityRemoveTraits(.isButton)"#,
        #"Text("a").accessibility(selectionIdentifier: "b")"#,
      ])
    + RuleFixture.triggering(
      "redundant-accessibility-label",
      [
        #"Button(action: f) { Image(systemName: "gear") }.accessibilityLabel("Settings button")"#,
        #"Image("dog").accessibilityLabel("Image of a dog")"#, #"Image(systemName: "bell").accessibilityLabel("bell")"#,
        #"Text("a").accessibilityLabel("Info icon")"#,
        #"Text("a").accessibilityLabel("Save").accessibilityHint("save.")"#,
      ])
    + RuleFixture.passing(
      "redundant-accessibility-label",
      [
        #"Image("dog").accessibilityLabel("A dog asleep on a sofa")"#,
        #"Image(systemName: "bell").accessibilityLabel("Reminders on")"#,
        #"Button("Save") { }.accessibilityHint("Saves your changes")"#, #"Text("a").accessibilityLabel(title)"#,
        #"Button(action: f) { Image(systemName: "photo") }.accessibilityLabel("Choose profile image")"#,
      ])
    + RuleFixture.triggering(
      "progress-missing-value",
      [
        "UploadProgressBar(value: v)", "ReadingProgress(page: p)", "VStack { DownloadProgressRing(f: f) }",
        "HStack { ProgressView(value: p) }.accessibilityElement()",
        "LevelProgressIndicator(level: l).accessibilityLabel(\"Level\")",
      ])
    + RuleFixture.passing(
      "progress-missing-value",
      [
        "UploadProgressBar(value: v).accessibilityValue(\"\\(v) percent\")", "ProgressView(value: p)",
        "ProgressView(\"Loading\")", "VStack { ReadingProgress(page: p) }.accessibilityValue(\"page \\(p)\")",
        "ReadingProgress(page: p).accessibility(value: Text(\"page\"))",
        "HStack { ProgressView(value: p) }.accessibilityElement(children: .combine)",
      ])
    + RuleFixture.triggering(
      "step-flow-focus",
      [
        "struct A: View { @State var step = 0; var body: some View { switch step { case 0: X(); default: Y() } } }",
        "struct A: View { @State var page: Int = 0; var body: some View { switch page { case 0: X(); default: Y() } } }",
        "struct A: View { @ObservedObject var model: M; var body: some View { switch model.currentStep { case .a: X(); case .b: Y() } } }",
        "struct A: View { @Binding var flow: FlowStep; var body: some View { switch flow { case .a: X(); case .b: Y() } } }",
        "struct A: View { @Environment(Wizard.self) var wizard; var body: some View { switch wizard.step { case .a: X(); case .b: Y() } } }",
      ])
    + RuleFixture.passing(
      "step-flow-focus",
      [
        "struct A: View { @State var step = 0; @AccessibilityFocusState var f: Bool; var body: some View { switch step { case 0: X().accessibilityFocused($f); default: Y() } } }",
        "struct A: View { @State var step = 0; @AccessibilityFocusState var f: Int?; var body: some View { switch step { case 0: X(); default: Y() } }; func next() { step += 1; f = step } }",
        "struct A: View { @State var tab = 0; var body: some View { switch tab { case 0: X(); default: Y() } } }",
        "struct A: View { @State var step = 0; var body: some View { switch step { default: Y() } } }",
        "struct A: View { @State var step = 0; var body: some View { switch step { case 0: X(); default: Y() } }; func next() { UIAccessibility.post(notification: .layoutChanged, argument: nil) } }",
      ])
    + RuleFixture.triggering(
      "decorative-image-read-twice",
      [
        #"HStack { Image("bell").accessibilityLabel("Bell"); Text("bell") }"#,
        #"VStack { Text("Done!"); Image(systemName: "checkmark").accessibilityLabel("done") }"#,
        #"Button(action: f) { Image(systemName: "trash").accessibilityLabel("Delete"); Text("Delete") }"#,
        #"HStack { Image("x", label: Text("Sleep")); Label("Sleep", systemImage: "moon") }"#,
        #"Group { Image(systemName: "star").accessibility(label: Text("Favorites")); Text("Favorites") }"#,
      ])
    + RuleFixture.passing(
      "decorative-image-read-twice",
      [
        #"HStack { Image("bell").accessibilityHidden(true); Text("Bell") }"#,
        #"HStack { Image(decorative: "bell"); Text("Bell") }"#,
        #"HStack { Image("bell").accessibilityLabel("Muted"); Text("Bell") }"#,
        #"Image("bell").accessibilityLabel("Bell")"#,
        #"HStack { Image("bell").accessibilityLabel("Bell"); Text(title) }"#,
      ])
    + RuleFixture.triggering(
      "label-not-in-name",
      [
        #"Button("Save") { }.accessibilityLabel("Store")"#,
        #"Button("Delete all", role: .destructive) { }.accessibilityLabel("Remove everything")"#,
        #"Link("Terms", destination: url).accessibility(label: Text("Legal"))"#,
        #"Toggle(isOn: $on) { Text("Dark mode") }.accessibilityLabel("Night theme")"#,
        #"Button { } label: { Text("Next").accessibilityLabel("Continue") }"#,
        #"Menu("Sort") { }.accessibilityLabel(String(localized: "Order by"))"#,
        #"NavigationLink("Help", destination: HelpView()).accessibilityLabel("Open help")"#,
      ])
    + RuleFixture.passing(
      "label-not-in-name",
      [
        #"Button("Save") { }.accessibilityLabel("Save draft")"#, #"Button("Save") { }"#,
        #"Button("OK") { }.accessibilityLabel("ok.")"#,
        #"Button { } label: { Image(systemName: "gear") }.accessibilityLabel("Settings")"#,
        #"Button(title) { }.accessibilityLabel("Sign out")"#,
        #"Button { } label: { Text("A"); Text("B") }.accessibilityLabel("C")"#,
        #"Toggle("Sounds", isOn: $on).labelsHidden().accessibilityLabel("Play sounds")"#,
      ])
    + RuleFixture.triggering(
      "hidden-interactive-content",
      [
        #"HStack { Text("a"); Button("b") { } }.accessibilityHidden(true)"#,
        #"VStack { SecureField("Password", text: $p) }.accessibilityHidden(true)"#,
        #"Group { if on { Picker("P", selection: $s) { } } }.accessibilityHidden(true)"#,
        #"ZStack { Color.red; Text("x").onTapGesture { } }.accessibility(hidden: true)"#,
        #"Image("a").background { Link("x", destination: u) }.accessibilityHidden(true)"#,
        #"Stepper("Count", value: $n).accessibilityHidden(true)"#,
      ])
    + RuleFixture.passing(
      "hidden-interactive-content",
      [
        #"Image("a").accessibilityHidden(true)"#, #"HStack { Text("a"); Circle() }.accessibilityHidden(true)"#,
        #"HStack { Button("b") { } }.accessibilityHidden(false)"#,
        #"HStack { Button("b") { } }.accessibilityHidden(isCollapsed)"#,
        #"Toggle("x", isOn: $on).opacity(0).accessibilityHidden(true)"#,
        #"Text("a").accessibilityHidden(true).popover(isPresented: $p) { Button("b") { } }"#,
      ])
    + RuleFixture.triggering(
      "empty-accessibility-label",
      [
        #"Button("", action: f)"#, #"Button(" ") { }"#, #"Label("", image: "logo")"#,
        #"Text("Hi").accessibilityLabel("")"#, #"Link(" ", destination: url)"#,
        #"Button(action: f) { Text("") }"#,
      ])
    + RuleFixture.passing(
      "empty-accessibility-label",
      [
        #"Button("", action: f).accessibilityLabel("Retry")"#, #"Text("")"#,
        #"HStack { Label("", image: "logo") }.accessibilityLabel("Breathe")"#,
        #"Button(action: f) { Text(""); Text("Save") }"#, #"Image(systemName: "x").accessibilityLabel("Close")"#,
        #"Button("") { }.hidden()"#,
      ])

  @Test(arguments: fixtures)
  func fixtureReportsItsStatedViolations(_ fixture: RuleFixture) throws {
    let found = try fixture.scan()
    #expect(found.count == fixture.violations, "\(found.map { "\($0.line):\($0.column) \($0.snippet)" })")
  }

  /// Each VoiceOver rule is tested on at least five inputs of each kind: fixtures here, or its own examples (the
  /// rules added with the other WCAG criteria carry theirs in their examples).
  @Test func everyRuleHasFiveFixturesOfEachKind() {
    for rule in RuleRegistry.rules(in: .voiceOver).map({ $0.description }) {
      let id = rule.id
      let bad = Self.fixtures.filter { $0.rule == id && $0.violations > 0 }.count
      let good = Self.fixtures.filter { $0.rule == id && $0.violations == 0 }.count
      #expect(max(bad, rule.triggeringExamples.count) >= 5, "\(id)")
      #expect(max(good, rule.nonTriggeringExamples.count) >= 5, "\(id)")
    }
  }
}
