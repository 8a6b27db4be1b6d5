import Foundation

extension CachedIndexFacts {
  /// The areas these facts hold.
  package static let areas: [any ProjectFacts.Type] = [
    ReduceMotionFacts.self, AccessibilityProjectIndex.self, MediaCaptionFacts.self, ColorConstants.self,
    ScreenTitleFacts.self, ViewUseFacts.self,
  ]

  /// Whether these facts hold every area of `areas` (the registry's by default).
  package static func cover(_ areas: [any ProjectFacts.Type] = RuleRegistry.facts) -> Bool {
    let known = Set(Self.areas.map { ObjectIdentifier($0) })
    return areas.allSatisfy { known.contains(ObjectIdentifier($0)) }
  }

  /// `index`'s facts as the cache keeps them; nil when they cannot be written (colours that do not encode).
  package init?(_ index: SourceFileIndex) {
    isComplete = index.isComplete
    reduceMotion = index.storedFacts(ReduceMotionFacts.self).map(CachedReduceMotionFacts.init)
    typographyTypes = index.storedFacts(AccessibilityProjectIndex.self).map { $0.sorted() }
    media = index.storedFacts(MediaCaptionFacts.self).map(CachedMediaFacts.init)
    screenTitles = index.storedFacts(ScreenTitleFacts.self).map(CachedScreenTitleFacts.init)
    viewUses = index.storedFacts(ViewUseFacts.self).map { facts in
      CachedViewUseFacts(
        uses: facts.uses.map {
          CachedViewNaming(
            typeName: $0.typeName, user: $0.user, isNamed: $0.isNamed, isBesideText: $0.isBesideText,
            isLinkLabel: $0.isLinkLabel)
        }, watchedTypes: facts.watchedTypes.sorted())
    }
    if let declared = index.storedFacts(ColorConstants.self) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      guard let data = try? encoder.encode(declared) else { return nil }
      colours = String(decoding: data, as: UTF8.self)
    }
  }

  /// The index facts these hold; nil when they hold what no scan writes.
  package var index: SourceFileIndex? {
    var facts = AreaFileFacts()
    if let reduceMotion {
      guard let value = reduceMotion.facts else { return nil }
      facts.set(ReduceMotionFacts.self, value)
    }
    if let typographyTypes { facts.set(AccessibilityProjectIndex.self, Set(typographyTypes)) }
    if let media { facts.set(MediaCaptionFacts.self, media.facts) }
    if let colours {
      guard let value = try? JSONDecoder().decode(ColorConstants.Declared.self, from: Data(colours.utf8)) else {
        return nil
      }
      facts.set(ColorConstants.self, value)
    }
    if let screenTitles {
      guard let value = screenTitles.facts else { return nil }
      facts.set(ScreenTitleFacts.self, value)
    }
    if let viewUses {
      let uses = viewUses.uses.map {
        ViewUseFileFacts.Use(
          typeName: $0.typeName, user: $0.user, isNamed: $0.isNamed, isBesideText: $0.isBesideText,
          isLinkLabel: $0.isLinkLabel)
      }
      facts.set(ViewUseFacts.self, ViewUseFileFacts(uses: uses, watchedTypes: Set(viewUses.watchedTypes)))
    }
    return SourceFileIndex(isComplete: isComplete, facts: facts)
  }
}

extension CachedReduceMotionFacts {
  package init(_ facts: ReduceMotionFileFacts) {
    self.init(
      environmentNames: facts.environmentNames.sorted(),
      declarations: facts.declarations.map {
        CachedDeclarationFacts(
          name: $0.name, role: $0.role.rawValue, isExported: $0.isExported, declared: $0.references.declared.sorted(),
          memberNames: $0.references.members.sorted(), mentionsSystemSetting: $0.references.mentionsSystemSetting,
          calledNames: $0.calledNames.sorted())
      },
      mentionsSystemSetting: facts.mentionsSystemSetting,
      environmentNamesByType: facts.environmentNamesByType.sorted { $0.key < $1.key }.map {
        CachedNames(key: $0.key, names: $0.value.sorted())
      },
      extendedTypes: facts.extendedTypes.sorted(), parameterNames: facts.parameterNames.sorted())
  }

  package var facts: ReduceMotionFileFacts? {
    var facts = ReduceMotionFileFacts()
    for declaration in declarations {
      guard let role = DeclarationFacts.Role(rawValue: declaration.role) else { return nil }
      facts.declarations.append(
        DeclarationFacts(
          name: declaration.name, role: role, isExported: declaration.isExported,
          references: ReferencedNames(
            declared: Set(declaration.declared), members: Set(declaration.memberNames),
            mentionsSystemSetting: declaration.mentionsSystemSetting),
          calledNames: Set(declaration.calledNames)))
    }
    facts.environmentNames = Set(environmentNames)
    facts.mentionsSystemSetting = mentionsSystemSetting
    facts.environmentNamesByType = Dictionary(environmentNamesByType.map { ($0.key, Set($0.names)) }) { $0.union($1) }
    facts.extendedTypes = Set(extendedTypes)
    facts.parameterNames = Set(parameterNames)
    return facts
  }
}

extension CachedMediaFacts {
  package init(_ facts: MediaFileFacts) {
    self.init(
      evidence: facts.evidence.rawValue, playerLayerClasses: facts.playerLayerClasses,
      automaticSelectionTurnedOff: facts.automaticSelectionTurnedOff, mutesPlayer: facts.mutesPlayer)
  }

  package var facts: MediaFileFacts {
    MediaFileFacts(
      evidence: CaptionEvidence(rawValue: evidence), playerLayerClasses: playerLayerClasses,
      automaticSelectionTurnedOff: automaticSelectionTurnedOff, mutesPlayer: mutesPlayer)
  }
}

extension CachedScreenTitleFacts {
  package init(_ facts: ScreenTitleFileFacts) {
    func evidence(_ byName: [String: TitleEvidence]) -> [CachedTitleEvidence] {
      byName.sorted { $0.key < $1.key }.map { name, evidence in
        CachedTitleEvidence(
          name: name, setsTitle: evidence.setsTitle, builtTypes: evidence.builtTypes.sorted(),
          modifiers: evidence.modifiers.sorted(), hostsStack: evidence.hostsStack, hidesBar: evidence.hidesBar,
          isContainer: evidence.isContainer)
      }
    }
    self.init(
      views: facts.views.sorted(), types: evidence(facts.types), viewHelpers: evidence(facts.viewHelpers),
      pushes: facts.pushes.map {
        CachedPush(
          pusher: $0.pusher, typeName: $0.destination.typeName, isTitledAtUse: $0.destination.isTitledAtUse,
          modifierNames: $0.destination.modifierNames.sorted(), presentation: $0.destination.presentation.rawValue)
      })
  }

  package var facts: ScreenTitleFileFacts? {
    func evidence(_ list: [CachedTitleEvidence]) -> [String: TitleEvidence] {
      Dictionary(
        list.map {
          (
            $0.name,
            TitleEvidence(
              setsTitle: $0.setsTitle, builtTypes: Set($0.builtTypes), modifiers: Set($0.modifiers),
              hostsStack: $0.hostsStack, hidesBar: $0.hidesBar, isContainer: $0.isContainer)
          )
        }
      ) { first, _ in first }
    }
    var facts = ScreenTitleFileFacts()
    facts.views = Set(views)
    facts.types = evidence(types)
    facts.viewHelpers = evidence(viewHelpers)
    for push in pushes {
      guard let presentation = ScreenPresentation(rawValue: push.presentation) else { return nil }
      facts.pushes.append(
        ScreenTitleFileFacts.Push(
          pusher: push.pusher,
          destination: PushedDestination(
            typeName: push.typeName, isTitledAtUse: push.isTitledAtUse, modifierNames: Set(push.modifierNames),
            presentation: presentation)))
    }
    return facts
  }
}
