import Foundation

/// A hypo- or hyperglycaemic episode by the 2023 international consensus (Battelino et al., Lancet
/// Diabetes Endocrinol 2023). `extreme` is the nadir of a hypo and the peak of a hyper, in the report's
/// unit. A level-2 episode also lies inside a level-1 episode of the same kind, and both are listed, as
/// iglu's `episode_calculation` counts both levels.
public struct GlucoseEpisode: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable { case hypo, hyper }

    public let start: Date
    /// When glucose came back (the first point of the 15 minutes that ended it), or the last reading of
    /// the stretch plus one grid step where the readings stop first.
    public let end: Date
    public let kind: Kind
    /// 1 or 2.
    public let level: Int
    public let extreme: Double

    public init(start: Date, end: Date, kind: Kind, level: Int, extreme: Double) {
        self.start = start
        self.end = end
        self.kind = kind
        self.level = level
        self.extreme = extreme
    }
}
