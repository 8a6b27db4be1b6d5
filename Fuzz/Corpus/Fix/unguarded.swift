import SwiftUI

struct Banner: View {
    @State private var shown = false

    var body: some View {
        Text("New")
            .offset(y: shown ? 0 : -40)
            .animation(.spring(), value: shown)
            .transition(.slide)
            .onAppear { withAnimation(.easeOut(duration: 0.3)) { shown = true } }
    }
}
