/// Examples for ``ChartMissingAccessibilityRule``; `↓` marks each expected violation.
package enum ChartMissingAccessibilityRuleExamples {
  package static let triggering: [RuleExample] = [
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct SleepChart: View {
        let nights: [Night]
        var body: some View {
          ↓Chart(nights) { night in
            BarMark(x: .value("Day", night.date, unit: .day), y: .value("Hours", night.hours))
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Trend: View {
        let points: [Double]
        var body: some View {
          ↓Chart {
            ForEach(Array(points.enumerated()), id: \.offset) { item in
              LineMark(x: .value("x", item.offset), y: .value("y", item.element))
            }
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Spending: View {
        let categories: [Category]
        var body: some View {
          VStack {
            ↓Chart(categories) { category in
              SectorMark(angle: .value("Amount", category.total))
                .foregroundStyle(by: .value("Category", category.name))
            }
            .accessibilityHidden(true)
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct HeartRate: View {
        let samples: [Sample]
        var body: some View {
          ↓Chart(samples) {
            PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
          }
          .chartYAxis(.hidden)
          .frame(height: 120)
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Usage: View {
        let history: [Day]
        var body: some View {
          ↓Chart(history) { day in
            AreaMark(
              x: .value("Index", history.firstIndex(of: day) ?? 0),
              y: .value("Uses", day.uses)
            )
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Goal: View {
        let steps: [Day]
        var body: some View {
          ↓Chart {
            ForEach(steps) { day in
              BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
            }
            RuleMark(y: .value("Goal", 10_000))
          }
        }
      }
      """#),
  ]

  package static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct SleepChart: View {
        let nights: [Night]
        var body: some View {
          Chart(nights) { night in
            BarMark(x: .value("Day", night.date, unit: .day), y: .value("Hours", night.hours))
              .accessibilityLabel(night.date.formatted(.dateTime.weekday(.wide)))
              .accessibilityValue("\(night.hours) hours")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Trend: View {
        let points: [Point]
        var body: some View {
          Chart(points) { LineMark(x: .value("Week", $0.week), y: .value("Weight", $0.kilograms)) }
            .accessibilityLabel("Weight over the last 12 weeks")
            .accessibilityValue("Down 3 kilograms")
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Revenue: View {
        let months: [Month]
        var body: some View {
          Chart(months) { BarMark(x: .value("Month", $0.name), y: .value("Revenue", $0.total)) }
            .accessibilityChartDescriptor(RevenueDescriptor(months: months))
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Spending: View {
        let categories: [Category]
        var body: some View {
          VStack {
            Chart(categories) { SectorMark(angle: .value("Amount", $0.total)) }
              .accessibilityHidden(true)
            Text("Groceries are half of this month's spending.")
          }
        }
      }
      """#),
    RuleExample(
      #"""
      import Charts
      import SwiftUI

      struct Card: View {
        let samples: [Sample]
        var body: some View {
          VStack {
            Text("Resting heart rate")
            Chart(samples) { PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Resting heart rate, 58 beats per minute, steady")
        }
      }
      """#),
    RuleExample(
      #"""
      import SwiftUI

      struct Chart: View {
        var body: some View {
          Chart()
        }
      }
      """#),
  ]
}
