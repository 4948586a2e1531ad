import DaybookCore

/// The columns of drip's CSV export, in drip's order: its `CycleDay` schema (version 4) flattened to
/// `symptom.field` (drip's lib/import-export/get-csv-column-names.js), without the derived `isCycleStart`.
enum DripColumns {
    static let all: [String] = [
        "date",
        "temperature.value", "temperature.exclude", "temperature.time", "temperature.note",
        "bleeding.value", "bleeding.exclude",
        "mucus.feeling", "mucus.texture", "mucus.value", "mucus.exclude",
        "cervix.opening", "cervix.firmness", "cervix.position", "cervix.exclude",
        "note.value",
        "desire.value",
        "sex.solo", "sex.partner", "sex.condom", "sex.pill", "sex.iud", "sex.patch", "sex.ring", "sex.implant",
        "sex.diaphragm", "sex.none", "sex.other", "sex.note",
        "pain.cramps", "pain.ovulationPain", "pain.headache", "pain.backache", "pain.nausea", "pain.tenderBreasts",
        "pain.migraine", "pain.other", "pain.note",
        "mood.happy", "mood.sad", "mood.stressed", "mood.balanced", "mood.fine", "mood.anxious", "mood.energetic",
        "mood.fatigue", "mood.angry", "mood.other", "mood.note",
    ]

    /// drip's moods that are one of Daybook's; the others (stressed, anxious, energetic, fatigue,
    /// other) have no mood of their own here and are counted by name.
    static let moods: [String: MoodLevel] = [
        "mood.happy": .happy, "mood.sad": .sad, "mood.angry": .angry, "mood.balanced": .neutral, "mood.fine": .neutral,
    ]

    /// The words written beside a symptom, which become lines of the day's notes, with what they were written beside.
    static let notes: [(column: String, label: String)] = [
        ("temperature.note", "Temperature"), ("sex.note", "Sex"), ("pain.note", "Pain"), ("mood.note", "Mood"),
    ]

    /// Columns this reader takes (into a value, a note, or a named skip of its own); every other column with
    /// something in it is counted as skipped under `drip <column>`.
    static let read: Set<String> = Set([
        "date", "temperature.value", "temperature.exclude", "temperature.time",
        "bleeding.value", "bleeding.exclude", "mucus.feeling", "mucus.texture", "mucus.value", "mucus.exclude",
        "cervix.opening", "cervix.firmness", "cervix.position", "cervix.exclude", "note.value", "pain.cramps",
    ]).union(moods.keys).union(notes.map(\.column))

    /// More columns than any drip export has (49) by far: a header beyond this is not one.
    static let most = 200
}
