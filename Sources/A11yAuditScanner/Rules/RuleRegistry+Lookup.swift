import A11yAuditModel

extension RuleRegistry {
  /// Refuses rule ids no rule has, naming the first one.
  public static func requireKnown(_ ids: [String]) throws(SessionError) {
    let known = all.map { $0.description.id }
    if let unknown = ids.first(where: { !known.contains($0) }) { throw unknownRule(unknown) }
  }

  /// `unknown rule "x"; did you mean y?; `a11y-audit rules` lists them`.
  package static func unknownRule(_ id: String) -> SessionError {
    let hint =
      all.lazy.map { $0.description.id }.first { $0.hasPrefix(id) || id.hasPrefix($0) }
      .map { "; did you mean \($0)?" } ?? ""
    return SessionError("unknown rule \"\(id)\"\(hint); `a11y-audit rules` lists them")
  }
}
