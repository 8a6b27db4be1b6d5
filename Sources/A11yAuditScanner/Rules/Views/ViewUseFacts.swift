import A11yAuditModel
import SwiftSyntax

/// Where one file builds the project's own views, and whether each use names them for VoiceOver.
package struct ViewUseFileFacts: Sendable, Equatable, ScanCacheCodable {
  /// One use of a view: `FeedIcon()` in `FeedRow`'s code.
  package struct Use: Sendable, Equatable {
    /// The view built (`FeedIcon`).
    package var typeName: String
    /// The type whose code builds it (`FeedRow`), empty at the top level.
    package var user: String
    /// The use names or hides what the view shows: hidden, a `Label`'s icon, inside a control whose label has text,
    /// in a labelled or ignoring container.
    package var isNamed: Bool
    /// The use sits beside text in a row (`HStack { FeedIcon(); Text(name) }`): the text says what a decoration
    /// inside would, not what a state it shows means.
    package var isBesideText: Bool
    /// The use is inside the label of a `NavigationLink`: a row that opens another screen.
    package var isLinkLabel: Bool
  }

  /// The uses, sorted.
  package var uses: [Use] = []
  /// The types whose code here builds an `Image` or limits lines (`.lineLimit`): the views whose uses matter.
  package var watchedTypes: Set<String> = []
}

/// What the rules know about the whole project's own views from where they are used: the views every use of which
/// names or hides what they show, so that an image inside them is named by its wrapper (`WhatsNewIcon`, hidden
/// wherever it is shown; a row component always used as the label of a titled button), and the views always shown
/// as the label of a navigation link (a row whose full text the linked screen shows).
package struct ViewUseFacts: ProjectFacts {
  package typealias Collector = ViewUseFactsCollector

  /// Views whose every use, directly or through the views that use them, names or hides them.
  package var namedByEveryUse: Set<String> = []
  /// Views whose every use names them, hides them or sets them beside text in a row: a decoration inside is said
  /// by that text.
  package var decoratedByEveryUse: Set<String> = []
  /// Views every use of which is inside a `NavigationLink`'s label (directly or through the views that use them):
  /// rows that open another screen.
  package var linkRowsAtEveryUse: Set<String> = []

  /// The uses seen, by the view built: what ``completing(with:jobs:)`` adds to.
  var uses: [String: [ViewUseFileFacts.Use]] = [:]
  /// The types whose code builds an `Image` or limits lines, in any file.
  var watchedTypes: Set<String> = []
  /// The names each round of ``completing(with:jobs:)`` looked for, in turn: a file is looked at in the first round
  /// whose names it holds.
  var rounds: [[String]] = []

  package init() {}

  /// Resolves the uses to a fixed point: a view is named by every use when each use is named, or is in the code of
  /// a view itself named by every use (`Badge` used only in `Header`, hidden wherever it is shown).
  package init(files: [ViewUseFileFacts]) {
    for file in files {
      for use in file.uses { uses[use.typeName, default: []].append(use) }
      watchedTypes.formUnion(file.watchedTypes)
    }
    namedByEveryUse = Self.fixedPoint(uses, \.isNamed)
    decoratedByEveryUse = Self.fixedPoint(uses) { $0.isNamed || $0.isBesideText }
    linkRowsAtEveryUse = Self.fixedPoint(uses, \.isLinkLabel)
  }

  /// The facts again with the uses in every file that mentions a type whose uses matter (a file that mentions one
  /// may hold a use the index walk did not see, as a file without any rule's keyword is not indexed), and then in
  /// every file that mentions a type using one of those, until no new type turns up. A file's share is the round it
  /// was looked at in and its uses.
  package func completing(with files: [ParsedSource], jobs: Int?) -> Completion<ViewUseFacts> {
    var wanted = watchedTypes
    var names = watchedTypes.sorted()
    var rounds: [[String]] = []
    var known = uses.values.flatMap { $0 }
    var looked = [Bool](repeating: false, count: files.count)
    var shares: [Int: [UInt8]] = [:]
    while !names.isEmpty {
      rounds.append(names)
      let results = IndexedResults<[ViewUseFileFacts.Use]?>(count: files.count)
      let (skipped, round) = (looked, names.map { Array($0.utf8) })
      ParallelWork.perform(iterations: files.count, jobs: jobs) { index in
        guard !skipped[index], files[index].bytes.containsAny(of: round) else { return results.set(nil, at: index) }
        results.set(Self.uses(in: files[index]), at: index)
      }
      var found: [ViewUseFileFacts.Use] = []
      for (index, uses) in results.values.enumerated() {
        guard let uses else { continue }
        looked[index] = true
        found += uses
        if !uses.isEmpty { shares[index] = Self.share(round: rounds.count - 1, uses: uses) }
      }
      known += found
      let users = Set(found.filter { wanted.contains($0.typeName) }.map(\.user)).subtracting(wanted)
      users.forEach { wanted.insert($0) }
      names = users.subtracting([""]).sorted()
    }
    var result = ViewUseFacts(files: [ViewUseFileFacts(uses: known)])
    // The uses served the completion; the cache keeps the completed facts, which rules read without them.
    result.uses = [:]
    result.watchedTypes = watchedTypes
    result.rounds = rounds
    return Completion(facts: result, shares: shares)
  }

  package func completionShare(of file: ParsedSource) -> [UInt8] {
    guard let round = rounds.firstIndex(where: { file.bytes.containsAny(of: $0.map { Array($0.utf8) }) }) else {
      return []
    }
    let uses = Self.uses(in: file)
    return uses.isEmpty ? [] : Self.share(round: round, uses: uses)
  }

  /// The uses of views in `file`; a file the walk did not index (no rule's keyword) holds no tree, and is parsed
  /// and indexed here.
  private static func uses(in file: ParsedSource) -> [ViewUseFileFacts.Use] {
    let source = file.index.isComplete ? file : ParsedSource(file: file.file, bytes: file.bytes)
    return source.index.storedFacts(ViewUseFacts.self)?.uses ?? []
  }

  /// A file's share of the completion: the round it was looked at in, and its uses.
  private static func share(round: Int, uses: [ViewUseFileFacts.Use]) -> [UInt8] {
    Array("\(round) ".utf8) + Array(StoreJSONWriter.write(ViewUseFileFacts(uses: uses), compact: true))
  }

  /// The views every use of which `holds` for, or sits in the code of such a view, to a fixed point.
  private static func fixedPoint(
    _ uses: [String: [ViewUseFileFacts.Use]], _ holds: (ViewUseFileFacts.Use) -> Bool
  ) -> Set<String> {
    var result: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (name, list) in uses where !result.contains(name) {
        if list.allSatisfy({ holds($0) || ($0.user != name && result.contains($0.user)) }) {
          result.insert(name)
          changed = true
        }
      }
    }
    return result
  }

  /// The views of the file holding `words`: the rule looks up the type around each image, which the file names.
  package func projected(onto words: FileWords) -> ViewUseFacts {
    var result = ViewUseFacts()
    result.namedByEveryUse = namedByEveryUse.filter(words.contains)
    result.decoratedByEveryUse = decoratedByEveryUse.filter(words.contains)
    result.linkRowsAtEveryUse = linkRowsAtEveryUse.filter(words.contains)
    return result
  }

  /// Both projects' views.
  package func adding(_ other: ViewUseFacts) -> ViewUseFacts {
    var result = self
    result.namedByEveryUse.formUnion(other.namedByEveryUse)
    result.decoratedByEveryUse.formUnion(other.decoratedByEveryUse)
    result.linkRowsAtEveryUse.formUnion(other.linkRowsAtEveryUse)
    result.uses.merge(other.uses) { mine, theirs in mine + theirs }
    result.watchedTypes.formUnion(other.watchedTypes)
    return result
  }
}

/// Gathers ``ViewUseFileFacts`` from the file's calls once the walk is done: every call that builds a type by name
/// (`FeedIcon(…)`, SwiftUI's own views aside), outside previews.
package final class ViewUseFactsCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = []

  /// SwiftUI's views and the value types code builds most, which are not the project's views.
  package static let systemTypes: Set<String> = [
    "Text", "Image", "Label", "Button", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyVGrid",
    "LazyHGrid", "Grid", "GridRow", "Group", "ForEach", "List", "Section", "Form", "ScrollView", "NavigationLink",
    "NavigationStack", "NavigationView", "Link", "Menu", "Toggle", "Picker", "Spacer", "Divider", "Color", "Font",
    "CGSize", "CGPoint", "CGRect", "CGFloat", "Double", "Int", "String", "URL", "Date", "UUID", "Array", "Set",
    "Dictionary", "ProgressView", "TextField", "SecureField", "AnyView", "EmptyView", "GeometryReader", "Circle",
    "Rectangle", "RoundedRectangle", "Capsule", "LinearGradient", "EdgeInsets", "Animation", "Task",
  ]

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> ViewUseFileFacts {
    var facts = ViewUseFileFacts()
    for (name, list) in calls where name.first?.isUppercase == true && !Self.systemTypes.contains(name) {
      for call in list where call.constructedTypeName == name && !call.isInPreview {
        let naming = ExprSyntax(call).labellingInPlace(isSymbol: false)
        facts.uses.append(
          ViewUseFileFacts.Use(
            typeName: name, user: call.enclosingDeclarationNames.type, isNamed: naming == .labelled,
            isBesideText: naming == .besideText && call.isInARow, isLinkLabel: call.isInALinkLabel))
      }
    }
    facts.uses.sort { ($0.typeName, $0.user, $0.isNamed ? 1 : 0) < ($1.typeName, $1.user, $1.isNamed ? 1 : 0) }
    for image in calls["Image"] ?? [] where image.constructedTypeName == "Image" {
      facts.watchedTypes.insert(image.enclosingDeclarationNames.type)
    }
    for limit in calls["lineLimit"] ?? [] where limit.viewModifierName == "lineLimit" {
      facts.watchedTypes.insert(limit.enclosingDeclarationNames.type)
    }
    facts.watchedTypes.remove("")
    return facts
  }
}

extension SyntaxProtocol {
  /// Inside the label of a `NavigationLink` (and not in another screen on the way): a row that opens a screen.
  package var isInALinkLabel: Bool {
    for container in enclosingCalls {
      if container.call.constructedTypeName == "NavigationLink" { return container.isControlLabel }
      if container.presentsApart { return false }
    }
    return false
  }
}

extension FunctionCallExprSyntax {
  /// Whether the nearest stack around this view is a row (`HStack`, `LazyHStack`, `GridRow`): a component above a
  /// title in a `VStack` may be a whole card, where a component beside text in a row is an icon or a badge.
  fileprivate var isInARow: Bool {
    ["HStack", "LazyHStack", "GridRow"].contains(nearestStack?.constructedTypeName ?? "")
  }
}
