import Foundation

/// A file's index facts as the scan cache keeps them in `files.json` (see ``ScanMemoryDocument``): each area's file
/// facts in terms the store's generated JSON code reads and writes fast, sets as sorted lists. Nil where the index
/// walk did not enter the file for that area.
///
/// Every area of ``RuleRegistry/facts`` must be one of ``areas``: the cache is not used otherwise.
struct CachedIndexFacts: Equatable {
  var isComplete: Bool
  var reduceMotion: CachedReduceMotionFacts?
  var typographyTypes: [String]?
  var media: CachedMediaFacts?
  /// ``ColorConstants/Declared`` as JSON (`Codable`): colour specifications nest, and few files declare any.
  var colours: String?
  var screenTitles: CachedScreenTitleFacts?
  var viewUses: CachedViewUseFacts?
}

/// ``ReduceMotionFileFacts``.
struct CachedReduceMotionFacts: Equatable {
  var environmentNames: [String]
  var declarations: [CachedDeclarationFacts]
  var mentionsSystemSetting: Bool
  var environmentNamesByType: [CachedNames]
  var extendedTypes: [String]
  var parameterNames: [String]
}

/// ``DeclarationFacts``; `role` is a ``DeclarationFacts/Role`` raw value.
struct CachedDeclarationFacts: Equatable {
  var name: String
  var role: String
  var isExported: Bool
  var declared: [String]
  var memberNames: [String]
  var mentionsSystemSetting: Bool
  var calledNames: [String]
}

/// Names under a key (a type's environment properties).
struct CachedNames: Equatable {
  var key: String
  var names: [String]
}

/// ``MediaFileFacts``.
struct CachedMediaFacts: Equatable {
  var evidence: Int
  var playerLayerClasses: [Int]
  var automaticSelectionTurnedOff: [Int]
  var mutesPlayer: Bool
}

/// ``ScreenTitleFileFacts``.
struct CachedScreenTitleFacts: Equatable {
  var views: [String]
  var types: [CachedTitleEvidence]
  var viewHelpers: [CachedTitleEvidence]
  var pushes: [CachedPush]
}

/// ``TitleEvidence`` of the type or helper `name`.
struct CachedTitleEvidence: Equatable {
  var name: String
  var setsTitle: Bool
  var builtTypes: [String]
  var modifiers: [String]
  var hostsStack: Bool
  var hidesBar: Bool
  var isContainer: Bool
}

/// ``ScreenTitleFileFacts/Push``; `presentation` is a ``ScreenPresentation`` raw value.
struct CachedPush: Equatable {
  var pusher: String
  var typeName: String
  var isTitledAtUse: Bool
  var modifierNames: [String]
  var presentation: String
}

/// ``ViewUseFileFacts``.
struct CachedViewUseFacts: Equatable {
  var uses: [CachedViewNaming]
  var watchedTypes: [String]
}

/// ``ViewUseFileFacts/Use``.
struct CachedViewNaming: Equatable {
  var typeName: String
  var user: String
  var isNamed: Bool
  var isBesideText: Bool
  var isLinkLabel: Bool
}
