/// Examples for ``DeprecatedAccessibilityModifierRule``; `↓` marks each expected violation.
package enum DeprecatedAccessibilityModifierRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Avatar: View {
        var body: some View {
          Image("avatar")↓.accessibility(label: Text("Profile photo"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          Image("hero")
            .resizable()
            ↓.accessibility(hidden: true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct DeleteButton: View {
        var body: some View {
          Button("Delete", action: delete)↓.accessibility(hint: Text("Deletes the draft"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          Text("Settings")↓.accessibility(addTraits: .isHeader)↓.accessibility(identifier: "settings.title")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Volume: View {
        var body: some View {
          Meter(level: level)
            ↓.accessibility(value: Text("\(level) percent"))
            ↓.accessibility(sortPriority: 1)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Avatar: View {
        var body: some View {
          Image("avatar").accessibilityLabel("Profile photo")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          Image("hero").resizable().accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct DeleteButton: View {
        var body: some View {
          Button("Delete", action: delete).accessibilityHint("Deletes the draft")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Header: View {
        var body: some View {
          Text("Settings").accessibilityAddTraits(.isHeader).accessibilityLabel("Settings")
        }
      }
      """#),
    RuleExample(
      #"""
      struct Describer {
        func accessibility(label: String) -> String { label }
        func describe(row: Row) -> some View {
          Text(accessibility(label: row.title)).accessibilityHidden(false)
        }
      }
      """#),
  ]
}
