import L10nICU

/// Tests write locales as literals (`"de_CH"`); a literal that is no locale identifier stops
/// the test run at once. Only the tests get this conformance: a service validates what it is
/// given with ``LocaleIdentifier/init(_:)``, which throws. (So in the tests, `LocaleIdentifier("x")`
/// with a literal is this conversion; a test of a malformed identifier passes a variable.)
extension LocaleIdentifier: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        do {
            try self.init(text)
        } catch {
            preconditionFailure("a locale literal in a test is no locale identifier: \(error)")
        }
    }
}

/// A test's locale text as an identifier; text that is no locale identifier stops the run.
public func testLocale(_ text: String) -> LocaleIdentifier {
    LocaleIdentifier(stringLiteral: text)
}

/// The same for optional text (`nil`, C output, stays `nil`).
@_disfavoredOverload
public func testLocale(_ text: String?) -> LocaleIdentifier? {
    text.map(testLocale)
}
