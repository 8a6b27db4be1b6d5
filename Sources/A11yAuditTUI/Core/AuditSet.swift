import A11yAuditKit

/// The audit files read from the root. Compared by path, title and checklist state (the parts the TUI shows
/// and changes), because ``AuditDocument`` itself is not `Equatable`.
struct AuditSet: Equatable, Sendable {
  var documents: [AuditDocument]

  init(_ documents: [AuditDocument] = []) { self.documents = documents }

  static func == (lhs: AuditSet, rhs: AuditSet) -> Bool {
    lhs.documents.count == rhs.documents.count
      && zip(lhs.documents, rhs.documents).allSatisfy { left, right in
        left.path == right.path && left.title == right.title && left.checklist == right.checklist
          && left.findings == right.findings && left.screens == right.screens
      }
  }

  /// Every checklist item of every file, in file order.
  var checklistItems: [ChecklistItem] { documents.flatMap(\.checklist) }

  /// Replaces `old` with `new` wherever it is (after a tick was written).
  mutating func replace(_ old: ChecklistItem, with new: ChecklistItem) {
    for document in documents.indices {
      for item in documents[document].checklist.indices
      where documents[document].checklist[item].file == old.file
        && documents[document].checklist[item].text == old.text
        && documents[document].checklist[item].line == old.line
      {
        documents[document].checklist[item] = new
        return
      }
    }
  }
}
