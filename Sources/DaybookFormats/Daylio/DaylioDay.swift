import DaybookCore

/// One Daylio entry as read.
struct DaylioEntry {
    var time: String
    var label: String
    var mood: MoodLevel
    var activities: String
    var title: String
    var note: String

    /// "21:10 · rad · work, friends · Title · what was written": the empty parts left out.
    var line: String {
        let activities = activities.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return [time, label, activities.joined(separator: ", "), title, note]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

/// A day's Daylio entries, in the file's order (newest first).
struct DaylioDay {
    private(set) var entries: [DaylioEntry] = []

    mutating func add(_ entry: DaylioEntry) { entries.append(entry) }

    /// The day's last entry gives the day's mood: how the day ended.
    var mood: MoodLevel? { entries.first?.mood }

    /// Every entry, oldest first, one per line; nil when the entries say nothing beyond time and mood
    /// of a single entry.
    var note: String? {
        let single = entries.count == 1 && [entries[0].activities, entries[0].title, entries[0].note]
            .allSatisfy { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard !entries.isEmpty, !single else { return nil }
        let text = "Daylio:\n" + entries.reversed().map(\.line).joined(separator: "\n")
        return String(text.prefix(Symptoms.maximumNotesLength))
    }
}
