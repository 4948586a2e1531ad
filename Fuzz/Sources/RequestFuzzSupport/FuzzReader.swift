/// Reads one fuzzer input as a request's choices, in the order a harness asks for them: numbers from
/// single bytes, fields as lines (up to `\n`), and the rest as the body. An input that ends early reads
/// zeros and empty lines, so every input makes a request. Lines keep seeds readable and let mutations
/// change one field without shifting the others.
public struct FuzzReader {
    private var bytes: ArraySlice<UInt8>

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    public var isAtEnd: Bool { bytes.isEmpty }

    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A choice among `count` (> 0): one byte, or two (big-endian) past 256 choices.
    public mutating func choice(_ count: Int) -> Int {
        precondition(count > 0, "a choice needs something to choose")
        let raw = count > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return raw % count
    }

    /// The bytes up to the next `\n` (which is consumed), or to the end.
    public mutating func line() -> [UInt8] {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            defer { bytes = [] }
            return Array(bytes)
        }
        defer { bytes = bytes[(end + 1)...] }
        return Array(bytes[..<end])
    }

    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
