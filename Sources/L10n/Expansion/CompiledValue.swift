import L10nFormat
import L10nICU
import L10nSupport

/// A ``LocalizedValue`` compiled for one request: every way its plural variants can be chosen,
/// as a tree of choices whose leaves are the expansions, already prepared for the request's
/// formatter.
///
/// Device and width variants are fixed by the request, so only plural choices remain, and an
/// entry has few (one variable: at most seven variants; two: at most 49). A call then walks
/// the tree (a cached category per small integer, one array read per variable) and formats
/// one prepared format: no expansion, no tokenizing, no memo or cache lookups, no locks (the
/// ICU clone a number needs comes from an atomic slot).
///
/// The tree is built by running the ordinary ``FormatExpansion`` along each path of choices,
/// so a leaf holds exactly the text a call choosing that way would expand. Whatever the tree
/// cannot answer — an error on the way, a missing argument, a value with too many paths —
/// goes the ordinary way, which also reports the errors: ``format(_:)`` returns `nil` then.
final class CompiledValue: Sendable {
    /// Past this many leaves a value is not compiled (its calls take the ordinary path).
    static let maximumLeaves = 64

    /// A node of the tree: a choice, a prepared format, or a path the ordinary path must take
    /// (it fails, and reports why). Indices into the arrays below, so walking retains nothing.
    fileprivate enum Node: Sendable {
        case choice(Int)
        case format(Int)
        case ordinary
    }

    /// One plural choice: the argument it reads, and where its next nodes are. Plain values
    /// only, so reading one retains nothing.
    fileprivate struct Choice: Sendable {
        let position: Int
        /// A variable's choice fails without its argument; a whole-value plural takes `other`.
        let requiresArgument: Bool
        let hasZeroCase: Bool
        /// Where in `next` this choice's nodes start: by ``PluralCategory/order``, the node of
        /// the category's variant, or of `other`'s when it has none, or (when neither exists)
        /// an ordinary-path node, since the ordinary path reports the missing variant.
        let nextStart: Int
    }

    private let root: Node
    private let choices: [Choice]
    /// The choices' next nodes, one per plural category for each choice.
    private let next: [Node]
    /// The choices' value types (`%#@var@`'s `NSStringFormatValueTypeKey`), which only
    /// floating-point arguments read.
    private let valueTypes: [String?]
    /// The leaves' prepared formats, lent to each call without a retain.
    private let formats: UnretainedObjects<PreparedFormat>
    private let selection: VariantSelection
    /// The selection's rules, which integer arguments go to directly (`nil`: none could be
    /// opened, and the ordinary path reports why when a number needs them).
    private let rules: PluralRules?
    private let formatter: StringFormatter
    /// An estimate of the memory the tree and its prepared formats hold (see
    /// ``PreparedFormat/approximateBytes``), for the lanes' plan caches, which are bounded in bytes.
    let approximateBytes: Int

    /// Compiles `value`; `nil` when it has more than ``maximumLeaves`` paths.
    ///
    /// - Parameter formatSet: Where its prepared formats take their ICU formats (`nil`: the
    ///   process-wide cache).
    init?(
        _ value: LocalizedValue, selection: VariantSelection, formatter: StringFormatter, formatSet: PrintfFormatSet? = nil,
        key: String?
    ) {
        var builder = Builder(value: value, selection: selection, formatter: formatter, formatSet: formatSet, key: key)
        guard let root = builder.compile(path: []) else { return nil }
        self.root = root
        self.choices = builder.choices
        self.next = builder.next
        self.valueTypes = builder.valueTypes
        self.rules = selection.pluralRules
        self.formats = UnretainedObjects(builder.formats)
        self.approximateBytes =
            96 + builder.choices.capacity * MemoryLayout<Choice>.stride + builder.next.capacity * MemoryLayout<Node>.stride
            + builder.valueTypes.capacity * MemoryLayout<String?>.stride
            + builder.formats.reduce(0) { $0 + $1.approximateBytes + MemoryLayout<Int>.stride }
        self.selection = selection
        self.formatter = formatter
    }

    /// The value formatted with `arguments`, or `nil` when the ordinary path must answer.
    func format(_ arguments: [FormatArgument]) -> String? {
        var node = root
        while true {
            switch node {
            case .format(let index):
                return formats.withObject(at: index) { try? formatter.format($0, arguments) }
            case .ordinary:
                return nil
            case .choice(let index):
                let choice = choices[index]
                // A catalog's `argNum` of 0 makes the position -1: no argument, as for the ordinary path.
                let argument = arguments.indices.contains(choice.position) ? arguments[choice.position] : nil
                if argument == nil, choice.requiresArgument { return nil }
                let category: PluralCategory
                if case .int(let value) = argument {
                    // `pluralCategory`'s integer case, without copying the selection.
                    if choice.hasZeroCase, value == 0 {
                        category = .zero
                    } else {
                        // Asked through the stored property, not bound to a local: a binding
                        // copies the rules and retains their storage, one object the whole
                        // process shares, and two threads retaining it on every call spent
                        // nearly half their time on its reference count (twoTaskScaling).
                        guard let found = try? rules?.category(for: value) else { return nil }
                        category = found
                    }
                } else {
                    guard
                        let found = try? selection.pluralCategory(
                            for: argument, displayedWith: valueTypes[index], hasZeroCase: choice.hasZeroCase)
                    else { return nil }  // the ordinary path throws the same
                    category = found
                }
                node = next[choice.nextStart + category.order]
            }
        }
    }

    /// Builds the tree by expanding along every path of choices.
    private struct Builder {
        let value: LocalizedValue
        let selection: VariantSelection
        let formatter: StringFormatter
        let formatSet: PrintfFormatSet?
        let key: String?
        var choices: [Choice] = []
        var next: [Node] = []
        var valueTypes: [String?] = []
        var formats: [PreparedFormat] = []
        /// Formats and ordinary-path leaves so far.
        var leaves = 0

        /// The subtree reached by choosing along `path`; `nil` past ``maximumLeaves``.
        mutating func compile(path: [PluralCategory?]) -> Node? {
            let chooser = PathPluralChooser(path: path)
            let expanded = try? FormatExpansion(chooser: chooser, selection: selection).format(for: value, key: key)
            guard let decision = chooser.pending else {
                leaves += 1
                guard leaves <= maximumLeaves else { return nil }
                guard let expanded else { return .ordinary }
                formats.append(formatter.prepare(expanded, formatSet: formatSet))
                return .format(formats.count - 1)
            }
            let variants = Set(decision.categories)
            // No variant is reached only when there is no `other`: the expansion along that
            // path throws, so its leaf is `.ordinary` and the ordinary path reports the error.
            let reachable = decision.categories.map(Optional.some) + (variants.contains(.other) ? [] : [nil])
            var byVariant: [PluralCategory?: Node] = [:]
            for variant in reachable {
                guard let node = compile(path: path + [variant]) else { return nil }
                byVariant[variant] = node
            }
            let nextStart = next.count
            next += PluralCategory.allCases.sorted().map { category in
                let chosen = variants.contains(category) ? category : (variants.contains(.other) ? .other : nil)
                return byVariant[chosen] ?? .ordinary
            }
            choices.append(
                Choice(
                    position: decision.position, requiresArgument: decision.requiresArgument,
                    hasZeroCase: variants.contains(.zero), nextStart: nextStart))
            valueTypes.append(decision.valueType)
            return .choice(choices.count - 1)
        }
    }
}

/// Replays a path of plural choices (a variant's category, or `nil` for none), and records the
/// first choice past its end, where compiling (and validating) must branch.
final class PathPluralChooser: PluralVariantChooser {
    struct Decision {
        let position: Int
        let valueType: String?
        /// The variable choosing; `nil` for a whole-value plural.
        let variable: String?
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
    ) -> (category: PluralCategory, value: Value)? {
        if cursor < path.count {
            defer { cursor += 1 }
            return path[cursor].flatMap { category in cases[category].map { (category, $0) } }
        }
        if pending == nil {
            pending = Decision(
                position: position, valueType: valueType, variable: variable, requiresArgument: variable != nil,
                categories: cases.keys.sorted())
        }
        return nil
    }
}
