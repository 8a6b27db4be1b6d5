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

  /// Byte strings at least one of which a file must hold for the rule to find anything there, or nil when the rule
  /// may report any file. When every rule of a scan gives keywords, files holding none of them are only listed
  /// for their views, not indexed (most files of an app never animate).
  static var sourceKeywords: [String]? { get }

  /// The collectors of nodes this rule reads (``SourceFileContext/nodes(_:)``): the scanner's one walk over each file
  /// feeds them, so the rule walks no tree of its own. Rules that look only at the file's index (its calls by name)
  /// and at the nodes around them name none.
  static var nodeCollectors: [any FileNodeCollector.Type] { get }

  /// The sites this rule finds in the project's files that are not Swift (an `Info.plist` key, a build setting),
  /// once per folder scan (see ``ResourceFacts``). Suppression comments do not apply to them.
  static func check(resources: ProjectResources) -> [ResourceHit]
}

extension Rule {
  /// Any file may hold a site.
  public static var sourceKeywords: [String]? { nil }

  /// No collector: the rule reads the file's index.
  public static var nodeCollectors: [any FileNodeCollector.Type] { [] }

  /// No site outside Swift files.
  public static func check(resources: ProjectResources) -> [ResourceHit] { [] }
}
