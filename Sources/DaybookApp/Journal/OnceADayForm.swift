import DaybookCore
import Foundation

/// A save from a form that showed a once-a-day record (a day's symptoms, metrics, fertility signs, a
/// morning) as it was when the page was drawn. Between drawing and saving the record may have changed
/// elsewhere: a page left open, a second phone, a save kept on a phone while it was offline and sent
/// hours later. So the form says what it showed, field by field, and the save is merged with what is
/// stored now, inside the use case's transaction:
/// - a field the person left as shown keeps what is stored now (someone else's change stays);
/// - a field only the person changed takes what they typed;
/// - a field both changed, differently, is a conflict: the save is refused with `ChangedMeanwhile`, and
///   nothing is overwritten, until the person says which side stays (`keep`).
/// Without `shown` (the API, a form from before this rule) the form's values are saved as they are.
public struct OnceADayForm<Stored: Sendable, Output>: Sendable {
    /// The form's fields as sent.
    public var typed: [String: String]
    /// The record's fields as the form showed them; nil: no check.
    public var shown: [String: String]?
    /// The side chosen for conflicting fields, once the person was told of them.
    public var keep: KeepSide?
    /// A stored record as the form draws it, field by field (the same texts the form showed).
    public var draw: @Sendable (Stored) -> [String: String]
    /// The form's fields read as what to save.
    public var read: @Sendable ([String: String], Stored) throws -> Output

    public init(typed: [String: String], shown: [String: String]?, keep: KeepSide?,
                draw: @escaping @Sendable (Stored) -> [String: String],
                read: @escaping @Sendable ([String: String], Stored) throws -> Output) {
        self.typed = typed
        self.shown = shown
        self.keep = keep
        self.draw = draw
        self.read = read
    }

    /// What to save over `stored`, the record as it is now.
    func output(over stored: Stored) throws -> Output {
        try read(try fields(over: draw(stored)), stored)
    }

    /// The form's fields merged with the stored record's (drawn as the form draws it).
    func fields(over stored: [String: String]) throws -> [String: String] {
        guard let shown else { return typed }
        var merged = typed
        var conflicts: [String] = []
        for (field, was) in shown {
            let mine = Self.plain(typed[field]), theirs = Self.plain(stored[field]), before = Self.plain(was)
            if mine == before {
                merged[field] = stored[field] ?? ""
            } else if theirs != before, theirs != mine {
                switch keep {
                case .mine?: break
                case .saved?: merged[field] = stored[field] ?? ""
                case nil: conflicts.append(field)
                }
            }
        }
        if !conflicts.isEmpty { throw ChangedMeanwhile(fields: conflicts.sorted(), stored: stored) }
        return merged
    }

    /// A field's text as compared: browsers send a text area's line ends as CRLF (the same text as the
    /// LF it was drawn with), and a number is the same number however it is written ("36,5", "36.50").
    static func plain(_ text: String?) -> String {
        let text = (text ?? "").replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return NumberText.read(text).map { "\($0)" } ?? text
    }
}

/// Which side of a conflict stays, as the person chose after being shown both.
public enum KeepSide: String, Sendable, CaseIterable {
    /// What the person typed.
    case mine
    /// What is stored now.
    case saved
}

/// A once-a-day record changed elsewhere, in fields the person changed too, since their form showed it.
public struct ChangedMeanwhile: Error, Sendable, Equatable {
    /// The fields both sides changed, by name.
    public let fields: [String]
    /// The record as stored now, drawn as the form draws it.
    public let stored: [String: String]
}
