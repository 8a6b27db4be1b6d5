import A11yAuditModel
import SwiftSyntax

/// Reports video players whose captions and audio description cannot be told present from the code: custom
/// `AVPlayerLayer` players without a captions control, players that turn automatic media selection off, and system
/// players showing a bundled video the project never pairs with captions.
public enum VideoWithoutCaptionsRule: Rule {
  /// Files without any of these cannot hold a site, nor captions the project pairs with its videos.
  public static let sourceKeywords: [String]? = [
    "VideoPlayer", "AVPlayerViewController", "AVPlayerLayer", "appliesMediaSelectionCriteriaAutomatically",
    "legible", "Legible", "withMediaType", "AVMediaType", "vtt", "srt", "ttml", "dfxp", "scc",
  ]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "video-without-captions",
    title: "Give videos captions and audio description",
    summary:
      "A video player that cannot show captions, or a bundled video never paired with captions, leaves out people who cannot hear it.",
    rationale: """
      Prerecorded video with sound needs captions (WCAG 1.2.2 Captions (Prerecorded)) and, when the picture shows \
      what the sound does not say, audio description (1.2.3 Audio Description or Media Alternative, 1.2.5 Audio \
      Description (Prerecorded)). SwiftUI `VideoPlayer` and AVKit `AVPlayerViewController` show the caption and audio \
      tracks an asset carries in their menus, and AVFoundation's automatic media selection \
      (`appliesMediaSelectionCriteriaAutomatically`, on by default) turns them on when the person has chosen Closed \
      Captions + SDH or Audio Descriptions in Settings > Accessibility. An `AVPlayerLayer` renders the captions that \
      selection picks but offers no control of its own. So what code can show:

      Reported, medium: a custom player drawing an `AVPlayerLayer` (`AVPlayerLayer(player:)`, a view whose \
      `layerClass` is `AVPlayerLayer.self`) when the project neither selects legible media itself \
      (`AVMediaCharacteristic.legible`, `select(_:in:)`) nor draws captions (`AVPlayerItemLegibleOutput`): people who \
      did not turn captions on system-wide, or want them for this video only, cannot. Reported, high: \
      `appliesMediaSelectionCriteriaAutomatically = false` in a project that never selects legible media: captions \
      and described audio no longer follow the person's settings (medium in a file that also uses \
      `AVPlayerViewController` or `VideoPlayer`, whose menu still offers the tracks). Reported, medium: a \
      `VideoPlayer(player:)` or `AVPlayerViewController()` in a file that loads a bundled video \
      (`Bundle.main.url(forResource:withExtension: "mp4")`) when the project never pairs a video with captions (a \
      `.vtt`, `.srt` or `.ttml` file, a subtitle or closed-caption track added with `AVMutableComposition`, legible \
      selection or output): confirm the file carries captions and an audio description track. Passing: the same \
      sites in a project that handles captions, and a `VideoPlayer(player:)` or `AVPlayerViewController()` of \
      streamed video (a URL from the network or a model), whose menu offers the tracks the server sends. Not \
      reported: players whose file sets `isMuted = true` (no sound to caption).

      Blind spots: the media itself is not read, so a bundled file with embedded captions is still reported for \
      confirmation and a stream without captions is not reported at all; caption handling anywhere in the project \
      passes every player, even one it does not serve; players from other libraries (VLCKit, web views) are not \
      judged.
      """,
    category: .media,
    severity: .medium,
    criteria: ["1.2.2", "1.2.5"],
    message: "Custom video player (`AVPlayerLayer`) offers no way to turn captions on",
    passingMessage: "The project pairs its video with captions",
    recommendation: """
      Offer a captions menu built from the item's legible media selection group \
      (`asset.loadMediaSelectionGroup(for: .legible)`, `playerItem.select(_:in:)`) or draw captions from an \
      `AVPlayerItemLegibleOutput`; or play the video in `VideoPlayer` or `AVPlayerViewController`, whose menus offer \
      captions and audio description.
      """,
    impactDescription: "people who are deaf, hard of hearing or blind miss what the video says or shows",
    tags: ["media", "accessibility", "captions", "audio-description", "video"],
    variants: [
      RuleVariant(
        id: "selection-off", when: "automatic media selection is turned off",
        message: """
          `appliesMediaSelectionCriteriaAutomatically = false`: captions and audio description no longer follow the \
          person's accessibility settings
          """,
        recommendation: """
          Leave automatic media selection on, or select the tracks yourself: when \
          `UIAccessibility.isClosedCaptioningEnabled`, select the legible option with \
          `.transcribesSpokenDialogForAccessibility` (`playerItem.select(_:in:)`), and likewise an audible option \
          with `.describesVideoForAccessibility` for Audio Descriptions.
          """),
      RuleVariant(
        id: "bundled", when: "a system player shows a bundled video never paired with captions",
        message:
          "Video plays a bundled file the project never pairs with captions: confirm it has captions and audio description",
        recommendation: """
          Embed captions in the file (a WebVTT or CEA-608 track) or add a subtitle track with \
          `AVMutableComposition`, and an audio description track marked `.describesVideoForAccessibility` when the \
          picture shows what the sound does not; `VideoPlayer` then offers both.
          """,
        criteria: ["1.2.2", "1.2.3", "1.2.5"]),
    ],
    triggeringExamples: VideoWithoutCaptionsRuleExamples.triggering,
    nonTriggeringExamples: VideoWithoutCaptionsRuleExamples.nonTriggering
  )

  /// Every player site of the file, each decided once the project's caption evidence is known.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let own = file.facts(MediaCaptionFacts.self)
    guard !own.mutesPlayer else { return [] }
    var hits: [RuleHit] = []
    // The site's verdict with the project's caption evidence and the file's own.
    func site(
      _ node: some SyntaxProtocol, variant: String? = nil,
      _ verdict: @escaping @Sendable (CaptionEvidence) -> (severity: Severity, passing: Bool)
    ) {
      var hit = RuleHit(node: node, severity: .medium, passing: false, variant: variant)
      hit.pending = PendingVerdict { [ownEvidence = own.evidence] project in
        let decided = verdict(project.facts(MediaCaptionFacts.self).evidence.union(ownEvidence))
        return PendingVerdict.Verdict(severity: decided.severity, passing: decided.passing, variant: variant)
      }
      hits.append(hit)
    }

    let layers =
      file.index.calls(named: "AVPlayerLayer").filter { $0.constructedTypeName == "AVPlayerLayer" }.map(Syntax.init)
      + own.playerLayerClasses.compactMap { file.node(at: $0) }
    for layer in layers where !layer.isInPreview {
      site(layer) { evidence in
        let selectsOrDrawsCaptions = !evidence.isDisjoint(with: [.legibleOutput, .legibleSelection])
        return (selectsOrDrawsCaptions ? .none : .medium, selectsOrDrawsCaptions)
      }
    }

    let usesSystemPlayer = file.bytes.containsAny(of: [Array("AVPlayerViewController".utf8), Array("VideoPlayer".utf8)])
    for offset in own.automaticSelectionTurnedOff {
      guard let node = file.node(at: offset) else { continue }
      site(node, variant: "selection-off") { evidence in
        let severity: Severity = evidence.contains(.legibleSelection) ? .none : usesSystemPlayer ? .medium : .high
        return (severity, severity == .none)
      }
    }

    let players =
      file.index.calls(named: "VideoPlayer").filter {
        $0.constructedTypeName == "VideoPlayer" && $0.argument(labelled: "player") != nil
      }
      + file.index.calls(named: "AVPlayerViewController").filter { $0.constructedTypeName == "AVPlayerViewController" }
    let bundled = file.loadsBundledVideo
    for player in players where !player.isInPreview {
      // A system player of a stream shows the caption tracks the stream carries.
      site(player, variant: bundled ? "bundled" : nil) { evidence in
        let paired = !bundled || !evidence.isEmpty
        return (paired ? .none : .medium, paired)
      }
    }
    return hits
  }
}

extension SourceFileContext {
  /// The expression named at `offset`: `AVPlayerLayer.self`, `player.appliesMediaSelectionCriteriaAutomatically`.
  fileprivate func node(at offset: Int) -> Syntax? {
    guard let token = syntax.token(at: AbsolutePosition(utf8Offset: offset)),
      let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    if let access = reference.parent?.as(MemberAccessExprSyntax.self) { return Syntax(access) }
    return Syntax(reference)
  }

  /// Whether the file loads a video from the app's bundle (`Bundle.main.url(forResource: "intro", withExtension:
  /// "mp4")`, `path(forResource: "intro.mov", ofType: nil)`).
  fileprivate var loadsBundledVideo: Bool {
    (index.calls(named: "url") + index.calls(named: "path")).contains(where: \.looksUpBundledVideo)
  }
}

extension FunctionCallExprSyntax {
  /// File extensions of video files an app bundles.
  private static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "3gp"]

  /// `url(forResource:withExtension:)` or `path(forResource:ofType:)` naming a video file.
  fileprivate var looksUpBundledVideo: Bool {
    guard let resource = argument(labelled: "forResource") else { return false }
    let typeArgument = argument(labelled: "withExtension") ?? argument(labelled: "ofType")
    let names = [resource.plainStringLiteral, typeArgument?.plainStringLiteral].compactMap { $0?.lowercased() }
    return names.contains { name in
      Self.videoExtensions.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }
  }
}
