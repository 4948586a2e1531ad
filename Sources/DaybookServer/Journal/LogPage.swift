import DaybookApp
import DaybookCore
import Vapor

/// Log: a form for every tracked kind, each
/// with "Now" for its time; the stress slider returns to 5 after logging; favourites log with one tap.
/// A refused form comes back with what was typed and a message next to the field.
enum LogPage {
    struct View: Encodable {
        var saved: String?
        var date: String
        var forms: [FormView]
    }

    /// The form that was refused: its values and messages replace the blank ones.
    struct Refused {
        var key: String
        /// nil: the stored values of the page's date, not what was typed.
        var values: [String: String]?
        var errors: FieldErrors
        /// What the form had shown of its record, kept as sent: the record as stored now was not seen yet.
        var shown: String?
        /// The record changed elsewhere meanwhile: the form offers both ways out.
        var conflict: FormConflict.View?
    }

    /// The once-a-day forms' fields, by form key: what a conflict names.
    static func recordSpecs(_ key: String, preferences: Preferences) -> [FieldSpec] {
        switch key {
        case MorningForm.key: MorningForm.fields(preferences)
        case "day": SymptomsForm.fields(preferences.tracking)
        case "metrics": MetricsForm.fields()
        case "fertility": FertilityForm.fields()
        default: []
        }
    }

    /// The once-a-day forms' titles, by form key.
    static let recordTitleKeys = [MorningForm.key: "morning", "day": "logDay", "metrics": "logMetrics", "fertility": "fertility"]

    /// The form showed another day's values than the date it was sent with.
    struct OtherDaysValues: Error {
        let message: String
    }

    static func view(_ req: Request, user: CurrentUser, date: LocalDate, refused: Refused? = nil) async throws -> View {
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        let tracking = preferences.tracking
        func form(_ key: String, title: String, action: String, specs: [FieldSpec], values: [String: String]) -> FormView {
            let shown = refused?.key == key ? (refused?.values ?? values) : values
            let errors = refused?.key == key ? refused?.errors ?? [:] : [:]
            var view = FormView(key: key, title: title, action: action,
                                fields: specs.map { $0.field(form: key, values: shown, errors: errors, strings: strings) })
            // A once-a-day form says what it showed of the record, so a later save is merged, not copied over.
            if recordTitleKeys[key] != nil {
                let sent = refused?.key == key && refused?.values != nil ? refused?.shown : nil
                view.shown = sent ?? ShownFields.text(ShownFields.drawn(specs, values: values))
                if refused?.key == key { view.conflict = refused?.conflict }
            }
            return view
        }

        let days = DailyLogs(req.useCases)
        var morning = form(MorningForm.key, title: strings["morning"] ?? "", action: "/log/morning", specs: MorningForm.fields(preferences),
                           values: MorningForm.values(try await MorningView.load(date, of: user.person, req.useCases), preferences: preferences))
        if let refused, refused.key == MorningForm.key {
            morning.apply(MorningForm.advice(refused.values ?? [:], preferences: preferences, strings: strings))
        }
        morning.periodLink = tracking.trackFlow
        morning.checks = OfflineChecks.morning(tracking, words: strings).text
        var forms = [morning, form("day", title: strings["logDay"] ?? "", action: "/log/day", specs: SymptomsForm.fields(tracking),
                          values: SymptomsForm.values(try await days.symptoms(on: date, of: user.person), date: date, language: preferences.language))]
        if tracking.trackMetrics {
            forms.append(form("metrics", title: strings["logMetrics"] ?? "", action: "/log/metrics", specs: MetricsForm.fields(),
                              values: MetricsForm.values(try await days.metrics(on: date, of: user.person), date: date, language: preferences.language)))
        }
        if tracking.trackMucus {
            var fertility = form("fertility", title: strings["fertility"] ?? "", action: "/log/fertility", specs: FertilityForm.fields(),
                                 values: FertilityForm.values(try await days.fertility(on: date, of: user.person), date: date))
            fertility.checks = OfflineChecks.mucus(words: strings).text
            forms.append(fertility)
        }
        // The once-a-day forms follow their date without a page load: the script reads it here.
        let sources = [MorningForm.key: "morning", "day": "symptoms", "metrics": "metrics", "fertility": "fertility"]
        for index in forms.indices {
            forms[index].shownFor = date.description
            forms[index].source = sources[forms[index].key].map { "/api/v1/days/{date}/\($0)" }
        }
        for kind in WebEntryKinds.all where kind.isTracked(tracking) {
            var entry = form(kind.path, title: strings[kind.titleKey] ?? kind.path, action: "/log/\(kind.path)",
                             specs: kind.fields(preferences), values: kind.blankValues(now: req.clock.now(), preferences: preferences))
            if let refused, refused.key == kind.path { entry.apply(kind.advice(refused.values ?? [:], preferences: preferences, strings: strings)) }
            entry.canSaveFavourite = WebFavourites.canSave(kind.path)
            entry.favourites = try await WebFavourites.buttons(kind.path, user: user, req: req)
            forms.append(entry)
        }
        // The day and stress forms are open; another opens when it was just used or refused.
        let used = refused?.key ?? req.query[String.self, at: "saved"]
        for index in forms.indices { forms[index].open = [MorningForm.key, "day", "stress", used].contains(forms[index].key) }
        let saved = req.query[String.self, at: "saved"].map { _ in strings["saved"] ?? "" }
        return View(saved: saved, date: date.description, forms: forms)
    }

    static func date(_ req: Request, user: CurrentUser, _ text: String?) -> LocalDate {
        text.flatMap { try? LocalDate(parsing: $0) } ?? LocalDate(req.clock.now(), in: user.account.preferences.zone)
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        return try await req.render("log", tab: "log", try await view(req, user: user, date: date(req, user: user, req.query[String.self, at: "date"])))
    }

    /// What a save answers the page's script (`Accept: application/json`, a save kept on the phone and
    /// sent later): where the page would have gone.
    struct Saved: Encodable {
        var location: String
    }

    /// Runs a form's save; a refusal re-renders the page (422) with the form as typed, a record changed
    /// elsewhere meanwhile does so with 409 and both ways out. Asked for JSON, each answer is JSON.
    static func handle(_ req: Request, key: String, save: (CurrentUser, [String: String]) async throws -> String) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        let json = req.asksForJSON
        do {
            let location = try await save(user, form)
            return json ? try Response.json(Saved(location: location)) : req.redirect(to: location)
        } catch let error as OtherDaysValues {
            if json { return try FormRefusal.response(["date": error.message]) }
            let refused = Refused(key: key, values: nil, errors: ["date": error.message])
            let page = try await view(req, user: user, date: date(req, user: user, form["date"]), refused: refused)
            return try await req.render("log", tab: "log", page, status: .unprocessableEntity)
        } catch let changed as ChangedMeanwhile {
            let conflict = FormConflict(changed, form: key, typed: form, preferences: user.account.preferences)
            if json { return try conflict.json(date: form["date"]) }
            let refused = Refused(key: key, values: form, errors: conflict.errors, shown: form[ShownFields.field], conflict: conflict.view)
            let page = try await view(req, user: user, date: date(req, user: user, form["date"]), refused: refused)
            return try await req.render("log", tab: "log", page, status: .conflict)
        } catch {
            let errors = try FieldErrors(error, in: req.errorWords)
            if json { return try FormRefusal.response(errors) }
            let refused = Refused(key: key, values: form, errors: errors, shown: form[ShownFields.field])
            let page = try await view(req, user: user, date: date(req, user: user, form["date"]), refused: refused)
            return try await req.render("log", tab: "log", page, status: .unprocessableEntity)
        }
    }

    /// A once-a-day form whose date was changed after it showed another day's values is not saved:
    /// those values would land on the new day. The page comes back with the new day's values.
    static func checkShownDate(_ form: [String: String], date: LocalDate, strings: Catalogue) throws {
        guard let shown = form["shownFor"], !shown.isEmpty, shown != date.description else { return }
        throw OtherDaysValues(message: strings.fill("otherDaysValues", ["shown": shown, "date": date.description]))
    }

    @Sendable static func logDay(req: Request) async throws -> Response {
        try await handle(req, key: "day") { user, form in
            let tracking = user.account.preferences.tracking
            // The date and every field checked together, so each mistake is named at once.
            var check = FormCheck()
            let date = try check.field { try LocalDate(parsing: form["date"] ?? "", field: "date") }
            _ = try check.field { try SymptomsForm.symptoms(from: form, stored: nil, tracking: tracking) }
            try check.finish()
            guard let date else { throw ValidationError(field: "date", .date) }
            try checkShownDate(form, date: date, strings: Strings.table(user.account.preferences.language))
            let language = user.account.preferences.language
            _ = try await SetSymptoms(req.useCases)(try ShownFields.save(
                form, specs: SymptomsForm.fields(tracking),
                draw: { SymptomsForm.values($0, date: date, language: language) },
                read: { fields, stored in try SymptomsForm.symptoms(from: fields, stored: stored, tracking: tracking) }),
                on: date, for: user.person)
            return "/log?saved=day&date=\(date)"
        }
    }

    @Sendable static func logMetrics(req: Request) async throws -> Response {
        try await handle(req, key: "metrics") { user, form in
            var check = FormCheck()
            let date = try check.field { try LocalDate(parsing: form["date"] ?? "", field: "date") }
            _ = try check.field { try MetricsForm.metrics(from: form) }
            try check.finish()
            guard let date else { throw ValidationError(field: "date", .date) }
            try checkShownDate(form, date: date, strings: Strings.table(user.account.preferences.language))
            let language = user.account.preferences.language
            try await SetMetrics(req.useCases)(try ShownFields.save(
                form, specs: MetricsForm.fields(),
                draw: { MetricsForm.values($0, date: date, language: language) },
                read: { fields, _ in try MetricsForm.metrics(from: fields) }),
                on: date, for: user.person)
            return "/log?saved=metrics&date=\(date)#metrics"
        }
    }

    @Sendable static func logFertility(req: Request) async throws -> Response {
        try await handle(req, key: "fertility") { user, form in
            var check = FormCheck()
            let date = try check.field { try LocalDate(parsing: form["date"] ?? "", field: "date") }
            _ = try check.field { try FertilityForm.signs(from: form) }
            try check.finish()
            guard let date else { throw ValidationError(field: "date", .date) }
            try checkShownDate(form, date: date, strings: Strings.table(user.account.preferences.language))
            try await SetFertilitySigns(req.useCases)(try ShownFields.save(
                form, specs: FertilityForm.fields(),
                draw: { FertilityForm.values($0, date: date) },
                read: { fields, _ in try FertilityForm.signs(from: fields) }),
                on: date, for: user.person)
            return "/log?saved=fertility&date=\(date)#fertility"
        }
    }

    @Sendable static func logEntry(req: Request) async throws -> Response {
        guard let kind = WebEntryKinds.named(req.parameters.get("kind")) else { throw Abort(.notFound) }
        return try await handle(req, key: kind.path) { user, form in
            let entry = try await kind.create(form, user: user, req: req)
            if form["favourite"] == "on" { try await WebFavourites.save(kind.path, from: entry, user: user, req: req) }
            return "/log?saved=\(kind.path)#\(kind.path)"
        }
    }

    @Sendable static func logFavourite(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let kind = req.parameters.get("kind"), let id = req.parameters.get("id", as: UUID.self),
              try await WebFavourites.logAgain(kind, id: id, user: user, req: req)
        else { throw Abort(.notFound) }
        // The home page's quick-log buttons come back home.
        let fromHome = (try? req.content.get(String.self, at: "back")) == "home"
        let location = fromHome ? "/?saved=1" : "/log?saved=\(kind)#\(kind)"
        return req.asksForJSON ? try Response.json(Saved(location: location)) : req.redirect(to: location)
    }
}

/// `datetime-local` values ("2026-03-01T08:30") in the person's time zone.
enum LocalTimeText {
    static func format(_ instant: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        return String(format: "%04d-%02d-%02dT%02d:%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0)
    }

    static func parse(_ text: String, zone: TimeZone, field: String) throws -> Date {
        let parts = text.split(separator: "T")
        guard parts.count == 2, let date = try? LocalDate(parsing: String(parts[0])) else {
            throw ValidationError(field: field, .dateAndTime)
        }
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        guard clock.count >= 2, (0...23).contains(clock[0]), (0...59).contains(clock[1]) else {
            throw ValidationError(field: field, .dateAndTime)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: clock[0], minute: clock[1])
        guard let instant = calendar.date(from: components) else { throw ValidationError(field: field, .dateAndTime) }
        return instant
    }
}
