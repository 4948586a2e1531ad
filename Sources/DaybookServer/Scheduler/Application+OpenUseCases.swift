import DaybookApp
import Vapor

extension Application {
    /// The use cases for background loops while the database pools are open; nil once the
    /// application is shutting down, where `useCases` would trap on a late tick.
    var openUseCases: UseCaseContext? {
        openDatabase == nil ? nil : useCases
    }
}
