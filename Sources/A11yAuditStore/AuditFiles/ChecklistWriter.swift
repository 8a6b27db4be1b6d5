import A11yAuditModel
import Foundation

/// Ticks and unticks checklist items in place: only the character inside the item's box changes.
public enum ChecklistWriter {
  /// The checklist items of Markdown `text`, in file order, with their sections.
  public static func items(in text: String, file: String) -> [ChecklistItem] {
    AuditReader.read(text: text, path: file).checklist
  }

  /// Flips `item` in the file at `url` and returns the item as it now stands.
  ///
  /// The file is read again first: if it changed since `item` was read, the item is found again by
  /// its text (the occurrence nearest its old line). If it is gone, nothing is written and the error
  /// says so. Ticking writes `x` (or `X` when the file's ticked items mostly use `X`); unticking writes a space.
  ///
  /// The read and the write hold an exclusive lock on the file's folder, as the store's do: two ticks at once (two
  /// `check` commands, the dashboard and a command) each see the other's.
  @discardableResult
  public static func toggle(_ item: ChecklistItem, in url: URL) throws(AuditFileError) -> ChecklistItem {
    let lock: FileLock
    do {
      lock = try FileLock(
        directory: url.deletingLastPathComponent(), storePath: item.file, holding: "the audit file's lock")
    } catch {
      throw AuditFileError(path: item.file, message: error.detail)
    }
    defer { lock.unlock() }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw AuditFileError(path: item.file, message: "cannot read (\(error.localizedDescription))")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw AuditFileError(path: item.file, message: "not valid UTF-8; nothing changed")
    }
    let current = items(in: text, file: item.file)
    guard let target = locate(item, among: current) else {
      throw AuditFileError(
        path: item.file, message: "checklist item \"\(item.text)\" is no longer in the file; nothing changed")
    }
    var bytes = [UInt8](data)
    let usesUpperX =
      current.filter(\.checked).filter { bytes[$0.boxOffset] == UInt8(ascii: "X") }.count * 2
      > current.filter(\.checked).count
    bytes[target.boxOffset] = target.checked ? UInt8(ascii: " ") : UInt8(ascii: usesUpperX ? "X" : "x")
    do {
      try AtomicFile.write(Data(bytes), to: url)
    } catch {
      throw AuditFileError(path: error.path, message: error.detail)
    }
    var toggled = target
    toggled.checked.toggle()
    return toggled
  }

  /// The item itself when it is still where it was, else the same text nearest the old line.
  package static func locate(_ item: ChecklistItem, among items: [ChecklistItem]) -> ChecklistItem? {
    if let same = items.first(where: { $0.boxOffset == item.boxOffset && $0.text == item.text }) { return same }
    return items.filter { $0.text == item.text }.min { abs($0.line - item.line) < abs($1.line - item.line) }
  }
}
