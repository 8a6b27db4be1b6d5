/// Code a person using the app never runs, which a scan leaves out of its findings by default (`.a11y-audit.yml`'s
/// `include:` brings a kind back).
public enum UnshippedCode: String, Sendable, CaseIterable, Codable, Comparable {
  /// Unit and UI tests: test targets and folders, files that import `XCTest` or `Testing`.
  case tests
  /// `#Preview` blocks and `PreviewProvider` types.
  case previews
  /// `#if DEBUG` blocks: compiled into debug builds only, never into the App Store build.
  case debug
  /// Files a tool wrote (SwiftGen, Sourcery, protocol buffers): a `Generated` folder, a `*.generated.swift` name, or
  /// a header saying so.
  case generated
  /// Code that is not the app: package manifests, command-line tools, build plugins and scripts, and showcase or
  /// catalogue apps beside the app.
  case tools

  /// How a scan's summary counts what it left out of this kind (`112 test files`, `40 preview blocks`).
  public func counted(_ count: Int) -> String {
    switch self {
    case .tests: "\(count) test file\(count == 1 ? "" : "s")"
    case .previews: "\(count) preview block\(count == 1 ? "" : "s")"
    case .debug: "\(count) `#if DEBUG` block\(count == 1 ? "" : "s")"
    case .generated: "\(count) generated file\(count == 1 ? "" : "s")"
    case .tools: "\(count) tool file\(count == 1 ? "" : "s")"
    }
  }

  public static func < (lhs: UnshippedCode, rhs: UnshippedCode) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// How much code of each kind a scan left out (see ``UnshippedCode``).
public struct LeftOutCode: Sendable, Equatable {
  /// Files left out, by kind (previews count blocks, not files).
  public var counts: [UnshippedCode: Int] = [:]

  public init(counts: [UnshippedCode: Int] = [:]) {
    self.counts = counts.filter { $0.value > 0 }
  }

  /// Whether nothing was left out.
  public var isEmpty: Bool { counts.isEmpty }

  /// `skipped 112 test files, 40 preview blocks, 3 generated files`, or nil when nothing was left out.
  public var summary: String? {
    guard !isEmpty else { return nil }
    return "skipped " + counts.sorted { $0.key < $1.key }.map { $0.key.counted($0.value) }.joined(separator: ", ")
  }
}
