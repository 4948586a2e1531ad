/// How much one file may make the server hold or write, whatever its own size: a small hostile file
/// must not become a large load (a zip bomb, one huge JSON object, one endless CSV field). Real
/// exports stay far below every limit.
public enum ImportLimits {
    /// An archive entry may unpack to at most this many times its packed size; Apple Health's XML
    /// packs about 10–30 to 1, a zip bomb a thousand.
    public static let unpackRatio: UInt64 = 200
    /// However well it packs, an entry never unpacks to more than this (years of Apple Health data is
    /// a few GB).
    public static let largestUnpacked: UInt64 = 8 << 30
    /// Small entries may always unpack to this much.
    static let smallUnpacked: UInt64 = 1 << 20
    /// One CSV field, one CSV row, one JSON object of a JSON array.
    public static let largestField = 1 << 20
    public static let largestRow = 4 << 20
    public static let largestObject = 4 << 20

    /// What an entry of `packed` bytes may unpack to.
    public static func unpackAllowance(packed: UInt64) -> UInt64 {
        min(largestUnpacked, max(smallUnpacked, packed.multipliedReportingOverflow(by: unpackRatio).overflow ? .max : packed * unpackRatio))
    }
}
