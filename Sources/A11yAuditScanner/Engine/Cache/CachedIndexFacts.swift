import Foundation

/// A file's index facts as the scan cache keeps them in `files.json` (see ``ScanMemoryDocument``): each area's file
/// facts in terms the store's generated JSON code reads and writes fast, sets as sorted lists. Nil where the index
/// walk did not enter the file for that area.
///
/// Every area of ``RuleRegistry/facts`` must be one of ``areas``: the cache is not used otherwise.
package struct CachedIndexFacts: Equatable {
  package var isComplete: Bool
  package var reduceMotion: CachedReduceMotionFacts?
  package var typographyTypes: [String]?
  package var media: CachedMediaFacts?
  /// ``ColorConstants/Declared`` as JSON (`Codable`): colour specifications nest, and few files declare any.
  package var colours: String?
  package var screenTitles: CachedScreenTitleFacts?
  package var viewUses: CachedViewUseFacts?
}

/// ``ReduceMotionFileFacts``.
package struct CachedReduceMotionFacts: Equatable {
  package var environmentNames: [String]
  package var declarations: [CachedDeclarationFacts]
  package var mentionsSystemSetting: Bool
  package var environmentNamesByType: [CachedNames]
  package var extendedTypes: [String]
  package var parameterNames: [String]
}

/// ``DeclarationFacts``; `role` is a ``DeclarationFacts/Role`` raw value.
package struct CachedDeclarationFacts: Equatable {
  package var name: String
  package var role: String
  package var isExported: Bool
  package var declared: [String]
  package var memberNames: [String]
  package var mentionsSystemSetting: Bool
  package var calledNames: [String]
}

/// Names under a key (a type's environment properties).
package struct CachedNames: Equatable {
  package var key: String
  package var names: [String]
}

/// ``MediaFileFacts``.
package struct CachedMediaFacts: Equatable {
  package var evidence: Int
  package var playerLayerClasses: [Int]
  package var automaticSelectionTurnedOff: [Int]
  package var mutesPlayer: Bool
}

/// ``ScreenTitleFileFacts``.
package struct CachedScreenTitleFacts: Equatable {
  package var views: [String]
  package var types: [CachedTitleEvidence]
  package var viewHelpers: [CachedTitleEvidence]
  package var pushes: [CachedPush]
}

/// ``TitleEvidence`` of the type or helper `name`.
package struct CachedTitleEvidence: Equatable {
  package var name: String
  package var setsTitle: Bool
  package var builtTypes: [String]
  package var modifiers: [String]
  package var hostsStack: Bool
  package var hidesBar: Bool
  package var isContainer: Bool
}

/// ``ScreenTitleFileFacts/Push``; `presentation` is a ``ScreenPresentation`` raw value.
package struct CachedPush: Equatable {
  package var pusher: String
  package var typeName: String
  package var isTitledAtUse: Bool
  package var modifierNames: [String]
  package var presentation: String
}

/// ``ViewUseFileFacts``.
package struct CachedViewUseFacts: Equatable {
  package var uses: [CachedViewNaming]
  package var watchedTypes: [String]
}

/// ``ViewUseFileFacts/Use``.
package struct CachedViewNaming: Equatable {
  package var typeName: String
  package var user: String
  package var isNamed: Bool
  package var isBesideText: Bool
  package var isLinkLabel: Bool
}
