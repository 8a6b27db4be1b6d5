import Charts
import SwiftUI

/// Minutes practised each day of the week, and the share of each practice.
struct WeeklyMinutesChart: View {
    let days: [PracticeDay]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("This week")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)

            Chart(days) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Minutes", day.minutes))
            }
            .frame(height: 160)

            Chart(days) { day in
                SectorMark(angle: .value("Minutes", day.minutes))
                    .foregroundStyle(by: .value("Practice", day.practice))
            }
            .frame(height: 120)
            .accessibilityLabel("Share of each practice this week")
            .accessibilityValue("Mostly box breathing")
        }
    }
}

/// One day of practice.
struct PracticeDay: Identifiable {
    let id = UUID()
    let date: Date
    let minutes: Int
    let practice: String
}
