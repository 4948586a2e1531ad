import Foundation

/// The fertility signs of one day, observed through the day and noted once: cervical mucus for now;
/// more signs (the cervix) may join in the same shape.
public struct FertilitySigns: Sendable, Equatable, Codable {
    public var mucus: Mucus?

    public init(mucus: Mucus? = nil) {
        self.mucus = mucus
    }

    public var isEmpty: Bool { mucus == nil }
}
