/// Examples for ``ShakeWithoutAlternativeRule``; `↓` marks each expected violation.
package enum ShakeWithoutAlternativeRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct DrawingView: View {
        @State private var strokes: [Stroke] = []

        var body: some View {
          Canvas { context, _ in draw(strokes, in: context) }
            ↓.onShake {
              strokes.removeLast()
            }
        }
      }
      """),
    RuleExample(
      """
      struct RootView: View {
        @State private var isReportingBug = false

        var body: some View {
          ContentView()
            ↓.onReceive(NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)) { _ in
              isReportingBug = true
            }
            .sheet(isPresented: $isReportingBug) { BugReportForm() }
        }
      }
      """),
    RuleExample(
      """
      final class CardGameViewController: UIViewController {
        override ↓func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
          guard motion == .motionShake else { return }
          game.shuffleDeck()
        }
      }
      """),
    RuleExample(
      """
      final class TiltToSkip {
        private let motion = CMMotionManager()

        func start(player: Player) {
          motion↓.startDeviceMotionUpdates(to: .main) { data, _ in
            guard let data else { return }
            if data.attitude.roll > 0.8 { player.skipToNext() }
          }
        }
      }
      """),
    RuleExample(
      """
      struct NotesList: View {
        @State private var notes: [Note] = []
        @State private var showsFeedback = false

        var body: some View {
          List(notes) { Text($0.title) }
            .toolbar { Button("Send Feedback") { showsFeedback = true } }
            ↓.onShake { showsFeedback = true }
        }
      }
      """),
    RuleExample(
      """
      final class ScannerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default↓.addObserver(self, selector: #selector(resetScan), name: .deviceDidShake, object: nil)
        }

        @objc private func resetScan() { scanner.reset() }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct EditorView: View {
        @AppStorage("shakeToUndo") private var shakeToUndo = true
        @Environment(\\.undoManager) private var undoManager
        @State private var text = ""

        var body: some View {
          TextEditor(text: $text)
            .toolbar { Button("Undo") { undoManager?.undo() } }
            .onShake {
              guard shakeToUndo else { return }
              undoManager?.undo()
            }
        }
      }
      """),
    RuleExample(
      """
      final class SketchViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .undo, target: self, action: #selector(undoStroke))
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
          guard motion == .motionShake, UIAccessibility.isShakeToUndoEnabled else { return }
          undoStroke()
        }

        @objc private func undoStroke() { canvas.removeLastStroke() }
      }
      """),
    RuleExample(
      """
      struct HelpCenterView: View {
        @AppStorage("shakeToReport") private var shakeToReport = true
        @State private var isReporting = false

        var body: some View {
          Form {
            Toggle("Shake to Report a Problem", isOn: $shakeToReport)
            Button("Report a Problem") { isReporting = true }
          }
          .onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in
            if shakeToReport { isReporting = true }
          }
          .sheet(isPresented: $isReporting) { ProblemReportForm() }
        }
      }
      """),
    RuleExample(
      """
      struct PuzzleView: View {
        @EnvironmentObject private var settings: Settings
        @StateObject private var puzzle = Puzzle()

        var body: some View {
          PuzzleBoard(puzzle: puzzle)
            .toolbar { Button("Shuffle") { puzzle.shuffle() } }
            .onShake(isEnabled: settings.isShakeEnabled) { puzzle.shuffle() }
        }
      }
      """),
    RuleExample(
      """
      extension UIWindow {
        open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
          if motion == .motionShake {
            NotificationCenter.default.post(name: .deviceDidShake, object: nil)
          }
          super.motionEnded(motion, with: event)
        }
      }

      extension View {
        func onShake(perform action: @escaping () -> Void) -> some View {
          onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in action() }
        }
      }
      """),
    RuleExample(
      """
      final class LevelModel: ObservableObject {
        @Published var roll = 0.0
        private let motion = CMMotionManager()

        func start() {
          motion.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in
            self?.roll = data?.attitude.roll ?? 0
          }
        }
      }

      final class DebugRootViewController: UIViewController {
        #if DEBUG
          override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { present(DebugMenuController(), animated: true) }
          }
        #endif
      }
      """),
    RuleExample(
      """
      final class DiceViewController: UIViewController {
        @IBOutlet private var dieView: UIImageView!
        private let settings = GameSettings.shared

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
          guard motion == .motionShake, settings.isShakeToRollEnabled else { return }
          roll()
        }

        @IBAction private func rollTapped(_ sender: UIButton) { roll() }

        private func roll() { dieView.image = UIImage(named: "die-\\(Int.random(in: 1...6))") }
      }
      """),
  ]
}
