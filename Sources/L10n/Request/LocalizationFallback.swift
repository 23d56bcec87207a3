/// Where a key missing from the chosen localization's table is looked for next.
public enum LocalizationFallback: String, Sendable, Hashable, Codable {
    /// Nowhere: one table answers, the first of the search list that has the table (with
    /// `Base` after the first localization), as `Bundle` does. A key missing there gives the
    /// default value or the key. The default.
    case table
    /// Key by key along the rest of the search list, as Smartling's SDK does: a `de-CH.lproj`
    /// holding only the Swiss overrides falls back to `de` for every other key.
    case perKey
}
