import SwiftSyntax

/// Keeps the nodes of one file a rule looks at, fed by the scanner's one walk over the file (the index walk) instead
/// of a walk of the rule's own: the dispatch of swift-format's lint pipeline, where each rule is shown the kinds of
/// node it registered for.
///
/// A rule names its collectors in ``Rule/nodeCollectors``; several rules may share one. A new collector is made for
/// each file; the walk calls the hooks of the kinds in ``indexedNodes`` only, in source order, and the rule reads the
/// collector after the walk through ``SourceFileContext/nodes(_:)``. A collector holds syntax nodes: it lives as long
/// as the file's tree and is not cached.
///
/// A collector costs every file the walk enters, whether a rule then reads it or not: a search a rule needs only in
/// files that name some API (`canPerformAction`, a timer it found) stays a walk of the rule's own over those files,
/// said in the rule's documentation. `bench-scan --rules` prints each rule's cost, and `bench-scan --no-op-rules`
/// what ten collectors cost the walk.
public protocol FileNodeCollector: IndexWalkVisitor {
  /// The kinds of node whose hooks this collector overrides; the walk does not call it for any other.
  static var indexedNodes: IndexedNodes { get }

  /// A collector that has seen nothing yet.
  init()
}

extension FileNodeCollector {
  /// A collector fed by a walk of `file` of its own: for a file indexed without it (see ``IndexPlan``).
  static func walkingAlone(_ file: SourceFileSyntax) -> Self {
    let collector = Self()
    IndexCollector([(collector, indexedNodes)]).walk(file)
    return collector
  }
}
