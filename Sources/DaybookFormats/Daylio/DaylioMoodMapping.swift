import DaybookCore

/// Daylio's mood labels → a day's mood. Daylio's five standard moods are
/// rad, good, meh, bad, awful; Daybook's moods have nothing below SAD, so bad and awful both become SAD.
/// People rename their moods in Daylio, so the mapping can be extended (`adding`), case-insensitive.
///
/// Mood is not turned into a stress rating: a stress level is a number the person gave, and
/// inventing one from a face would skew the stress insights.
public struct DaylioMoodMapping: Sendable, Equatable {
    public private(set) var labels: [String: MoodLevel]

    public static let standard = DaylioMoodMapping(labels: [
        "rad": .great, "good": .happy, "meh": .neutral, "bad": .sad, "awful": .sad,
    ])

    public init(labels: [String: MoodLevel]) {
        self.labels = Dictionary(labels.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
    }

    /// This mapping with more (or replaced) labels.
    public func adding(_ more: [String: MoodLevel]) -> DaylioMoodMapping {
        var next = self
        for (label, mood) in more { next.labels[label.lowercased()] = mood }
        return next
    }

    public func mood(for label: String) -> MoodLevel? {
        labels[label.trimmingCharacters(in: .whitespaces).lowercased()]
    }

    /// The standard mapping plus `label=MOOD,label=MOOD` (the CLI's `--moods`, the API's `?moods=`).
    public static func parsing(_ text: String, field: String) throws(ValidationError) -> DaylioMoodMapping {
        var extra: [String: MoodLevel] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let mood = MoodLevel(rawValue: parts[1].uppercased()) else {
                throw ValidationError(field: field, .moodPairs, ["choices": MoodLevel.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            extra[parts[0]] = mood
        }
        return standard.adding(extra)
    }
}
