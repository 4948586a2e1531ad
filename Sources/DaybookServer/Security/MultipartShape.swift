/// Whether a `multipart/form-data` body is safe to hand to multipart-kit's parser, decided by walking
/// it exactly as that parser does (multipart-kit 4.7.1, `MultipartParser`), state for state. The parser
/// looks a part's header-name bytes up in a table of 128 entries, so a byte of 128 or more there is a
/// trap that ends the process; an empty boundary is a failed precondition. Neither may reach it.
/// The walk also bounds what one form may cost: its parts, and the length of each header line.
enum MultipartShape {
    enum Refusal: Error, Equatable {
        /// No boundary, an empty one, or one RFC 2046 does not allow.
        case boundary
        /// A byte in a part's header name that is not a token character.
        case headerName
        /// A header line, or a part's headers together, longer than `longestHeaders`.
        case headersTooLong
        /// More parts than `mostParts`.
        case tooManyParts
        /// Bytes the parser would refuse (a header line without its line feed, a boundary followed by
        /// anything but a line break or `--`).
        case syntax
    }

    /// Every form Daybook serves has a few dozen fields at most.
    static let mostParts = 500
    /// A part's headers (`Content-Disposition`, `Content-Type`) fit in far less.
    static let longestHeaders = 8 * 1024
    /// RFC 2046: a boundary is 1 to 70 characters.
    static let longestBoundary = 70

    /// nil when the parser may read `body`; the reason otherwise.
    static func refusal<Bytes: Collection>(of body: Bytes, boundary: String?) -> Refusal? where Bytes.Element == UInt8 {
        guard let boundary, isValidBoundary(boundary) else { return .boundary }
        var walk = Walk(boundary: Array("\r\n--\(boundary)".utf8))
        for byte in body {
            if let refusal = walk.step(byte) { return refusal }
            if case .epilogue = walk.state { return nil }
        }
        return nil
    }

    /// RFC 2046's `bchars` (digits, letters and `'()+_,-./:=?` and space, not last).
    static func isValidBoundary(_ boundary: String) -> Bool {
        let bytes = Array(boundary.utf8)
        guard (1...longestBoundary).contains(bytes.count), bytes.last != UInt8(ascii: " ") else { return false }
        let others = Set("'()+_,-./:=? ".utf8)
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || others.contains(byte)
        }
    }

    /// The parser's states, byte by byte. Where the parser reads several bytes in one loop, each of
    /// them takes the same transition here.
    private struct Walk {
        enum State {
            case preamble(match: Int)
            /// Before a part's headers: the line break after the boundary (`expectingLF` once its CR came).
            case preHeaders(expectingLF: Bool)
            case headerName(length: Int)
            case headerValue(length: Int)
            /// A header value's CR came: its LF must follow.
            case postHeaderValue
            /// The blank line's CR came: its LF must follow, then the body.
            case postHeaders
            case body
            case boundary(match: Int)
            case epilogue
        }

        let boundary: [UInt8]
        var state = State.preamble(match: 0)
        var parts = 0
        /// Bytes of the current part's headers so far.
        var headerBytes = 0

        init(boundary: [UInt8]) {
            self.boundary = boundary
        }

        mutating func step(_ byte: UInt8) -> Refusal? {
            switch state {
            case .preamble(let match):
                state = .preamble(match: Self.preambleMatch(after: match, byte, boundary))
                if case .preamble(let reached) = state, reached >= boundary.count { startPart() }
                return nil
            case .preHeaders(let expectingLF):
                switch (expectingLF, byte) {
                case (false, .cr): state = .preHeaders(expectingLF: true)
                case (true, .lf): state = .headerName(length: 0)
                default: return .syntax
                }
                return nil
            case .headerName(let length):
                headerBytes += 1
                guard headerBytes <= MultipartShape.longestHeaders else { return .headersTooLong }
                if byte == .colon, length > 0 {
                    state = .headerValue(length: 0)
                } else if byte == .cr, length == 0 {
                    state = .postHeaders
                } else if Self.isTokenCharacter(byte) {
                    state = .headerName(length: length + 1)
                } else {
                    return .headerName
                }
                return nil
            case .headerValue(let length):
                headerBytes += 1
                guard headerBytes <= MultipartShape.longestHeaders else { return .headersTooLong }
                state = byte == .cr ? .postHeaderValue : .headerValue(length: length + 1)
                return nil
            case .postHeaderValue:
                guard byte == .lf else { return .syntax }
                state = .headerName(length: 0)
                return nil
            case .postHeaders:
                guard byte == .lf else { return .syntax }
                state = .body
                return nil
            case .body:
                // The parser hands everything before the boundary's first byte to the body.
                if byte == boundary[0] { state = .boundary(match: 1) }
                return nil
            case .boundary(let match):
                guard match < boundary.count else {
                    // The whole boundary matched: a part ends; then a line break and headers, or `--` and the end.
                    switch byte {
                    case .cr:
                        state = .preHeaders(expectingLF: true)
                        return countPart()
                    case .hyphen:
                        state = .epilogue
                        return nil
                    default:
                        return .syntax
                    }
                }
                if byte == boundary[match] {
                    state = .boundary(match: match + 1)
                } else {
                    state = byte == boundary[0] ? .boundary(match: 1) : .body
                }
                return nil
            case .epilogue:
                return nil
            }
        }

        private mutating func startPart() {
            headerBytes = 0
            state = .preHeaders(expectingLF: false)
        }

        private mutating func countPart() -> Refusal? {
            parts += 1
            headerBytes = 0
            return parts >= MultipartShape.mostParts ? .tooManyParts : nil
        }

        /// The preamble's matching, as the parser does it (its CRLF before the first boundary is optional).
        static func preambleMatch(after match: Int, _ byte: UInt8, _ boundary: [UInt8]) -> Int {
            if match == 0, byte == boundary[2] { return 3 }
            if byte == boundary[match] { return match + 1 }
            if match > 0, byte == boundary[0] { return 1 }
            return 0
        }

        /// RFC 822's field-name characters: printable ASCII but for the separators, as in the parser's table.
        static func isTokenCharacter(_ byte: UInt8) -> Bool {
            guard byte > 32, byte < 127 else { return false }
            return !"()<>@,;:\\\"/[]?={}".utf8.contains(byte)
        }
    }
}

private extension UInt8 {
    static let colon = UInt8(ascii: ":")
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let hyphen = UInt8(ascii: "-")
}
