extension AppState {
  /// Keys on the dashboard: move between the area and audit-file rows, Enter opens a row's findings.
  mutating func handleDashboard(_ action: Action) -> [Effect] {
    if action == .quit { return [.quit] }
    if move(\.dashboardList, action, DashboardLayout.make(self), noun: "row") { return [] }
    guard action == .open else { return [] }
    let rows = cache.dashboard.rows
    guard rows.indices.contains(dashboardList.selected) else {
      message = .info("Nothing selected")
      return []
    }
    let row = rows[dashboardList.selected]
    switch row.source {
    case .category(let category): openFindings(FindingFilter(category: category), what: row.title)
    case .auditFile(let path): openFindings(FindingFilter(audit: path), what: path)
    }
    return []
  }
}
