import DaybookCore

extension Problem {
    /// A problem about a value from the file, the value quoted as import messages quote it (`{value}`).
    static func quoting(_ kind: ProblemKind, _ text: String, _ values: [String: String] = [:]) -> Problem {
        Problem(kind, values.merging(["value": ImportError.quoting(text)]) { _, quoted in quoted })
    }

    /// A place in the file by its own name (`data.metrics[2]`): the same in every language.
    static func named(_ name: String) -> Problem {
        Problem(.untranslated, ["text": name])
    }
}
