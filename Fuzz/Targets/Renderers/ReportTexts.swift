/// The text a repository or a person gives that the reports quote: one fuzz input split at its NUL bytes, in the
/// order of ``Role``; missing fields are empty, and the last one (the audit file's text) takes the rest, NULs and all.
struct ReportTexts: Equatable {
  /// What each field of the input is.
  enum Role: Int, CaseIterable {
    case appName, file, snippet, note, acceptedBy, acceptanceReason, reviewerNote, screenName, version, description
    case vendor, contact, auditPath, auditText
  }

  private var fields: [Role: String]

  /// The texts of one fuzz input.
  init(_ bytes: [UInt8]) {
    var parts = bytes.split(separator: 0, maxSplits: Role.allCases.count - 1, omittingEmptySubsequences: false)
    parts += Array(repeating: [], count: Swift.max(0, Role.allCases.count - parts.count))
    fields = Dictionary(
      uniqueKeysWithValues: zip(Role.allCases, parts).map { ($0, String(decoding: $1, as: UTF8.self)) })
  }

  subscript(role: Role) -> String { fields[role] ?? "" }

  /// The same texts with each one that is not empty replaced by the benign word `text` (an empty text stays empty:
  /// reports leave out an empty note): the report these give has the structure the fuzzed one must keep. The audit
  /// file's text is kept, since its checklist is structure the HTML report shows; its own texts are replaced where the
  /// report shows them (see ``RenderedReports``).
  var placeholders: ReportTexts {
    var benign = self
    for role in Role.allCases where role != .auditText {
      benign.fields[role] = self[role].isEmpty ? "" : "text"
    }
    return benign
  }
}
