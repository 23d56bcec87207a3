import L10nICU
import L10nSupport

extension PreparedFormat {
    /// A token as the renderer takes it. Plain values (indices rather than payloads), so
    /// walking the steps copies and retains nothing.
    enum Step: Sendable {
        /// Text copied as is: the format's bytes in this range.
        case literal(Range<Int>)
        /// The commonest specifier in a plural entry, `%d` or `%lld` without a precision, with
        /// nothing left to decide per call but the argument's sign: an index into ``integers``.
        case localizedInteger(Int)
        /// `%@` with no counts, or an unexpanded variable (which CF reads as `%@`): a string
        /// argument is appended as it is; any other goes the general way.
        case object(argument: Int, token: Int)
        /// Anything else, rendered as ``StringFormatter/format(_:_:firstArgumentIndex:)`` does:
        /// an index into ``tokens``.
        case token(Int)
    }

    /// A localized `%d %i %D %u %U` whose width is written (or absent) and whose precision is
    /// absent: the general renderer would compute the same two ICU configurations on every
    /// call, so they are resolved here. A call it cannot answer (an argument missing or not an
    /// integer, an ICU failure) takes the general way, which reports the error.
    ///
    /// Plain values only, so reading one from the array costs no atomic write: its two formats
    /// are indices into the ``PreparedFormat``'s `integerFormats`, which lends them unretained.
    struct LocalizedInteger: Sendable {
        /// The specifier's index in ``tokens``.
        let token: Int
        let argumentIndex: Int
        let bits: Int
        /// Signed conversions, and unsigned ones printed as signed (Apple's bug, when asked for).
        let isSigned: Bool
        private let nonNegative: Int
        private let negative: Int

        init?(
            _ spec: FormatSpecifier, token: Int, options: StringFormatter.Options,
            formatIndex: (PrintfNumberFormatOptions) -> Int?
        ) {
            switch spec.conversion {
            case .d, .i, .D: isSigned = true
            case .u, .U: isSigned = options.reproducesAppleUnsignedBug
            default: return nil
            }
            guard case .none = spec.precision else { return nil }
            let width: Int
            switch spec.width {
            case .none: width = 0
            case .literal(let value) where value.magnitude <= StringFormatter.maximumCount: width = value
            default: return nil
            }
            func configuration(isNegative: Bool) -> PrintfNumberFormatOptions {
                StringFormatter.integerOptions(
                    spec, width: width, precision: nil, isNegative: isNegative, numberData: options.numberData)
            }
            guard let nonNegative = formatIndex(configuration(isNegative: false)),
                let negative = formatIndex(configuration(isNegative: true))
            else { return nil }
            self.token = token
            self.argumentIndex = spec.argumentIndex
            self.bits = spec.length.integerBitWidth
            self.nonNegative = nonNegative
            self.negative = negative
        }

        /// Appends the argument formatted; `false` (nothing appended) when the general way must.
        ///
        /// Takes the format it is part of, not its `integerFormats`: passing that value would
        /// copy it, and retain its two arrays, on every call. Inlined into the renderer's loop,
        /// where it runs once per localized integer.
        @inline(__always)
        func append(_ arguments: [FormatArgument], of prepared: PreparedFormat, to output: inout UTF8Output) -> Bool {
            guard argumentIndex >= 0, argumentIndex < arguments.count else { return false }
            let raw: Int64
            switch arguments[argumentIndex] {
            case .int(let number): raw = number
            case .uint(let number): raw = Int64(bitPattern: number)
            case .character(let scalar): raw = Int64(scalar)
            case .double, .string, .null: return false
            }
            do {
                if isSigned {
                    let value = StringFormatter.signExtend(raw, bits: bits)
                    let format = value < 0 ? negative : nonNegative
                    try prepared.integerFormats.withObject(at: format) { format in try format.appendUTF8(value, to: &output) }
                } else {
                    let value = StringFormatter.zeroExtend(raw, bits: bits)
                    try prepared.integerFormats.withObject(at: nonNegative) { format in
                        try format.appendUTF8(unsigned: value, to: &output)
                    }
                }
                return true
            } catch {
                return false
            }
        }
    }
}

extension StringFormatter {
    /// `format` prepared by this formatter and then formatted, as the ``Localizer`` formats
    /// its entries. For tests and the fuzz targets, which check it against
    /// ``format(_:_:firstArgumentIndex:)``.
    @_spi(Testing)
    public func formattedByPreparedForm(_ format: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        try self.format(prepare(format), arguments)
    }

    /// Formats a format this formatter prepared.
    package func format(_ prepared: PreparedFormat, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        // A local copy (a retain) for the span to borrow: a class's property is read as a temporary.
        let bytes = prepared.bytes
        // Formats prepared for another locale or other switches would format differently.
        guard prepared.locale == locale, prepared.options == options else {
            return try render(bytes.span, prepared.tokens, arguments, numberFormats: nil)
        }
        // On the stack: most results fit, and cost no allocation but the `String`'s.
        let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            Result { () throws(FormatError) -> String in
                var output = UTF8Output(buffer: buffer)
                try renderSteps(prepared, bytes.span, arguments, to: &output)
                return output.makeString()
            }
        }
        return try result.get()
    }

    /// The steps rendered as UTF-8 into `output`: literal text and string arguments are
    /// copied as they are, numbers transcoded from ICU's UTF-16 in place, and the general
    /// renderer's bytes (other tokens) copied in.
    private func renderSteps(
        _ prepared: PreparedFormat, _ bytes: Span<UInt8>, _ arguments: [FormatArgument],
        to output: inout UTF8Output
    ) throws(FormatError) {
        // By index: a `for` loop's iterator would retain the array on every call.
        for index in prepared.steps.indices {
            switch prepared.steps[index] {
            case .literal(let range):
                output.append(bytes, range: range)
            case .localizedInteger(let index):
                if !prepared.integers[index].append(arguments, of: prepared, to: &output) {
                    let token = prepared.tokens[prepared.integers[index].token]
                    try appendGeneral(token, prepared, bytes, arguments, to: &output)
                }
            case .object(let argument, let token):
                if argument >= 0, argument < arguments.count, case .string(let text) = arguments[argument] {
                    output.append(text)
                } else {
                    try appendGeneral(prepared.tokens[token], prepared, bytes, arguments, to: &output)
                }
            case .token(let index):
                try appendGeneral(prepared.tokens[index], prepared, bytes, arguments, to: &output)
            }
        }
    }

    /// A token the steps do not cover, through the general renderer.
    private func appendGeneral(
        _ token: FormatToken, _ prepared: PreparedFormat, _ bytes: Span<UInt8>,
        _ arguments: [FormatArgument], to output: inout UTF8Output
    ) throws(FormatError) {
        var general: [UInt8] = []
        try append(token, bytes, arguments, numberFormats: prepared, to: &general)
        output.append(general)
    }
}
