import A11yAuditModel
import SwiftSyntax

/// Signs in code that a project handles captions: what the media rules accept as pairing a video with captions.
package struct CaptionEvidence: OptionSet, Sendable {
  package let rawValue: Int

  package init(rawValue: Int) { self.rawValue = rawValue }

  /// `AVPlayerItemLegibleOutput` (or the rendered kind): the app draws the captions itself.
  package static let legibleOutput = CaptionEvidence(rawValue: 1 << 0)
  /// `.legible` named (`mediaSelectionGroup(forMediaCharacteristic: .legible)`): the app selects captions itself.
  package static let legibleSelection = CaptionEvidence(rawValue: 1 << 1)
  /// A captions file named (`"intro.vtt"`, `withExtension: "srt"`) or a subtitle or closed-caption track
  /// (`addMutableTrack(withMediaType: .subtitle, …)`, `AVMediaType.closedCaption`).
  package static let captionTrack = CaptionEvidence(rawValue: 1 << 2)
}

/// What the media rules learn from one file during the index walk; positions are UTF-8 offsets, as the facts outlive
/// the tree.
package struct MediaFileFacts: Sendable, Equatable, ScanCacheCodable {
  /// Caption handling in the file.
  package var evidence: CaptionEvidence = []
  /// Where the file names `AVPlayerLayer.self` (a view whose `layerClass` is a player layer).
  package var playerLayerClasses: [Int] = []
  /// Where the file sets `appliesMediaSelectionCriteriaAutomatically = false`.
  package var automaticSelectionTurnedOff: [Int] = []
  /// Whether the file sets a player's `isMuted = true`: its video has no sound to caption.
  package var mutesPlayer: Bool = false
}

/// The media facts of the whole project: whether any file handles captions.
package struct MediaCaptionFacts: ProjectFacts {
  package typealias Collector = MediaFactsCollector

  /// Caption handling anywhere in the project.
  package var evidence: CaptionEvidence = []

  /// The evidence of every indexed file.
  package init(files: [MediaFileFacts]) {
    evidence = files.reduce(into: []) { $0.formUnion($1.evidence) }
  }

  package func adding(_ other: MediaCaptionFacts) -> MediaCaptionFacts {
    var result = self
    result.evidence.formUnion(other.evidence)
    return result
  }
}

/// The media part of the index walk: references and calls that pair videos with captions, and the player settings the
/// rules report.
package final class MediaFactsCollector: IndexWalkVisitor, FileFactsCollector {
  package static let indexedNodes: IndexedNodes = [.references, .calls]

  /// File extensions of caption and subtitle files.
  package static let captionExtensions: Set<String> = ["vtt", "webvtt", "srt", "ttml", "dfxp", "scc"]

  private var facts = MediaFileFacts()

  package override func visit(_ node: DeclReferenceExprSyntax, name: String, isMember: Bool) {
    switch name {
    case "AVPlayerItemLegibleOutput", "AVPlayerItemRenderedLegibleOutput":
      facts.evidence.insert(.legibleOutput)
    case "legible":
      facts.evidence.insert(.legibleSelection)
    case "subtitle", "closedCaption", "text":
      if node.namesMediaType { facts.evidence.insert(.captionTrack) }
    case "AVPlayerLayer":
      if node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.self) {
        facts.playerLayerClasses.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
    case "appliesMediaSelectionCriteriaAutomatically":
      if node.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
        facts.automaticSelectionTurnedOff.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
    case "isMuted":
      if node.assignedValue?.isTrueLiteral == true { facts.mutesPlayer = true }
    default:
      break
    }
  }

  package override func visit(_ node: FunctionCallExprSyntax, calledName name: String) {
    let namesCaptionFile = node.arguments.contains { argument in
      guard let text = argument.expression.plainStringLiteral?.lowercased() else { return false }
      let fileExtension = text.split(separator: ".").last.map(String.init) ?? text
      return Self.captionExtensions.contains(fileExtension)
    }
    if namesCaptionFile { facts.evidence.insert(.captionTrack) }
  }

  package func facts(calls: [String: [FunctionCallExprSyntax]]) -> MediaFileFacts { facts }
}

extension DeclReferenceExprSyntax {
  /// `AVMediaType.subtitle`, or `.subtitle` (`.closedCaption`, `.text`) as a media type argument
  /// (`addMutableTrack(withMediaType: .subtitle, …)`, `tracks(withMediaType: .closedCaption)`).
  fileprivate var namesMediaType: Bool {
    guard let access = parent?.as(MemberAccessExprSyntax.self), access.declName.id == id else { return false }
    if let base = access.base {
      return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "AVMediaType"
    }
    let label = access.parent?.as(LabeledExprSyntax.self)?.label?.text
    return label == "withMediaType" || label == "mediaType"
  }

  /// The value assigned to this property (`true` in `player.isMuted = true`), read from the unfolded sequence.
  fileprivate var assignedValue: ExprSyntax? {
    var target = Syntax(self)
    if let access = parent?.as(MemberAccessExprSyntax.self), access.declName.id == id { target = Syntax(access) }
    guard let list = target.parent?.as(ExprListSyntax.self) else { return nil }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == target.id }), index + 2 < elements.count,
      elements[index + 1].is(AssignmentExprSyntax.self)
    else { return nil }
    return elements[index + 2]
  }
}
