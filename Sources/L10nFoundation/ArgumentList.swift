#if !canImport(Darwin)
import L10n

extension String.LocalizationValue {
    /// The interpolated values as the format engine takes them, the first held in the value
    /// itself.
    ///
    /// Most strings interpolate one value. An array of them was an allocation and a release on
    /// every `String(localized:)` (the interpolation reserved it, the value freed it); held
    /// inline, a single value reaches the lookup without one, which lends it to the localizer
    /// in its thread's reused array (``LookupFront/lendArguments(_:)``). One, not more: each
    /// value held inline makes every copy of the interpolation larger.
    struct ArgumentList: Sendable, Equatable {
        private var first: FormatArgument?
        /// The values after the first.
        private var rest: [FormatArgument] = []

        init() {}

        /// How many values the list holds.
        var count: Int { first == nil ? 0 : 1 + rest.count }

        var isEmpty: Bool { first == nil }

        mutating func append(_ argument: FormatArgument) {
            if first == nil {
                first = argument
            } else {
                rest.append(argument)
            }
        }

        /// Makes `arguments` the list's values, keeping its storage: an array of the same length
        /// (a thread's reused one, as a call's values are most often) is written in place.
        func copy(into arguments: inout [FormatArgument]) {
            guard arguments.count == count else {
                arguments.removeAll(keepingCapacity: true)
                guard let first else { return }
                arguments.append(first)
                arguments.append(contentsOf: rest)
                return
            }
            guard let first else { return }
            arguments[0] = first
            for index in rest.indices { arguments[index + 1] = rest[index] }
        }

        /// The values, in a new array.
        var array: [FormatArgument] {
            var arguments: [FormatArgument] = []
            arguments.reserveCapacity(count)
            copy(into: &arguments)
            return arguments
        }
    }
}
#endif
