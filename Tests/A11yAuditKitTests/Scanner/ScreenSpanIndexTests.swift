import PropertyBased
import Testing

@testable import A11yAuditKit

/// The span index answers which view holds a line as looking at every view does, in logarithmic time.
@Suite struct ScreenSpanIndexTests {
  /// Up to 12 views in `A.swift` or `B.swift`: first line, length (nil: to the end of the file, as stores written
  /// before the navigation graph say) and up to two extensions in either file.
  static let screens = zip(
    Gen.int(in: 1...60), Gen.int(in: 0...30), Gen.bool, Gen.bool,
    zip(Gen.int(in: 1...80), Gen.int(in: 0...10), Gen.bool).array(of: 0...2)
  ).array(of: 0...12).map { views in
    views.enumerated().map { number, view in
      let (start, length, openEnded, inB, extensions) = view
      return Screen(
        name: "View\(number)", file: inB ? "B.swift" : "A.swift", line: start, group: "",
        endLine: openEnded ? nil : start + length,
        extensions: extensions.isEmpty
          ? nil
          : extensions.map { SourceLines(file: $0.2 ? "B.swift" : "A.swift", start: $0.0, end: $0.0 + $0.1) })
    }
  }

  /// The view holding `line` of `file`, found by looking at every span of every view: the innermost, the first
  /// listed on a tie.
  private static func owner(of line: Int, in file: String, among screens: [Screen]) -> Screen? {
    var best: (screen: Screen, start: Int)?
    for screen in screens {
      for span in screen.spans where span.contains(line, of: file) && span.start > (best?.start ?? Int.min) {
        best = (screen, span.start)
      }
    }
    return best?.screen
  }

  @Test func theIndexNamesTheViewLookingAtEveryViewNames() async {
    await propertyCheck(count: 500, input: Self.screens, Gen.int(in: 0...100)) { screens, line in
      for file in ["A.swift", "B.swift"] {
        let expected = Self.owner(of: line, in: file, among: screens)?.id
        #expect(
          ScreenSpanIndex(file: file, screens: screens).owner(of: line)?.id == expected, "line \(line) of \(file)")
      }
    }
  }

  @Test func nestedViewsAndTiesPickTheInnermostThenTheFirstListed() {
    let outer = Screen(name: "Outer", file: "A.swift", line: 1, group: "", endLine: 50)
    let inner = Screen(name: "Inner", file: "A.swift", line: 10, group: "", endLine: 20)
    let twin = Screen(name: "Twin", file: "A.swift", line: 10, group: "", endLine: 30)
    let index = ScreenSpanIndex(file: "A.swift", screens: [outer, inner, twin])
    #expect(index.owner(of: 5)?.name == "Outer")
    #expect(index.owner(of: 15)?.name == "Inner")
    #expect(index.owner(of: 25)?.name == "Twin")
    #expect(index.owner(of: 40)?.name == "Outer")
    #expect(index.owner(of: 51) == nil)
  }
}
