import Foundation
import SwiftSyntax

/// Reports an app, or a view controller, restricted to portrait or to landscape: in its `Info.plist`, its Xcode build
/// settings, or a `supportedInterfaceOrientations` it returns in code.
///
/// Walks a file of its own only when it names `supportedInterfaceOrientations`: fed by the scanner's one walk, its
/// collector would cost every file (see ``FileNodeCollector``).
public enum OrientationLockedRule: Rule {
  /// Files without any of these cannot hold a site: the UIKit members that restrict orientations.
  public static let sourceKeywords: [String]? = ["supportedInterfaceOrientations"]

  /// The rule's id, words and examples.
  public static let description = RuleDescription(
    id: "orientation-locked",
    title: "Support both portrait and landscape",
    summary: "The app or a screen is locked to portrait (or landscape) although its content could work in both.",
    rationale: """
      Some people cannot turn their device: it is mounted on a wheelchair or a bed frame, or their hands cannot \
      rotate it. WCAG 1.3.4 (Orientation, AA) asks that content does not restrict its view to one orientation unless \
      that orientation is essential. WCAG's own examples of essential are a piano keyboard, a bank cheque to \
      photograph in landscape, and slides for a projector; a form, a list or a timer is not. Apple's Human Interface \
      Guidelines (Layout, Accessibility) ask apps to adapt to both orientations with size classes.

      Sites: the `UISupportedInterfaceOrientations` keys of an app's `Info.plist` (with their `~iphone` and `~ipad` \
      variants; an `~iphone` key overrides the plain one on iPhone, `~ipad` on iPad); the \
      `INFOPLIST_KEY_UISupportedInterfaceOrientations` build settings of each build configuration in \
      `project.pbxproj` (with `_iPhone` and `_iPad`; configurations building for watchOS, tvOS, macOS or visionOS, \
      and devices outside `TARGETED_DEVICE_FAMILY`, are skipped); in Swift, an `override var \
      supportedInterfaceOrientations` and the app delegate's `application(_:supportedInterfaceOrientationsFor:)` \
      returning a mask literal (`.portrait`, `[.landscapeLeft, .landscapeRight]`), or a property of the same file \
      initialised with one. A site is reported when the orientations it allows are all portrait or all landscape, \
      and passes when they include both. App extensions and watch apps are skipped. Findings in `Info.plist` and \
      `project.pbxproj` point at the key or setting line; suppression comments do not apply there (mark them \
      won't-fix, or disable the rule in `.a11y-audit.yml`).

      Severity: medium, because the essential exception cannot be decided from code; low when only iPad is \
      locked and the app requires full screen (`UIRequiresFullScreen`), the mark of a game or camera app where an \
      orientation is more often essential, and low for a Swift return that locks only in some branches.

      Blind spots: locks applied through project helpers (a custom `.supportedOrientations(.portrait)` modifier, \
      an `orientationLock` changed at run time, `requestGeometryUpdate`) are not seen; whether an orientation is \
      essential is left to the reader; settings inherited from `.xcconfig` files are not read.
      """,
    category: .orientation,
    severity: .medium,
    criteria: ["1.3.4"],
    message: "The app is locked to {orientation} on {devices}",
    passingMessage: "Both portrait and landscape are supported",
    recommendation: """
      Support both orientations ({missing}) and let the layout adapt with size classes and `ViewThatFits`. Keep the \
      lock only if the orientation is essential (a piano keyboard, a cheque to photograph), and say so: mark the \
      finding won't-fix with a note.
      """,
    impactDescription: "people whose device is mounted or who cannot rotate it cannot use the other orientation",
    tags: ["orientation", "accessibility", "rotation", "motor"],
    variants: [
      RuleVariant(
        id: "ipad-full-screen", when: "only iPad is locked and the app requires full screen",
        message:
          "The app is locked to {orientation} on iPad and requires full screen: check that the orientation is essential",
        recommendation: """
          Support both orientations on iPad ({missing}) unless the orientation is essential to the app (a game \
          designed for landscape, a camera or scanning task); if it is, mark the finding won't-fix with a note.
          """),
      RuleVariant(
        id: "view-controller", when: "a view controller's `supportedInterfaceOrientations` locks it",
        message: "`supportedInterfaceOrientations` locks this screen to {orientation}",
        recommendation: """
          Return `.all` (or `.allButUpsideDown` on iPhone) and let the layout adapt; keep the lock only if the \
          orientation is essential to this screen (a piano keyboard, a cheque to photograph).
          """),
      RuleVariant(
        id: "app-delegate",
        when: "the app delegate's `application(_:supportedInterfaceOrientationsFor:)` locks windows",
        message: "`application(_:supportedInterfaceOrientationsFor:)` locks {scope} to {orientation}",
        recommendation: """
          Return `.all` (or `.allButUpsideDown` on iPhone) and let the layout adapt; keep the lock only for screens \
          whose orientation is essential.
          """),
    ],
    triggeringExamples: OrientationLockedRuleExamples.triggering,
    nonTriggeringExamples: OrientationLockedRuleExamples.nonTriggering
  )

  // MARK: Swift

  /// The orientation masks the file's view controllers and app delegate return.
  public static func check(_ file: SourceFileContext) -> [RuleHit] {
    guard file.bytes.containsBytes(Array("supportedInterfaceOrientations".utf8)) else { return [] }
    let finder = OrientationDeclarationFinder(viewMode: .sourceAccurate)
    finder.walk(file.syntax)
    var hits: [RuleHit] = []
    for declaration in finder.declarations where !declaration.node.isInPreview {
      let masks = declaration.returns.map { ($0, $0.orientationMask ?? finder.mask(named: $0)) }
      let lockedEverywhere = masks.allSatisfy { $0.1?.lockedOrientation != nil }
      for (expression, mask) in masks {
        guard let mask else { continue }
        guard let orientation = mask.lockedOrientation else {
          hits.append(RuleHit(node: expression, severity: .none, passing: true))
          continue
        }
        var hit = RuleHit(
          node: expression, severity: lockedEverywhere ? .medium : .low, passing: false, variant: declaration.variant)
        hit.messageArguments = [
          "orientation": orientation, "missing": orientation == "portrait" ? "landscape" : "portrait",
          "scope": lockedEverywhere ? "every window" : "windows in some cases",
        ]
        hits.append(hit)
      }
    }
    return hits
  }

  // MARK: Property lists and build settings

  /// The `UISupportedInterfaceOrientations` keys of the app `Info.plist` files and build settings.
  public static func check(resources: ProjectResources) -> [ResourceHit] {
    var hits: [ResourceHit] = []
    for list in resources.facts(InfoPropertyLists.self).lists where !list.isAppExtension && !list.isWatchApp {
      let keys = OrientationKeys(
        base: "UISupportedInterfaceOrientations", iPhone: "UISupportedInterfaceOrientations~iphone",
        iPad: "UISupportedInterfaceOrientations~ipad")
      let requiresFullScreen = list.values["UIRequiresFullScreen"]?.isTrue ?? false
      for verdict in keys.verdicts(devices: [.iPhone, .iPad], value: { list.values[$0]?.strings }) {
        hits.append(
          verdict.hit(
            file: list.file, lines: list.lines(of: verdict.key), context: verdict.key,
            requiresFullScreen: requiresFullScreen))
      }
    }
    for configuration in resources.facts(XcodeBuildSettings.self).configurations {
      let settings = configuration.settings
      guard configuration.buildsForIOS, !configuration.buildsWatchApp else { continue }
      let families = (settings["TARGETED_DEVICE_FAMILY"]?.value ?? "1,2").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let devices = [Device.iPhone, .iPad].filter { families.contains($0.family) }
      let keys = OrientationKeys(
        base: "INFOPLIST_KEY_UISupportedInterfaceOrientations",
        iPhone: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
        iPad: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad")
      let requiresFullScreen = settings["INFOPLIST_KEY_UIRequiresFullScreen"]?.value == "YES"
      for verdict in keys.verdicts(
        devices: devices, value: { key in settings[key].map { $0.value.split(separator: " ").map(String.init) } })
      {
        let line = settings[verdict.key]!.line
        hits.append(
          verdict.hit(
            file: configuration.file, lines: line...line, context: configuration.label,
            requiresFullScreen: requiresFullScreen))
      }
    }
    return hits
  }
}

extension XcodeBuildSettings.Configuration {
  /// Whether the configuration may build for iOS or iPadOS: its SDK is `iphoneos` or chosen per platform (`auto`,
  /// or inherited from the project), and its supported platforms, when listed, include `iphoneos`.
  fileprivate var buildsForIOS: Bool {
    let sdk = settings["SDKROOT"]?.value ?? "iphoneos"
    let platforms = settings["SUPPORTED_PLATFORMS"]?.value.split(separator: " ") ?? ["iphoneos"]
    return ["iphoneos", "auto"].contains(sdk) && platforms.contains("iphoneos")
  }

  /// Whether the configuration builds a watch app (an iOS app may set an empty companion identifier).
  fileprivate var buildsWatchApp: Bool {
    ["INFOPLIST_KEY_WKApplication", "INFOPLIST_KEY_WKCompanionAppBundleIdentifier", "INFOPLIST_KEY_WKWatchOnly"]
      .contains { !(settings[$0]?.value ?? "").isEmpty && settings[$0]?.value != "NO" }
  }
}

/// A device family an orientation key applies to.
private enum Device: String {
  case iPhone
  case iPad

  /// Its number in `TARGETED_DEVICE_FAMILY`.
  var family: String { self == .iPhone ? "1" : "2" }
}

/// The plain, iPhone and iPad forms of one orientation key.
private struct OrientationKeys {
  var base: String
  var iPhone: String
  var iPad: String

  /// What one key allows on the devices it governs.
  struct Verdict {
    var key: String
    var devices: [Device]
    var orientations: InterfaceOrientations

    func hit(file: String, lines: ClosedRange<Int>, context: String, requiresFullScreen: Bool) -> ResourceHit {
      guard let orientation = orientations.lockedOrientation else {
        return ResourceHit(file: file, lines: lines, context: context, severity: .none, passing: true)
      }
      let onlyIPad = devices == [.iPad]
      var hit = ResourceHit(
        file: file, lines: lines, context: context, severity: onlyIPad && requiresFullScreen ? .low : .medium,
        passing: false, variant: onlyIPad && requiresFullScreen ? "ipad-full-screen" : nil)
      hit.messageArguments = [
        "orientation": orientation, "devices": devices.map(\.rawValue).joined(separator: " and "),
        "missing": orientation == "portrait" ? "add the landscape orientations" : "add the portrait orientations",
      ]
      return hit
    }
  }

  /// The keys present and the devices each governs: a device-specific key its device, the plain key the devices
  /// without one.
  func verdicts(devices: [Device], value: (String) -> [String]?) -> [Verdict] {
    var governed: [String: [Device]] = [:]
    for device in devices {
      let specific = device == .iPhone ? iPhone : iPad
      if value(specific) != nil {
        governed[specific, default: []].append(device)
      } else if value(base) != nil {
        governed[base, default: []].append(device)
      }
    }
    return [base, iPhone, iPad].compactMap { key in
      guard let devices = governed[key], let names = value(key) else { return nil }
      return Verdict(key: key, devices: devices, orientations: InterfaceOrientations(plistNames: names))
    }
  }
}

/// Finds the declarations that return supported orientations, and the orientation masks properties start from.
private final class OrientationDeclarationFinder: SyntaxVisitor {
  struct Declaration {
    var node: Syntax
    var returns: [ExprSyntax]
    var variant: String
  }

  private(set) var declarations: [Declaration] = []
  /// Properties initialised with a mask literal, by name.
  private var masks: [String: InterfaceOrientations] = [:]

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let mask = binding.initializer?.value.orientationMask { masks[name] = mask }
      if isOverride, name == "supportedInterfaceOrientations", let accessors = binding.accessorBlock {
        declarations.append(
          Declaration(node: Syntax(node), returns: Syntax(accessors).returnedExpressions, variant: "view-controller"))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let isDelegateMethod =
      node.name.text == "application"
      && node.signature.parameterClause.parameters.contains { $0.firstName.text == "supportedInterfaceOrientationsFor" }
    if isDelegateMethod, let body = node.body {
      declarations.append(
        Declaration(node: Syntax(node), returns: Syntax(body).returnedExpressions, variant: "app-delegate"))
    }
    return .visitChildren
  }

  /// The mask a returned property holds when the file initialises it with a literal (`Self.orientationLock`).
  func mask(named expression: ExprSyntax) -> InterfaceOrientations? {
    let name =
      expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name.flatMap { masks[$0] }
  }
}

extension Syntax {
  /// The expressions a getter or function body returns: its `return` statements (not those of closures inside), or
  /// its single expression.
  fileprivate var returnedExpressions: [ExprSyntax] {
    let collector = ReturnCollector(viewMode: .sourceAccurate)
    collector.walk(self)
    if !collector.returned.isEmpty { return collector.returned }
    let items: CodeBlockItemListSyntax? =
      self.as(CodeBlockSyntax.self)?.statements
      ?? self.as(AccessorBlockSyntax.self).flatMap { block in
        if case .getter(let statements) = block.accessors { return statements }
        return nil
      }
    guard let items, items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) else { return [] }
    return [expression]
  }
}

private final class ReturnCollector: SyntaxVisitor {
  var returned: [ExprSyntax] = []

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { returned.append(expression) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
