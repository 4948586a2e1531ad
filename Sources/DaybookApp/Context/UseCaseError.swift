/// What a use case refuses besides invalid values (the core's `ValidationError`): the server answers
/// `notFound` with a 404 naming `what`.
public enum UseCaseError: Error, Sendable, Equatable {
    /// `what` reads as the start of "… does not exist", e.g. "This entry".
    case notFound(String)
}
