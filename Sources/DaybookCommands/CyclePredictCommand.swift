import ConsoleKit
import DaybookCore
import Foundation

/// Reads `{"periods":[{"start":"YYYY-MM-DD","end":"YYYY-MM-DD"},…]}` (end optional) on standard input
/// and prints the prediction as JSON.
struct CyclePredictCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "today", help: TerminalWords.text("cli.help.cyclePredict.today"))
        var today: String?
    }

    var help: String { TerminalWords.text("cli.help.cyclePredict") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let today = try signature.today.map { try LocalDate(parsing: $0, field: "--today") } ?? LocalDate(Date(), in: .current)
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let request = try CyclePredictionRequest.decode(input)
        let report = CyclePredictionReport(request: request, today: today)
        // JSON for programs: the same in every language.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        context.console.output(String(decoding: try encoder.encode(report), as: UTF8.self), style: .plain)
    }
}
