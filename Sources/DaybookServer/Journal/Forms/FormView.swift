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
}

struct FavouriteButton: Encodable {
    var action: String
    var label: String
}
