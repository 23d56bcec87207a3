import L10nICU
import Testing

/// Expects `body` to throw an ``ICUError`` of `kind`, and returns it for further checks.
@discardableResult
func expectICUError(
    _ kind: ICUError.Reason, sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> ICUError? {
    let error = #expect(throws: ICUError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error?.reason == kind, "\(String(describing: error))", sourceLocation: sourceLocation)
    return error
}
