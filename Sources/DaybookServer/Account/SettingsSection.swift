import DaybookCore
import Vapor

/// A further block of the settings page that a feature adds (reminders, sharing, …): a title, a
/// line of text and a link to its own page.
struct SettingsSection: Encodable {
    var key: String
    var title: String
    var text: String
    var href: String

    static func all(_ req: Request, user: CurrentUser, strings: Catalogue) async throws -> [SettingsSection] {
        [
            SettingsSection(key: "reminders", title: strings["reminders"] ?? "", text: strings["remindersText"] ?? "", href: "/reminders"),
            SettingsSection(key: "sharing", title: strings["sharing"] ?? "", text: strings["sharingText"] ?? "", href: "/sharing"),
        ]
    }
}
