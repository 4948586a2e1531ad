import FluentKit

/// A model filled from a row without reflection (`ModelRow`): its stored properties, listed by hand.
/// Fluent finds a model's properties by mirroring the object, again for every query and every row,
/// which was most of the time of reading a day's few entries; a test checks that each list names
/// every property Fluent finds.
public protocol RowReadable: Model {
    var storedProperties: [any AnyDatabaseProperty] { get }
}
