import A11yAuditModel
import A11yAuditStore
import Foundation

/// A checklist item ticked or unticked in its Markdown file, and recorded in the store.
public struct ChecklistToggle: Sendable {
  /// The item as it was.
  public var before: ChecklistItem
  /// The item as it is now in the file.
  public var after: ChecklistItem
  /// Items of the file checked now, and in all.
  public var checked: Int
  public var total: Int
  /// The store as saved with the tick recorded; nil when recording failed (the file was changed all the same).
  public var document: StoreDocument?
  /// Why the tick could not be recorded in the store.
  public var recordingError: StoreError?
}

extension AuditSession {
  /// Flips `item` in its Markdown file (only the character in its box changes), then records the tick in the store.
  /// Only a file inside the root's folder is edited (``AuditRoot/containedURL(of:)``).
  public func toggle(_ item: ChecklistItem) throws(AuditFileError) -> ChecklistToggle {
    guard let url = root.containedURL(of: item.file) else { throw outsideTheRoot(item.file) }
    let items = (try? AuditReader.read(url: url, path: item.file).checklist) ?? []
    let after = try ChecklistWriter.toggle(item, in: url)
    let checked = items.count(where: \.checked) + (after.checked ? 1 : -1)
    var toggle = ChecklistToggle(
      before: item, after: after, checked: max(0, checked), total: items.count)
    let now = clock()
    do {
      toggle.document = try store.update { document -> StoreDocument in
        document.checklistTicks.append(
          ChecklistTick(file: after.file, text: after.text, checked: after.checked, at: now))
        return document
      }
    } catch let error as StoreError {
      toggle.recordingError = error
    } catch {
      toggle.recordingError = StoreError(path: store.path, reason: .io(String(describing: error)))
    }
    return toggle
  }

  /// Flips the checklist item `selector` (its 1-based number among the file's items, or a unique prefix of its text)
  /// of the Markdown file at `path` (relative to the root's folder, or absolute).
  public func toggleChecklistItem(_ selector: String, inFile path: String) throws -> ChecklistToggle {
    let url = root.folder.resolving(path)
    guard let name = root.relativePath(of: url.path), root.containedURL(of: name) != nil else {
      throw outsideTheRoot(url.path)
    }
    let items = try AuditReader.read(url: url, path: name).checklist
    let toggle = try toggle(try items.item(matching: selector, in: name))
    if let error = toggle.recordingError {
      throw SessionError("the tick was written to \(toggle.after.file) but not recorded: \(error)")
    }
    return toggle
  }
}

extension AuditSession {
  /// A Markdown file named outside the root's folder (absolute, through `..` or a symbolic link): never edited.
  fileprivate func outsideTheRoot(_ path: String) -> AuditFileError {
    AuditFileError(
      path: path, message: "lies outside \(root.folder.path); a11y-audit edits only files inside the audited folder")
  }
}

extension [ChecklistItem] {
  /// The item `selector` names: a 1-based number, or a unique, case-insensitive prefix of its text.
  func item(matching selector: String, in path: String) throws(SessionError) -> ChecklistItem {
    guard !isEmpty else { throw SessionError("\(path): has no checklist items (- [ ] …)") }
    if let number = Int(selector) {
      guard (1...count).contains(number) else {
        throw SessionError("\(path): has \(count) checklist items; \(number) is not one of them")
      }
      return self[number - 1]
    }
    let prefix = selector.lowercased()
    let matches = filter { $0.text.lowercased().hasPrefix(prefix) }
    guard let match = matches.first else {
      throw SessionError("\(path): no checklist item starts with \"\(selector)\"")
    }
    guard matches.count == 1 else {
      let lines = matches.map { String($0.line) }.joined(separator: ", ")
      throw SessionError(
        "\(path): \"\(selector)\" starts \(matches.count) items (lines \(lines)); give more of the text or its number")
    }
    return match
  }
}
