import DaybookCore
import DaybookFormats
import DaybookLocales
import Foundation
import Testing

/// A body Daybook cannot decode is refused in words every language has, down to the refusals of its own
/// decoders (a date), which reach the failure only as an English sentence.
@Suite struct DecodingFailureTests {
    struct Body: Decodable {
        var date: LocalDate
        enum CodingKeys: String, CodingKey { case date }
    }

    static func failure(_ json: String) throws -> DecodingFailure {
        do {
            _ = try JSONDecoder().decode(Body.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            return DecodingFailure(error)
        }
        Issue.record("\(json) decoded")
        throw CancellationError()
    }

    @Test func aDateDaybookCannotReadIsWordedInGerman() throws {
        let failure = try Self.failure(#"{"date": "2024-13-45"}"#)
        #expect(failure.path == "date")
        #expect(failure.problem.kind != .untranslated, "\(failure.message)")
        let german = failure.problem.text(in: Catalogues.of(.de))
        #expect(german != failure.message, "\(german)")
        #expect(german == Catalogues.of(.de)[failure.problem.key])
    }

    @Test func aForeignLibrarysSentenceStaysAsItIs() throws {
        let failure = DecodingFailure(.dataCorrupted(.init(codingPath: [Body.CodingKeys.date], debugDescription: "Something only Foundation says.")))
        #expect(failure.problem.kind == .untranslated)
        #expect(failure.message == "Something only Foundation says.")
    }
}
