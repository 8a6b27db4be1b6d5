import Foundation

/// One `- [ ]` / `- [x]` item of a checklist in an audit file.
public struct ChecklistItem: Codable, Hashable, Sendable {
  /// Audit file path relative to the root, `/`-separated.
  public var file: String
  /// The heading the item sits under ("Success Criteria", "Todo List", …).
  public var section: String
  /// Item text without the box.
  public var text: String
  public var checked: Bool
  /// 1-based line of the item in the file.
  public var line: Int
  /// UTF-8 byte offset of the character inside the box (the space or `x`), for write-back.
  public var boxOffset: Int

  public init(file: String, section: String, text: String, checked: Bool, line: Int, boxOffset: Int) {
    self.file = file
    self.section = section
    self.text = text
    self.checked = checked
    self.line = line
    self.boxOffset = boxOffset
  }
}

/// A tick recorded in the store when someone changed a checklist item, so the change has a history.
public struct ChecklistTick: Codable, Hashable, Sendable {
  public var file: String
  public var text: String
  public var checked: Bool
  public var at: Date

  public init(file: String, text: String, checked: Bool, at: Date) {
    self.file = file
    self.text = text
    self.checked = checked
    self.at = at
  }

  /// Key the store sorts and de-duplicates ticks by.
  public var key: String { "\(file)#\(text)" }
}
