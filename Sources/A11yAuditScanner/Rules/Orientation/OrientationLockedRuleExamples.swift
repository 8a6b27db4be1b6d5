/// Examples for ``OrientationLockedRule``; `↓` marks each expected violation. The `Info.plist` and `project.pbxproj`
/// sites are tested with fixtures.
package enum OrientationLockedRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      final class ReaderViewController: UIHostingController<ReaderView> {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { ↓.portrait }
      }
      """#),
    RuleExample(
      #"""
      final class ScoreboardController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          return ↓[.landscapeLeft, .landscapeRight]
        }
      }
      """#),
    RuleExample(
      #"""
      final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(
          _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
          ↓.portrait
        }
      }
      """#),
    RuleExample(
      #"""
      final class AppDelegate: NSObject, UIApplicationDelegate {
        static var orientationLock = UIInterfaceOrientationMask.portrait

        func application(
          _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
          return ↓AppDelegate.orientationLock
        }
      }
      """#),
    RuleExample(
      #"""
      final class CameraController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          ↓UIInterfaceOrientationMask.portraitUpsideDown
        }
      }
      """#),
    RuleExample(
      #"""
      final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(
          _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
          if UIDevice.current.userInterfaceIdiom == .pad { return .all }
          return ↓.portrait
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      final class ReaderViewController: UIHostingController<ReaderView> {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
      }
      """#),
    RuleExample(
      #"""
      final class PlayerController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          return .allButUpsideDown
        }
      }
      """#),
    RuleExample(
      #"""
      final class MapController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          [.portrait, .landscapeLeft, .landscapeRight]
        }
      }
      """#),
    RuleExample(
      #"""
      final class HostingController: UIViewController {
        var orientations: UIInterfaceOrientationMask = .all
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
        override var shouldAutorotate: Bool { true }
      }
      """#),
    RuleExample(
      #"""
      struct DisplaySettings {
        var supportedInterfaceOrientations = ["portrait"]
      }

      final class AppDelegate: NSObject, UIApplicationDelegate {
        static var orientationLock = UIInterfaceOrientationMask.all

        func application(
          _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
          Self.orientationLock
        }
      }
      """#),
    RuleExample(
      #"""
      final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(
          _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
        ) -> UIInterfaceOrientationMask {
          .all
        }
      }
      """#),
  ]
}
