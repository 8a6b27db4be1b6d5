import Foundation

struct Habit: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var minutes: Int
    var isDone = false
}

@MainActor
final class HabitStore: ObservableObject {
    static let shared = HabitStore()

    @Published var habits: [Habit] = []
    @Published private(set) var streak = 0

    private let fileURL = URL.documentsDirectory.appending(path: "habits.json")

    func load() async {
        guard let data = try? Data(contentsOf: fileURL),
              let saved = try? JSONDecoder().decode([Habit].self, from: data)
        else {
            habits = [
                Habit(title: "Morning breathing", minutes: 5),
                Habit(title: "Body scan", minutes: 10),
            ]
            return
        }
        habits = saved
        streak = saved.filter(\.isDone).count
    }

    func add(_ habit: Habit) {
        habits.append(habit)
        save()
    }

    func recordCompletion() {
        streak += 1
        save()
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(habits) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }
}
