/// Examples for ``MatchedGeometryEffectReduceMotionRule``; `↓` marks each expected violation.
package enum MatchedGeometryEffectReduceMotionRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Gallery: View {
        @Namespace private var hero
        @State private var selected: Photo?
        var body: some View {
          ForEach(photos) { photo in
            Thumbnail(photo)
              ↓.matchedGeometryEffect(id: photo.id, in: hero)
              .onTapGesture { withAnimation(.spring()) { selected = photo } }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct DetailHeader: View {
        let namespace: Namespace.ID
        var body: some View {
          Text(title)↓.matchedGeometryEffect(id: "title", in: namespace)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tabs: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var underline
        @State private var selection = 0
        var body: some View {
          Capsule()↓.matchedGeometryEffect(id: "underline", in: underline)
        }
        func select(_ index: Int) {
          withAnimation(reduceMotion ? nil : .snappy) { selection = index }
        }
        func selectNext() {
          withAnimation(.snappy) { selection += 1 }
        }
      }
      """#),
    RuleExample(
      #"""
      ↓.matchedGeometryEffect(id: "artwork", in: namespace)
      """#),
    RuleExample(
      #"""
      struct Player: View {
        @AppStorage("reduceMotion") private var reduceMotion = false
        @Namespace private var art
        var body: some View {
          Artwork()↓.matchedGeometryEffect(id: "art", in: art, isSource: !reduceMotion)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        @Namespace private var card
        @State private var isExpanded = false
        var body: some View {
          if isExpanded {
            Detail()↓.matchedGeometryEffect(id: "card", in: card)
          } else {
            Summary()↓.matchedGeometryEffect(id: "card", in: card)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct HeroModifier: ViewModifier {
        let id: String
        let namespace: Namespace.ID
        func body(content: Content) -> some View {
          content↓.matchedGeometryEffect(id: id, in: namespace, properties: .frame)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Chips: View {
        @Namespace private var chip
        var body: some View {
          Chip()↓.matchedGeometryEffect(id: 1, in: chip).onTapGesture { withAnimation { isOn.toggle() } }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Gallery: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var hero
        @State private var selected: Photo?
        var body: some View {
          ForEach(photos) { photo in
            Thumbnail(photo)
              .matchedGeometryEffect(id: photo.id, in: hero)
              .onTapGesture { withAnimation(reduceMotion ? nil : .spring()) { selected = photo } }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var art
        var body: some View {
          Artwork().matchedGeometryEffect(id: "art", in: art, properties: reduceMotion ? [] : .frame)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Tabs: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var underline
        var body: some View {
          if reduceMotion {
            Capsule()
          } else {
            Capsule().matchedGeometryEffect(id: "underline", in: underline)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Player: View {
        @Environment(\.accessibilityReduceMotion) private var stillness
        @Namespace private var art
        var body: some View {
          Artwork().matchedGeometryEffect(id: "art", in: art, isSource: !stillness)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Cards: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var card
        @State private var isExpanded = false
        var body: some View {
          Card().matchedGeometryEffect(id: "card", in: card).onTapGesture { withAnimation(heroAnimation) { isExpanded.toggle() } }
        }
        private var heroAnimation: Animation? { reduceMotion ? nil : .spring(response: 0.4) }
      }
      """#),
    RuleExample(
      #"""
      struct Cards: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var card
        func hero() -> some View {
          guard !reduceMotion else { return AnyView(Card()) }
          return AnyView(Card().matchedGeometryEffect(id: "card", in: card))
        }
      }
      """#),
    RuleExample(
      #"""
      struct Cards: View {
        @Namespace private var card
        @State private var isExpanded = false
        var body: some View {
          Card().matchedGeometryEffect(id: "card", in: card).onTapGesture {
            withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .bouncy) { isExpanded.toggle() }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Cards: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Namespace private var card
        var body: some View {
          VStack { Card().matchedGeometryEffect(id: "card", in: card) }
            .transaction { $0.animation = reduceMotion ? nil : $0.animation }
        }
      }
      """#),
  ]
}
