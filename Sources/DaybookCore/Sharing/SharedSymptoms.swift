extension Symptoms {
    /// The part of a day's symptoms a reader with `categories` may see: flow belongs to the cycle,
    /// every other field to `symptoms`. Nil when nothing is left.
    public func visible(to categories: Set<ShareCategory>) -> Symptoms? {
        let full = categories.contains(.symptoms)
        // The fields were valid together, so a subset of them is valid too.
        guard let shown = try? Symptoms(
            flow: categories.contains(.cycle) ? flow : nil,
            mood: full ? mood : nil, sleep: full ? sleep : nil, cramps: full ? cramps : nil,
            exercise: full ? exercise : [:], notes: full ? notes : nil)
        else { return nil }
        return shown.isEmpty ? nil : shown
    }
}
