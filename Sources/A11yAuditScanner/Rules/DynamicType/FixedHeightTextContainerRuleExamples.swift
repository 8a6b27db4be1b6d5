/// Examples for ``FixedHeightTextContainerRule``; `↓` marks each expected violation.
package enum FixedHeightTextContainerRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct FeatureCard: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text(title).font(.headline)
            Text(detail).font(.subheadline)
          }
          ↓.frame(height: 200)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          Text(message)↓.frame(maxWidth: .infinity, maxHeight: 44)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ActionBar: View {
        var body: some View {
          HStack {
            Button("Cancel") { dismiss() }
            Button("Save") { save() }
          }
          ↓.frame(height: 50)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          Label(title, systemImage: "star")↓.frame(width: 200, height: 32)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Field: View {
        var body: some View {
          ZStack { TextField("Email", text: $email) }↓.frame(height: 36).padding()
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct FeatureCard: View {
        var body: some View {
          VStack { Text(title) }.frame(minHeight: 200)
          Form { Text(title) }.frame(height: 300)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Terms: View {
        var body: some View {
          ScrollView { Text(terms) }.frame(height: 200)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Notes: View {
        var body: some View {
          VStack {
            List(notes) { Text($0.title) }
          }
          .frame(maxHeight: 300)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ProgressBar: View {
        var body: some View {
          GeometryReader { geometry in
            Capsule().frame(width: geometry.size.width * progress)
          }
          .frame(height: 4)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        @ScaledMetric private var rowHeight: CGFloat = 44
        var body: some View {
          Text(title).frame(height: rowHeight)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Transcript: View {
        var body: some View {
          ScrollView {
            Text(transcript)
          }
          .frame(maxHeight: 120)
        }
      }
      """#),
  ]
}
