/// Examples for ``ChangeOnInputRule``; `↓` marks each expected violation.
package enum ChangeOnInputRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      struct PlanPicker: View {
        @State private var plan: Plan = .monthly
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            Picker("Plan", selection: $plan) {
              ForEach(Plan.allCases) { Text($0.title).tag($0) }
            }
            ↓.onChange(of: plan) { _, newPlan in
              path.append(newPlan)
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CodeEntry: View {
        @State private var code = ""
        var body: some View {
          TextField("Code", text: $code)
            ↓.onChange(of: code) { _, value in
              if value.count == 6 { Task { await submitCode() } }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct LanguageSelection: View {
        @Environment(\.dismiss) private var dismiss
        @AppStorage("language") private var language = "en"
        var body: some View {
          Picker("Language", selection: $language) {
            Text("English").tag("en")
            Text("Français").tag("fr")
          }
          .pickerStyle(.inline)
          ↓.onChange(of: language) { dismiss() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct TermsStep: View {
        @State private var accepted = false
        @State private var showsCheckoutSheet = false
        var body: some View {
          Toggle("I accept the terms", isOn: $accepted)
            ↓.onChange(of: accepted) { _, isOn in
              if isOn { showsCheckoutSheet = true }
            }
            .sheet(isPresented: $showsCheckoutSheet) { CheckoutView() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct CategoryFilter: View {
        @ObservedObject var model: ShopModel
        var body: some View {
          Picker(
            "Category",
            selection: ↓Binding(
              get: { model.category },
              set: { model.category = $0; model.router.push(.category($0)) }
            )
          ) {
            ForEach(model.categories) { Text($0.name).tag($0) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct DeliveryDate: View {
        @ObservedObject var order: OrderModel
        var body: some View {
          DatePicker("Delivery", selection: $order.date, displayedComponents: .date)
            ↓.onChange(of: order.date) {
              order.placeOrder()
            }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      struct Tabs: View {
        @State private var tab = Tab.posts
        var body: some View {
          VStack {
            Picker("Show", selection: $tab) {
              Text("Posts").tag(Tab.posts)
              Text("Comments").tag(Tab.comments)
            }
            .pickerStyle(.segmented)
            .onChange(of: tab) { _, _ in scrollToTop() }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Preferences: View {
        @AppStorage("units") private var units = "metric"
        var body: some View {
          Form {
            Picker("Units", selection: $units) {
              Text("Metric").tag("metric")
              Text("Imperial").tag("imperial")
            }
            .onChange(of: units) { _, value in settings.save(units: value) }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SignIn: View {
        @State private var password = ""
        var body: some View {
          SecureField("Password", text: $password)
            .textContentType(.password)
            .onSubmit { login() }
        }
      }
      """#),
    RuleExample(
      #"""
      struct SearchScreen: View {
        @State private var query = ""
        @State private var path: [Result] = []
        var body: some View {
          TextField("Search", text: $query)
            .onChange(of: query) { _, text in
              if let match = results.first(where: { $0.title == text }) { path.append(match) }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct NotificationsToggle: View {
        @State private var enabled = false
        @State private var showsPermissionAlert = false
        var body: some View {
          Toggle("Notifications", isOn: $enabled)
            .onChange(of: enabled) { _, isOn in
              if isOn { showsPermissionAlert = true }
            }
        }
      }
      """#),
    RuleExample(
      #"""
      struct Router: View {
        @State private var route: Route?
        @Environment(\.dismiss) private var dismiss
        var body: some View {
          List { Text("Home") }
            .onChange(of: route) { dismiss() }
        }
      }

      #Preview {
        @Previewable @State var on = false
        Toggle("On", isOn: $on).onChange(of: on) { submit() }
      }
      """#),
  ]
}
