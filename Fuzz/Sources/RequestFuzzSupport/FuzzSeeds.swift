import Foundation

/// `DAYBOOK_FUZZ_SEEDS=DIR Harness` writes the harness's seed inputs into DIR and exits instead of
/// fuzzing: seeds are made from the routes the application registers now, so they stay valid as routes
/// are added (`seed-corpora.sh` runs every request harness this way).
public enum FuzzSeeds {
    public static func writeIfAsked(_ make: () -> [(name: String, bytes: [UInt8])]) {
        guard let folder = ProcessInfo.processInfo.environment["DAYBOOK_FUZZ_SEEDS"], !folder.isEmpty else { return }
        let seeds = make()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for seed in seeds {
                let name = seed.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
                try Data(seed.bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("seed-" + String(name)))
            }
        } catch {
            fatalError("seeds not written to \(folder): \(error)")
        }
        print("\(seeds.count) seeds in \(folder)")
        exit(0)
    }

    /// A multipart/form-data body of text fields and, optionally, one file, as a browser sends it.
    public static func multipart(boundary: String, _ fields: [(String, String)], file: (name: String, filename: String, content: String)? = nil) -> String {
        var body = ""
        for (name, value) in fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        if let file {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.filename)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n\(file.content)\r\n"
        }
        return body + "--\(boundary)--\r\n"
    }

    /// `a=1&b=2`, each part percent-encoded but for the placeholders' `@`.
    public static func urlEncoded(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "@-._")
        return fields.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name) + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
        }.joined(separator: "&")
    }
}
