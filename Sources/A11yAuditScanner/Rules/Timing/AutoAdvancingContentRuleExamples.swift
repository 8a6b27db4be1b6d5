/// Examples for ``AutoAdvancingContentRule``; `↓` marks each expected violation.
package enum AutoAdvancingContentRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      """
      struct FeaturedCarousel: View {
        let items: [Feature]
        @State private var page = 0
        let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

        var body: some View {
          TabView(selection: $page) {
            ForEach(items.indices, id: \\.self) { index in
              FeatureCard(feature: items[index]).tag(index)
            }
          }
          .tabViewStyle(.page)
          ↓.onReceive(timer) { _ in
            withAnimation { page = (page + 1) % items.count }
          }
        }
      }
      """),
    RuleExample(
      """
      struct TipRotator: View {
        let tips: [String]
        @State private var current = 0

        var body: some View {
          Text(tips[current])
            .onAppear {
              ↓Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                current = (current + 1) % tips.count
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct NewsTicker: View {
        let headlines: [Headline]

        var body: some View {
          ScrollViewReader { proxy in
            ScrollView(.horizontal) {
              LazyHStack { ForEach(headlines) { Text($0.title).id($0.id) } }
            }
            .task {
              var position = 0
              while !Task.isCancelled {
                try? await ↓Task.sleep(for: .seconds(3))
                position = (position + 1) % headlines.count
                withAnimation { proxy.scrollTo(headlines[position].id) }
              }
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct OnboardingPager: View {
        @State private var step = 0
        let timer = Timer.publish(every: 6, on: .main, in: .common).autoconnect()

        var body: some View {
          TabView(selection: $step) {
            Text("Track your mood").tag(0)
            Text("See patterns").tag(1)
            Text("Share with your therapist").tag(2)
          }
          .tabViewStyle(.page(indexDisplayMode: .always))
          ↓.onReceive(timer) { _ in
            if step < 2 { step += 1 } else { step = 0 }
          }
        }
      }
      """),
    RuleExample(
      """
      struct PhotoStrip: View {
        let photos: [Photo]
        @State private var visible: Photo.ID?

        var body: some View {
          ScrollView(.horizontal) {
            LazyHStack { ForEach(photos) { PhotoView(photo: $0) } }
          }
          .scrollPosition(id: $visible)
          .onAppear {
            ↓Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
              visible = photos.next(after: visible)
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct QuoteOfTheMoment: View {
        let quotes: [Quote]
        @State private var index = 0

        var body: some View {
          VStack {
            Text(quotes[index].text)
            Text(quotes[index].author).font(.caption)
          }
          .task {
            while true {
              try? await ↓Task.sleep(nanoseconds: 8_000_000_000)
              index += 1
              if index == quotes.count { index = 0 }
            }
          }
        }
      }
      """),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      """
      struct FeaturedCarousel: View {
        let items: [Feature]
        @State private var page = 0
        @State private var isPaused = false
        let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

        var body: some View {
          VStack {
            TabView(selection: $page) {
              ForEach(items.indices, id: \\.self) { FeatureCard(feature: items[$0]).tag($0) }
            }
            .tabViewStyle(.page)
            .onReceive(timer) { _ in
              guard !isPaused else { return }
              page = (page + 1) % items.count
            }
            Button(isPaused ? "Play" : "Pause") { isPaused.toggle() }
          }
        }
      }
      """),
    RuleExample(
      """
      struct TipRotator: View {
        let tips: [String]
        @State private var current = 0
        @State private var rotation: Timer?

        var body: some View {
          HStack {
            Text(tips[current])
            Button("Stop tips") { rotation?.invalidate() }
          }
          .onAppear {
            rotation = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
              current = (current + 1) % tips.count
            }
          }
        }
      }
      """),
    RuleExample(
      """
      struct Slides: View {
        let slides: [Slide]
        @State private var index = 0
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
          SlideView(slide: slides[index])
            .task {
              while !reduceMotion {
                try? await Task.sleep(for: .seconds(5))
                index = (index + 1) % slides.count
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct Stopwatch: View {
        @State private var elapsed = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
          Text("\\(elapsed) s").onReceive(timer) { _ in elapsed += 1 }
        }
      }
      """),
    RuleExample(
      """
      struct Slideshow: View {
        let photos: [Photo]
        @State private var index = 0
        @State private var timer: Timer?

        var body: some View {
          PhotoView(photo: photos[index])
            .toolbar {
              Button("Play") {
                timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
                  index = (index + 1) % photos.count
                }
              }
            }
        }
      }
      """),
    RuleExample(
      """
      struct HeroBanner: View {
        let banners: [Banner]
        @State private var page = 0
        @State private var isTouching = false
        let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

        var body: some View {
          TabView(selection: $page) {
            ForEach(banners.indices, id: \\.self) { BannerView(banner: banners[$0]).tag($0) }
          }
          .tabViewStyle(.page)
          .simultaneousGesture(DragGesture().onChanged { _ in isTouching = true }.onEnded { _ in isTouching = false })
          .onReceive(timer) { _ in
            if !isTouching { page = (page + 1) % banners.count }
          }
        }
      }
      """),
  ]
}
