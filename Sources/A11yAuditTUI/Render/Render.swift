/// Draws `state` as a frame. Pure: the same state always gives the same frame.
func render(_ state: AppState) -> Frame {
  var frame = Frame(size: state.size, asciiOnly: state.prefs.ascii)
  let glyphs = Glyphs.forPrefs(state.prefs)
  if state.size.isTooSmall {
    TooSmallView.draw(state, into: &frame, glyphs: glyphs)
    return frame
  }
  switch state.route {
  case .findings:
    FindingsListView.draw(state, into: &frame, glyphs: glyphs)
  case .detail(let id):
    DetailView.draw(state, id: id, into: &frame, glyphs: glyphs)
  }
  ChromeView.draw(state, into: &frame, glyphs: glyphs)
  if case .help(let scope, let offset) = state.overlay {
    HelpView.draw(HelpLayout(scope: scope, size: state.size), offset: offset, into: &frame, glyphs: glyphs)
  }
  return frame
}
