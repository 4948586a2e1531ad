import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// Another app's export read in from the web app: choose the file (the format is recognised, or
/// chosen), map Daylio's moods, check it first (a dry run counts what would be added and keeps
/// nothing), then import. A file that cannot be read says the line and the field; nothing is added.
enum ImportPage {
    /// Files up to this size come through the page; larger Apple Health exports go through
    /// `daybook import` or the API, which stream them.
    static let webLimit = 256 << 20

    struct Option: Encodable {
        var value: String
        var label: String
        var selected: Bool
    }

    struct MoodRow: Encodable {
        var label: String
        var name: String
        var options: [Option]
    }

    struct Outcome: Encodable {
        var dryRun: Bool
        var format: String
        var lines: [String]
        var nothingAdded: Bool
    }

    struct View: Encodable {
        var formats: [Option]
        var moods: [MoodRow]
        var moreMoods: String
        var openMoods: Bool
        var outcome: Outcome?
        var error: String?
        var limitMB: Int
    }

    struct Form: Content {
        var file: File?
        var format: String?
        var mode: String?
        /// Daylio labels beyond the standard five that the page asked about, comma-separated.
        var moreMoods: String?
    }

    static let daylioLabels = ["rad", "good", "meh", "bad", "awful"]

    /// The labels the form maps: the standard five and any the file turned out to have.
    static func labels(_ form: Form?, adding labels: [String] = []) -> [String] {
        let more = (form?.moreMoods ?? "").split(separator: ",").map(String.init) + labels
        var seen = Set(daylioLabels)
        return daylioLabels + more.filter { seen.insert($0.lowercased()).inserted }
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    static func render(_ req: Request, form: Form? = nil, outcome: Outcome? = nil, error: String? = nil,
                       newMoods: [String] = [], status: HTTPStatus = .ok) async throws -> Response {
        let strings = Strings.table(try req.currentUser().account.preferences.language)
        let chosen = form?.format ?? ""
        let formats = [Option(value: "", label: strings["importAuto"] ?? "Recognise it", selected: chosen.isEmpty)]
            + ImportFormat.allCases.map { Option(value: $0.rawValue, label: strings["format.\($0.rawValue)"] ?? $0.rawValue, selected: $0.rawValue == chosen) }
        let mapping = moods(req, form)
        let labels = labels(form, adding: newMoods)
        let rows = labels.enumerated().map { index, label in
            MoodRow(label: label, name: "mood\(index)", options: SymptomChoices.mood.map { mood, icon in
                Option(value: mood.rawValue, label: "\(icon) \(strings["mood.\(mood.rawValue)"] ?? mood.rawValue)", selected: mapping.mood(for: label) == mood)
            })
        }
        let view = View(formats: formats, moods: rows, moreMoods: labels.dropFirst(daylioLabels.count).joined(separator: ","),
                        openMoods: !newMoods.isEmpty, outcome: outcome, error: error, limitMB: webLimit >> 20)
        return try await req.render("import", tab: "settings", view, status: status)
    }

    @Sendable static func upload(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let strings = Strings.table(user.account.preferences.language)
        let form = try req.content.decode(Form.self)
        guard let file = form.file, file.data.readableBytes > 0 else {
            return try await render(req, form: form, error: strings["importChooseFile"] ?? "Choose the exported file.", status: .unprocessableEntity)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-web-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data(buffer: file.data).write(to: path)
        let dryRun = form.mode != "import"
        let request = ImportFile.Request(file: path, format: (form.format ?? "").isEmpty ? nil : form.format,
                                         daylioMoods: moods(req, form), dryRun: dryRun)
        do {
            let result = try await ImportFile(req.useCases)(request, for: user.person)
            return try await render(req, form: form, outcome: outcome(result, dryRun: dryRun, strings: strings))
        } catch let error as ImportError where !error.unmappedMoods.isEmpty {
            let quoted = error.unmappedMoods.map { "“\($0)”" }.joined(separator: ", ")
            let text = (strings["importUnmappedMood"] ?? "Daylio's moods {mood} are not ours: choose one for each under Daylio's moods and check again.")
                .replacingOccurrences(of: "{mood}", with: quoted)
            return try await render(req, form: form, error: text, newMoods: error.unmappedMoods, status: .unprocessableEntity)
        } catch let error as ImportError {
            let line = error.line.map { strings.fill("importLine", ["line": String($0)]) + ": " } ?? ""
            let field = error.field.map { "\($0): " } ?? ""
            // Catalogue messages end their own sentence (with a full stop or a question); the English ones do not.
            let message = error.message(in: strings)
            let sentence = message.last.map { ".?!".contains($0) } == true ? message + " " : message + ". "
            return try await render(req, form: form, error: "\(line)\(field)\(sentence)" + (strings["importNothing"] ?? "Nothing was imported."),
                                    status: .unprocessableEntity)
        } catch ImportFileError.unknownFormat, ImportFileError.unrecognised {
            return try await render(req, form: form, error: strings["importUnrecognised"] ?? "The file's format is not recognised: choose it.",
                                    status: .unprocessableEntity)
        }
    }

    /// Daylio's labels as chosen on the form (`mood0`, `mood1`, … in the order of `labels`), over
    /// the standard mapping.
    static func moods(_ req: Request, _ form: Form?) -> DaylioMoodMapping {
        guard let form else { return .standard }
        var chosen: [String: MoodLevel] = [:]
        for (index, label) in labels(form).enumerated() {
            if let mood = (try? req.content.get(String.self, at: "mood\(index)")).flatMap(MoodLevel.init(rawValue:)) { chosen[label] = mood }
        }
        return DaylioMoodMapping.standard.adding(chosen)
    }

    /// "Would add: 120 glucose readings, …" or "Added: …"; and why nothing was added, when so.
    static func outcome(_ result: ImportFile.Result, dryRun: Bool, strings: Catalogue) -> Outcome {
        let summary = result.summary
        var lines = ImportKind.allCases.compactMap { kind -> String? in
            guard let count = summary.added[kind], count > 0 else { return nil }
            return strings.counted("importKind.\(kind.rawValue)", count)
        }
        if summary.duplicates > 0 { lines.append(strings.counted("importDuplicates", summary.duplicates)) }
        for (reason, count) in summary.skipped.sorted(by: { $0.key < $1.key }) where count > 0 {
            lines.append(strings.counted("importSkipped", count) + " (\(reason))")
        }
        return Outcome(dryRun: dryRun, format: strings["format.\(result.format.rawValue)"] ?? result.format.rawValue,
                       lines: lines, nothingAdded: summary.totalAdded == 0)
    }
}
