import Testing

@testable import A11yAuditTUI

@Suite struct PathShortenerTests {
  static let account = "Packages/Account/Sources/Account/AccountDetailHeaderView.swift"
  static let tagGroup = "IceCubesApp/App/Tabs/TagGroup/EditTagGroupView.swift"

  // MARK: Examples

  @Test func aPlaceThatFitsIsLeftAlone() {
    #expect(PathShortener.shorten(Self.tagGroup, suffix: ":21", toFit: 55) == Self.tagGroup + ":21")
    #expect(PathShortener.shorten(Self.tagGroup, suffix: ":21", toFit: 54) != Self.tagGroup + ":21")
    #expect(
      PathShortener.shorten("Views/Common/LoadingOverlay.swift", suffix: ":61", toFit: 80)
        == "Views/Common/LoadingOverlay.swift:61")
  }

  @Test func allTheMiddleFoldersGoAtOnce() {
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 59) == "Packages/…/AccountDetailHeaderView.swift:37")
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 44) == "Packages/…/AccountDetailHeaderView.swift:37")
  }

  @Test func theFirstFolderAndTheFileNameAreKeptWhenTheyFit() {
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 43) == "Packages/…/AccountDetailHeaderView.swift:37")
    #expect(PathShortener.shorten(Self.tagGroup, suffix: ":21", toFit: 47) == "IceCubesApp/…/EditTagGroupView.swift:21")
  }

  @Test func withoutRoomForTheFirstFolderTheFileNameStaysWhole() {
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 42) == "…/AccountDetailHeaderView.swift:37")
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 34) == "…/AccountDetailHeaderView.swift:37")
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 33) == "…AccountDetailHeaderView.swift:37")
  }

  @Test func aFileNameThatDoesNotFitIsCutInItsMiddleKeepingExtensionAndLine() {
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 32) == "AccountDeta…lHeaderView.swift:37")
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 25) == "AccountD…derView.swift:37")
    #expect(PathShortener.shorten("AccountDetailHeaderView.swift", suffix: ":37", toFit: 20) == "Accou…rView.swift:37")
  }

  @Test func inFewerColumnsTheEndIsKept() {
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 11) == "…w.swift:37")
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 1) == "…")
    #expect(PathShortener.shorten(Self.account, suffix: ":37", toFit: 0) == "")
  }

  @Test func theAsciiEllipsisCountsItsThreeColumns() {
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 45, ellipsis: "...")
        == "Packages/.../AccountDetailHeaderView.swift:37")
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 44, ellipsis: "...")
        == ".../AccountDetailHeaderView.swift:37")
    #expect(
      PathShortener.shorten(Self.account, suffix: ":37", toFit: 24, ellipsis: "...")
        == "Accoun...erView.swift:37")
  }

  @Test func wideCharactersTakeTwoColumns() {
    let path = "アプリ/画面/設定/設定画面.swift"
    #expect(PathShortener.shorten(path, suffix: ":3", toFit: 32) == "アプリ/…/設定画面.swift:3")
    #expect(PathShortener.shorten(path, suffix: ":3", toFit: 27) == "アプリ/…/設定画面.swift:3")
    #expect(PathShortener.shorten(path, suffix: ":3", toFit: 14) == "設…面.swift:3")
    #expect(PathShortener.shorten(path, suffix: ":3", toFit: 12) == "…面.swift:3")
  }

  // MARK: Properties over generated paths

  /// A generator with a fixed seed, so a failing case can be run again.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let folders = [
    "Packages", "Sources", "App", "Tabs", "TagGroup", "a", "Views", "設定", "Écrans", "👍Emoji", "DesignSystem",
    "x", "Very_Long_Folder_Name_That_Goes_On",
  ]
  static let names = [
    "EditTagGroupView.swift", "A.swift", "ab.swift", "設定画面.swift", "Makefile", ".hidden", "x.y.swift",
    "AccountDetailHeaderView.swift", "😀Face.swift",
  ]

  struct Case: CustomStringConvertible {
    var folders: [String]
    var name: String
    var suffix: String
    var path: String { (folders + [name]).joined(separator: "/") }
    var description: String { "\(path)\(suffix)" }
  }

  static func cases(count: Int = 400) -> [Case] {
    var random = SplitMix(state: 15)
    return (0..<count).map { _ in
      let depth = Int.random(in: 0...7, using: &random)
      return Case(
        folders: (0..<depth).map { _ in folders.randomElement(using: &random)! },
        name: names.randomElement(using: &random)!,
        suffix: Bool.random(using: &random) ? ":\(Int.random(in: 1...99_999, using: &random))" : "")
    }
  }

  @Test(arguments: ["…", "..."])
  func theResultIsNeverWiderThanTheBudget(ellipsis: String) {
    for sample in Self.cases() {
      for budget in 0...(DisplayWidth.of(sample.description) + 2) {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget, ellipsis: ellipsis)
        #expect(DisplayWidth.of(result) <= budget, "\(sample) in \(budget): \(result)")
      }
    }
  }

  @Test func aPlaceThatFitsComesBackUnchangedAndOneThatDoesNotIsChanged() {
    for sample in Self.cases() {
      let width = DisplayWidth.of(sample.description)
      for budget in max(0, width - 3)...(width + 3) {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget)
        #expect((result == sample.description) == (budget >= width), "\(sample) in \(budget): \(result)")
      }
    }
  }

  @Test func aShortenedPlaceHoldsTheEllipsisExactlyOnce() {
    for sample in Self.cases() {
      let width = DisplayWidth.of(sample.description)
      for budget in 1..<max(1, width) {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget)
        #expect(result.count { $0 == "…" } == 1, "\(sample) in \(budget): \(result)")
      }
    }
  }

  /// What stands on each side of the ellipsis comes from the start (of the path, or of the file name when it was cut)
  /// and from the end of the place: nothing is moved or made up. With `...` dots beside it can make the split
  /// ambiguous, so one split that reads so is enough.
  @Test(arguments: ["…", "..."])
  func theEllipsisStandsBetweenAStartAndAnEndOfThePlace(ellipsis: String) {
    for sample in Self.cases() {
      let whole = sample.description
      let width = DisplayWidth.of(whole)
      guard width > DisplayWidth.of(ellipsis) else { continue }
      for budget in DisplayWidth.of(ellipsis)..<width {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget, ellipsis: ellipsis)
        let readable = result.indices.contains { index in
          guard result[index...].hasPrefix(ellipsis) else { return false }
          let (start, end) = (result[..<index], result[index...].dropFirst(ellipsis.count))
          return (whole.hasPrefix(start) || sample.name.hasPrefix(start)) && whole.hasSuffix(end)
        }
        #expect(readable, "\(sample) in \(budget): \(result)")
      }
    }
  }

  @Test func theFirstFolderAndTheFileNameAreKeptWheneverTheyFit() {
    for sample in Self.cases() where sample.folders.count >= 2 {
      let kept = sample.folders[0] + "/…/" + sample.name + sample.suffix
      for budget in DisplayWidth.of(kept)...(DisplayWidth.of(sample.description) + 1) {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget)
        #expect(result.hasPrefix(sample.folders[0] + "/"), "\(sample) in \(budget): \(result)")
        #expect(result.hasSuffix("/" + sample.name + sample.suffix), "\(sample) in \(budget): \(result)")
      }
    }
  }

  @Test func theExtensionAndLineAreKeptInTheMinimumColumnsOrMore() {
    for sample in Self.cases() where sample.name.hasSuffix(".swift") {
      for budget in PathShortener.minimumColumns()..<max(16, DisplayWidth.of(sample.description) + 2) {
        let result = PathShortener.shorten(sample.path, suffix: sample.suffix, toFit: budget)
        #expect(result.hasSuffix(".swift" + sample.suffix), "\(sample) in \(budget): \(result)")
      }
    }
  }
}
