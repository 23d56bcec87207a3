#if Extract
/// A localizable string the code spells, as Xcode's extraction reads it: where it was found,
/// its key, and what the call says of it.
public struct ExtractedString: Sendable, Hashable {
    /// The key: the literal, each interpolation replaced by its format specifier.
    public var key: String
    /// The table (`table:`, `tableName:`); `Localizable` when the call names none.
    public var table: String
    /// The development language's text when the call gives one apart from the key
    /// (`defaultValue:`, `value:`), interpolations replaced as in the key.
    public var defaultValue: String?
    /// The comment for translators (`comment:`).
    public var comment: String?
    /// The file, as given to the extractor.
    public var file: String
    /// The 1-based line of the literal.
    public var line: Int
    /// Interpolations whose type the syntax does not tell, given `%@` (each: the expression).
    public var guessedInterpolations: [String]

    public init(
        key: String, table: String = "Localizable", defaultValue: String? = nil, comment: String? = nil, file: String,
        line: Int, guessedInterpolations: [String] = []
    ) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.comment = comment
        self.file = file
        self.line = line
        self.guessedInterpolations = guessedInterpolations
    }
}
#endif
