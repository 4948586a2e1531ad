/// One form of a page: its fields with values and messages, and, for meals and exercise, the
/// favourites to log again with one tap.
struct FormView: Encodable {
    var key: String
    var title: String
    var action: String
    var fields: [FormField]
    var favourites: [FavouriteButton] = []
    var canSaveFavourite = false
    /// Folded forms (`<details>`) start open when they matter now.
    var open = true
    /// A once-a-day form shows one date's stored values: that date, sent back so that a save under
    /// another date (changed in the form) cannot copy them onto it.
    var shownFor: String?
    /// Where the page's script reads another date's values (`{date}` stands for it), so choosing a
    /// date fills the form without a page load.
    var source: String?
    /// The morning entry links to entering a whole period by its dates.
    var periodLink = false
    /// A refused form's one-tap fix, drawn after its own button.
    var fix: FormFix?
    /// A once-a-day form: what it shows of the record (`ShownFields`), sent back with the save.
    var shown: String?
    /// The record changed elsewhere since the form showed it: the message and both ways out.
    var conflict: FormConflict.View?
    /// What the page's script checks before a save goes (`OfflineChecks`), as JSON.
    var checks: String?
}

struct FavouriteButton: Encodable {
    var action: String
    var label: String
}
