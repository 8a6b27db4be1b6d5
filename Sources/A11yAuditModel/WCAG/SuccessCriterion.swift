/// A WCAG 2.2 success criterion: its number, name and conformance level, and where W3C explains it.
public struct SuccessCriterion: Hashable, Sendable, Comparable {
  /// Conformance level of a criterion.
  public enum Level: String, CaseIterable, Sendable, Comparable {
    case a = "A"
    case aa = "AA"
    case aaa = "AAA"

    /// `Level A`, `Level AA`, `Level AAA`.
    public var title: String { "Level \(rawValue)" }

    public static func < (lhs: Level, rhs: Level) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// `1.4.3`.
  public var number: String
  /// `Contrast (Minimum)`.
  public var name: String
  public var level: Level
  /// `1.4 Distinguishable`.
  public var guideline: String
  /// The "Understanding" page on w3.org.
  public var url: String
  /// The WCAG version that added it (`2.0`, `2.1`, `2.2`).
  public var introduced: String
  /// WCAG 2.2 marks it obsolete and removed (4.1.1 Parsing).
  public var isObsolete: Bool

  /// `1.4.3 Contrast (Minimum) (AA)`.
  public var title: String { "\(number) \(name) (\(level.rawValue))" }

  /// The number's parts (`[1, 4, 3]`), for ordering `1.4.10` after `1.4.9`.
  public var numberParts: [Int] { number.split(separator: ".").compactMap { Int($0) } }

  public static func < (lhs: SuccessCriterion, rhs: SuccessCriterion) -> Bool {
    lhs.numberParts.lexicographicallyPrecedes(rhs.numberParts)
  }
}

extension SuccessCriterion {
  /// A stand-in for a number WCAG 2.2 does not have, ordered by its number like the real ones.
  package static func unknown(_ number: String) -> SuccessCriterion {
    SuccessCriterion(
      number: number, name: number, level: .aaa, guideline: "", url: "", introduced: "", isObsolete: false)
  }

  /// The criterion numbered `number` in WCAG 2.2, or nil.
  public static func wcag22(_ number: String) -> SuccessCriterion? { WCAG22.byNumber[number] }
}

/// The success criteria of WCAG 2.2 (https://www.w3.org/TR/WCAG22/), in number order.
public enum WCAG22 {
  /// Every criterion, levels A, AA and AAA, 4.1.1 included (marked obsolete).
  public static var all: [SuccessCriterion] { criteria }

  /// The criteria at `level`, in number order.
  public static func criteria(at level: SuccessCriterion.Level) -> [SuccessCriterion] {
    criteria.filter { $0.level == level }
  }

  package static let byNumber = Dictionary(uniqueKeysWithValues: criteria.map { ($0.number, $0) })
}
