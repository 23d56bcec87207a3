/// Which of CLDR's two rule sets to use.
public enum PluralRuleType: String, Sendable, Hashable, CaseIterable {
    /// Counts: "1 file", "2 files" (`UPLURAL_TYPE_CARDINAL`).
    case cardinal
    /// Positions: "1st", "2nd", "3rd" (`UPLURAL_TYPE_ORDINAL`).
    case ordinal
}
