import SwiftUI

struct HabitRow: View {
    @Binding var habit: Habit
    var onComplete: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.isDone ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(habit.isDone ? Color.green : Color.secondary)
                .animation(.easeInOut(duration: 0.2), value: habit.isDone)

            VStack(alignment: .leading, spacing: 2) {
                Text(habit.title)
                    .font(Typography.body)
                    .strikethrough(habit.isDone)
                Text("\(habit.minutes) min")
                    .font(Typography.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()
        }
        .padding(.vertical, 8)
        .contentShape(Rectangle())
        .onTapGesture {
            habit.isDone.toggle()
            if habit.isDone {
                onComplete()
            }
        }
    }
}
