/// How a TimelineJS slide gave its text, so an export writes it back the same way. Daybook keeps
/// one text per event (the headline, a blank line, then the text), which cannot tell these apart.
public enum SlideTextForm: String, Sendable, Hashable, CaseIterable {
    /// A headline, then the text after a blank line: what Daybook's own events and titles have.
    case headline
    /// Only a text, no headline.
    case textOnly
    /// Neither (a slide that only shows media): the event is named after its media or its date,
    /// and the export writes no text.
    case none
}

extension SlideTextForm: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let form = SlideTextForm(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(field: TimelineFieldPath.field(decoder.codingPath), .oneOf, ["choices": "\(known)"])
        }
        self = form
    }
}
