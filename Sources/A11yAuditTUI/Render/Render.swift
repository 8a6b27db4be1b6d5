/// Draws `state` as a frame. Pure: the same state always gives the same frame.
func render(_ state: AppState) -> Frame {
  var frame = Frame(size: state.size, asciiOnly: state.prefs.ascii)
  let glyphs = Glyphs.forPrefs(state.prefs)
  if state.size.isTooSmall {
    TooSmallView.draw(state, into: &frame, glyphs: glyphs)
    return frame
  }
  let height = PageLayout.bodyHeight(state.size)
  switch state.route {
  case .findings:
    FindingsListView.draw(state, into: &frame, glyphs: glyphs)
  case .detail(let id):
    DetailView.draw(state, id: id, into: &frame, glyphs: glyphs)
  case .dashboard:
    ListView.draw(
      DashboardLayout.make(state), position: state.dashboardList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear, empty: "Nothing to show yet.")
  case .audits:
    ListView.draw(
      AuditsLayout.make(state), position: state.auditsList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear,
      empty: "No Markdown audit files under the folder. Add one (e.g. ACCESSIBILITY_AUDIT.md) and press R.")
  case .screens:
    ListView.draw(
      AppScreensLayout.make(state), position: state.screensList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear, empty: "No SwiftUI screens found by the scan.")
  case .review(let id):
    ListView.draw(
      ReviewLayout.make(state, screen: id), position: state.reviewList, height: height, into: &frame,
      glyphs: glyphs, linear: state.prefs.linear, empty: "This screen is no longer in the store.")
  case .conformance:
    ListView.draw(
      ConformanceLayout.make(state), position: state.conformanceList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear, empty: "No criteria to show.")
  case .labels:
    ListView.draw(
      LabelsLayout.make(state), position: state.labelsList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear, empty: "No features to show.")
  case .checklists:
    ListView.draw(
      ChecklistsLayout.make(state), position: state.checklistList, height: height, into: &frame, glyphs: glyphs,
      linear: state.prefs.linear, empty: "No checklist items: the audit files have no `- [ ]` items.")
  }
  ChromeView.draw(state, into: &frame, glyphs: glyphs)
  switch state.overlay {
  case .help(let help):
    HelpView.draw(state.helpLayout(help), offset: help.offset, into: &frame, glyphs: glyphs)
  case .confirmFix(let edit, let diff, let offset):
    ConfirmFixView.draw(
      ConfirmFixLayout(diff: diff, size: state.size, boxed: !state.prefs.linear, edit: edit), offset: offset,
      into: &frame,
      glyphs: glyphs)
  case nil:
    break
  }
  if let input = state.input {
    let row = PageLayout.statusRow(state.size)
    let text = input.prompt + input.text
    let visible = String(text.suffix(max(1, state.size.width - 1)))
    frame.write(StyledLine(visible), row: row, ellipsis: glyphs.ellipsis)
    frame.cursor = Position(row: row, column: min(state.size.width - 1, DisplayWidth.of(visible)))
  }
  return frame
}
