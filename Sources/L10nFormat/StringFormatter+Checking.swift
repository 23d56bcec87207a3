extension StringFormatter {
    /// What formatting `format` throws whatever the arguments: each width and precision written
    /// above ``maximumCount`` (`%99999d`), checked as the renderer checks it. Counts read from
    /// arguments (`*`), and the arguments themselves, are only known per call.
    package static func argumentIndependentErrors(in format: String) -> [FormatError] {
        var errors: [FormatError] = []
        for token in FormatTokenizer.tokenize(format) {
            guard case .specifier(let specifier) = token.content else { continue }
            let context = Context(range: token.range, arguments: [], numberFormats: nil)
            for count in [specifier.width, specifier.precision] {
                guard case .literal = count else { continue }
                do throws(FormatError) {
                    _ = try context.count(count)
                } catch {
                    errors.append(error.naming(format.utf8.span, range: token.range))
                }
            }
        }
        return errors
    }
}
