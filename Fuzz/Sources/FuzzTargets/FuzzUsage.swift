@_spi(Testing) import L10n
@_spi(Testing) import L10nTooling

/// Usage target: what `l10n lint --usage` reads from files a user points it at, and the markup
/// comparison of `_html` translations. Input: a control byte, then text.
///
/// - control % 4 == 0, Swift: the text is scanned as a source; then, as a literal written as
///   `l10n generate swift` writes one (escapes, `\u{…}`), it must come back as exactly the text; and the
///   text's NUL-separated parts, as an interpolated literal's pieces, must spell the key with a
///   specifier between each.
/// - 1, Mustache and 2, Leaf: the text is scanned as a template; every use's line is a line of
///   the text.
/// - 3, markup: the text's NUL-separated parts are two translations; a text compared with itself
///   differs in nothing, and two texts differ exactly when their sorted tags do.
enum FuzzUsage {
    static func run(_ input: inout FuzzInput) {
        let control = input.byte()
        let bytes = input.rest()
        let text = String(decoding: bytes, as: UTF8.self)
        switch control % 4 {
        case 0:
            _ = UsageScanning.swift(text)
            let literal = "f(" + UsageScanning.swiftLiteral(text) + ")"
            let scanned = UsageScanning.swift(literal).literals
            guard scanned == [[text]] else {
                fatalError("\(literal.debugDescription) read as \(scanned.debugDescription), not \(text.debugDescription)")
            }
            let pieces = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            let key = pieces.joined(separator: "%lld")
            guard UsageScanning.key(key, isSpelledBy: pieces) else {
                fatalError("\(pieces.debugDescription) does not spell \(key.debugDescription)")
            }
        case 1, 2:
            let lines = 1 + bytes.count { $0 == UInt8(ascii: "\n") }
            for use in UsageScanning.template(text, leaf: control % 4 == 2) where !(1...lines).contains(use.line) {
                fatalError("\(use.key.debugDescription) found on line \(use.line) of \(lines)")
            }
        default:
            let parts = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let first = parts[0]
            let second = parts.count > 1 ? parts[1] : ""
            guard TranslationMarkup.testingDifference(.text(first), from: .text(first)) == nil else {
                fatalError("\(first.debugDescription) differs from itself")
            }
            let sameTags = TranslationMarkup.testingTags(in: first).sorted() == TranslationMarkup.testingTags(in: second).sorted()
            let differs = TranslationMarkup.testingDifference(.text(second), from: .text(first)) != nil
            guard sameTags != differs else {
                fatalError(
                    "\(second.debugDescription) against \(first.debugDescription): same tags \(sameTags), found a difference \(differs)")
            }
        }
    }
}
