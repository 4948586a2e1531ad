import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// `/openapi.json` names the Daylio mood values `POST /api/v1/imports?moods=` really takes (Daybook's
/// moods, not Daylio's words), and its example is one the import accepts.
@Suite struct DaylioMoodsDocumentationTests {
    func moodsParameter(_ server: TestServer) async throws -> [String: Any] {
        let document = try await server.request(.GET, "/openapi.json").object()
        let post = (document["paths"] as? [String: Any]).flatMap { $0["/api/v1/imports"] as? [String: Any] }?["post"] as? [String: Any]
        let parameters = try #require(post?["parameters"] as? [[String: Any]])
        return try #require(parameters.first { $0["name"] as? String == "moods" })
    }

    @Test func theDocumentedValuesAreDaybooksMoodsAndTheStandardLabels() async throws {
        try await TestServer.with { server in
            let parameter = try await moodsParameter(server)
            let pattern = try #require((parameter["schema"] as? [String: Any])?["pattern"] as? String)
            let alternatives = try #require(pattern.firstMatch(of: /=\(([A-Z|]+)\)/)?.1)
            #expect(Set(alternatives.split(separator: "|").map(String.init)) == Set(MoodLevel.allCases.map(\.rawValue)))
            let description = try #require(parameter["description"] as? String)
            for (label, mood) in DaylioMoodMapping.standard.labels {
                #expect(description.contains("\(label)=\(mood.rawValue)"), "\(label) is documented with another mood")
            }
        }
    }

    @Test func theDocumentedExampleMatchesItsPatternAndIsAccepted() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let parameter = try await moodsParameter(server)
            let example = try #require(parameter["example"] as? String)
            let pattern = try #require((parameter["schema"] as? [String: Any])?["pattern"] as? String)
            #expect(example.range(of: pattern, options: .regularExpression) != nil, "\(example) does not match \(pattern)")

            // One Daylio entry a day for each label of the example, each to get the example's mood.
            let pairs = example.split(separator: ",").map { $0.split(separator: "=").map(String.init) }
            var file = "full_date,date,weekday,time,mood,activities,note_title,note\n"
            for (index, pair) in pairs.enumerated() {
                file += "2024-02-\(10 + index),February \(10 + index),Saturday,21:10,\(pair[0].capitalized),,,\n"
            }
            let query = try #require(example.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "=,"))))
            let response = try await server.request(.POST, "/api/v1/imports?format=daylio&moods=\(query)", token: token, body: file,
                                                    headers: ["Content-Type": "text/csv"])
            #expect(response.status == .ok, "\(response.bodyText)")
            #expect(try response.object()["added"] as? [String: Int] == ["mood": pairs.count])
            for (index, pair) in pairs.enumerated() {
                let day = try await server.request(.GET, "/api/v1/days/2024-02-\(10 + index)/symptoms", token: token).object()
                #expect(day["mood"] as? String == pair[1], "\(pair)")
            }
        }
    }
}
