import Foundation

struct Practice: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var minutes: Int
    var summary: String
}

struct Soundscape: Identifiable, Hashable {
    var id = UUID()
    var name: String
}
