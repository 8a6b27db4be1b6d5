import A11yAuditModel
import SwiftSyntax

/// One site a rule reports; the scanner adds the id, span, snippet and words.
public struct RuleHit {
  /// The site. For a modifier call (`view.animation(…)`) the finding starts at the modifier's `.`.
  public var node: Syntax
  /// How much the site hurts, by the audit's severity table.
  public var severity: Severity
  /// True when the site already respects the setting.
  public var passing: Bool
  /// The audit's animation type, for motion rules.
  public var kind: AnimationKind?
  /// Which of the rule's ``RuleVariant``s words the finding, when the rule has variants.
  public var variant: String?
  /// A modifier earlier in the same chain where the finding starts instead (a group of effect modifiers).
  package var start: Syntax?
  /// The mechanical fix, when the rule knows one.
  package var fix: SiteFix?
  /// Values for the `{placeholders}` of the rule's message and recommendation (`{uses}` in "used {uses} times").
  package var messageArguments: [String: String] = [:]
  /// UTF-8 ranges of the site left out of its id, though shown in its snippet (a tapped container's content):
  /// editing them keeps the finding, and its triage.
  package var idExcludedRanges: [Range<Int>] = []
  /// The verdict the project's facts decide, when the rule leaves it to them: ``severity``, ``passing`` and
  /// ``messageArguments`` are then those of a violation until the scan decides (see ``PendingVerdict``).
  package var pending: PendingVerdict?

  /// Creates a hit for `node`.
  public init(
    node: some SyntaxProtocol, severity: Severity, passing: Bool, kind: AnimationKind? = nil, variant: String? = nil
  ) {
    self.node = Syntax(node)
    self.severity = severity
    self.passing = passing
    self.kind = kind
    self.variant = variant
  }
}

/// A replacement of a range of a file's UTF-8 bytes.
public struct TextEdit: Sendable, Hashable {
  /// UTF-8 offsets of the replaced bytes (empty for an insertion).
  public var range: Range<Int>
  /// The new text.
  public var replacement: String

  /// Creates an edit.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Inserts `text` at `offset`.
  public init(inserting text: String, at offset: Int) {
    self.init(range: offset..<offset, replacement: text)
  }
}

/// The edits that fix one site, including the `@Environment` property it needs when its view has none.
package struct SiteFix: Sendable, Hashable {
  package var edits: [TextEdit]
}
