import Foundation

/// The languages Daybook speaks.
public enum Language: String, Sendable, Codable, CaseIterable {
    case en
    case de

    /// The best match for an HTTP Accept-Language header, English when nothing matches.
    public static func preferred(acceptLanguage header: String?) -> Language {
        guard let header else { return .en }
        let ranked = header.split(separator: ",").compactMap { part -> (String, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let q = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (tag, q)
        }
        for (tag, _) in ranked.sorted(by: { $0.1 > $1.1 }) {
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let language = Language(rawValue: primary) { return language }
        }
        return .en
    }
}
