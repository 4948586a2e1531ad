import DaybookCore
import Foundation

/// Reads an export document from a stream: the top object key by key, every list entry by entry,
/// each entry decoded on its own (and no larger than `largestEntry`), so that an entry the API would
/// refuse is named by its line and its place in the document (`glucose[12].value`). The lines of the
/// entries are kept for the checks made once the whole document is read.
struct DaybookExportReader {
    /// An entry's JSON: a timeline scenario's text may be as large as a scenario upload (4 MB) and
    /// grows when it is escaped inside the export.
    static let largestEntry = 2 * ImportLimits.largestObject

    private var json: JSONStreamReader
    private let decoder = DaybookJSON.decoder()
    /// The line each entry of each list starts on, by the list's place (`glucose`, `timelines.runs`).
    private var entryLines: [String: [Int]] = [:]
    /// The line each top-level key's value starts on.
    private var keyLines: [String: Int] = [:]

    init(_ input: InputStream) {
        json = JSONStreamReader(input)
    }

    mutating func document() throws -> ExportDocument {
        try json.beginObject(Problem(.importSubjectDaybookExport))
        // The lists are read straight into the document; what it is made with is set once read.
        var document = ExportDocument(exportedAt: .distantPast, profile: ExportProfile(email: "", preferences: Preferences(displayName: "", timeZone: "UTC")))
        var format: String?, version: Int?, exportedAt: Date?, profile: ExportProfile?, webhook: ExportWebhook?
        while let key = try json.nextKey() {
            switch key {
            case "format": format = try value(key)
            case "version": version = try value(key)
            case "exportedAt": exportedAt = try value(key)
            case "profile": profile = try value(key)
            case "webhook": webhook = try value(key)
            case "favourites", "timelines": try nested(key, into: &document)
            default: if try !list(key, into: &document) { try json.skipValue() }
            }
        }
        try json.finish()
        guard let format else { throw ImportError(line: 1, field: "format", .importFormatRequired) }
        guard let version else { throw ImportError(line: keyLines["format"] ?? 1, field: "version", .required) }
        guard let exportedAt else { throw ImportError(line: keyLines["format"] ?? 1, field: "exportedAt", .required) }
        guard let profile else { throw ImportError(line: keyLines["format"] ?? 1, field: "profile", .required) }
        document.format = format
        document.version = version
        document.exportedAt = exportedAt
        document.profile = profile
        document.webhook = webhook
        return document
    }

    /// The line of a place in the document (`glucose[12].id`, `format`): its entry's, its key's, or the first.
    func line(of field: String) -> Int {
        let head = field.prefix { $0 != "[" }
        if head.count < field.count, let index = Int(field.dropFirst(head.count + 1).prefix { $0 != "]" }),
           let lines = entryLines[String(head)], lines.indices.contains(index) {
            return lines[index]
        }
        return keyLines[String(field.prefix { $0 != "." && $0 != "[" })] ?? 1
    }

    // MARK: Lists

    /// Reads the list at `place` into the document; false when the document has no such list.
    private mutating func list(_ place: String, into document: inout ExportDocument) throws -> Bool {
        switch place {
        case "symptoms": document.symptoms = try entries(place)
        case "metrics": document.metrics = try entries(place)
        case "stress": document.stress = try entries(place)
        case "glucose": document.glucose = try entries(place)
        case "insulin": document.insulin = try entries(place)
        case "meals": document.meals = try entries(place)
        case "exercise": document.exercise = try entries(place)
        case "spans": document.spans = try entries(place)
        case "weight": document.weight = try entries(place)
        case "temperature": document.temperature = try entries(place)
        case "ovulationTests": document.ovulationTests = try entries(place)
        case "fertility": document.fertility = try entries(place)
        case "favourites.meals": document.favourites.meals = try entries(place)
        case "favourites.exercise": document.favourites.exercise = try entries(place)
        case "cyclePauses": document.cyclePauses = try entries(place)
        case "cycleAnswers": document.cycleAnswers = try entries(place)
        case "timelines.scenarios": document.timelines.scenarios = try entries(place)
        case "timelines.runs": document.timelines.runs = try entries(place)
        case "notifications": document.notifications = try entries(place)
        case "shares": document.shares = try entries(place)
        case "reminders": document.reminders = try entries(place)
        case "nightscoutDocuments": document.nightscoutDocuments = try entries(place)
        default: return false
        }
        return true
    }

    /// `favourites` and `timelines`: objects of lists.
    private mutating func nested(_ key: String, into document: inout ExportDocument) throws {
        keyLines[key] = json.line
        guard try !json.takeNull() else { return }
        try json.beginObject(.named(key))
        while let inner = try json.nextKey() {
            if try !list("\(key).\(inner)", into: &document) { try json.skipValue() }
        }
    }

    /// The entries of the list at `place`, each decoded on its own; `null` is an empty list.
    private mutating func entries<Entry: Decodable>(_ place: String) throws -> [Entry] {
        keyLines[place] = json.line
        guard try !json.takeNull() else { return [] }
        guard try json.beginArray() else { throw ImportError(line: json.line, field: place, .aList) }
        var entries: [Entry] = []
        var lines: [Int] = []
        while try json.nextElement() {
            let (line, bytes) = try json.rawValue(limit: Self.largestEntry, what: Problem(.importSubjectEntryOf, ["place": place]))
            entries.append(try decode(Entry.self, Data(bytes), place: "\(place)[\(entries.count)]", line: line))
            lines.append(line)
        }
        entryLines[place] = lines
        return entries
    }

    // MARK: Values

    /// A value that is not a list (`format`, `profile`, `webhook`, …), `null` read as nil.
    private mutating func value<Value: Decodable>(_ key: String) throws -> Value? {
        let (line, bytes) = try json.rawValue(limit: Self.largestEntry, what: .named(key))
        keyLines[key] = line
        // Wrapped in a list: a lone string or number is not a JSON document to every decoder.
        let list = try decode([Value?].self, Data("[".utf8) + Data(bytes) + Data("]".utf8), place: key, line: line, wrapped: true)
        return list.first ?? nil
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ data: Data, place: String, line: Int, wrapped: Bool = false) throws -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as ValidationError {
            throw ImportError(line: line, field: Self.join(place, error.field), error.problem)
        } catch let error as DecodingError {
            let failure = DecodingFailure(error)
            var path = failure.path
            // A wrapped value's path starts with its index in the wrapping list: `[0].url`.
            if wrapped, path.hasPrefix("[0]") { path.removeFirst(3) }
            throw ImportError(line: line, field: Self.join(place, path), failure.problem)
        }
    }

    /// `glucose[12]` and `.value` → `glucose[12].value`; `time` → `glucose[12].time`.
    static func join(_ place: String, _ path: String) -> String {
        guard !path.isEmpty else { return place }
        return path.hasPrefix(".") || path.hasPrefix("[") ? place + path : place + "." + path
    }
}
