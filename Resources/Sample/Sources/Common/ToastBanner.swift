import SwiftUI

struct ToastBanner: View {
    let message: String
    @Binding var isPresented: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Spacer()

            if isPresented {
                HStack(spacing: 12) {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.green)
                        .accessibilityHidden(true)
                    Text(message)
                        .font(.subheadline.weight(.medium))
                    Spacer(minLength: 8)
                    Button {
                        isPresented = false
                    } label: {
                        Image(systemName: "xmark")
                            .font(.footnote.weight(.bold))
                            .frame(width: 44, height: 44)
                    }
                    .accessibilityLabel("Close")
                }
                .padding(.leading, 16)
                .background(.thickMaterial, in: Capsule())
                .padding(.horizontal, 16)
                .padding(.bottom, 12)
                .transition(reduceMotion ? .opacity : .move(edge: .bottom))
                .task {
                    try? await Task.sleep(for: .seconds(3))
                    isPresented = false
                }
            }
        }
        .animation(reduceMotion ? nil : .spring(response: 0.4), value: isPresented)
    }
}
