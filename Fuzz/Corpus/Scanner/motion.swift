import SwiftUI

struct Pulse: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var on = false

    var body: some View {
        Circle()
            .scaleEffect(on ? 1.2 : 1)
            .animation(reduceMotion ? nil : .spring(), value: on)
            .onTapGesture { withAnimation(.easeIn) { on.toggle() } }
            .accessibilityLabel("Pulse")
        Image("logo").resizable().frame(width: 20, height: 20)
        Text("Title").font(.system(size: 28))
    }
}
