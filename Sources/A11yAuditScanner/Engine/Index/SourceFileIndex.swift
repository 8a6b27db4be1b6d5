import SwiftSyntax

/// What one walk over a parsed file learns for the project pass and for every rule: the calls by name, the names the
/// file uses, the literal values properties start from, its views, and each area's facts (see ``ProjectFacts``).
///
/// Built once per file, in the first pass of a scan; rules look calls up here instead of walking the tree again.
package final class SourceFileIndex: Sendable {
  /// Every function call, keyed by its called name (`withAnimation`, `animation` for `view.animation(…)`,
  /// `animate` for `UIView.animate(…)`), in source order.
  package let calls: [String: [FunctionCallExprSyntax]]
  /// Bare names (and `self.`/`Type.` members) the file uses anywhere.
  package let referencedNames: Set<String>
  /// Numbers properties are initialised with (`@State private var rotation = 0.0`), by property name.
  package let initialNumbers: [String: Double]
  /// Every `if` expression and statement, in source order (an `else if` after its `if`).
  package let conditionals: [IfExprSyntax]
  /// Structs and classes conforming to `View`, in source order.
  package let screens: [ScreenDeclaration]
  /// Each type declaration and extension with the views its code presents or builds, for the navigation graph.
  package let navigation: [TypeNavigation]
  /// The facts each area's collector gathered, by ``ProjectFacts`` type; none for a file the walk did not enter.
  private let areaFacts: AreaFileFacts

  /// The rules' collectors the walk fed, by type (see ``FileNodeCollector``); none once the tree is let go. Written
  /// only during the walk.
  private nonisolated(unsafe) let nodeCollectors: [ObjectIdentifier: IndexWalkVisitor]

  /// Whether the whole tree was walked; false for a file without any rule keyword, whose index only lists its views
  /// (the rules have nothing to look at there).
  package let isComplete: Bool

  /// Indexes the whole of `file`, gathering the facts of `facts` and feeding a new collector of each of `nodes`.
  package init(
    _ file: SourceFileSyntax, facts: [any ProjectFacts.Type] = RuleRegistry.facts,
    nodes: [any FileNodeCollector.Type] = RuleRegistry.nodeCollectors
  ) {
    isComplete = true
    let gatherings = facts.map { $0.startGathering() }
    let views = ViewUseCollector()
    let fed = nodes.map { (key: ObjectIdentifier($0), visitor: $0.init() as IndexWalkVisitor, nodes: $0.indexedNodes) }
    let collector = IndexCollector(
      gatherings.map { ($0.visitor, $0.indexedNodes) } + [(views, ViewUseCollector.indexedNodes)]
        + fed.map { ($0.visitor, $0.nodes) })
    collector.walk(file)
    nodeCollectors = Dictionary(uniqueKeysWithValues: fed.map { ($0.key, $0.visitor) })
    calls = collector.calls
    referencedNames = collector.referencedNames
    initialNumbers = collector.initialNumbers
    conditionals = collector.conditionals
    screens = collector.screens
    navigation = views.types
    areaFacts = AreaFileFacts(
      values: Dictionary(uniqueKeysWithValues: gatherings.map { ($0.key, $0.finish(collector.calls)) }))
  }

  /// The facts of `other` without its calls, which hold on to the tree: what the project pass needs of a file whose
  /// tree is not kept (see ``ParsedSource/droppingTree()``).
  package init(factsOf other: SourceFileIndex) {
    isComplete = other.isComplete
    calls = [:]
    referencedNames = other.referencedNames
    initialNumbers = other.initialNumbers
    conditionals = []
    screens = other.screens
    navigation = other.navigation
    areaFacts = other.areaFacts
    nodeCollectors = [:]
  }

  /// The facts each area's collector gathered here, as the scan cache keeps them.
  package var fileFacts: AreaFileFacts { areaFacts }

  /// Area facts alone, as the scan cache reads them back: what ``init(factsOf:)`` keeps that the project pass uses.
  package init(isComplete: Bool, facts: AreaFileFacts) {
    self.isComplete = isComplete
    areaFacts = facts
    nodeCollectors = [:]
    calls = [:]
    referencedNames = []
    initialNumbers = [:]
    conditionals = []
    screens = []
    navigation = []
  }

  /// Lists only the views of `file`, without entering bodies; nil for a file not parsed (which declares no view).
  package init(screensOf file: SourceFileSyntax?) {
    isComplete = false
    if let file {
      let collector = ScreenDeclarationCollector(viewMode: .sourceAccurate)
      collector.walk(file)
      screens = collector.screens
      navigation = ViewUseCollector.navigation(of: file)
    } else {
      screens = []
      navigation = []
    }
    calls = [:]
    referencedNames = []
    initialNumbers = [:]
    conditionals = []
    areaFacts = AreaFileFacts()
    nodeCollectors = [:]
  }

  /// The collector of type `C` the walk fed, or nil when the walk was not asked to.
  package func nodeCollector<C: FileNodeCollector>(_ type: C.Type) -> C? {
    nodeCollectors[ObjectIdentifier(type)] as? C
  }

  /// Calls named `name`, in source order.
  package func calls(named name: String) -> [FunctionCallExprSyntax] { calls[name] ?? [] }

  /// The facts `F`'s collector gathered here; those of an empty file when the walk did not enter this one.
  package func facts<F: ProjectFacts>(_ type: F.Type) -> F.FileFacts {
    storedFacts(type) ?? F.Collector().facts(calls: [:])
  }

  /// The facts `F`'s collector gathered here; nil when the walk did not enter this file.
  package func storedFacts<F: ProjectFacts>(_ type: F.Type) -> F.FileFacts? {
    areaFacts.facts(type)
  }
}

extension SourceFileIndex {
  /// Whether `other` holds the same facts of every area of `areas`, and was indexed as fully: a project resolved with
  /// either is the same project.
  package func hasSameFacts(as other: SourceFileIndex, areas: [any ProjectFacts.Type] = RuleRegistry.facts) -> Bool {
    isComplete == other.isComplete && areaFacts.hasSameFacts(as: other.areaFacts, areas: areas)
  }
}

/// One area's collector during the walk of one file, and how its facts are kept afterwards.
private struct FactsGathering {
  let key: ObjectIdentifier
  let visitor: IndexWalkVisitor
  let indexedNodes: IndexedNodes
  let finish: ([String: [FunctionCallExprSyntax]]) -> any AnyObject & Sendable
}

extension ProjectFacts {
  /// A new collector of this area's facts, for one walk.
  fileprivate static func startGathering() -> FactsGathering {
    let collector = Collector()
    return FactsGathering(
      key: ObjectIdentifier(Self.self), visitor: collector, indexedNodes: Collector.indexedNodes,
      finish: { TypeKeyedValue(collector.facts(calls: $0)) })
  }
}
