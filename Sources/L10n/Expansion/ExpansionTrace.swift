import L10nFormat

/// Where each specifier of a ``FormatExpansion``'s result was written: which text (the entry's
/// format, or the variant a translator wrote) and where in it, and which choices led there.
///
/// An expansion rewrites what translators wrote (`%lld file` becomes `%1$lld file`, a catalog's
/// `%arg` becomes `%2$lld`) and formats the result once; a ``FormatError`` then names the
/// rewrite. Expanding again with a trace maps the error back. That happens only once a call has
/// failed (and when a bundle is validated): a successful call never makes a trace.
final class ExpansionTrace {
    /// One choice on the way to a text.
    struct Choice: Sendable, Hashable {
        /// The variation chosen among.
        enum Variation: Sendable, Hashable {
            /// A variable's plural variant, or a catalog's or Smartling's whole-value plural
            /// (``variable`` `nil`).
            case plural
            case device
            case width
        }

        let variation: Variation
        /// The `%#@variable@` whose variant was chosen; `nil` for a variation of the whole value.
        let variable: String?
        /// The category (`one`), device (`ipad`) or width (`20`) chosen.
        let name: String
        /// A variable's variant as written, before `%arg` placeholders were rewritten.
        let written: String?

        init(_ variation: Variation, variable: String?, name: String, written: String? = nil) {
            self.variation = variation
            self.variable = variable
            self.name = name
            self.written = written
        }
    }

    /// A text the expansion copied specifiers from.
    struct Origin {
        /// The text as expanded (a catalog variant's `%arg` already rewritten).
        let text: String
        /// The choices that led to it, outermost first.
        let choices: [Choice]

        /// The text as the translator wrote it.
        var written: String {
            guard let last = choices.last, last.variation == .plural, last.variable != nil, let written = last.written else { return text }
            return written
        }
    }

    /// A specifier of the result: its bytes there, and in its origin's text.
    private struct Piece {
        let output: Range<Int>
        let source: Range<Int>
        let origin: Int
    }

    /// The specifier a format error names, as written.
    struct WrittenSpecifier: Sendable, Hashable {
        /// The text it is in: a variant as the translator wrote it, or the entry's format.
        let text: String
        /// Its bytes in ``text`` (a catalog's `%arg` included whole).
        let range: Range<Int>
        /// The choices that led to ``text``, outermost first.
        let choices: [Choice]

        var specifier: String {
            let utf8 = Array(text.utf8)
            return String(decoding: utf8[range.clamped(to: 0..<utf8.count)], as: UTF8.self)
        }
    }

    private var choices: [Choice] = []
    private var origins: [Origin] = []
    private var pieces: [Piece] = []

    /// Enters a choice; ``leave()`` ends it.
    func enter(_ choice: Choice) {
        choices.append(choice)
    }

    func leave() {
        choices.removeLast()
    }

    /// Starts a text whose specifiers the caller records with ``record(output:source:origin:)``.
    func begin(_ text: String) -> Int {
        origins.append(Origin(text: text, choices: choices))
        return origins.count - 1
    }

    /// A text copied unchanged: each of its specifiers and variables is where it was.
    func recordVerbatim(_ text: String) {
        let origin = begin(text)
        for token in FormatTokenizer.tokenize(text) {
            switch token.content {
            case .specifier, .variable: pieces.append(Piece(output: token.range, source: token.range, origin: origin))
            case .literal, .percent, .malformed: continue
            }
        }
    }

    /// A specifier of `origin`'s text at `source`, written to the result at `output`.
    func record(output: Range<Int>, source: Range<Int>, origin: Int) {
        pieces.append(Piece(output: output, source: source, origin: origin))
    }

    /// How many specifiers are recorded: a nested expansion's pieces start here.
    var mark: Int { pieces.count }

    /// Moves the pieces recorded since `mark` by `offset`: a nested expansion, recorded from 0,
    /// was appended at `offset` of its parent's result.
    func shift(from mark: Int, by offset: Int) {
        guard offset != 0 else { return }
        for index in mark..<pieces.count {
            let piece = pieces[index]
            pieces[index] = Piece(
                output: (piece.output.lowerBound + offset)..<(piece.output.upperBound + offset), source: piece.source, origin: piece.origin)
        }
    }

    /// The specifier as written at `range` of the expansion's result, if one was recorded there.
    func specifier(at range: Range<Int>) -> WrittenSpecifier? {
        guard let piece = pieces.first(where: { $0.output.contains(range.lowerBound) }) else { return nil }
        let origin = origins[piece.origin]
        let written = origin.written
        guard written != origin.text else { return WrittenSpecifier(text: written, range: piece.source, choices: origin.choices) }
        // A catalog variant whose `%arg`s were rewritten: the rewrite changes no other specifier,
        // so the nth specifier of the rewrite is the nth of what was written.
        let expandedSlots = Self.slots(origin.text)
        let writtenSlots = Self.slots(written)
        guard let index = expandedSlots.firstIndex(where: { $0.range == piece.source }), index < writtenSlots.count else { return nil }
        let token = writtenSlots[index]
        let utf8 = Array(written.utf8)
        let range = FormatShape.isArgPlaceholder(token, in: utf8) ? token.range.lowerBound..<(token.range.upperBound + 2) : token.range
        return WrittenSpecifier(text: written, range: range, choices: origin.choices)
    }

    /// The specifiers and variables of `text`, in order.
    private static func slots(_ text: String) -> [FormatToken] {
        FormatTokenizer.tokenize(text).filter {
            switch $0.content {
            case .specifier, .variable: true
            case .literal, .percent, .malformed: false
            }
        }
    }
}
