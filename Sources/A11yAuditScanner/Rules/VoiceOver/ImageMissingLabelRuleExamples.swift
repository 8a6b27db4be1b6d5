/// Examples for ``ImageMissingLabelRule``; `↓` marks each expected violation.
package enum ImageMissingLabelRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct HabitRow: View {
        var body: some View {
          HStack {
            ↓Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            Text(title)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Banner: View {
        var body: some View {
          ↓Image("promo-banner-2x")
            .resizable()
            .scaledToFit()
        }
      }
      """#),
    RuleExample(
      #"""
      struct Gallery: View {
        var body: some View {
          HStack {
            ↓Image(uiImage: thumbnail)
            ↓SwiftUI.Image(systemName: "star.fill")
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Card: View {
        var body: some View {
          HStack {
            ↓Image("card-chip")
            Text("Visa ending 4242")
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Weather: View {
        var body: some View {
          VStack {
            ↓Image(systemName: "cloud.rain")
            Image(systemName: "wind").accessibilityLabel("Windy")
          }
          .accessibilityElement(children: .contain)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          ↓Image("hero").accessibilityHidden(false)
        }
      }
      """#),
    RuleExample(
      #"""
      struct InboxRow: View {
        var body: some View {
          HStack {
            if message.isRead {
              ↓Image(systemName: "envelope.open")
            } else {
              ↓Image(systemName: "envelope.badge")
            }
            Text(message.subject)
            if message.isCollapsed {
              ↓Image(systemName: "arrow.up.and.line.horizontal.and.arrow.down")
            } else {
              ProgressView()
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct IconChoice: View {
        var body: some View {
          Button(action: choose) { preview }
        }

        private var preview: some View {
          ↓Image(icon.assetName).resizable().frame(width: 44, height: 44)
        }
      }
      """#),
    RuleExample(
      #"""
      struct ServerRow: View {
        var body: some View {
          HStack {
            ↓Image(systemName: "circle.fill").foregroundStyle(server.isHealthy ? .green : .red)
            Text(server.name)
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Hero: View {
        var body: some View {
          Image(decorative: "welcome-lotus")
          Image(systemName: "sparkles").accessibilityHidden(true)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Status: View {
        var body: some View {
          Image(systemName: "checkmark.circle.fill").accessibilityLabel("Completed")
          Image("chart", label: Text("Weekly minutes, rising"))
        }
      }
      """#),
    RuleExample(
      #"""
      struct FeatureRow: View {
        var body: some View {
          VStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Quick Logging")
            Text("Tap to track any event instantly")
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Connected: View {
        var body: some View {
          Label {
            Text("Connected")
          } icon: {
            Image(systemName: "wifi")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Row: View {
        var body: some View {
          NavigationLink(destination: Detail()) {
            HStack {
              Image("folder-icon")
              Text("Documents")
              Image(systemName: "chevron.right")
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Summary: View {
        var body: some View {
          HStack {
            Image(systemName: "flame.fill")
            Image("streak-badge")
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("12-day streak")
        }
      }
      """#),
    RuleExample(
      #"""
      struct EmptyInbox: View {
        var body: some View {
          VStack(spacing: 12) {
            Image("empty-inbox-illustration")
              .resizable()
              .frame(width: 120, height: 120)
            Text("No messages yet")
              .font(.headline)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Splash: View {
        var body: some View {
          logo.accessibilityHidden(true)
        }

        private var logo: some View {
          ZStack {
            Image("wordmark")
            Image("logomark")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Community: View {
        var body: some View {
          ExternalLinkButton(title: "Discord", url: discordURL, icon: Image("discord-logo"))
          OnboardingStep(illustration: { Image("onboarding-location") }, title: "Share your location")
        }
      }
      """#),
    RuleExample(
      #"""
      struct DistanceRow: View {
        var body: some View {
          HStack {
            Image(systemName: "location")
            Text(distance)
          }
        }
      }
      """#),
  ]
}
