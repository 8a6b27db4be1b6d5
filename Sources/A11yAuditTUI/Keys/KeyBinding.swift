/// Keys that do one action in one scope, with the sentence the help overlay shows for it.
struct KeyBinding: Equatable, Sendable {
  var action: Action
  var keys: [Key]
  var summary: String

  /// The keys as the help lists them: `j, Down, C-n`.
  var keyNames: String { keys.map(\.name).joined(separator: ", ") }
}

/// A short entry of the status-line hints: the first key of each action, then a word (`j/k move`).
struct KeyHint: Equatable, Sendable {
  var actions: [Action]
  var label: String
}
