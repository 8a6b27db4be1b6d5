/// SwiftLint's published examples (realm/SwiftLint, `Source/SwiftLintBuiltInRules/Rules/Lint/`
/// `AccessibilityLabelForImageRuleExamples.swift` and `AccessibilityTraitForButtonRuleExamples.swift`, MIT licence),
/// as test data; `↓` marks SwiftLint's expected positions.
enum SwiftLintExamples {
  static let imageNonTriggering: [String] = [
    #"""
    struct MyView: View {
        var body: some View {
            Image(decorative: "my-image")
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image("my-image", label: Text("Alt text for my image"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image("my-image")
                .accessibility(hidden: true)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image("my-image")
                .accessibilityHidden(true)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image("my-image")
                .accessibility(label: Text("Alt text for my image"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image("my-image")
                .accessibilityLabel(Text("Alt text for my image"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image(uiImage: myUiImage)
                .renderingMode(.template)
                .foregroundColor(.blue)
                .accessibilityHidden(true)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image(uiImage: myUiImage)
                .accessibilityLabel(Text("Alt text for my image"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            SwiftUI.Image(uiImage: "my-image").resizable().accessibilityHidden(true)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                Image(decorative: "my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Image("my-image")
                    .accessibility(label: Text("Alt text for my image"))
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Image("my-image")
                    .accessibility(label: Text("Alt text for my image"))
            }.accessibilityElement()
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Image("my-image")
                    .accessibility(label: Text("Alt text for my image"))
            }.accessibilityHidden(true)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            HStack(spacing: 8) {
                Image(decorative: "my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Text("Text to accompany my image")
            }.accessibilityElement(children: .combine)
            .padding(16)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            HStack(spacing: 8) {
                Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Text("Text to accompany my image")
            }.accessibilityElement(children: .ignore)
            .padding(16)
            .accessibilityLabel(Text("Label for my image and text"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Button(action: { doAction() }) {
                Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
            }
            .accessibilityLabel(Text("Label for my image"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            NavigationLink("Go to Details") {
                DetailView()
            } label: {
                HStack {
                    Image(systemName: "arrow.right")
                    Text("Navigate Here")
                }
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Button("Save Changes") {
                saveAction()
            } label: {
                Label("Save", systemImage: "square.and.arrow.down")
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Button(action: performAction) {
                HStack {
                    Image(uiImage: UIImage(systemName: "star") ?? UIImage())
                    Text("Favorite")
                }
            }
            .accessibilityLabel("Add to Favorites")
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                Image(systemName: "wifi")
                Image("network-icon")
                Text("Network Status")
            }.accessibilityElement(children: .ignore)
            .accessibilityLabel("Connected to WiFi")
        }
    }
    """#,
    #"""
    struct MyView: View {
        let statusImage: UIImage
        var body: some View {
            HStack {
                Image(uiImage: statusImage)
                    .foregroundColor(.green)
                Text("System Status")
            }.accessibilityElement(children: .ignore)
            .accessibilityLabel("System is operational")
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            NavigationLink(destination: SettingsView()) {
                HStack {
                    Image(nsImage: NSImage(named: "gear") ?? NSImage())
                    Text("Preferences")
                    Spacer()
                    Image(systemName: "chevron.right")
                }
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Button {
                toggleState()
            } label: {
                Image(systemName: isEnabled ? "eye" : "eye.slash")
                    .foregroundColor(isEnabled ? .blue : .gray)
            }
            .accessibilityLabel(isEnabled ? "Hide content" : "Show content")
        }
    }
    """#,
    #"""
    struct CustomCard: View {
        var body: some View {
            VStack {
                Image("card-background")
                Image(systemName: "checkmark.circle")
                Text("Task Complete")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Task completed successfully")
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Label {
                Text("Connected")
            } icon: {
                Image(systemName: "checkmark.circle.fill")
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Label(content: { Text("Download") }, icon: { Image("custom-download-icon") })
        }
    }
    """#,
  ]

  static let imageTriggering: [String] = [
    #"""
    struct MyView: View {
        var body: some View {
            ↓Image("my-image")
                .resizable(true)
                .frame(width: 48, height: 48)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Image(uiImage: myUiImage)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓SwiftUI.Image(uiImage: "my-image").resizable().accessibilityHidden(false)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image(uiImage: myUiImage)
                .resizable()
                .frame(width: 48, height: 48)
                .accessibilityLabel(Text("Alt text for my image"))
            ↓Image("other image")
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Image(decorative: "image1")
            ↓Image("image2")
            Image(uiImage: "image3")
                .accessibility(label: Text("a pretty picture"))
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                Image(decorative: "my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                ↓Image("my-image")
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                ↓Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Image("my-image")
                    .accessibility(label: Text("Alt text for my image"))
            }.accessibilityElement(children: .contain)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            VStack {
                ↓Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Image("my-image")
                    .accessibility(label: Text("Alt text for my image"))
            }.accessibilityHidden(false)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            HStack(spacing: 8) {
                ↓Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
                Text("Text to accompany my image")
            }.accessibilityElement(children: .combine)
            .padding(16)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Button(action: { doAction() }) {
                ↓Image("my-image")
                    .renderingMode(.template)
                    .foregroundColor(.blue)
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Image(systemName: "circle.plus")
        }
    }
    """#,
    #"""
    struct StatusView: View {
        let statusIcon: UIImage
        var body: some View {
            HStack {
                ↓Image(uiImage: statusIcon)
                    .foregroundColor(.green)
                Text("Status")
            }
        }
    }
    """#,
    #"""
    struct PreferencesView: View {
        var body: some View {
            VStack {
                ↓Image(nsImage: NSImage(named: "gear") ?? NSImage())
                    .resizable()
                    .frame(width: 24, height: 24)
                Text("Settings")
            }
        }
    }
    """#,
    #"""
    struct FaviconView: View {
        let favicon: UIImage?
        var body: some View {
            ↓Image(uiImage: favicon ?? UIImage())
                .aspectRatio(contentMode: .fit)
                .frame(width: 16, height: 16)
        }
    }
    """#,
    #"""
    struct IconGrid: View {
        var body: some View {
            HStack {
                ↓Image(uiImage: loadedImage)
                    .resizable()
                ↓Image(systemName: "star.fill")
                    .foregroundColor(.yellow)
            }.accessibilityElement(children: .combine)
        }
    }
    """#,
    #"""
    struct CardView: View {
        var body: some View {
            VStack {
                ↓Image(uiImage: backgroundImage)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                Text("Card Content")
            }.accessibilityElement(children: .contain)
        }
    }
    """#,
  ]

  static let traitNonTriggering: [String] = [
    #"""
    struct MyView: View {
        var body: some View {
            Button {
                print("tapped")
            } label: {
                Text("Learn more")
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Link("Open link", destination: myUrl)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .onTapGesture {
                    print("tapped - open URL")
                }
                .accessibility(addTraits: .isLink)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .accessibilityAddTraits(.isButton)
                .onTapGesture {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .accessibility(addTraits: [.isButton, .isHeader])
                .onTapGesture {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .onTapGesture {
                    print("tapped - open URL")
                }
                .accessibilityAddTraits([.isHeader, .isLink])
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .onTapGesture(count: 1) {
                    print("tapped")
                }
                .accessibility(addTraits: .isButton)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .onTapGesture(count: 1, perform: {
                    print("tapped")
                })
                .accessibility(addTraits: .isButton)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                // This rule does not include tap gestures with multiple taps for now.
                // Custom gestures like this are also not very accessible, but require
                // alternative ways to accomplish the same task with assistive tech.
                .onTapGesture(count: 2) {
                    print("double-tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Label("Learn more", systemImage: "info.circle")
                .onTapGesture(count: 1) {
                    print("tapped")
                }
                .accessibility(addTraits: .isButton)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            HStack {
                Image(systemName: "info.circle")
                Text("Learn more")
            }
            .onTapGesture {
                print("tapped")
            }
            // This modifier is not strictly required — each subview will inherit the button trait.
            // That said, grouping a tappable stack into a single element is a good way to reduce
            // the number of swipes required for a VoiceOver user to navigate the page.
            .accessibilityElement(children: .combine)
            .accessibility(addTraits: .isButton)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .gesture(TapGesture().onEnded {
                    print("tapped")
                })
                .accessibilityAddTraits(.isButton)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .simultaneousGesture(TapGesture(count: 1).onEnded {
                    print("tapped - open URL")
                })
                .accessibilityAddTraits(.isLink)
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .highPriorityGesture(TapGesture().onEnded {
                    print("tapped")
                })
                .accessibility(addTraits: [.isButton])
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            Text("Learn more")
                .gesture(TapGesture(count: 2).onEnded {
                    print("tapped")
                })
        }
    }
    """#,
  ]

  static let traitTriggering: [String] = [
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .onTapGesture {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .accessibility(addTraits: .isHeader)
                .onTapGesture {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .onTapGesture(count: 1) {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .onTapGesture(count: 1, perform: {
                    print("tapped")
                })
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Label("Learn more", systemImage: "info.circle")
                .onTapGesture(count: 1) {
                    print("tapped")
                }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓HStack {
                Image(systemName: "info.circle")
                Text("Learn more")
            }
            .onTapGesture {
                print("tapped")
            }
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .gesture(TapGesture().onEnded {
                    print("tapped")
                })
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .simultaneousGesture(TapGesture(count: 1).onEnded {
                    print("tapped")
                })
        }
    }
    """#,
    #"""
    struct MyView: View {
        var body: some View {
            ↓Text("Learn more")
                .highPriorityGesture(TapGesture().onEnded {
                    print("tapped")
                })
        }
    }
    """#,
  ]
}
