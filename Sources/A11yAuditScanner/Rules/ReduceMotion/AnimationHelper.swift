/// A project function or `ViewModifier` that applies an animation for its callers (`accessibleAnimation(_:value:)`,
/// `AccessibleAnimationModifier`): each use of it is an animation site.
public struct AnimationHelper: Sendable, Equatable {
  /// What the helper applies, which decides the rule that reports its uses.
  public enum Kind: String, Sendable, Equatable {
    /// `.animation(_:value:)`.
    case animationModifier
    /// `withAnimation`.
    case withAnimation
    /// `.transition(_:)`.
    case transition

    /// The kind of a helper whose body calls `names`, or nil when it applies no animation.
    package init?(calling names: Set<String>, helpers: [String: AnimationHelper]) {
      if names.contains("animation") {
        self = .animationModifier
      } else if names.contains("withAnimation") {
        self = .withAnimation
      } else if names.contains("transition") {
        self = .transition
      } else if let helper = names.lazy.compactMap({ helpers[$0] }).first {
        self = helper.kind
      } else {
        return nil
      }
    }
  }

  /// What the helper applies.
  public var kind: Kind
  /// A `ViewModifier` type (used as `.modifier(Name(…))`) rather than a function (used as `.name(…)`).
  public var isModifierType: Bool
  /// Every name its body uses, for the severity of uses that pass no animation (`.bounceAnimation(value:)`).
  public var motionNames: Set<String>

  /// Creates a helper description.
  public init(kind: Kind, isModifierType: Bool, motionNames: Set<String>) {
    self.kind = kind
    self.isModifierType = isModifierType
    self.motionNames = motionNames
  }
}
