import A11yAuditKit
import Foundation

/// The loop: read input, update the state, perform effects, paint. Owns nothing of curses but the ``Terminal``.
@MainActor
final class Runtime {
  private(set) var state: AppState
  private let terminal: Terminal
  private let project: Project
  private let editor: String?

  init(state: AppState, terminal: Terminal, project: Project, editor: String?) {
    self.state = state
    self.terminal = terminal
    self.project = project
    self.editor = editor
  }

  /// Runs until a quit key, or until input ends.
  func run() {
    terminal.paint(render(state))
    while true {
      let input = terminal.read()
      if input == .endOfInput { return }
      var messages: [Msg] = []
      let size = terminal.size
      if size != state.size { messages.append(.resize(size)) }
      if case .key(let key) = input { messages.append(.key(key)) }
      guard !messages.isEmpty else { continue }
      for message in messages {
        guard dispatch(message) else { return }
      }
      terminal.paint(render(state))
    }
  }

  /// Applies a message and everything its effects bring back. Returns false when the TUI should quit.
  private func dispatch(_ first: Msg) -> Bool {
    var queue = [first]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      for effect in update(&state, message) {
        if effect == .quit { return false }
        queue += Runtime.perform(effect, project: project, editor: editor, terminal: terminal)
      }
    }
    return true
  }

  /// Does one effect's work and returns what came of it as messages; failures are messages, never crashes.
  static func perform(_ effect: Effect, project: Project, editor: String?, terminal: Terminal?) -> [Msg] {
    let store = project.store
    switch effect {
    case .quit:
      return []
    case .redraw:
      terminal?.invalidate()
      return []
    case .setStatus(let id, let status):
      return change(project, missing: id) { $0.setStatus(status, forFinding: id, at: now()) }
    case .addNote(let id, let text):
      return change(project, missing: id) { $0.addNote(text, toFinding: id, at: now()) }
    case .removeNote(let id, let text):
      return change(project, missing: id) { document in
        guard let index = document.index(ofFinding: id),
          let note = document.findings[index].notes.lastIndex(where: { $0.text == text })
        else { return false }
        document.findings[index].notes.remove(at: note)
        return true
      }
    case .setReview(let id, let review):
      return change(project, missing: id) { $0.setReview(review, forScreen: id) }
    case .toggleChecklist(let item):
      let url = project.root.appendingPathComponent(item.file)
      do {
        let new = try ChecklistWriter.toggle(item, in: url)
        var messages: [Msg] = [.ticked(old: item, new: new)]
        do {
          let document = try store.update { document -> StoreDocument in
            document.checklistTicks.append(
              ChecklistTick(file: new.file, text: new.text, checked: new.checked, at: now()))
            return document
          }
          messages.append(.saved(document))
        } catch {
          messages.append(
            .failed("the tick was written to \(item.file) but not recorded: \(describe(error, root: project.root))"))
        }
        return messages
      } catch {
        return [.failed(error.description)]
      }
    case .loadSource(let file):
      let url = project.isFolder ? project.root.appendingPathComponent(file) : project.root
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return [.sourceLoaded(SourceText(file: file, lines: text.components(separatedBy: "\n")))]
    case .openEditor(let file, let line):
      guard let terminal else { return [] }
      let path = project.isFolder ? project.root.appendingPathComponent(file).path : project.root.path
      let status = terminal.suspend { Editor.open(path: path, line: line, editor: editor) }
      terminal.invalidate()
      var messages: [Msg] = []
      if status != 0 { messages.append(.failed("the editor exited with status \(status)")) }
      return messages + perform(.loadSource(file), project: project, editor: editor, terminal: nil)
    case .planFix(let id):
      return planFix(id, project: project).map { [.fixPlanned(id: id, diff: $0.diff, reason: $0.reason)] } ?? []
    case .applyFix(let id):
      guard let planned = planFix(id, project: project), let plan = planned.plan, !plan.changes.isEmpty else {
        return [.failed("the automatic fix no longer applies; nothing changed")]
      }
      do {
        try MotionFixer.write(plan, root: project.isFolder ? project.root : project.root.deletingLastPathComponent())
      } catch {
        return [.failed("cannot write the fix: \(describe(error))")]
      }
      var messages = rescan(project)
      messages.append(
        .info(
          "Fixed \(plan.fixedFindings.count) site(s) in \(plan.changes.map(\.file).joined(separator: ", ")); rescanned")
      )
      return messages
    case .rescan:
      return rescan(project)
    }
  }

  private static func now() -> Date { Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)) }

  private static func change(
    _ project: Project, missing id: String, _ body: @escaping (inout StoreDocument) -> Bool
  )
    -> [Msg]
  {
    do {
      var found = true
      let document = try project.store.update { document -> StoreDocument in
        found = body(&document)
        return document
      }
      guard found else {
        return [.failed("\(id) is no longer in the store (was the folder rescanned?)"), .loaded(document)]
      }
      return [.saved(document)]
    } catch {
      var messages: [Msg] = [.failed(describe(error, root: project.root))]
      if let document = try? project.store.load() { messages.append(.loaded(document)) }
      return messages
    }
  }

  /// Scans the root and the audit files into the store.
  static func rescan(_ project: Project) -> [Msg] {
    do {
      let outcome = try project.scanIntoStore(at: now())
      let open = outcome.document.findings.count { !$0.status.isDone && $0.presence == .violation }
      var summary =
        "Rescanned: \(outcome.scan.files.count) files, \(outcome.document.findings.count) findings, \(open) open"
      if !outcome.problems.isEmpty { summary += "; \(outcome.problems.count) files could not be read" }
      return [.rescanned(outcome.document, AuditSet(outcome.audits.documents), summary: summary)]
    } catch {
      return [.failed("rescan failed: \(describe(error, root: project.root))")]
    }
  }

  private static func planFix(
    _ id: String, project: Project
  ) -> (plan: MotionFixer.Plan?, diff: String?, reason: String)? {
    guard let record = try? project.store.load().record(id: id) else {
      return (nil, nil, "the finding is no longer in the store")
    }
    let file = record.finding.file
    let url = project.isFolder ? project.root.appendingPathComponent(file) : project.root
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      return (nil, nil, "cannot read \(file)")
    }
    let plan = MotionFixer().plan(
      sources: [(file: file, text: text)],
      selection: MotionFixer.Selection(rules: [record.finding.rule], files: [file]))
    guard !plan.changes.isEmpty else { return (nil, nil, "the fixer has no safe change for this site") }
    let sites = plan.fixedFindings.count
    return (
      plan, plan.changes.map(\.diff).joined(separator: "\n"), "The fix changes \(sites) site(s) of this rule in \(file)"
    )
  }

  /// One line for `error`; a store inside `root` is named by its path relative to the root, so that the reason fits
  /// the status line.
  static func describe(_ error: any Error, root: URL? = nil) -> String {
    if var storeError = error as? StoreError {
      if let root {
        let prefix = root.standardizedFileURL.path + "/"
        if storeError.path.hasPrefix(prefix) { storeError.path.removeFirst(prefix.count) }
      }
      return storeError.description
    }
    return (error as? AuditFileError)?.description ?? String(describing: error)
  }
}
