import Foundation

/// Every importer, and the choice between them.
public enum Importers {
    /// Daybook's own export first: its document holds other formats' words (Nightscout documents, metrics).
    public static let all: [any JournalImporter] = [
        DaybookExportImporter(), AppleHealthImporter(), DripImporter(), TrackAndGraphImporter(), DaylioImporter(), NightscoutImporter(),
        HealthAutoExportImporter(), ClueImporter(), FloImporter(),
    ]

    public static func importer(for format: ImportFormat) -> any JournalImporter {
        all.first { $0.format == format } ?? AppleHealthImporter()
    }

    /// The first importer that recognises the file; nil when none does (the caller asks for `--format`).
    public static func detect(fileName: String, head: Data) -> (any JournalImporter)? {
        all.first { $0.detects(fileName: fileName, head: head) }
    }
}
