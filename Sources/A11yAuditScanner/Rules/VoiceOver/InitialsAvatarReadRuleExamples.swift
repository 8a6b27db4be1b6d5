/// Examples for ``InitialsAvatarReadRule``; `↓` marks each expected violation.
package enum InitialsAvatarReadRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ContactRow: View {
        var body: some View {
          HStack {
            Circle()
              .fill(.blue)
              .frame(width: 36, height: 36)
              .overlay(↓Text(contact.name.prefix(1)))
            Text(contact.name)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct MemberButton: View {
        var body: some View {
          Button(action: open) {
            HStack {
              ↓Text(String(member.name.first ?? "?"))
                .font(.headline)
                .frame(width: 32, height: 32)
                .background(Circle().fill(.orange))
              Text(member.name)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct AccountCell: View {
        var body: some View {
          NavigationLink(value: account) {
            ZStack {
              Circle().fill(.gray)
              ↓Text(verbatim: account.initials)
            }
            Text(account.displayName)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct ServerRow: View {
        var body: some View {
          VStack(alignment: .leading) {
            HStack {
              ↓Text(server.name.prefix(2).uppercased())
              Text(server.name)
            }
            Text(server.url)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct AuthorHeader: View {
        let authorInitials: String
        var body: some View {
          HStack {
            ↓Text(authorInitials).padding(8).background(Circle().fill(.mint))
            VStack { Text(author); Text(date) }
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct TeamButton: View {
        var body: some View {
          Button {
            select(team)
          } label: {
            Label {
              Text(team.name)
            } icon: {
              ↓Text(team.name.first.map(String.init) ?? "")
            }
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct ContactRow: View {
        var body: some View {
          HStack {
            Circle()
              .overlay(Text(contact.name.prefix(1)))
              .accessibilityHidden(true)
            Text(contact.name)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct MemberButton: View {
        var body: some View {
          Button(action: open) {
            HStack {
              Text(String(member.name.first ?? "?")).accessibilityHidden(true)
              Text(member.name)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct AccountCell: View {
        var body: some View {
          HStack {
            Text(account.initials)
            Text(account.displayName)
          }
          .accessibilityElement(children: .combine)
          .accessibilityLabel(account.displayName)
        }
      }
      """#),
    RuleExample(
      #"""
      struct FirstItem: View {
        var body: some View {
          Button(action: open) {
            Text(items.first?.title ?? "")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Setup: View {
        var body: some View {
          HStack {
            Text(initialValue.formatted())
            Text(name.prefix(20))
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
    RuleExample(
      #"""
      struct Profile: View {
        var body: some View {
          VStack {
            ZStack {
              Circle()
              Text(user.initials)
            }
            .accessibilityHidden(true)
            Text(user.name)
          }
          .accessibilityElement(children: .combine)
        }
      }
      """#),
  ]
}
