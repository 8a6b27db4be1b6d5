/// Examples for ``UIKitAnimationReduceMotionRule``; `↓` marks each expected violation.
package enum UIKitAnimationReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      final class ToastController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          ↓UIView.animate(withDuration: 0.3) { self.toast.transform = CGAffineTransform(translationX: 0, y: -60) }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Drawer {
        func open(_ panel: UIView) {
          ↓UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut) { panel.frame.origin.x = 0 }
        }
      }
      """#),
    RuleExample(
      #"""
      final class CardController: UIViewController {
        @objc func cardTapped() {
          ↓UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: [],
            animations: { self.card.transform = .identity })
        }
      }
      """#),
    RuleExample(
      #"""
      final class SpinnerView: UIView {
        func start() {
          ↓UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: {
            self.icon.transform = CGAffineTransform(rotationAngle: .pi)
          })
        }
      }
      """#),
    RuleExample(
      #"""
      final class FlipController: UIViewController {
        func flip() {
          ↓UIView.transition(with: container, duration: 0.5, options: .transitionFlipFromLeft, animations: {
            self.front.isHidden = true
          })
        }
      }
      """#),
    RuleExample(
      #"""
      final class DrawerController: UIViewController {
        func open() {
          let animator = ↓UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
            self.drawer.center.x += 280
          }
          animator.startAnimation()
        }
      }
      """#),
    RuleExample(
      #"""
      final class BannerView: UIView {
        func show() {
          ↓UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: {
            self.frame.origin.y = 0
          })
        }
      }
      """#),
    RuleExample(
      #"""
      final class ShakeView: UIView {
        func handleError() {
          ↓UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.transform = CGAffineTransform(translationX: 10, y: 0) }
          })
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      final class ToastController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 0.3) { self.toast.alpha = 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Settings {
        var reduceMotion = false
        func fade(_ view: UIView) {
          UIView.animate(withDuration: reduceMotion ? 0 : 0.3) { view.backgroundColor = .systemRed }
        }
      }
      """#),
    RuleExample(
      #"""
      final class ToastController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { self.toast.alpha = 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      final class CardController: UIViewController {
        @objc func cardTapped() {
          guard !UIAccessibility.isReduceMotionEnabled else {
            card.transform = .identity
            return
          }
          UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: [],
            animations: { self.card.transform = .identity })
        }
      }
      """#),
    RuleExample(
      #"""
      final class SpinnerView: UIView {
        func start() {
          if UIAccessibility.isReduceMotionEnabled {
            icon.alpha = 0.6
          } else {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { self.icon.transform = .identity })
          }
        }
      }
      """#),
    RuleExample(
      #"""
      final class DrawerController: UIViewController {
        private var openDuration: TimeInterval { UIAccessibility.isReduceMotionEnabled ? 0 : 0.4 }
        func open() {
          UIViewPropertyAnimator(duration: openDuration, curve: .easeInOut) { self.drawer.center.x += 280 }.startAnimation()
        }
      }
      """#),
    RuleExample(
      #"""
      final class FlipController: UIViewController {
        func flip() {
          let reduce = UIAccessibility.isReduceMotionEnabled
          UIView.transition(with: container, duration: 0.5, options: reduce ? .transitionCrossDissolve : .transitionFlipFromLeft,
            animations: { self.front.isHidden = true })
        }
      }
      """#),
    RuleExample(
      #"""
      struct MapBridge: UIViewRepresentable {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        func updateUIView(_ view: MKMapView, context: Context) {
          UIView.animate(withDuration: reduceMotion ? 0 : 0.25) { view.alpha = 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      final class BannerView: UIView {
        func show() {
          if !UIAccessibility.isReduceMotionEnabled {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: {
              self.frame.origin.y = 0
            })
          }
        }
      }
      """#),
    RuleExample(
      #"""
      final class Fader {
        func fade(_ view: UIView) {
          view.layer.removeAllAnimations()
          UIView.performWithoutAnimation { view.alpha = 1 }
        }
      }
      """#),
  ]
}
