/// A stored row that no longer reads as a valid domain value (edited by hand, or written by a newer
/// version): reported, never silently repaired.
public struct CorruptRecord: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
