/// Whose locale data formats numbers: the system ICU's (the default), or that of current Apple
/// platforms where the system's is older.
///
/// The same algorithm over other data gives other text: Debian 12's ICU 72 (CLDR 42) writes
/// Arabic with Arabic-Indic digits (`١٬٢٣٤٫٥`) where current Apple systems write Latin ones
/// (`1,234.5`), and groups Italian `1.000` where they print `1000`. ``apple`` formats as Apple
/// does wherever the data differs in what a printf number is made of: the default numbering
/// system, the decimal and grouping separators, the signs, the exponent, NaN and infinity
/// symbols, the grouping sizes and the minimum grouping digits. The differences come from a
/// table generated against Foundation's ICU (`scripts/generate-apple-number-data`), which the
/// tests check against that ICU in every locale both have.
///
/// What it cannot change: plural rules stay the system's (a category is chosen by the system
/// ICU's CLDR rules), and so does everything outside those data items (spelled-out numbers,
/// currency names, locales only one of the two ICUs has). A locale that names its own
/// numbering system (`ar@numbers=arab`) is formatted with the system's data.
public enum NumberData: String, Hashable, Sendable, CaseIterable, Codable {
    /// The system ICU's data, as everything else the process formats with ICU.
    case system
    /// The data of current Apple platforms (Foundation's ICU 76, CLDR 46) where the system's
    /// differs.
    case apple
}
