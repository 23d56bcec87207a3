import L10nFormat
import L10nICU
import L10nResources

/// What in a table entry fails each time it is formatted, whatever the arguments: found by
/// expanding the entry along every way its variants can be chosen, with the runtime's own
/// ``FormatExpansion``, and checking each expansion as the format engine will.
///
/// - Every device an entry names (and none, which takes `other`) and every width it names are
///   tried; plural variants are chosen along paths (as ``CompiledValue`` compiles them), each
///   variant of each variable at least once.
/// - What an expansion throws is reported as the runtime throws it: a `%#@variable@` the entry
///   does not define (``LocalizationError/Reason/undefinedVariable(_:)``), variables that nest too deep
///   (``LocalizationError/Reason/expansionDepth``), a device variation without `other` or a width
///   variation without variants (``LocalizationError/Reason/missingVariant(variable:variant:)``).
/// - A plural without `other` is reported too (``LocalizationError/Reason/missingVariant(variable:variant:)``,
///   category `other`): text, `nil` and the numbers of every category it lacks find no variant.
///   So is a catalog variable whose `argNum` is 0, which no argument can satisfy.
/// - Each expansion's specifiers are checked as the renderer checks them before it reads an
///   argument (``StringFormatter/argumentIndependentErrors(in:)``), and named as written in
///   their variant (``ExpansionTrace``).
///
/// A variable with a rule type the runtime does not know is not an error here: the reader kept
/// it and warned (``ResourceError/Reason/unknownRuleType``), and such a variant is never chosen.
struct EntryValidation {
    /// Expansions tried per device and width, at the most. Real entries need a handful; a cycle
    /// needs one per level (16) per variant.
    static let maximumExpansions = 4096

    let entry: TableEntry

    /// The entry's problems, each once, in the order found.
    func errors() -> [LocalizationError] {
        var walk = Walk(entry: entry)
        var variants = Variants()
        variants.collect(entry.value)
        let devices: [String?] = [nil] + variants.devices.sorted()
        let widths: [Int?] = variants.widths.isEmpty ? [nil] : variants.widths.sorted()
        for device in devices {
            for width in widths {
                walk.explore(
                    VariantSelection(pluralRules: nil, device: device, width: width, selectsOnDisplayedDigits: false))
            }
        }
        return walk.errors
    }

    /// The devices and widths a value names (besides `other`, which no device needs to name).
    private struct Variants {
        var devices: Set<String> = []
        var widths: Set<Int> = []

        mutating func collect(_ value: LocalizedValue) {
            switch value {
            case .text, .format:
                return
            case .plural(let cases):
                for variant in cases.values { collect(variant) }
            case .device(let cases):
                for (device, variant) in cases {
                    if device != "other" { devices.insert(device) }
                    collect(variant)
                }
            case .width(let variants):
                for variant in variants {
                    widths.insert(variant.width)
                    collect(variant.value)
                }
            }
        }
    }

    /// Expands an entry along paths of plural choices for one device and width.
    private struct Walk {
        let entry: TableEntry
        private(set) var errors: [LocalizationError] = []
        private var reported: Set<LocalizationError> = []
        private var selection = VariantSelection(pluralRules: nil, selectsOnDisplayedDigits: false)
        /// The variants taken so far, by the choice that takes them.
        private var explored: Set<Explored> = []
        private var expansions = 0

        /// A choice among the same variants: a variable, or a whole-value plural at one depth.
        private struct Explored: Hashable {
            let variable: String?
            let depth: Int
            let categories: [PluralCategory]
            let category: PluralCategory
        }

        init(entry: TableEntry) {
            self.entry = entry
        }

        mutating func explore(_ selection: VariantSelection) {
            self.selection = selection
            explored = []
            expansions = 0
            walk([])
        }

        /// Expands along `path`; at the first choice past it, walks on along each variant not
        /// taken yet (or the first, to reach the choices after it).
        private mutating func walk(_ path: [PluralCategory]) {
            guard expansions < EntryValidation.maximumExpansions else { return }
            expansions += 1
            let chooser = PathPluralChooser(path: path.map(Optional.some))
            let trace = ExpansionTrace()
            do throws(LocalizationError) {
                let expanded = try FormatExpansion(chooser: chooser, selection: selection, trace: trace)
                    .format(for: entry.value, key: entry.key)
                for error in StringFormatter.argumentIndependentErrors(in: expanded) {
                    guard let written = trace.specifier(at: error.range) else { continue }
                    report(LocalizationError(error, writtenAs: written, arguments: [], key: entry.key, source: entry.location))
                }
            } catch {
                // Along a path that stops at a choice, the expansion stops there too.
                if chooser.pending == nil { report(error.locating(entry.location)) }
            }
            guard let decision = chooser.pending else { return }
            check(decision)
            let depth = decision.variable == nil ? path.count : 0
            var branches = decision.categories.filter {
                explored.insert(Explored(variable: decision.variable, depth: depth, categories: decision.categories, category: $0))
                    .inserted
            }
            if branches.isEmpty, let first = decision.categories.first { branches = [first] }
            for category in branches { walk(path + [category]) }
        }

        /// What a choice lacks whatever the arguments.
        private mutating func check(_ decision: PathPluralChooser.Decision) {
            let subject = FormatExpansion.subject(decision.variable)
            if decision.requiresArgument, decision.position < 0, let variable = decision.variable {
                report(
                    LocalizationError(
                        .missingArgument(variable: variable), key: entry.key,
                        message: "\(subject) reads argument \(decision.position + 1) (an argNum of 0?), which no call can give",
                        source: entry.location))
            }
            if !decision.categories.contains(.other) {
                report(
                    LocalizationError(
                        .missingVariant(variable: decision.variable, variant: PluralCategory.other.rawValue), key: entry.key,
                        message:
                            "\(subject) has no 'other' variant, which text, nil and the numbers of categories without a variant fall back on",
                        source: entry.location))
            }
        }

        private mutating func report(_ error: LocalizationError) {
            // The reader kept the variable and warned; the report has that warning.
            if case .unknownRule = error.reason { return }
            var error = error
            error.localization = entry.localization
            if reported.insert(error).inserted { errors.append(error) }
        }
    }
}
