import SwiftUI

/// Applies `animation` unless the person has turned on Reduce Motion.
struct MotionSafeAnimation<Value: Equatable>: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    let animation: Animation
    let value: Value

    func body(content: Content) -> some View {
        content.animation(reduceMotion ? nil : animation, value: value)
    }
}

extension View {
    /// Same as `.animation(_:value:)`, but skipped when Reduce Motion is on.
    func motionSafeAnimation<Value: Equatable>(_ animation: Animation, value: Value) -> some View {
        modifier(MotionSafeAnimation(animation: animation, value: value))
    }
}
