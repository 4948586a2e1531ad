/// What a use case refuses besides invalid values (the core's `ValidationError`): the server answers
/// `notFound` with a 404 naming `what`, and `duplicate` with a 409 naming the field.
public enum UseCaseError: Error, Sendable, Equatable {
    /// `what` reads as the start of "… does not exist", e.g. "This entry".
    case notFound(String)
    /// A value that must be unique is taken (an email that has an account already).
    case duplicate(field: String)
}
