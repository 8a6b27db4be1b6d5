import Foundation
import Testing

@testable import A11yAuditKit

/// A file checked in the first pass, before the project is known, keeps that scan only when the project's facts cut
/// down to the file's words are the ones its rules saw; so the facts' projections must lose nothing a rule reads.
@Suite struct SpeculativeScanTests {
  /// Every file of every fixture tree, scanned under the project's whole facts and under their projection onto the
  /// file's words, gives the same scan: the contract of ``ProjectFacts/projected(onto:)``.
  @Test func everyRuleGivesTheSameScanUnderTheFactsProjectedOntoTheFile() throws {
    var compared = 0
    for tree in try TreeBudgetTests.trees() + [("colours", try Self.crossFileColours().root)] {
      let listing = A11yAuditKit.Scanner.listSources(root: try AuditRoot(url: tree.root))
      let files = A11yAuditKit.Scanner.parse(listing.sources, treeBudget: .max).files
      let resources = ProjectResources.read(
        listing.resources.map { (path: $0.path, file: $0.file) }, areas: RuleRegistry.resources)
      let project = ProjectContext.resolve(files.map(\.index)).with(resources).completed(with: files)
      for file in files {
        let projected = project.projected(onto: FileWords(file.bytes, index: file.index), areas: project.areas).with(
          resources)
        let whole = SourceFileScan(parsed: file, rules: RuleRegistry.all, project: project)
        let cut = SourceFileScan(parsed: file, rules: RuleRegistry.all, project: projected)
        #expect(cut.findings == whole.findings, "\(tree.name)/\(file.file)")
        #expect(cut.edits == whole.edits, "\(tree.name)/\(file.file)")
        #expect(cut.formerIDs == whole.formerIDs, "\(tree.name)/\(file.file)")
        #expect(cut.consultedSettings == whole.consultedSettings, "\(tree.name)/\(file.file)")
        compared += whole.findings.count
      }
    }
    #expect(compared > 500, "the trees should hold many findings: \(compared)")
  }

  /// `tree` scanned keeping no tree (every file checked in the first pass), then keeping every tree.
  private static func scanKeepingNoTreeAndEveryTree(_ tree: FixtureTree) throws -> (ScanResult, ScanResult) {
    var frugal = A11yAuditKit.Scanner()
    frugal.treeBudget = 0
    var keeping = A11yAuditKit.Scanner()
    keeping.treeBudget = .max
    return (try frugal.scan(root: tree.root), try keeping.scan(root: tree.root))
  }

  /// A project of three files, scanned keeping no tree: each is checked once, in the first pass, the view whose
  /// animation uses the helper another file declares too, for that file consults the setting and is indexed first.
  @Test func aHelperDeclaredFirstLetsItsUsesBeCheckedOnce() throws {
    let tree = try FixtureTree()
    try tree.write(
      "Support/Motion.swift",
      text: """
        import SwiftUI
        import UIKit

        extension Animation {
            static var presentation: Animation? {
                UIAccessibility.isReduceMotionEnabled ? nil : .spring(duration: 0.6, bounce: 0.3)
            }
        }
        """)
    try tree.write(
      "Views/Card.swift",
      text: """
        import SwiftUI

        struct Card: View {
            @State private var isOpen = false
            var body: some View {
                Text("Card").onTapGesture { withAnimation(.presentation) { isOpen.toggle() } }
            }
        }
        """)
    try tree.write(
      "Views/Badge.swift",
      text: """
        import SwiftUI

        struct Badge: View {
            @State private var isOn = false
            var body: some View {
                Circle().scaleEffect(isOn ? 1.2 : 1).animation(.spring(), value: isOn)
            }
        }
        """)
    let (speculated, kept) = try Self.scanKeepingNoTreeAndEveryTree(tree)
    #expect(speculated.firstPassChecks == FirstPassChecks(checked: 3, rechecked: 0))
    #expect(kept.firstPassChecks == FirstPassChecks(checked: 0, rechecked: 0))
    #expect(speculated.findings == kept.findings)
    let card = speculated.findings.filter { $0.file == "Views/Card.swift" && $0.category == .reduceMotion }
    #expect(card.count == 1 && card.allSatisfy(\.passing), "\(card)")
    let badge = speculated.findings.filter { $0.file == "Views/Badge.swift" && $0.category == .reduceMotion }
    #expect(!badge.isEmpty && badge.allSatisfy { !$0.passing }, "\(badge)")
  }

  /// Colours one file declares (`extension Color`, a palette enum) and another uses on a white background.
  static func crossFileColours() throws -> FixtureTree {
    let tree = try FixtureTree()
    try tree.write(
      "Theme/Colours.swift",
      text: """
        import SwiftUI

        extension Color {
            static let faint = Color(red: 0.85, green: 0.85, blue: 0.85)
            static let muted = Color.faint
        }

        enum Palette {
            static let mist = Color(red: 0.9, green: 0.9, blue: 0.9)
        }

        extension View {
            func muted() -> some View { foregroundStyle(Color.muted) }
        }
        """)
    try tree.write(
      "Views/Caption.swift",
      text: """
        import SwiftUI

        struct Caption: View {
            var body: some View {
                VStack {
                    Text("Faint").foregroundColor(.faint).background(Color.white)
                    Text("Mist").foregroundStyle(Palette.mist).background(Color.white)
                }
            }
        }
        """)
    try tree.write(
      "Views/Note.swift",
      text: """
        import SwiftUI

        struct Note: View {
            var body: some View {
                Text("Muted").foregroundColor(.muted).background(Color.white)
            }
        }
        """)
    return tree
  }

  /// A view using colours another file declares is checked once, in the first pass: the file declaring them (it says
  /// `static` and `Color`) is indexed before any file is checked. Its contrast findings are those of a scan that kept
  /// every tree.
  @Test func aViewUsingAnotherFilesColoursIsCheckedAgainstThem() throws {
    let tree = try Self.crossFileColours()
    let (speculated, kept) = try Self.scanKeepingNoTreeAndEveryTree(tree)
    #expect(speculated.findings == kept.findings)
    #expect(speculated.firstPassChecks == FirstPassChecks(checked: 3, rechecked: 0))
    let contrast = speculated.findings.filter { $0.rule == "insufficient-contrast" && !$0.passing }
    #expect(
      contrast.map { "\($0.file):\($0.span.start.line)" } == [
        "Views/Caption.swift:6", "Views/Caption.swift:7", "Views/Note.swift:5",
      ])
  }

  /// A colour declared through another constant in a file that does not say `Color` (`static let faint =
  /// Palette.mist`) is not indexed first: the view using it saw no such colour in the first pass and is checked again,
  /// alone, with the same findings as a scan that kept every tree.
  @Test func onlyAFileWhoseRulesSawOtherFactsThanTheProjectsIsCheckedAgain() throws {
    let tree = try FixtureTree()
    try tree.write(
      "Theme/Palette.swift",
      text: """
        import SwiftUI

        enum Palette {
            static let mist = Color(red: 0.9, green: 0.9, blue: 0.9)
        }
        """)
    try tree.write(
      "Theme/Accent.swift",
      text: """
        /// The accents of the caption View.
        enum Accent {
            static let faint = Palette.mist
        }
        """)
    try tree.write(
      "Views/Caption.swift",
      text: """
        import SwiftUI

        struct Caption: View {
            var body: some View {
                Text("Faint").foregroundStyle(Accent.faint).background(Color.white)
            }
        }
        """)
    let (speculated, kept) = try Self.scanKeepingNoTreeAndEveryTree(tree)
    #expect(speculated.findings == kept.findings)
    #expect(
      speculated.firstPassChecks == FirstPassChecks(checked: 2, rechecked: 1),
      "a file holding no rule keyword is only listed")
  }

  /// The words of a file: identifier runs anywhere in its text; a dotted or generic name is held when each of its
  /// words is.
  @Test func fileWordsHoldEveryIdentifierRunAndDottedNamesWordByWord() {
    let words = FileWords(Array("let x = Theme.accent // später: Array<Int>\n\"brand\"".utf8))
    for name in ["x", "Theme", "accent", "Theme.accent", "später", "Array<Int>", "brand", "Array", "+"] {
      #expect(words.contains(name), "\(name)")
    }
    for name in ["The", "Theme.brandAccent", "y", "Color.accent", "spät"] {
      #expect(!words.contains(name), "\(name)")
    }
  }
}
