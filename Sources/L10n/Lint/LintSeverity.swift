/// Whether a finding makes `l10n lint` fail (exit 1): errors do, warnings do not.
public enum LintSeverity: String, Sendable, Hashable, Comparable {
    /// Reported; does not fail the run.
    case warning
    /// Fails the run (exit 1).
    case error

    /// Orders by name, for stable sorting of reports.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rawValue < rhs.rawValue }
}
