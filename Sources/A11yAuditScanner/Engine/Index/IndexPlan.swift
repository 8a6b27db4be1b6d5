/// What the first pass's walk of each file does for a scan's rules: which files it indexes (those holding one of the
/// rules' keywords, ``Rule/sourceKeywords``) and which node collectors it feeds (``Rule/nodeCollectors``).
package struct IndexPlan: Sendable {
  /// The byte strings at least one of which a file must hold to be indexed in full, or nil to index every file.
  package var keywords: [[UInt8]]?
  /// The collectors the walk feeds, each once.
  package var nodeCollectors: [any FileNodeCollector.Type]

  /// Indexes every file, feeding the collectors of every rule of the registry: what a scan of in-memory sources and a
  /// file parsed again need.
  package static let everything = IndexPlan(keywords: nil, nodeCollectors: RuleRegistry.nodeCollectors)

  package init(keywords: [[UInt8]]?, nodeCollectors: [any FileNodeCollector.Type]) {
    self.keywords = keywords
    self.nodeCollectors = nodeCollectors
  }

  /// The plan of a scan running `rules`.
  package init(rules: [any Rule.Type]) {
    self.init(keywords: Self.keywords(of: rules), nodeCollectors: Self.nodeCollectors(of: rules))
  }

  /// The keywords a file must hold for any of `rules` (or a suppression comment) to report it, or nil when some rule
  /// may report any file.
  package static func keywords(of rules: [any Rule.Type]) -> [[UInt8]]? {
    var keywords: Set<String> = [SuppressionComment.prefix]
    for rule in rules {
      guard let words = rule.sourceKeywords else { return nil }
      keywords.formUnion(words)
    }
    return keywords.sorted().map { Array($0.utf8) }
  }

  /// The collectors `rules` read, each once, in the order the rules first name them.
  package static func nodeCollectors(of rules: [any Rule.Type]) -> [any FileNodeCollector.Type] {
    var seen: Set<ObjectIdentifier> = []
    var collectors: [any FileNodeCollector.Type] = []
    for rule in rules {
      for collector in rule.nodeCollectors where seen.insert(ObjectIdentifier(collector)).inserted {
        collectors.append(collector)
      }
    }
    return collectors
  }
}
