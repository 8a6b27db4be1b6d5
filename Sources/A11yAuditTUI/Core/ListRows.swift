import A11yAuditKit

/// A line of the screens list: a folder header or one screen.
enum ScreenRow: Equatable, Sendable {
  case header(group: String, reviewed: Int, total: Int)
  /// Index into the state's screens, and its open findings (its own and its components').
  case screen(Int, open: Int)

  /// The present screens to review (components are reviewed within the screens using them), by folder, then the
  /// Not on any screen group under a header of its own; each header counts the items reviewed for `area`.
  static func rows(_ screens: [ScreenRecord], openByScreen: [String: Int], area: Category) -> [ScreenRow] {
    let reviewable = screens.indices.filter { screens[$0].present && screens[$0].screen.isReviewed }
    let order = reviewable.filter { screens[$0].screen.isScreen }.sorted { lhs, rhs in
      let left = screens[lhs].screen
      let right = screens[rhs].screen
      return (left.group, left.file, left.line, left.name) < (right.group, right.file, right.line, right.name)
    }
    var rows: [ScreenRow] = []
    var index = 0
    while index < order.count {
      let group = screens[order[index]].screen.group
      var end = index
      while end < order.count && screens[order[end]].screen.group == group { end += 1 }
      let members = order[index..<end]
      rows.append(
        .header(
          group: group, reviewed: members.count { screens[$0].review(for: area) == .reviewed }, total: members.count))
      rows += members.map { .screen($0, open: openByScreen[screens[$0].id] ?? 0) }
      index = end
    }
    for group in reviewable where screens[group].screen.isNotOnAnyScreen {
      rows.append(
        .header(
          group: NotOnAnyScreen.title, reviewed: screens[group].review(for: area) == .reviewed ? 1 : 0, total: 1))
      rows.append(.screen(group, open: openByScreen[screens[group].id] ?? 0))
    }
    return rows
  }
}

/// A line of the checklists screen: a file header, a section header, or one item.
enum ChecklistRow: Equatable, Sendable {
  case file(String, checked: Int, total: Int)
  case section(String, checked: Int, total: Int)
  /// Index into ``AuditSet/checklistItems``.
  case item(Int)

  static func rows(_ items: [ChecklistItem]) -> [ChecklistRow] {
    var rows: [ChecklistRow] = []
    var index = 0
    while index < items.count {
      let file = items[index].file
      var end = index
      while end < items.count && items[end].file == file { end += 1 }
      rows.append(.file(file, checked: items[index..<end].count(where: \.checked), total: end - index))
      var start = index
      while start < end {
        let section = items[start].section
        var stop = start
        while stop < end && items[stop].section == section { stop += 1 }
        rows.append(.section(section, checked: items[start..<stop].count(where: \.checked), total: stop - start))
        rows += (start..<stop).map(ChecklistRow.item)
        start = stop
      }
      index = end
    }
    return rows
  }
}
