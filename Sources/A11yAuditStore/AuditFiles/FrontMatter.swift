import Yams

/// The YAML front matter of a Markdown file as ordered `key: value` fields, read with Yams.
///
/// Scalars keep their text; a sequence (`tags: [anim, motion]`) reads as its items joined with `, `; nested mappings
/// are left out. Hand-written audits often have front matter that is not valid YAML (`title: Audit: Login`): then
/// each top-level `key: value` line is read as written, so the title is not lost.
package enum FrontMatter {
  /// The fields of the YAML between the fences.
  package static func fields(_ yaml: String) -> [MarkdownField] {
    guard let node = try? Yams.compose(yaml: yaml) else { return lenientFields(yaml) }
    guard let mapping = node.mapping else { return [] }
    return mapping.compactMap { key, value -> MarkdownField? in
      guard let key = key.string, !key.isEmpty, let text = text(of: value) else { return nil }
      return MarkdownField(key: key, value: text)
    }
  }

  private static func text(of node: Node) -> String? {
    switch node {
    case .scalar(let scalar): scalar.string
    case .sequence(let sequence): sequence.compactMap { $0.scalar?.string }.joined(separator: ", ")
    case .mapping, .alias: nil
    }
  }

  /// Top-level `key: value` lines, quotes around a value removed.
  private static func lenientFields(_ yaml: String) -> [MarkdownField] {
    yaml.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> MarkdownField? in
      guard !line.hasPrefix(" "), !line.hasPrefix("\t"), let colon = line.firstIndex(of: ":") else { return nil }
      let key = line[..<colon].trimmingSpaces
      var value = line[line.index(after: colon)...].trimmingSpaces
      if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
        value = String(value.dropFirst().dropLast())
      }
      return key.isEmpty ? nil : MarkdownField(key: key, value: value)
    }
  }
}
