import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// The scenarios Daybook serves: the
/// bundled ones, for everyone, and each user's own imports, private to that user. A bundled name
/// cannot be imported again, so `named` means one scenario for a user.
struct ScenarioCatalogue: Sendable {
    /// Sorted by English name.
    let bundled: [Scenario]
    /// The words of every scenario and run in each language, the built-in ones translated.
    var wording = ScenarioWording()

    /// Reads every `Resources/Scenarios/*.json` and the built-in scenarios' translations in
    /// `Resources/Scenarios/Translations/{language}.json`; a broken file stops the start-up, loudly.
    static func loadBundled() throws -> ScenarioCatalogue {
        let folder = try bundledFolder()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        let scenarios = try files.map { file in
            do {
                return try Scenario.decode(fromJSON: try Data(contentsOf: file))
            } catch {
                throw Abort(.internalServerError, reason: "\(file.lastPathComponent): \(error)")
            }
        }
        let translations = try ScenarioTranslationFile.loadAll(from: folder.appendingPathComponent("Translations"))
        do {
            return ScenarioCatalogue(bundled: scenarios.sorted { $0.nameEn < $1.nameEn },
                                     wording: try ScenarioWording(builtIn: scenarios, translations: translations))
        } catch {
            throw Abort(.internalServerError, reason: "Scenarios/Translations: \(error)")
        }
    }

    /// `Resources/Scenarios` in the server's bundle.
    static func bundledFolder() throws -> URL {
        guard let folder = Bundle.module.url(forResource: "Scenarios", withExtension: nil, subdirectory: "Resources") else {
            throw Abort(.internalServerError, reason: "Resources/Scenarios is missing from the bundle")
        }
        return folder
    }

    func builtIn(named: String) -> Scenario? {
        bundled.first { $0.named == named }
    }

    /// A scenario the user may see, and whether it is one of their imports; nil when there is none.
    func find(named: String, for person: Person, using useCases: UseCaseContext) async throws -> (scenario: Scenario, imported: Bool)? {
        if let scenario = builtIn(named: named) { return (scenario, false) }
        guard let imported = try await ImportedScenarios(useCases).find(named: named, of: person) else { return nil }
        return (imported, true)
    }
}

extension Application {
    private struct ScenarioCatalogueKey: StorageKey {
        typealias Value = ScenarioCatalogue
    }

    var scenarioCatalogue: ScenarioCatalogue {
        get { storage[ScenarioCatalogueKey.self] ?? ScenarioCatalogue(bundled: []) }
        set { storage[ScenarioCatalogueKey.self] = newValue }
    }
}

extension Request {
    var scenarioCatalogue: ScenarioCatalogue { application.scenarioCatalogue }
}
