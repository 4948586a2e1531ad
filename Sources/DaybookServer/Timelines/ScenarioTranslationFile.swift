import DaybookCore
import Foundation
import Vapor

/// One file of `Resources/Scenarios/Translations`, named after its language (`fr.json`, `pt-BR.json`):
/// the built-in scenarios' texts in that language by `named`, and the licence of those texts.
struct ScenarioTranslationFile: Decodable {
    var language: Language
    var license: String
    var scenarios: [String: ScenarioTranslation]

    /// Every translation file in `folder`, by language; a file whose name is not its language is an
    /// error, and so is one for English or German (those live in the scenarios themselves).
    static func loadAll(from folder: URL) throws -> [Language: [String: ScenarioTranslation]] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        var result: [Language: [String: ScenarioTranslation]] = [:]
        for file in files {
            let translation: ScenarioTranslationFile
            do {
                translation = try JSONDecoder().decode(ScenarioTranslationFile.self, from: Data(contentsOf: file))
            } catch {
                throw Abort(.internalServerError, reason: "Scenarios/Translations/\(file.lastPathComponent): \(error)")
            }
            guard file.deletingPathExtension().lastPathComponent == translation.language.rawValue,
                  ![.en, .de].contains(translation.language) else {
                throw Abort(.internalServerError, reason: "Scenarios/Translations/\(file.lastPathComponent) holds language \(translation.language.rawValue)")
            }
            result[translation.language] = translation.scenarios
        }
        return result
    }
}
