/// The audit's animation types, used to group motion findings.
public enum AnimationKind: String, Codable, CaseIterable, Sendable {
  /// Elements appearing on screen (`withAnimation` inside `.onAppear`).
  case entrance
  /// Moving between screens or states (`.transition`).
  case transition
  /// Indefinite motion (`repeatForever`).
  case continuous
  /// Response to the user (inside a `Button` action or a gesture handler).
  case feedback
  /// Anything else: purely aesthetic as far as the source shows.
  case decorative
}
