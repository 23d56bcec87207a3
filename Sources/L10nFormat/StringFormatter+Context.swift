import L10nSupport

extension StringFormatter {
    /// An integer as CF hands it to ICU: signed, or (when correct) unsigned.
    enum IntegerValue {
        case signed(Int64)
        case unsigned(UInt64)
    }

    /// One specifier's view of the arguments, so every read can report where it failed.
    ///
    /// Its errors leave ``FormatError/specifier`` empty: the context cannot hold the format's
    /// bytes (a span cannot be stored), so the renderer that made it fills it in from `range`
    /// (``FormatError/naming(_:range:)``).
    struct Context {
        let range: Range<Int>
        let arguments: [FormatArgument]
        /// The formats a ``PreparedFormat`` looked up ahead, tried before the shared cache.
        let numberFormats: PreparedFormat?

        func error(_ reason: FormatError.Reason, _ argumentIndex: Int?) -> FormatError {
            FormatError(reason: reason, specifier: "", range: range, argumentIndex: argumentIndex)
        }

        func argument(_ index: Int) throws(FormatError) -> FormatArgument {
            guard index >= 0, index < arguments.count else { throw error(.missingArgument, index) }
            return arguments[index]
        }

        /// An integer argument's bits (unsigned values keep their bit pattern).
        func integer(_ index: Int) throws(FormatError) -> Int64 {
            let value = try argument(index)
            switch value {
            case .int(let number): return number
            case .uint(let number): return Int64(bitPattern: number)
            case .character(let scalar): return Int64(scalar)
            case .double, .string, .null:
                throw error(.typeMismatch(expected: "an integer", actual: value.typeName), index)
            }
        }

        /// A floating-point argument; integers convert exactly as Swift's `Double(_:)` does.
        func double(_ index: Int) throws(FormatError) -> Double {
            let value = try argument(index)
            switch value {
            case .double(let number): return number
            case .int(let number): return Double(number)
            case .uint(let number): return Double(number)
            case .string, .null, .character:
                throw error(.typeMismatch(expected: "a floating-point value", actual: value.typeName), index)
            }
        }

        /// A pointer's address (`%p`): an integer, or nil.
        func pointer(_ index: Int) throws(FormatError) -> Int64 {
            if case .null = try argument(index) { return 0 }
            return try integer(index)
        }

        /// Text for `%s`: a string, or `(null)` for nil.
        func text(_ index: Int, expected: String) throws(FormatError) -> String {
            let value = try argument(index)
            switch value {
            case .string(let text): return text
            case .null: return "(null)"
            case .int, .uint, .double, .character:
                throw error(.typeMismatch(expected: expected, actual: value.typeName), index)
            }
        }

        /// A width or precision: written, or read (as a C `int`) from its argument slot.
        func count(_ count: FormatCount) throws(FormatError) -> Int? {
            let value: Int
            switch count {
            case .none: return nil
            case .literal(let number): value = number
            case .argument(let index):
                let raw = try argument(index)
                switch raw {
                case .int, .uint, .character: value = Int(Int32(truncatingIfNeeded: try integer(index)))
                case .double, .string, .null:
                    throw error(.typeMismatch(expected: "an integer width or precision", actual: raw.typeName), index)
                }
            }
            guard value.magnitude <= StringFormatter.maximumCount else { throw error(.countTooLarge(value), nil) }
            return value
        }
    }
}

extension FormatError {
    /// The error with its ``specifier`` read from the format's bytes at `range`.
    func naming(_ bytes: Span<UInt8>, range: Range<Int>) -> FormatError {
        var named = self
        named.specifier = String(decoding: bytes, range: range)
        return named
    }
}
