import DaybookCore
import DaybookLocales
import Foundation
import Testing

/// Every problem a value can have is in the catalogues: English says exactly what the code's template says
/// (so the two cannot drift), and each shipped language words it with the same placeholders.
@Suite struct ProblemCatalogueTests {
    @Test func everyProblemHasItsEnglishTemplateInTheCatalogue() throws {
        let english = try Catalogues.own(.en)
        let drifted = ProblemKind.allCases.filter { english[$0.key] != $0.english }
        #expect(drifted.isEmpty, "en.json differs from the code for \(drifted.map { "\($0.key): \(english[$0.key] ?? "missing")" })")
    }

    @Test func theCatalogueHoldsNoProblemTheCodeDoesNotKnow() throws {
        let known = Set(ProblemKind.allCases.map(\.key))
        let stray = try Catalogues.own(.en).keys.filter { $0.hasPrefix("problem.") && !known.contains($0) }
        #expect(stray.isEmpty, "\(stray.sorted())")
    }

    @Test func everyShippedLanguageWordsEveryProblemItsOwnWay() throws {
        for language in Language.shipped where language != .en {
            let own = try Catalogues.own(language)
            let missing = ProblemKind.allCases.filter { own[$0.key] == nil }
            #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing.map(\.key))")
            // Only a message from elsewhere, passed on as it is, may read as English does.
            let english = ProblemKind.allCases.filter { $0 != .untranslated && own[$0.key] == $0.english }
            #expect(english.isEmpty, "\(language.rawValue) still reads English for \(english.map(\.key))")
        }
    }

    @Test func aProblemReadsInTheReadersLanguageWithItsValues() {
        let problem = Problem(.atMostCharacters, ["maximum": "200"])
        #expect(problem.english == "must be at most 200 characters")
        #expect(problem.text(in: Catalogues.of(.de)) == "Darf höchstens 200 Zeichen lang sein.")
        #expect(problem.text(in: Catalogue(language: .fr, texts: [:])) == "must be at most 200 characters")
    }

    @Test func aValidationErrorKeepsItsEnglishMessage() {
        let error = ValidationError(field: "note", .atMostCharacters, ["maximum": "200"])
        #expect(error.message == "must be at most 200 characters")
        #expect(error == ValidationError(field: "note", "must be at most 200 characters"))
        #expect(error.problem.key == "problem.atMostCharacters")
    }
}
