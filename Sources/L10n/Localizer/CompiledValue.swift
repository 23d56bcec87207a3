import L10nICU

/// A ``LocalizedValue`` compiled for one request: every way its plural variants can be chosen,
/// as a tree of choices whose leaves are the expansions, already prepared for the request's
/// formatter.
///
/// Device and width variants are fixed by the request, so only plural choices remain, and an
/// entry has few (one variable: at most seven variants; two: at most 49). A call then walks
/// the tree (a cached category per small integer, one dictionary read per variable) and
/// formats one prepared format: no expansion, no tokenizing, no memo or cache lookups, no
/// locks but the ICU clone pool's.
///
/// The tree is built by running the ordinary ``FormatExpansion`` along each path of choices,
/// so a leaf holds exactly the text a call choosing that way would expand. Whatever the tree
/// cannot answer — an error on the way, a missing argument, a value with too many paths —
/// goes the ordinary way, which also reports the errors: ``format(_:)`` returns `nil` then.
struct CompiledValue: Sendable {
    /// Past this many leaves an entry is not compiled (its calls take the ordinary path).
    static let maximumLeaves = 64

    private indirect enum Node: Sendable {
        case format(PreparedFormat)
        /// This path fails (or cannot be compiled): the ordinary path reports why.
        case ordinary
        case plural(PluralChoice)
    }

    /// One plural choice: the argument it reads and the subtree for each variant.
    private struct PluralChoice: Sendable {
        let position: Int
        let valueType: String?
        /// A variable's choice fails without its argument; a whole-value plural takes `other`.
        let requiresArgument: Bool
        /// Keyed like the variants, so ``VariantSelection/pluralCase(_:for:displayedWith:)``
        /// picks the subtree exactly as it picks the variant.
        let cases: [PluralCategory: Node]
        /// When no variant applies (no `other`): the empty variant's expansion.
        let none: Node
    }

    private let root: Node
    private let selection: VariantSelection
    private let formatter: StringFormatter

    /// Compiles `value`; `nil` when it has more than ``maximumLeaves`` paths.
    init?(_ value: LocalizedValue, selection: VariantSelection, formatter: StringFormatter, key: String?) {
        var leaves = 0
        guard let root = Self.compile(value, path: [], selection: selection, formatter: formatter, key: key, leaves: &leaves)
        else { return nil }
        self.root = root
        self.selection = selection
        self.formatter = formatter
    }

    /// The value formatted with `arguments`, or `nil` when the ordinary path must answer.
    func format(_ arguments: [FormatArgument]) -> String? {
        var node = root
        while true {
            switch node {
            case .format(let prepared):
                return try? formatter.format(prepared, arguments)
            case .ordinary:
                return nil
            case .plural(let choice):
                let argument = arguments.indices.contains(choice.position) ? arguments[choice.position] : nil
                if argument == nil, choice.requiresArgument { return nil }
                let chosen: Node?
                do {
                    chosen = try selection.pluralCase(choice.cases, for: argument, displayedWith: choice.valueType)
                } catch {
                    return nil  // the ordinary path throws the same
                }
                node = chosen ?? choice.none
            }
        }
    }

    /// The subtree reached by choosing along `path`.
    private static func compile(
        _ value: LocalizedValue, path: [PluralCategory?], selection: VariantSelection, formatter: StringFormatter,
        key: String?, leaves: inout Int
    ) -> Node? {
        let chooser = PathPluralChooser(path: path)
        let expanded: String?
        do {
            expanded = try FormatExpansion(chooser: chooser, selection: selection).format(for: value, key: key)
        } catch {
            expanded = nil
        }
        if let decision = chooser.pending {
            var cases: [PluralCategory: Node] = [:]
            for category in decision.categories {
                guard let node = compile(value, path: path + [category], selection: selection, formatter: formatter,
                                         key: key, leaves: &leaves)
                else { return nil }
                cases[category] = node
            }
            guard let none = compile(value, path: path + [nil], selection: selection, formatter: formatter,
                                     key: key, leaves: &leaves)
            else { return nil }
            return .plural(PluralChoice(position: decision.position, valueType: decision.valueType,
                                        requiresArgument: decision.requiresArgument, cases: cases, none: none))
        }
        leaves += 1
        guard leaves <= maximumLeaves else { return nil }
        guard let expanded else { return .ordinary }
        return .format(formatter.prepare(expanded))
    }
}

/// Replays a path of plural choices (a variant's category, or `nil` for none), and records the
/// first choice past its end, where compiling must branch.
private final class PathPluralChooser: PluralVariantChooser {
    struct Decision {
        let position: Int
        let valueType: String?
        let requiresArgument: Bool
        let categories: [PluralCategory]
    }

    private let path: [PluralCategory?]
    private var cursor = 0
    private(set) var pending: Decision?

    init(path: [PluralCategory?]) {
        self.path = path
    }

    func pluralCase<Value>(
        _ cases: [PluralCategory: Value], argumentAt position: Int, variable: String?, displayedWith valueType: String?,
        key: String?
    ) -> Value? {
        if cursor < path.count {
            defer { cursor += 1 }
            return path[cursor].flatMap { cases[$0] }
        }
        if pending == nil {
            pending = Decision(position: position, valueType: valueType, requiresArgument: variable != nil,
                               categories: cases.keys.sorted())
        }
        return nil
    }
}
