import A11yAuditModel

/// The app's navigation graph across files: which views are screens (presented by the app's scene, a navigation
/// stack, link or destination, a sheet, cover or popover, a tab view or a state switch), which are components (only
/// built inside other views) and which are unplaced (declared, their use not visible), in depth-first order from the
/// roots.
package enum NavigationGraph {
  /// A type's navigation facts with the file and lines it spans.
  package struct Declared: Sendable, Equatable {
    package var file: String
    package var facts: TypeNavigation
    package var startLine: Int
    package var endLine: Int
  }

  /// `views` with their kind, last line, presenters, components and order set from `types` (every type declaration
  /// and extension of the project, in scan order) and what `configuration` says views are, whatever the code shows
  /// (its `screens:` and `components:`).
  package static func place(
    _ views: [Screen], types: [Declared], configuration: Configuration = Configuration()
  ) -> [Screen] {
    var views = views
    let resolver = Resolver(views: views)
    // The facts of each view, declaration and extensions together; the apps by name.
    var facts: [Int: (uses: [ViewUse], calls: Set<String>, needsInput: Bool, hostsNavigation: Bool)] = [:]
    var apps: [(name: String, file: String, line: Int, uses: [ViewUse])] = []
    // What the helpers of views present: `extension View` members by name, modifiers and other types by type name;
    // and the coordinators, routers and factories that hand out views.
    var helperUses: [String: [ViewUse]] = [:]
    var functionUses: [String: [ViewUse]] = [:]
    var builtHelperUses: [String: [ViewUse]] = [:]
    var coordinators: [(name: String, file: String, line: Int, uses: [ViewUse])] = []
    // The types each non-view type creates (`AppCoordinator` creating `ProfileCoordinator(…)`).
    var creates: [String: [String]] = [:]
    for type in types {
      if type.facts.isApp {
        apps.append((type.facts.name, type.file, type.startLine, type.facts.uses))
        continue
      }
      guard let index = resolver.view(named: type.facts.name, from: type.file) else {
        if type.facts.isViewHelper {
          builtHelperUses[type.facts.name, default: []] += type.facts.uses.filter(\.style.presentsFromHelper)
          // A helper's views are its callers' too: what it presents, and what it builds (the modifier it applies).
          // A free function (the helper named "") hands out what it returns to a presentation calling it
          // (`.navigationDestination(for: Route.self) { destination(for: $0) }`).
          if type.facts.name.isEmpty {
            for use in type.facts.uses where use.style == .coordinator {
              if let member = use.member { functionUses[member, default: []].append(use) }
            }
          }
          for use in type.facts.uses where use.style.presentsFromHelper || use.style == .built {
            if let member = use.member { helperUses[member, default: []].append(use) }
          }
        } else {
          // A coordinator a view creates (`@StateObject var coordinator = ProfileCoordinator()`) presents its
          // screens from that view too.
          creates[type.facts.name, default: []] += type.facts.uses.filter { $0.style == .built }.map(\.typeName)
          let handedOut = resolvingMembers(type.facts.uses).filter(\.style.handsOut)
          builtHelperUses[type.facts.name, default: []] += handedOut
          if !handedOut.isEmpty { coordinators.append((type.facts.name, type.file, type.startLine, handedOut)) }
        }
        continue
      }
      var known = facts[index] ?? ([], [], false, false)
      known.uses += type.facts.uses
      known.calls.formUnion(type.facts.calls)
      known.needsInput = known.needsInput || type.facts.needsInput
      known.hostsNavigation = known.hostsNavigation || type.facts.hostsNavigation
      facts[index] = known
      let isDeclaration =
        type.file == views[index].file && views[index].line >= type.startLine && views[index].line <= type.endLine
      if isDeclaration {
        views[index].endLine = type.endLine
      } else {
        let lines = SourceLines(file: type.file, start: type.startLine, end: type.endLine)
        views[index].extensions = (views[index].extensions ?? []) + [lines]
      }
    }
    // A view's own uses with its members resolved, and what the helpers it calls or builds present.
    for (index, known) in facts {
      var uses = resolvingMembers(known.uses, functions: functionUses).filter { $0.style != .coordinator }
      for name in known.calls.sorted() { uses += helperUses[name] ?? [] }
      for use in known.uses
      where use.style == .built && resolver.view(named: use.typeName, from: views[index].file) == nil {
        uses += builtHelperUses[use.typeName] ?? []
      }
      facts[index]?.uses = uses
    }
    // Edges, in source order. A state switch presents only from a screen, and only views not also built plainly
    // elsewhere: a switch over a media type in a row, or the loading and error views every list switches in, are
    // components.
    var presents: [Int: [Int]] = [:]
    var builds: [Int: [Int]] = [:]
    var switches: [Int: [Int]] = [:]
    var presenters: [Int: [String]] = [:]
    // How each presenter shows each screen: the first style seen for the pair.
    var styles: [Int: [String: ViewUseStyle]] = [:]
    func present(_ target: Int, by name: String, as style: ViewUseStyle) {
      appendOnce(name, to: &presenters[target, default: []])
      if styles[target, default: [:]][name] == nil { styles[target, default: [:]][name] = style }
    }
    // How each view presents each target: the first style seen for the pair.
    var edgeStyles: [Int: [Int: ViewUseStyle]] = [:]
    func addPresentation(from index: Int, to target: Int, as style: ViewUseStyle) {
      appendOnce(target, to: &presents[index, default: []])
      if edgeStyles[index, default: [:]][target] == nil { edgeStyles[index, default: [:]][target] = style }
    }
    var presented: Set<Int> = []
    // Views handed out by a coordinator: screens unless views also build them in place.
    var handedOut: Set<Int> = []
    var referenced: Set<Int> = []
    // Every call that builds a view counts as built, presented or not: what is built more often than presented is
    // also built plainly somewhere.
    var builtCount: [Int: Int] = [:]
    for index in views.indices {
      for use in facts[index]?.uses ?? [] {
        guard let target = resolver.view(named: use.typeName, from: views[index].file), target != index else {
          continue
        }
        referenced.insert(target)
        builtCount[target, default: 0] += use.style == .built ? 1 : -1
        switch use.style {
        case .state:
          appendOnce(target, to: &switches[index, default: []])
        case .built:
          appendOnce(target, to: &builds[index, default: []])
        case .coordinator:
          handedOut.insert(target)
          addPresentation(from: index, to: target, as: use.style)
        default:
          presented.insert(target)
          addPresentation(from: index, to: target, as: use.style)
        }
      }
    }
    var roots: [Int] = []
    for app in apps.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
      for use in app.uses where use.style.presents {
        guard let target = resolver.view(named: use.typeName, from: app.file) else { continue }
        presented.insert(target)
        referenced.insert(target)
        present(target, by: app.name, as: use.style)
        appendOnce(target, to: &roots)
      }
    }
    var handedOutBy: [(target: Int, name: String, style: ViewUseStyle)] = []
    // A coordinator created by another is its child: the parent presents the child's screens after it.
    let coordinatorNames = Set(coordinators.map(\.name))
    var parents: [String: [String]] = [:]
    for (parent, created) in creates.sorted(by: { $0.key < $1.key }) {
      for child in created where coordinatorNames.contains(child) && child != parent {
        appendOnce(parent, to: &parents[child, default: []])
      }
    }
    for coordinator in coordinators.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
      for use in coordinator.uses {
        guard let target = resolver.view(named: use.typeName, from: coordinator.file) else { continue }
        referenced.insert(target)
        if use.style == .coordinator { handedOut.insert(target) } else { presented.insert(target) }
        handedOutBy.append((target, coordinator.name, use.style))
        for parent in parents[coordinator.name] ?? [] { handedOutBy.append((target, parent, .coordinator)) }
        appendOnce(target, to: &roots)
      }
    }
    // A view nobody uses that hosts navigation or presents other views is the root of a flow of its own.
    let byPlace = views.indices.sorted { (views[$0].file, views[$0].line) < (views[$1].file, views[$1].line) }
    for index in byPlace where !referenced.contains(index) {
      if facts[index]?.hostsNavigation == true || presents[index]?.isEmpty == false
        || switches[index]?.isEmpty == false
      {
        appendOnce(index, to: &roots)
      }
    }
    // A view a coordinator hands out that views also build in place is a component (a model's `var row: some View`).
    let builtPlainly = Set(builtCount.filter { $0.value > 0 }.keys)
    var screens = presented.union(roots).union(handedOut)
    screens.subtract(handedOut.subtracting(presented).intersection(builtPlainly))
    // The configuration wins: `components:` over everything, `screens:` over what the code does not show.
    let configuredComponents = Set(views.indices.filter { configuration.components.matches(views[$0]) })
    for index in byPlace where !screens.contains(index) && !configuredComponents.contains(index) {
      guard configuration.screens.matches(views[index]) else { continue }
      screens.insert(index)
      appendOnce(index, to: &roots)
      present(index, by: Configuration.fileName, as: .configured)
    }
    screens.subtract(configuredComponents)
    roots.removeAll { !screens.contains($0) }
    for edge in handedOutBy where screens.contains(edge.target) { present(edge.target, by: edge.name, as: edge.style) }
    var grown = true
    while grown {
      grown = false
      for (from, targets) in switches where screens.contains(from) {
        for target in targets
        where !builtPlainly.contains(target) && !configuredComponents.contains(target)
          && screens.insert(target).inserted
        {
          grown = true
        }
      }
    }
    for (from, targets) in switches {
      for target in targets {
        if screens.contains(target) {
          addPresentation(from: from, to: target, as: .state)
        } else {
          appendOnce(target, to: &builds[from, default: []])
        }
      }
    }
    for index in views.indices {
      if screens.contains(index) {
        views[index].kind = .screen
      } else if referenced.contains(index) || facts[index]?.needsInput == true || configuredComponents.contains(index) {
        views[index].kind = .component
      } else {
        views[index].kind = .unplaced
      }
    }
    let components = views.indices.map { reachableComponents(from: $0, builds: builds, views: views) }
    // The screens a component's presentations belong to: those using it.
    var usersOfComponent: [Int: [Int]] = [:]
    for index in views.indices where views[index].kind != .component {
      for component in components[index] { appendOnce(index, to: &usersOfComponent[component, default: []]) }
    }
    for index in views.indices {
      for target in presents[index] ?? [] where views[target].kind == .screen {
        let from = views[index].kind == .component ? usersOfComponent[index] ?? [] : [index]
        let style = edgeStyles[index]?[target] ?? .push
        for presenter in from { present(target, by: views[presenter].name, as: style) }
      }
    }
    // Depth-first order: a screen's own presentations, then those of its components.
    var order: [Int] = []
    var visited: Set<Int> = []
    func visit(_ index: Int) {
      guard visited.insert(index).inserted else { return }
      order.append(index)
      for child in (presents[index] ?? []) + components[index].flatMap({ presents[$0] ?? [] })
      where views[child].kind == .screen {
        visit(child)
      }
    }
    roots.forEach(visit)
    for index in byPlace where views[index].kind == .screen { visit(index) }
    for index in byPlace where views[index].kind == .unplaced { visit(index) }
    for index in byPlace where views[index].kind == .component { visit(index) }
    for (position, index) in order.enumerated() {
      views[index].order = position
      let names = components[index].map { views[$0].name }
      views[index].components = names.isEmpty ? nil : names
      views[index].presentedBy = presenters[index]
      views[index].presentedAs = presenters[index]?.compactMap { styles[index]?[$0] }
    }
    return views
  }

  /// `uses` with each use of a member (`.homeTab`) or free function (`destination(for: route)`) replaced by the views
  /// it hands out, shown the way it is used (`TabView { homeTab }` makes them tabs).
  private static func resolvingMembers(_ uses: [ViewUse], functions: [String: [ViewUse]] = [:]) -> [ViewUse] {
    guard uses.contains(where: { $0.referencedMember != nil }) else { return uses }
    var byMember: [String: [ViewUse]] = [:]
    for use in uses where use.style.handsOut && use.referencedMember == nil {
      if let member = use.member { byMember[member, default: []].append(use) }
    }
    return uses.flatMap { use -> [ViewUse] in
      guard let member = use.referencedMember else { return [use] }
      return (byMember[member] ?? functions[member] ?? []).map {
        ViewUse(typeName: $0.typeName, style: use.style, member: use.member)
      }
    }
  }

  /// Components reachable from `index` through components only, depth first.
  private static func reachableComponents(from index: Int, builds: [Int: [Int]], views: [Screen]) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = [index]
    var stack = Array((builds[index] ?? []).reversed())
    while let next = stack.popLast() {
      guard views[next].kind == .component, seen.insert(next).inserted else { continue }
      result.append(next)
      stack += (builds[next] ?? []).reversed()
    }
    return result
  }

  private static func appendOnce<T: Equatable>(_ value: T, to list: inout [T]) {
    if !list.contains(value) { list.append(value) }
  }

  /// Finds the view a written type name means: the dotted name, else the last part, the same file's first.
  private struct Resolver {
    var byName: [String: [Int]] = [:]
    var files: [String]

    init(views: [Screen]) {
      files = views.map(\.file)
      for (index, view) in views.enumerated() {
        byName[view.name, default: []].append(index)
        if let last = view.name.split(separator: ".").last, String(last) != view.name {
          byName[String(last), default: []].append(index)
        }
      }
    }

    func view(named name: String, from file: String) -> Int? {
      let candidates =
        byName[name] ?? name.split(separator: ".").last.flatMap { byName[String($0)] } ?? []
      return candidates.first { files[$0] == file } ?? candidates.first
    }
  }
}
