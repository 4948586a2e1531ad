import DaybookCore
import DaybookFormats
import Foundation

/// The promises the harnesses check, as traps libFuzzer records as crashes (with the input saved):
/// a parser returns, or throws our error type naming where (a line for importers, a field for the core).
public enum FuzzCheck {
    public static let context = ImportContext(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt)

    /// Feeds `bytes` to `importer` as a stream, as an upload or a file on disk reaches it.
    public static func importer(_ importer: any JournalImporter, _ bytes: Data) {
        do {
            try importer.parse(InputStream(data: bytes), context: context, into: ImportTally())
        } catch let error as ImportError {
            let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            guard let line = error.line, (1...lines).contains(line) else {
                fatalError("ImportError without a line of the file (1…\(lines)): \(error)")
            }
        } catch {
            fatalError("\(importer.format) threw \(type(of: error)) instead of ImportError: \(error)")
        }
    }

    /// A core parser: any `ValidationError` must name `field` (or one of `fields`).
    public static func core(fields: Set<String>, _ parse: () throws -> Void) {
        do {
            try parse()
        } catch let error as ValidationError {
            guard fields.contains(error.field) else { fatalError("ValidationError names \(error.field), not one of \(fields): \(error)") }
        } catch is DecodingError {
            // JSON that does not decode: the API's 400/422.
        } catch {
            fatalError("threw \(type(of: error)) instead of ValidationError: \(error)")
        }
    }

    /// The input's bytes (libFuzzer may pass a null pointer for the empty input).
    public static func data(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Data {
        guard let data, size > 0 else { return Data() }
        return Data(bytes: data, count: size)
    }

    /// The input as text, invalid UTF-8 replaced (as a server decodes a request).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: Self.data(data, size), as: UTF8.self)
    }
}
