import DaybookCore

/// Where a parser pushes what it reads, one item at a time, so no importer holds a whole file.
/// Called on the parsing thread; a sink that throws stops the parse and its error comes out of `parse`.
public protocol ImportSink: AnyObject {
    func receive(_ item: ImportItem) throws
    /// A whole account, as Daybook exported it: handed over as one document, because its rows name
    /// each other (a Nightscout document its glucose row, a notification its reminder) and it holds
    /// settings beside the journal. Written by the export's own rules, ids kept or followed.
    func receive(account document: ExportDocument) throws
    /// A record of a type Daybook does not keep (e.g. heart rate): counted, not an error.
    func skip(_ recordType: String)
}
