/// A value that is passed as a format argument as it is: `arguments: [count, name]` with
/// `count` an `Int` and `name` a `String`, as `String(format:)` takes them.
///
/// The integers, floating-point numbers and text Swift has conform, and ``FormatArgument``
/// itself. Every entry point that takes `arguments: [FormatArgument]` also takes
/// `[any FormatArgumentConvertible]`; literals (`arguments: [21, "Ada"]`) still build
/// ``FormatArgument``s directly, with no existential in between.
public protocol FormatArgumentConvertible {
    /// The value as a format argument.
    var formatArgument: FormatArgument { get }
}

extension FormatArgument: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { self }
}

extension Int: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Int8: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int16: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int32: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Int64: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension UInt: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension UInt8: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt16: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt32: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension UInt64: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Double: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Float: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension String: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Substring: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(String(self)) }
}

extension Unicode.Scalar: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

/// Optional text: `nil` is a nil object (`%@` prints `(null)`).
extension Optional: FormatArgumentConvertible where Wrapped == String {
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Array where Element == any FormatArgumentConvertible {
    /// The values as format arguments.
    package var formatArguments: [FormatArgument] { map(\.formatArgument) }
}
