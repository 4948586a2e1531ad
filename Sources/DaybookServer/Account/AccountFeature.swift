import Vapor

/// Signing up, logging in and out, tokens, the profile and preferences, the password, the passcode
/// lock, onboarding and the settings page.
enum AccountFeature {
    static func register(_ routes: FeatureRoutes) {
        routes.openAPI.post("users", use: UsersAPI.register)
        routes.openAPI.post("tokens", use: TokensAPI.create)
        let api = routes.api
        api.get("tokens", use: TokensAPI.list)
        api.delete("tokens", "current", use: TokensAPI.deleteCurrent)
        api.delete("tokens", ":id", use: TokensAPI.delete)
        api.get("me", use: MeAPI.show)
        api.patch("me", use: MeAPI.update)
        api.delete("me", use: MeAPI.delete)
        api.post("me", "password", use: MeAPI.changePassword)
        api.get("me", "passcode", use: PasscodeAPI.show)
        api.put("me", "passcode", use: PasscodeAPI.set)
        api.delete("me", "passcode", use: PasscodeAPI.remove)
        api.get("me", "two-factor", use: TwoFactorAPI.show)
        api.post("me", "two-factor", use: TwoFactorAPI.setUp)
        api.post("me", "two-factor", "confirm", use: TwoFactorAPI.confirm)
        api.delete("me", "two-factor", use: TwoFactorAPI.turnOff)

        let open = routes.openPages
        open.get("login", use: AuthPages.loginPage)
        open.post("login", use: AuthPages.logIn)
        open.get("login", "code", use: SecondFactorPage.show)
        open.post("login", "code", use: SecondFactorPage.submit)
        open.get("signup", use: AuthPages.signUpPage)
        open.post("signup", use: AuthPages.signUp)
        open.post("logout", use: AuthPages.logOut)
        routes.sessionPages.get("lock", use: LockPage.show)
        routes.sessionPages.post("lock", use: LockPage.unlock)
        routes.sessionPages.post("lock", "now", use: LockPage.lockNow)
        let pages = routes.pages
        pages.get("onboarding", use: OnboardingPage.show)
        pages.post("onboarding", use: OnboardingPage.save)
        pages.get("settings", use: SettingsPage.show)
        pages.post("settings", use: SettingsPage.save)
        pages.post("settings", "tracking", use: SettingsPage.saveTracking)
        pages.post("settings", "password", use: SettingsPage.changePassword)
        pages.post("settings", "tokens", use: SettingsPage.createToken)
        pages.post("settings", "tokens", ":id", "revoke", use: SettingsPage.revokeToken)
        pages.post("settings", "delete", use: SettingsPage.deleteAccount)
        pages.post("settings", "passcode", use: PasscodeSettings.save)
        pages.post("settings", "passcode", "remove", use: PasscodeSettings.remove)
        pages.post("settings", "two-factor", use: TwoFactorSettings.setUp)
        pages.post("settings", "two-factor", "confirm", use: TwoFactorSettings.confirm)
        pages.post("settings", "two-factor", "remove", use: TwoFactorSettings.turnOff)
        // Setting up answers with a page at these addresses; coming back to one (a new tab, history) starts over
        // from the settings, which ask for a log-in themselves, rather than meeting "use POST".
        for path: [PathComponent] in [["settings", "two-factor"], ["settings", "two-factor", "confirm"]] {
            open.get(path) { req in req.redirect(to: "/settings#two-factor") }
        }
    }
}
