import DaybookCore
import DaybookLocales
import Foundation
import Testing
import Vapor

/// A file the importer refuses is explained in the reader's language: the API's `message` (the account's
/// language) and the web import page, each with the line, while `code` and
/// `field` stay as programs expect them, English reads word for word as before, and nothing is imported.
@Suite struct LocalisedImportErrorsTests {
    /// A bad file of one format, and what its refusal reads in English, German and Polish.
    struct BadFile: Sendable, CustomStringConvertible {
        let format: String
        let body: String
        let field: String
        let english: String
        let german: String
        let polish: String
        var description: String { format }
    }

    static let files: [BadFile] = [
        BadFile(format: "drip",
                body: "date,bleeding.value\n2024-03-04,1\n2024-03-05,2\n2024-03-06,9\n",
                field: "bleeding.value",
                english: #"Line 4: "9" is not a bleeding value 0–3. Nothing was imported."#,
                german: #"Zeile 4: "9" ist kein Blutungswert 0–3. Nichts wurde importiert."#,
                polish: #"Wiersz 4: "9" nie jest wartością krwawienia 0–3. Nic nie zaimportowano."#),
        BadFile(format: "nightscout",
                body: "[\n{\"type\": \"sgv\", \"sgv\": 120, \"date\": 1709280000000},\n{\"type\": \"sgv\", \"sgv\": \"high\", \"date\": 1709280300000}\n]\n",
                field: "sgv",
                english: #"Line 3: "high" is not a number. Nothing was imported."#,
                german: #"Zeile 3: "high" ist keine Zahl. Nichts wurde importiert."#,
                polish: #"Wiersz 3: "high" nie jest liczbą. Nic nie zaimportowano."#),
        BadFile(format: "clue",
                body: "[\n  {\"type\": \"period\", \"date\": \"someday\", \"value\": {\"option\": \"light\"}}\n]\n",
                field: "[0].date",
                english: #"Line 2: "someday" is not a date as YYYY-MM-DD. Nothing was imported."#,
                german: #"Zeile 2: "someday" ist kein Datum im Format YYYY-MM-DD. Nichts wurde importiert."#,
                polish: #"Wiersz 2: "someday" nie jest datą w formacie YYYY-MM-DD. Nic nie zaimportowano."#),
        // The reader's own words name what it expected: "the export" is worded too.
        BadFile(format: "flo",
                body: "[]\n",
                field: "body",
                english: "Line 1: expected the export to be a JSON object. Nothing was imported.",
                german: "Zeile 1: Muss ein JSON-Objekt sein: der Export. Nichts wurde importiert.",
                polish: "Wiersz 1: Musi być obiektem JSON: eksport. Nic nie zaimportowano."),
    ]

    func upload(_ server: TestServer, _ file: BadFile, token: String, headers: HTTPHeaders = [:]) async throws -> ClientResponse {
        var all = headers
        all.add(name: .contentType, value: "application/octet-stream")
        return try await server.request(.POST, "/api/v1/imports?format=\(file.format)", token: token, body: file.body, headers: all)
    }

    @Test(arguments: files)
    func aRefusedFileReadsInTheAccountsLanguage(_ file: BadFile) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let english = try await upload(server, file, token: token)
            #expect(english.status == .unprocessableEntity)
            let plain = try english.apiError()
            #expect(plain.code == "invalid")
            #expect(plain.field == file.field)
            #expect(plain.message == file.english, "\(english.bodyText)")

            // A logged-in request speaks the account's language, whatever the browser asks for.
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "pl"])
            let polish = try await upload(server, file, token: token, headers: ["Accept-Language": "de, en;q=0.5"]).apiError()
            #expect(polish.code == plain.code)
            #expect(polish.field == plain.field)
            #expect(polish.message == file.polish)

            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let german = try await upload(server, file, token: token)
            #expect(german.status == .unprocessableEntity)
            let error = try german.apiError()
            #expect(error.code == plain.code)
            #expect(error.field == plain.field)
            #expect(error.message == file.german, "\(german.bodyText)")
        }
    }

    @Test func aRefusedRowImportsNothingOfTheRowsBeforeIt() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let bad = try #require(Self.files.first { $0.format == "drip" })
            #expect(try await upload(server, bad, token: token).status == .unprocessableEntity)
            // The two good rows arrive as new: the refused import left none of them behind.
            let good = BadFile(format: "drip", body: "date,bleeding.value\n2024-03-04,1\n2024-03-05,2\n", field: "", english: "", german: "", polish: "")
            let result = try await upload(server, good, token: token).object()
            #expect((result["added"] as? [String: Int])?["flow"] == 2)
            #expect(result["alreadyThere"] as? Int == 0)
        }
    }

    @Test func unmappedDaylioMoodsAreNamedInTheReadersLanguage() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let daylio = "full_date,date,weekday,time,mood,activities,note_title,note\n2024-03-01,March 1,Friday,20:00,blissful,,,\n"
            func send(_ headers: HTTPHeaders) async throws -> (code: String?, field: String?, message: String?) {
                var all = headers
                all.add(name: .contentType, value: "text/csv")
                return try await server.request(.POST, "/api/v1/imports?format=daylio", token: token, body: daylio, headers: all).apiError()
            }
            let english = try await send([:])
            #expect(english.field == "moods")
            #expect(english.message == #"Daylio's moods "blissful" have no mapping: give each one with ?moods=label=MOOD,… Nothing was imported."#)
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let german = try await send([:])
            #expect(german.field == "moods")
            #expect(german.message == #"Die Daylio-Stimmungen "blissful" haben keine Zuordnung: gib jeder eine mit ?moods=label=MOOD,… Nichts wurde importiert."#)
        }
    }

    /// The web page says the same, with the line and the file's own column name.
    @Test func theImportPageExplainsARefusedFileInTheAccountsLanguage() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let bad = try #require(Self.files.first { $0.format == "drip" })
            func page() async throws -> String {
                let response = try await browser.upload("/import", to: "/import", file: Data(bad.body.utf8), named: "drip.csv",
                                                        ["mode": "import", "format": "drip"])
                #expect(response.status == .unprocessableEntity)
                return response.bodyText.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#34;", with: "\"")
            }
            let english = try await page()
            #expect(english.contains(#"Line 4: bleeding.value: "9" is not a bleeding value 0–3. Nothing was imported."#), "\(english)")
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let german = try await page()
            #expect(german.contains(#"Zeile 4: bleeding.value: "9" ist kein Blutungswert 0–3. Nichts wurde importiert."#), "\(german)")
        }
    }
}
