import ConsoleKit
import DaybookApp
import DaybookCore
import DaybookLocales
import DaybookServer
import Foundation

/// The words of the terminal's language (`TerminalLanguage`), for everything a command prints for a
/// person: results, errors, prompts and help. Help texts are written when a command's signature is
/// made, at run time, so they read the environment here rather than being handed the catalogue.
enum TerminalWords {
    static let current: Catalogue = Catalogues.of(TerminalLanguage.from(ProcessInfo.processInfo.environment))

    /// `key` of the terminal's catalogue with its values filled in.
    static func text(_ key: String, _ values: [String: String] = [:]) -> String { current.fill(key, values) }

    /// The form of the counted message `key` that `count` takes in the terminal's language.
    static func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        current.counted(key, count, values)
    }

    /// What went wrong, for standard error and Vapor's log line. English reads as the errors always have
    /// (scripts read it); another language names the field and says the problem in its own words. A taken
    /// email reads "email: is already taken" in English too, where it used to show the error's inner name.
    static func message(of error: any Error, in words: Catalogue = current) -> String {
        switch error {
        case let error as ValidationError where words.language != .en:
            "\(error.field): \(error.problem.text(in: words))"
        case UseCaseError.duplicate(let field):
            "\(field): \(Problem(.alreadyTaken).text(in: words))"
        case let error as CommandError where words.language != .en:
            message(of: error, in: words)
        default:
            "\(error)"
        }
    }

    /// ConsoleKit's complaints about the command line, for the ones a person makes.
    private static func message(of error: CommandError, in words: Catalogue) -> String {
        switch error {
        case .missingRequiredArgument(let name): words.fill("cli.error.missingArgument", ["name": name])
        case .unknownInput(let input): words.fill("cli.error.unknownInput", ["input": input])
        case .invalidOptionType(let name, type: let type) where type == Int.self:
            "--\(name): \(Problem(.wholeNumber).text(in: words))"
        case .invalidArgumentType(let name, type: let type) where type == Int.self:
            "\(name): \(Problem(.wholeNumber).text(in: words))"
        default: "\(error)"
        }
    }
}

/// A command's refusal, already in the terminal's language.
struct TerminalError: Error, CustomStringConvertible {
    let description: String

    init(saying text: String) { description = text }
}

extension TerminalWords {
    /// "Demo account: demo@… / password: …", after `daybook demo` and `serve --demo`.
    static var demoAccount: String {
        text("cli.demo.account", ["email": DemoAccount.email, "password": DemoAccount.password])
    }
}
