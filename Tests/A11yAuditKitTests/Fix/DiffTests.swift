import Testing

@testable import A11yAuditKit

@Suite struct DiffTests {
  private let source = Array(
    """
    struct A: View {
      var body: some View {
        Text("a").transition(.slide)
      }
    }

    """.utf8)

  @Test func editsRenderAsAUnifiedDiffOfTheLinesTheyTouch() {
    let edits = [
      TextEdit(inserting: "  @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n", at: 17),
      TextEdit(inserting: "reduceMotion ? .opacity : ", at: 66),
    ]

    let diff = UnifiedDiff.make(file: "A.swift", original: source, edits: edits)

    #expect(
      diff == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,5 +1,6 @@
         struct A: View {
        +  @Environment(\\.accessibilityReduceMotion) private var reduceMotion
           var body: some View {
        -    Text("a").transition(.slide)
        +    Text("a").transition(reduceMotion ? .opacity : .slide)
           }
         }

        """)
  }

  @Test func overlappingAndDuplicateEditsAreLeftOutOnce() {
    let property = TextEdit(inserting: "x\n", at: 17)
    let edits = [
      property, property, TextEdit(range: 60..<70, replacement: "a"), TextEdit(range: 65..<75, replacement: "b"),
    ]

    #expect(TextEdit.compatible(edits) == [property, TextEdit(range: 60..<70, replacement: "a")])
  }

  /// Found by the property test: four insertions at offset 0, three of them empty. Which one was kept depended on
  /// the process's hash seed, so two calls in one run could disagree.
  @Test func ofTwoInsertionsAtOnePlaceTheFirstGivenWinsAndEmptyOnesAreIgnored() {
    let text = Array("b{\n}\n".utf8)
    let noOp = TextEdit(inserting: "", at: 0)
    let first = TextEdit(inserting: "\n\nx", at: 0)
    let second = TextEdit(inserting: "y", at: 0)
    for _ in 0..<50 {
      #expect(TextEdit.compatible([noOp, first, noOp, second]) == [first])
      #expect(TextEdit.compatible([second, first]) == [second])
      #expect(String(decoding: TextEdit.apply([noOp, first, second], to: text), as: UTF8.self) == "\n\nxb{\n}\n")
    }
  }

  @Test func lineDiffKeepsContextAndSeparatesDistantHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
      .replacingOccurrences(of: "line 18\n", with: "line 18\nline 18b\n")

    let diff = LineDiff(old: old, new: new)

    #expect(diff.changes == [.init(old: 1..<2, new: 1..<2), .init(old: 18..<18, new: 18..<19)])
    #expect(
      UnifiedDiff.make(file: "L.txt", diff: diff) == """
        --- a/L.txt
        +++ b/L.txt
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -16,5 +16,6 @@
         line 16
         line 17
         line 18
        +line 18b
         line 19
         line 20

        """)
    #expect(UnifiedDiff.make(file: "L.txt", diff: LineDiff(old: old, new: old)).isEmpty)
  }

  @Test func changedNeighbouringLinesShowTheirRemovalsBeforeTheirAdditions() {
    let source = Array("struct A: View {\n  var a = 1\n  var b = 2\n}\n".utf8)
    let edits = [
      TextEdit(inserting: "  @Environment(\\.accessibilityReduceMotion) var calm\n", at: 17),
      TextEdit(range: 27..<28, replacement: "10"), TextEdit(range: 39..<40, replacement: "20"),
    ]

    #expect(
      UnifiedDiff.make(file: "A.swift", original: source, edits: edits) == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,4 +1,5 @@
         struct A: View {
        -  var a = 1
        -  var b = 2
        +  @Environment(\\.accessibilityReduceMotion) var calm
        +  var a = 10
        +  var b = 20
         }

        """)
  }

  @Test func aLastLineWithoutNewlineIsMarkedOnEitherSide() {
    let diff = LineDiff(old: "a\nb\nc", new: "a\nb\nc\nd")

    #expect(
      UnifiedDiff.make(file: "N.txt", diff: diff) == """
        --- a/N.txt
        +++ b/N.txt
        @@ -1,3 +1,4 @@
         a
         b
        -c
        \\ No newline at end of file
        +c
        +d
        \\ No newline at end of file

        """)
  }
}

@Suite struct FixPlacementTests {
  private func fixed(_ source: String) -> String {
    let plan = AutomaticFixer().plan(sources: [("View.swift", source)])
    return plan.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) } ?? source
  }

  @Test func aOneLineViewGetsItsPropertyAfterTheBraceAndStillParses() {
    let result = fixed("struct A: View { var body: some View { Text(\"a\").transition(.slide) } }\n")

    #expect(
      result
        == "struct A: View { @Environment(\\.accessibilityReduceMotion) private var reduceMotion; "
        + "var body: some View { Text(\"a\").transition(reduceMotion ? .opacity : .slide) } }\n")
    #expect(AutomaticFixer.parsesCleanly(Array(result.utf8)))
  }

  @Test func anExistingPropertyIsReusedUnderItsOwnNameAndATakenNameIsAvoided() {
    let existing = """
      struct A: View {
        @Environment(\\.accessibilityReduceMotion) var calm
        var body: some View { Text("a").transition(.slide) }
      }

      """
    let taken = """
      struct B: View {
        @AppStorage("reduceMotion") var reduceMotion = false
        var body: some View { Text("b").transition(.slide) }
      }

      """

    #expect(fixed(existing).contains(".transition(calm ? .opacity : .slide)"))
    #expect(!fixed(existing).contains("private var reduceMotion"))
    #expect(fixed(taken).contains("@Environment(\\.accessibilityReduceMotion) private var prefersReducedMotion"))
    #expect(fixed(taken).contains(".transition(prefersReducedMotion ? .opacity : .slide)"))
  }

  @Test func outsideAViewTheSystemSettingIsRead() {
    let source = """
      final class Animator {
        func show(_ view: UIView) { UIView.animate(withDuration: 0.3) { view.center.y -= 40 } }
        func run() { withAnimation(.spring()) { isOn = true } }
      }

      """

    let result = fixed(source)

    #expect(result.contains("UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3)"))
    #expect(result.contains("withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring())"))
  }

  @Test func everyMechanicalFixOfTheExamplesParsesAndPasses() {
    for rule in RuleRegistry.all where rule.description.category == .reduceMotion {
      for example in rule.description.triggeringExamples {
        let plan = AutomaticFixer(rules: [rule]).plan(sources: [("Example.swift", example.strippedCode)])
        for change in plan.changes {
          #expect(AutomaticFixer.parsesCleanly(change.fixed), "\(rule.description.id): \(change.diff)")
        }
        let after = plan.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) } ?? example.strippedCode
        let stillFailing = Scanner(rules: [rule]).scan(source: after, file: "Example.swift").filter { !$0.passing }
        #expect(
          Set(stillFailing.map(\.id)).isDisjoint(with: plan.fixedFindings.map(\.id)),
          "\(rule.description.id): a fixed site still fails at \(stillFailing.map(\.line))",
          sourceLocation: example.sourceLocation)
      }
    }
  }
}

@Suite struct FixAcrossFilesTests {
  @Test func anExtensionInAnotherFileReadsTheViewsOwnProperty() {
    let view = """
      struct ModalView: View {
        @Environment(\\.accessibilityReduceMotion) var calm
        var body: some View { Content() }
      }

      """
    let motion = """
      extension ModalView {
        func dismiss() { withAnimation(.spring()) { isShown = false } }
      }

      """

    let plan = AutomaticFixer().plan(sources: [("ModalView.swift", view), ("ModalView+Motion.swift", motion)])

    #expect(plan.changes.map(\.file) == ["ModalView+Motion.swift"])
    #expect(
      plan.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) }?
        .contains("withAnimation(calm ? nil : .spring())") == true)
  }

  /// Swift keeps a `private` property out of reach of extensions in other files: the fix must not name it there.
  @Test(arguments: ["private", "fileprivate"])
  func aPrivatePropertyIsNotOfferedToAnExtensionInAnotherFile(access: String) {
    let view = """
      struct ModalView: View {
        @Environment(\\.accessibilityReduceMotion) \(access) var calm
        var body: some View { Content() }
      }

      """
    let motion = "extension ModalView {\n  func dismiss() { withAnimation(.spring()) { isShown = false } }\n}\n"

    let plan = AutomaticFixer().plan(sources: [("ModalView.swift", view), ("ModalView+Motion.swift", motion)])

    let fixed = plan.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) } ?? ""
    #expect(!fixed.contains("calm ?"))
    #expect(fixed.contains("withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring())"))
  }
}
