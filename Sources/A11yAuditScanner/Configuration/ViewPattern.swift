import A11yAuditModel

/// A pattern of `screens:` or `components:` in `.a11y-audit.yml` naming views: a path pattern when it holds a `/` or
/// ends in `.swift` (`Sources/Features/**/*View.swift`, every view declared there), otherwise a type-name pattern
/// (`*Screen`, `Onboarding*`) matched against the view's name, `*` matching any run of characters and `?` one.
public struct ViewPattern: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let glob: GlobPattern
  private let isPath: Bool

  public init(_ pattern: String) {
    self.pattern = pattern
    glob = GlobPattern(pattern)
    isPath = pattern.contains("/") || pattern.hasSuffix(".swift")
  }

  public var description: String { pattern }

  /// Whether `view` matches: by its file for a path pattern, by its whole name (dotted for nested views:
  /// `Settings.Row`) or its last part for a type pattern.
  public func matches(_ view: Screen) -> Bool {
    if isPath { return glob.matches(view.file) }
    let last = view.name.split(separator: ".").last.map(String.init) ?? view.name
    return glob.matches(view.name) || glob.matches(last)
  }
}

extension [ViewPattern] {
  /// Whether one of the patterns matches `view`.
  public func matches(_ view: Screen) -> Bool { contains { $0.matches(view) } }
}
