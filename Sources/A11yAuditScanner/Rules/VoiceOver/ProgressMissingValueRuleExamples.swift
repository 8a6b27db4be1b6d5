/// Examples for ``ProgressMissingValueRule``; `↓` marks each expected violation.
package enum ProgressMissingValueRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct OnboardingHeader: View {
        var body: some View {
          ↓OnboardingProgressBar(progress: 0.5)
            .accessibilityLabel("Onboarding progress")
        }
      }
      """#),
    RuleExample(
      #"""
      struct UploadRow: View {
        var body: some View {
          HStack {
            Text("Uploading")
            ↓ProgressView(value: progress)
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Uploading")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Session: View {
        var body: some View {
          VStack {
            ↓StepProgressIndicator(current: step, total: 6)
            Text(title)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Workout: View {
        var body: some View {
          ↓ActivityProgressRing(fraction: done)
            .frame(width: 44, height: 44)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Download: View {
        var body: some View {
          HStack {
            ↓FileProgress(bytes: received, of: total)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Loading: View {
        var body: some View {
          VStack {
            AppProgressView(style: .large)
            SpinnerProgressView()
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct OnboardingHeader: View {
        var body: some View {
          OnboardingProgressBar(progress: 0.5)
            .accessibilityLabel("Onboarding progress")
            .accessibilityValue("Permissions, step 5 of 6")
        }
      }
      """#),
    RuleExample(
      #"""
      struct UploadRow: View {
        var body: some View {
          ProgressView("Uploading", value: progress)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ProgressRing: View {
        var progress: Double
        var body: some View {
          Circle().trim(from: 0, to: progress).stroke(.tint)
            .accessibilityElement()
            .accessibilityLabel("Progress")
            .accessibilityValue("\(Int(progress * 100)) percent")
        }
      }
      struct Header: View {
        var body: some View { ProgressRing(progress: 0.3) }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          DecorativeProgressRing(fraction: 1).accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Loading: View {
        var body: some View {
          ProgressView()
          let progress = Progress(totalUnitCount: 10)
        }
      }
      """#),
    RuleExample(
      #"""
      struct UploadRow: View {
        var body: some View {
          HStack {
            Text("Uploading")
            ProgressView(value: progress)
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Uploading")
          .accessibilityValue("\(Int(progress * 100)) percent")
        }
      }
      """#),
    RuleExample(
      #"""
      struct TimerProgressBar: View {
        let range: ClosedRange<Date>
        var body: some View {
          ProgressView(timerInterval: range, countsDown: true) { EmptyView() }
            .progressViewStyle(.linear)
        }
      }
      struct ExpandedView: View {
        var body: some View {
          TimerProgressBar(range: start...end)
        }
      }
      """#),
  ]
}
