/// A link or redirect target that stays on this site: a path from the root. Browsers read a backslash
/// as a slash and drop tabs and line breaks from a URL, so `/\evil.example` and `/<tab>/evil.example`
/// lead to another host as `//evil.example` does; none of them passes, nor any other space or control
/// character, nor anything with a scheme (`javascript:`, `https:`).
enum SameSitePath {
    static func check(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "/", scalars.dropFirst().first != "/",
              !scalars.contains(where: { $0 == "\\" || $0 == " " || $0.properties.generalCategory == .control })
        else { return nil }
        return text
    }
}
