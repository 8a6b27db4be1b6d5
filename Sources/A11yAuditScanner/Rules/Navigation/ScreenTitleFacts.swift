/// What the navigation rules know about the whole project: which views are pushed, from where, and which views set a
/// navigation title, themselves, through a view they build, or through one of the project's title helpers.
package struct ScreenTitleFacts: ProjectFacts {
  package typealias Collector = ScreenTitleFactsCollector

  /// How a view is pushed across the project.
  package struct Pushes: Sendable, Equatable {
    /// The first type (in scan order) that pushes the view without titling it at the push, or nil when every push
    /// titles it.
    package var untitledPusher: String?
    /// How that type shows the view.
    package var untitledPresentation: ScreenPresentation = .push
    /// How many pushes leave the title to the view.
    package var untitledCount: Int = 0
    /// How many pushes title the view themselves (`Detail().navigationTitle("Detail")`).
    package var titledCount: Int = 0
  }

  /// Apple's types and modules whose members are no views (`AccessibilityNotification.Announcement(…)`): built
  /// through them, nothing sets a title.
  package static let systemNamespaces: Set<String> = [
    "AccessibilityNotification", "SwiftUI", "UIKit", "Foundation", "Swift", "UIAccessibility", "UIApplication",
    "DispatchQueue", "NotificationCenter", "Task", "Color", "Font", "Image", "Text", "Animation", "Calendar", "Date",
    "Locale", "URL", "UserDefaults", "Bundle", "FileManager", "UIColor", "UIFont", "UIImage", "Logger",
  ]

  /// Views declared in the project.
  package var views: Set<String> = []
  /// Types whose code sets a navigation title, directly or through what it builds or calls.
  package var titledTypes: Set<String> = []
  /// Views that hide their navigation bar: no title would show, so they are not screens this rule checks.
  package var barlessTypes: Set<String> = []
  /// Views that show content they are given (a generic `Content: View`): the title is the content's to set.
  package var containerTypes: Set<String> = []
  /// The project's `extension View` functions that set a title.
  package var titleHelpers: Set<String> = []
  /// How each view is pushed, by type name.
  package var pushes: [String: Pushes] = [:]

  package init() {}

  /// What the project knows of the views the file declares: the rule looks up each of them, and reads nothing else.
  package func projected(onto words: FileWords) -> ScreenTitleFacts {
    var result = ScreenTitleFacts()
    result.titledTypes = titledTypes.intersection(words.views)
    result.barlessTypes = barlessTypes.intersection(words.views)
    result.containerTypes = containerTypes.intersection(words.views)
    result.pushes = pushes.filter { words.views.contains($0.key) }
    return result
  }

  /// The facts of a project made of the indexed files.
  ///
  /// A helper sets a title when its body does, or calls a helper that does; a type sets one when any of its
  /// declarations does, calls a title helper, or builds a type that sets one (SwiftUI's title is a preference any
  /// view of the pushed screen may set).
  package init(files: [ScreenTitleFileFacts]) {
    var types: [String: TitleEvidence] = [:]
    var helpers: [String: TitleEvidence] = [:]
    for file in files {
      views.formUnion(file.views)
      for (name, evidence) in file.types { types[name, default: TitleEvidence()].merge(evidence) }
      for (name, evidence) in file.viewHelpers { helpers[name, default: TitleEvidence()].merge(evidence) }
    }
    titleHelpers = Set(helpers.filter(\.value.setsTitle).keys)
    var changed = true
    while changed {
      changed = false
      for (name, evidence) in helpers where !titleHelpers.contains(name) {
        if !evidence.modifiers.isDisjoint(with: titleHelpers) {
          titleHelpers.insert(name)
          changed = true
        }
      }
    }
    // A view built through a module the project does not declare (`WishKit.FeedbackListView()`) may set the title:
    // it is given the benefit of the doubt.
    let declared = views.union(types.keys)
    let opaque = Set(
      types.values.flatMap(\.builtTypes).filter { built in
        guard built.contains("."), let module = built.split(separator: ".").first.map(String.init) else { return false }
        return !declared.contains(module) && !Self.systemNamespaces.contains(module)
      })
    titledTypes = Set(types.filter { $0.value.setsTitle || !$0.value.modifiers.isDisjoint(with: titleHelpers) }.keys)
      .union(opaque)
    barlessTypes = Set(types.filter(\.value.hidesBar).keys)
    containerTypes = Set(types.filter(\.value.isContainer).keys)
    changed = true
    while changed {
      changed = false
      for (name, evidence) in types where !titledTypes.contains(name) {
        if !evidence.builtTypes.isDisjoint(with: titledTypes) {
          titledTypes.insert(name)
          changed = true
        }
      }
    }
    let stackHosts = Set(types.filter(\.value.hostsStack).keys)
    for file in files {
      for push in file.pushes {
        let (pusher, destination) = (push.pusher, push.destination)
        // A view a sheet shows as it is has a navigation bar only when it builds its own stack.
        if destination.presentation == .sheet, !stackHosts.contains(destination.typeName) { continue }
        let titled = destination.isTitledAtUse || !destination.modifierNames.isDisjoint(with: titleHelpers)
        var known = pushes[destination.typeName, default: Pushes()]
        if titled {
          known.titledCount += 1
        } else {
          known.untitledCount += 1
          if known.untitledPusher == nil {
            known.untitledPusher = pusher
            known.untitledPresentation = destination.presentation
          }
        }
        pushes[destination.typeName] = known
      }
    }
  }

  /// Both projects' facts (these win where both know a push).
  package func adding(_ other: ScreenTitleFacts) -> ScreenTitleFacts {
    var result = self
    result.views.formUnion(other.views)
    result.titledTypes.formUnion(other.titledTypes)
    result.titleHelpers.formUnion(other.titleHelpers)
    result.barlessTypes.formUnion(other.barlessTypes)
    result.containerTypes.formUnion(other.containerTypes)
    result.pushes.merge(other.pushes) { mine, _ in mine }
    return result
  }
}
