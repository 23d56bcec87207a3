import L10n
@_spi(Testing) import L10nTemplates

/// Template target: what `TemplateLocalization` writes into HTML. Input: a control byte (bit 0:
/// an attribute value rather than text; bit 1: a key that carries markup; bit 2: isolation
/// off), a translation up to a NUL byte, then typed arguments
/// (``FuzzValues/arguments(from:limit:)``).
///
/// The translation is formatted with the markers standing in for its string arguments, as the
/// runtime formats it, and written out. Whatever the translation and the arguments hold — markup,
/// quotes, ampersands, noncharacters that look like markers — text that is escaped must come
/// out with no markup but the isolation's own `<bdi>` and `</bdi>`, and with every `&` the
/// start of a character reference.
enum FuzzTemplates {
    static func run(_ input: inout FuzzInput) {
        let control = input.byte()
        let output: TemplateOutput = control & 1 != 0 ? .htmlAttribute : .html
        let carriesMarkup = control & 2 != 0
        let isolates = control & 4 == 0
        let translation = String(decoding: input.part(until: 0), as: UTF8.self)
        let arguments = FuzzValues.arguments(from: &input)
        let formatter = StringFormatter(locale: nil)
        guard let formatted = try? formatter.format(translation, TemplateWriting.markedArguments(arguments)) else { return }
        let written = TemplateWriting.html(
            formatted, arguments: arguments, carriesMarkup: carriesMarkup, output: output, isolatesArguments: isolates)
        // Checked on UTF-8 bytes, as an HTML tokenizer reads code points: Swift's characters
        // would join a combining mark to the `>` or `;` before it.
        if output == .htmlAttribute || !carriesMarkup {
            let bytes = Array(written.utf8)
            let references = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }
            let isolation = output == .html ? ["<bdi>", "</bdi>"].map { Array($0.utf8) } : []
            var index = 0
            while index < bytes.count {
                if let tag = isolation.first(where: { bytes[index...].starts(with: $0) }) {
                    index += tag.count
                    continue
                }
                switch bytes[index] {
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    fatalError(
                        "\(UnicodeScalar(bytes[index])) unescaped in \(written.debugDescription) (translation \(translation.debugDescription))"
                    )
                case UInt8(ascii: "&"):
                    guard references.contains(where: { bytes[index...].starts(with: $0) }) else {
                        fatalError("a bare & in \(written.debugDescription) (translation \(translation.debugDescription))")
                    }
                default: break
                }
                index += 1
            }
        }
    }
}
