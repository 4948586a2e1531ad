/// A readable exercise name from a HealthKit activity type:
/// `HKWorkoutActivityTypeTraditionalStrengthTraining` → "Traditional Strength Training".
enum AppleHealthWorkoutName {
    static func name(_ type: String) -> String {
        let bare = type.hasPrefix("HKWorkoutActivityType") ? String(type.dropFirst("HKWorkoutActivityType".count)) : type
        var words = ""
        for character in bare {
            if character.isUppercase, !words.isEmpty, words.last != " " { words.append(" ") }
            words.append(character)
        }
        // A name the journal takes (1…100 characters), whatever a damaged or future export writes.
        let name = String(words.prefix(100)).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "Workout" : name
    }
}
