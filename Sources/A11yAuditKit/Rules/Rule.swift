/// A check that looks at one parsed Swift file and reports the sites it cares about.
///
/// Rules are stateless: the scanner parses each file once and hands the same ``SourceFileContext`` to every rule.
/// A rule reports violations and sites that already respect the setting (``RuleHit/passing``); the scanner
/// turns hits into ``Finding``s using the words on ``description``.
public protocol Rule: SendableMetatype {
  /// Everything about the rule that is not logic: id, words, severity, WCAG reference and examples.
  static var description: RuleDescription { get }

  /// The sites this rule finds in one file, in any order.
  static func check(_ file: SourceFileContext) -> [RuleHit]
}
