/// Examples for ``LineLimitTruncationRule``; `↓` marks each expected violation.
package enum LineLimitTruncationRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StatCard: View {
        var body: some View {
          Text(label)
            .font(.caption)
            ↓.lineLimit(1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          HStack {
            Text(title)
            Spacer()
            Text(detail)
          }
          ↓.lineLimit(1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chip: View {
        var body: some View {
          Label(name, systemImage: "tag")↓.lineLimit(1).truncationMode(.tail)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Title: View {
        var body: some View {
          Text(title)↓.lineLimit(1).fixedSize(horizontal: false, vertical: true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Cell: View {
        var body: some View {
          ScrollView {
            Text(headline)↓.lineLimit(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct FolderRow: View {
        var body: some View {
          NavigationLink(value: folder) {
            Text(folder.name)↓.lineLimit(1)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Caption: View {
        var body: some View {
          Text(caption).font(.system(size: captionSize))↓.lineLimit(1)
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct StatCard: View {
        var body: some View {
          Text(label)
            .lineLimit(1)
            .minimumScaleFactor(0.75)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          VStack {
            Text(title).lineLimit(1)
          }
          .minimumScaleFactor(0.8)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tag: View {
        var body: some View {
          Text(name).lineLimit(1).fixedSize()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Toolbar: View {
        var body: some View {
          ViewThatFits {
            Text(longTitle).lineLimit(1)
            Text(shortTitle)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chips: View {
        var body: some View {
          ScrollView(.horizontal) {
            HStack { ForEach(tags) { Text($0).lineLimit(1) } }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Title: View {
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        var body: some View {
          Text(title).lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ComplicationHeader: View {
        var body: some View {
          Text(period).font(.system(size: 11)).lineLimit(1)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Stamp: View {
        var body: some View {
          HStack {
            Text(time).lineLimit(1)
          }
          .font(.custom("Menlo", fixedSize: 12))
        }
      }
      """#),
    RuleExample(
      #"""
      struct AddressField: View {
        var body: some View {
          #if os(macOS)
            Text(address).lineLimit(1)
          #else
            Text(address)
          #endif
        }
      }
      """#),
  ]
}
