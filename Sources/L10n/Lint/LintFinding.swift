/// One problem `l10n lint` found, placed where an editor can jump to it.
public struct LintFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: LintRule
    /// The rule's severity (kept here so reports need not look it up).
    public var severity: LintSeverity
    /// The file to fix.
    public var file: String
    /// The 1-based line, when the reader knows it.
    public var line: Int?
    /// The key concerned, if any.
    public var key: String?
    /// What is wrong, for a person.
    public var message: String
    /// The localization whose entry is concerned, when known (a catalog's languages share one
    /// file).
    public var localization: Localization?

    /// A finding of `rule` with the rule's severity.
    public init(_ rule: LintRule, file: String, line: Int? = nil, key: String? = nil, message: String, localization: Localization? = nil) {
        self.rule = rule
        severity = rule.severity
        self.file = file
        self.line = line
        self.key = key
        self.message = message
        self.localization = localization
    }

    /// The rule's id (`plural-missing-category`, …).
    public var ruleID: String { rule.id }

    /// `path:line: error: message [rule-id]`, the form compilers print and Xcode reads.
    public var description: String {
        let position = line.map { "\(file):\($0)" } ?? file
        let subject = key.map { "'\($0)': " } ?? ""
        return "\(position): \(severity.rawValue): \(subject)\(message) [\(rule.id)]"
    }

    /// By file, then line (findings without a line first), then rule, key and message.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.rule, lhs.key ?? "", lhs.message) < (rhs.file, rhs.line ?? 0, rhs.rule, rhs.key ?? "", rhs.message)
    }
}
