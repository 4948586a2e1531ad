import DaybookBootstrap
import DaybookCommands
import Foundation

// The composition: the commands run on the store's database.
try await DaybookCLI.run(CommandLine.arguments) { app, config, environment in
    try await Composition.configure(app, config: config, environment: environment)
}
