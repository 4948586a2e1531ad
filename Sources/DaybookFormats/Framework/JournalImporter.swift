import Foundation

/// One other app's file format. A parser reads the stream front to back and pushes each value to
/// the sink as soon as it is read: files can be gigabytes, so none keeps the file in memory.
public protocol JournalImporter: Sendable {
    var format: ImportFormat { get }
    /// Whether a file looks like this format, from its name and its first bytes (a few kilobytes).
    func detects(fileName: String, head: Data) -> Bool
    /// Throws `ImportError` at the first bad row, or whatever the sink throws.
    func parse(_ input: InputStream, context: ImportContext, into sink: any ImportSink) throws
}
