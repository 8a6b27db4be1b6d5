import A11yAuditModel
import SwiftSyntax

/// Reports audio that starts by itself when a screen appears and plays on with no way to pause, stop or quiet it.
///
/// Walks a file of its own only for the settings of a player it starts: fed by the scanner's one walk, that search
/// would cost every file (see ``FileNodeCollector``).
public enum AudioAutoplayRule: Rule {
  /// Files without any of these cannot hold a site.
  public static let sourceKeywords: [String]? = ["AVAudioPlayer", "AVPlayer", "AVQueuePlayer"]
  /// The declarations of each type, for the code around a site (``SourceFileContext/typeScope(of:)``).
  public static let nodeCollectors: [any FileNodeCollector.Type] = [FileTypeDeclarations.self]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "audio-autoplay",
    title: "Let people stop audio that plays by itself",
    summary: "Audio that starts when a screen appears and lasts needs a pause, stop or volume control on that screen.",
    rationale: """
      VoiceOver speaks through the same speaker as the app: background music or a video's sound that starts on \
      its own drowns the screen reader, and its user cannot find the control to stop it while they cannot hear. \
      WCAG 1.4.2 Audio Control asks that audio playing automatically for more than three seconds can be paused or \
      stopped, or its volume controlled apart from the system volume.

      Sites: `.play()` on an `AVAudioPlayer`, `AVPlayer` or `AVQueuePlayer` (a property or variable the file \
      declares or assigns with that type) called when a screen appears: in `.onAppear`, `.task`, an `init`, \
      `viewDidLoad`, `viewWillAppear`, `viewDidAppear`, a representable's `makeUIView`, \
      `application(_:didFinishLaunchingWithOptions:)`, or a \
      function of the same type called from one of those. An `AVPlayer` or `AVQueuePlayer` counts as long audio; \
      an `AVAudioPlayer` counts when it loops forever (`numberOfLoops = -1`, high) or when its resource or \
      function names say music, ambient sound, narration or a soundtrack (medium). Short sound effects are not \
      sites: an `AVAudioPlayer` whose names say click, tap, success, chime, beep and the like, \
      `AudioServicesPlaySystemSound`, and players whose length the code does not tell. An `AVPlayer` shown in a \
      `VideoPlayer` has the system's playback controls, but they hide after a moment and are not where a \
      VoiceOver user starts: it is reported as low.

      Passing: the same type has a control that quiets the player: a button, toggle, slider, menu or tap whose \
      code pauses or stops it, sets its `volume`, `isMuted` or `rate`, or calls a function of the type that does; \
      a model or controller type that offers a non-private function pausing or stopping the player (the screen \
      using it holds the control); the player is muted (`isMuted = true`, `volume = 0`) or its volume is read \
      from a setting before it plays; or \
      the playing code checks a sound or music setting (`guard soundEnabled`, `if settings.musicOn`).

      Blind spots: players created by a helper or an audio manager in another file (a `SoundManager.shared` \
      whose methods play) and controls in another type (a settings screen's music toggle read through a shared \
      store) are not seen; the rule cannot tell an audio file's length, so an `AVAudioPlayer` with neutral names is \
      not reported; audio that starts from a button (the person asked for it) is not a site.
      """,
    category: .media,
    severity: .medium,
    criteria: ["1.4.2"],
    message: "Audio starts when the screen appears with no control to pause, stop or mute it",
    passingMessage: "Audio that starts by itself can be paused, stopped or muted",
    recommendation: """
      Do not start long audio by itself, or put a pause or mute button on the screen that plays it (and honour a \
      sound setting); start background music muted when VoiceOver is running.
      """,
    impactDescription: "Screen reader users cannot hear VoiceOver over audio that starts by itself",
    tags: ["media", "accessibility", "audio", "autoplay"],
    variants: [
      RuleVariant(
        id: "loop", when: "an `AVAudioPlayer` loops forever",
        message: "Looping audio starts when the screen appears with no control to pause, stop or mute it",
        recommendation: """
          Add a music or sound toggle on the screen (and in settings) that pauses the looping player, and do not \
          start it while VoiceOver is running unless the person turned it on.
          """),
      RuleVariant(
        id: "video", when: "the player is shown in a `VideoPlayer` or an `AVPlayerViewController`",
        message: "Video plays with sound when the screen appears; its controls are hidden at first",
        recommendation: """
          Start the video muted (`player.isMuted = true`) or paused, and let the person start the sound.
          """),
    ],
    triggeringExamples: AudioAutoplayRuleExamples.triggering,
    nonTriggeringExamples: AudioAutoplayRuleExamples.nonTriggering
  )

  /// Every automatic `play()` of a long-playing player in the file.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    let plays = file.index.calls(named: "play")
    guard !plays.isEmpty else { return [] }
    let players = file.audioPlayers
    guard !players.isEmpty else { return [] }
    return plays.compactMap { call in
      guard let path = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.actionPath,
        let name = path.split(separator: ".").last.map(String.init), let kind = players[name],
        !call.isInPreview, call.startsOnAppear(in: file)
      else { return nil }
      let scope = file.typeScope(of: call)
      let use = PlayerUse(name: name, scope: scope, in: file)
      guard let length = use.length(kind: kind, play: call) else { return nil }
      let passing = use.isMuted || use.hasControl(in: file) || call.checksSoundSetting
      let variant: String?
      let severity: Severity
      if use.isShownInVideoPlayer {
        (variant, severity) = ("video", .low)
      } else if length == .loop {
        (variant, severity) = ("loop", .high)
      } else {
        (variant, severity) = (nil, .medium)
      }
      return RuleHit(node: call, severity: passing ? .none : severity, passing: passing, variant: variant)
    }
  }
}

/// The kind of player a name holds.
private enum PlayerKind {
  /// `AVAudioPlayer`: a sound file, short or long.
  case audioFile
  /// `AVPlayer`, `AVQueuePlayer`: media meant to last.
  case media
}

/// How long a player's audio lasts, as far as the code tells.
private enum AudioLength {
  /// It loops forever.
  case loop
  /// It is music, narration or media.
  case long
}

extension SourceFileContext {
  /// Names the file declares or assigns as players (`let player: AVPlayer`, `music = try AVAudioPlayer(…)`).
  fileprivate var audioPlayers: [String: PlayerKind] {
    let finder = PlayerDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(syntax)
    return finder.players
  }
}

/// Finds the names a file gives players: typed properties, and values created with a player initialiser.
private final class PlayerDeclarationFinder: SyntaxVisitor {
  var players: [String: PlayerKind] = [:]

  static func kind(ofType text: String) -> PlayerKind? {
    if text.contains("AVAudioPlayer") && !text.contains("AVAudioPlayerNode") { return .audioFile }
    if text.contains("AVPlayer") && !text.contains("AVPlayerItem") && !text.contains("AVPlayerLayer")
      && !text.contains("AVPlayerViewController") || text.contains("AVQueuePlayer")
    {
      return .media
    }
    return nil
  }

  /// The kind of player `expression` creates (`try AVAudioPlayer(contentsOf: url)`, `AVPlayer(url: url)`).
  static func kind(created expression: ExprSyntax) -> PlayerKind? {
    var current = expression
    if let tried = current.as(TryExprSyntax.self) { current = tried.expression }
    if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
    guard let call = current.as(FunctionCallExprSyntax.self), let type = call.constructedTypeName else { return nil }
    return ["AVAudioPlayer": .audioFile, "AVPlayer": .media, "AVQueuePlayer": .media][type]
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    if let type = node.typeAnnotation?.type.trimmedDescription, let kind = Self.kind(ofType: type) {
      players[name] = kind
    } else if let value = node.initializer?.value, let kind = Self.kind(created: value) {
      players[name] = kind
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let name = elements[0].actionPath?.split(separator: ".").last.map(String.init),
      let kind = Self.kind(created: elements[2])
    {
      players[name] = kind
    }
    return .visitChildren
  }
}

/// What a type does with one player: how it is set up, shown and controlled.
private struct PlayerUse {
  let name: String
  let scope: TypeScope
  /// Statements of the type that set a member of the player (`player.numberOfLoops = -1`), by member.
  var settings: [String: [ExprSyntax]] = [:]
  /// Whether a `VideoPlayer(player:)` of the type shows it.
  var isShownInVideoPlayer = false
  /// Lower-cased names and string literals around the player's creation: what the resource is called.
  var resourceWords = ""

  init(name: String, scope: TypeScope, in file: SourceFileContext) {
    self.name = name
    self.scope = scope
    let finder = PlayerSettingFinder(name: name, scope: scope)
    finder.walk(file.syntax)
    settings = finder.settings
    resourceWords = finder.creationWords
    isShownInVideoPlayer =
      finder.handedToPlayerController
      || file.index.calls(named: "VideoPlayer").contains { call in
        scope.contains(call) && call.argument(labelled: "player")?.actionPath?.hasSuffix(name) == true
      }
  }

  /// Words that say a sound file is music or narration.
  static let longWords = [
    "music", "ambient", "ambience", "soundtrack", "theme", "song", "melody", "narration", "podcast", "background",
    "loop", "rain", "ocean", "forest", "meditation", "noise", "lullaby", "radio", "stream",
  ]
  /// Words that say a sound file is a short effect.
  static let shortWords = [
    "click", "tap", "success", "ding", "chime", "beep", "pop", "whoosh", "swoosh", "sfx", "effect", "tick", "bell",
    "notification", "alert", "error", "correct", "wrong", "buzz", "feedback", "shutter", "fail", "swipe",
  ]

  /// How long the audio lasts; nil for a short or unknown sound file.
  func length(kind: PlayerKind, play: FunctionCallExprSyntax) -> AudioLength? {
    if (settings["numberOfLoops"] ?? []).contains(where: { ($0.numericLiteralValue ?? 0) < 0 }) { return .loop }
    if kind == .media { return .long }
    let words = resourceWords + " " + play.schedulingWords
    let isLong = Self.longWords.contains { words.contains($0) }
    let isShort = Self.shortWords.contains { words.contains($0) }
    return isLong && !isShort ? .long : nil
  }

  /// Whether the player is muted or its volume comes from a setting before it plays.
  var isMuted: Bool {
    if (settings["isMuted"] ?? []).contains(where: \.isTrueLiteral) { return true }
    return (settings["volume"] ?? []).contains { value in value.numericLiteralValue.map { $0 == 0 } ?? true }
  }

  /// Whether a person's control of the type pauses, stops, mutes or changes the volume of the player, directly or
  /// through a function of the type.
  func hasControl(in file: SourceFileContext) -> Bool {
    let controlling = controllingFunctions(in: file)
    // A model or controller type that offers a pause or stop to its callers: the screen using it has the control.
    if !controlling.exposed.isEmpty { return true }
    for handlerName in Self.controlCalls {
      for handler in file.index.calls(named: handlerName) where scope.contains(handler) {
        if Syntax(handler).controlsPlayer(named: name) { return true }
        let called = Set(handler.handlerKeys.calledFunctionNames)
        if !called.isDisjoint(with: controlling.all) { return true }
      }
    }
    return false
  }

  /// Calls whose closures, actions or bindings a person operates.
  static let controlCalls = [
    "Button", "Toggle", "Slider", "Menu", "onTapGesture", "accessibilityAction", "onChange", "addTarget",
    "UIAction", "UIBarButtonItem",
  ]

  /// Functions of the type whose body pauses, stops, mutes or changes the volume of the player
  /// (`all`), and those of them other types can call (`exposed`: not private, not in a `View`).
  private func controllingFunctions(in file: SourceFileContext) -> (all: Set<String>, exposed: Set<String>) {
    var names: Set<String> = []
    var exposed: Set<String> = []
    for declaration in file.typeDeclarations(named: scope.name) {
      let isView = declaration.inheritedTypeNames.contains("View")
      for member in declaration.memberBlockMembers {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
          Syntax(body).controlsPlayer(named: name)
        else { continue }
        names.insert(function.name.text)
        let isPrivate = function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if !isPrivate && !isView { exposed.insert(function.name.text) }
      }
    }
    return (names, exposed)
  }
}

/// Finds the values a type assigns to members of a player (`player.numberOfLoops = -1`) and the words around its
/// creation.
private final class PlayerSettingFinder: SyntaxVisitor {
  let name: String
  let scope: TypeScope
  var settings: [String: [ExprSyntax]] = [:]
  var creationWords = ""
  /// Whether the player is given to a player view controller (`playerViewController.player = player`), which shows
  /// the system's playback controls.
  var handedToPlayerController = false

  init(name: String, scope: TypeScope) {
    self.name = name
    self.scope = scope
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), scope.contains(node),
      let path = elements[0].actionPath
    else { return .visitChildren }
    let parts = path.split(separator: ".").map(String.init)
    if parts.count >= 2, parts.last == "player", parts[parts.count - 2].lowercased().contains("controller"),
      elements[2].actionPath == name
    {
      handedToPlayerController = true
    }
    if parts.count >= 2, parts[parts.count - 2] == name {
      settings[parts[parts.count - 1], default: []].append(elements[2])
    } else if parts.last == name, PlayerDeclarationFinder.kind(created: elements[2]) != nil {
      creationWords += " " + Syntax(node).enclosingCodeWords
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, scope.contains(node),
      let value = node.initializer?.value, PlayerDeclarationFinder.kind(created: value) != nil
    {
      creationWords += " " + Syntax(node).enclosingCodeWords
    }
    return .visitChildren
  }
}

extension Syntax {
  /// Lower-cased string literals of the function or closure around the node and that function's name: what the
  /// resource and the code that plays it are called (`"rain"` in `Bundle.main.url(forResource: "rain", …)`,
  /// `startMusic`).
  fileprivate var enclosingCodeWords: String {
    var current = self
    var functionName = ""
    while let parent = current.parent {
      current = parent
      if let function = parent.as(FunctionDeclSyntax.self) {
        functionName = function.name.text
        break
      }
      if parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(VariableDeclSyntax.self)
      {
        break
      }
    }
    let literals = current.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      if case .stringSegment(let text) = token.tokenKind { return text }
      return nil
    }
    return ([functionName] + literals).joined(separator: " ").lowercased()
  }

  /// Whether the code pauses, stops, mutes or sets the volume or rate of the player named `name`.
  fileprivate func controlsPlayer(named name: String) -> Bool {
    let finder = PlayerControlFinder(name: name)
    finder.walk(self)
    return finder.found
  }
}

/// Finds `player.pause()`, `player.stop()`, `player.isMuted = …`, `player.volume = …`, `player.rate = 0` and
/// `$player.volume`-style bindings.
private final class PlayerControlFinder: SyntaxVisitor {
  let name: String
  var found = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.text
    guard ["pause", "stop", "isMuted", "volume", "rate", "setVolume"].contains(member),
      let base = node.base?.bindingReference ?? node.base?.actionPath
    else { return .visitChildren }
    if base == name || base.hasSuffix("." + name) { found = true }
    return .visitChildren
  }
}

extension FunctionCallExprSyntax {
  /// Whether this `play()` runs when a screen appears or the app starts: in `.onAppear`, `.task`, an `init`, a
  /// view controller's appearance methods, the app delegate's launch, or a function of the type called from one.
  fileprivate func startsOnAppear(in file: SourceFileContext) -> Bool {
    if isStartedByPerson { return false }
    if isInAppearCode { return true }
    guard let function = enclosingFunction else { return false }
    let name = function.name.text
    let scope = file.typeScope(of: self)
    for caller in file.index.calls(named: name) where scope.contains(caller) {
      if caller.isInAppearCode && !caller.isStartedByPerson { return true }
    }
    return false
  }

  /// Whether the call sits directly in appearance or launch code.
  private var isInAppearCode: Bool {
    if enclosingCalls.contains(where: { ["onAppear", "task"].contains($0.call.calledName) }) { return true }
    var current = parent
    while let node = current {
      if node.is(InitializerDeclSyntax.self) { return true }
      if let function = node.as(FunctionDeclSyntax.self) { return function.isAppearanceOrLaunch }
      if node.isTypeDeclaration { return false }
      current = node.parent
    }
    return false
  }

  /// The function around the call, through closures.
  private var enclosingFunction: FunctionDeclSyntax? {
    var current = parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) { return function }
      if node.isTypeDeclaration { return nil }
      current = node.parent
    }
    return nil
  }

  /// Whether a button or tap starts this audio (the person asked for it).
  private var isStartedByPerson: Bool {
    enclosingCalls.contains {
      ["Button", "onTapGesture", "accessibilityAction", "UIAction"].contains($0.call.calledName)
    }
  }

  /// Lower-cased words of the code that plays (`func startBackgroundMusic()`).
  fileprivate var schedulingWords: String { Syntax(self).enclosingCodeWords }

  /// Whether a condition around the call reads a sound, music or audio setting (`guard soundEnabled`).
  fileprivate var checksSoundSetting: Bool {
    var current = parent
    while let node = current {
      var conditions: [Syntax] = []
      if let statement = node.as(IfExprSyntax.self) { conditions.append(Syntax(statement.conditions)) }
      if let block = node.as(CodeBlockItemListSyntax.self) {
        for item in block {
          if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            conditions.append(Syntax(guardStatement.conditions))
          }
        }
      }
      if conditions.contains(where: \.namesSoundSetting) { return true }
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return false }
      current = node.parent
    }
    return false
  }
}

extension FunctionDeclSyntax {
  /// `viewDidLoad`, `viewWillAppear`, `viewDidAppear`, `makeUIView`, `application(_:didFinishLaunchingWithOptions:)`,
  /// `scene(_:willConnectTo:options:)`: code that runs when a screen appears or the app starts.
  fileprivate var isAppearanceOrLaunch: Bool {
    switch name.text {
    case "viewDidLoad", "viewWillAppear", "viewDidAppear", "sceneDidBecomeActive", "applicationDidBecomeActive",
      "makeUIView", "makeUIViewController":
      return true
    case "application", "scene":
      let labels = signature.parameterClause.parameters.map(\.firstName.text)
      return labels.contains("didFinishLaunchingWithOptions") || labels.contains("willConnectTo")
    default:
      return false
    }
  }
}

extension Syntax {
  /// A struct, class, enum, actor or extension declaration.
  fileprivate var isTypeDeclaration: Bool {
    `is`(StructDeclSyntax.self) || `is`(ClassDeclSyntax.self) || `is`(EnumDeclSyntax.self)
      || `is`(ActorDeclSyntax.self) || `is`(ExtensionDeclSyntax.self)
  }

  /// Whether a condition names a sound setting: `soundEnabled`, `settings.musicOn`, `isMuted`, `playsAudio`.
  fileprivate var namesSoundSetting: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let lowered = name.lowercased()
      return ["sound", "music", "audio", "mute", "volume", "voiceover"].contains { lowered.contains($0) }
    }
  }
}
