import SwiftUI

struct DayDot: View {
    let isDone: Bool

    var body: some View {
        Circle()
            .fill(isDone ? Color.green : Color.red)
            .frame(width: 12, height: 12)
    }
}

struct LabeledDayDot: View {
    let isDone: Bool

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .fill(isDone ? Color.green : Color.gray)
                .frame(width: 12, height: 12)
            Text(isDone ? "Done" : "To do")
                .font(.caption)
        }
    }
}
