/// A JSON value to write, its objects sorted in Xcode's key order when written.
package enum JSONOutput {
    case null
    case string(String)
    case integer(Int)
    /// A number literal written as it was read (`1.50`, `2E+3`).
    case number(String)
    case bool(Bool)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    /// An object whose members are written in the order given: a catalog's `strings`, which keep
    /// the order the file had (Xcode's, which ``XcodeKeyOrder`` only approximates for keys
    /// beyond ASCII).
    case orderedObject([(String, JSONOutput)])

    /// A value read from a file, to write back in Xcode's layout with every object's members in
    /// the order the file had them: whether a file is laid out as Xcode lays it out, whatever
    /// its keys' order, is whether this gives its bytes back.
    package init(keepingOrderOf value: JSONValue) {
        switch value {
        case .array(let elements): self = .array(elements.map(JSONOutput.init(keepingOrderOf:)))
        case .object(let object): self = .orderedObject(object.members.map { ($0.key, JSONOutput(keepingOrderOf: $0.value)) })
        default: self = JSONOutput(value)
        }
    }

    /// A value read from a file, to write back; its objects are written in Xcode's order.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { JSONOutput($0) })
        case .object(let object): self = .object(object.members.map { ($0.key, JSONOutput($0.value)) })
        }
    }

    package func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .null: output += Array("null".utf8)
        case .string(let text): Self.quote(text, &output)
        case .integer(let number): output += Array("\(number)".utf8)
        case .number(let literal): output += Array(literal.utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            writeMembers(elements.map { (nil, $0) }, close: UInt8(ascii: "]"), to: &output, depth: depth)
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let sorted = XcodeKeyOrder.sorted(members) { $0.0 }
            writeMembers(sorted.map { ($0.0, $0.1) }, close: UInt8(ascii: "}"), to: &output, depth: depth)
        case .orderedObject(let members):
            output.append(UInt8(ascii: "{"))
            writeMembers(members.map { ($0.0, $0.1) }, close: UInt8(ascii: "}"), to: &output, depth: depth)
        }
    }

    private func writeMembers(_ members: [(String?, JSONOutput)], close: UInt8, to output: inout [UInt8], depth: Int) {
        output.append(0x0A)
        if members.isEmpty { output.append(0x0A) }
        for (index, (key, value)) in members.enumerated() {
            output += repeatElement(0x20, count: 2 * (depth + 1))
            if let key {
                Self.quote(key, &output)
                output += Array(" : ".utf8)
            }
            value.write(to: &output, depth: depth + 1)
            if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
        }
        output += repeatElement(0x20, count: 2 * depth)
        output.append(close)
    }

    private static func quote(_ text: String, _ output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): output += Array(#"\\"#.utf8)
            case 0x0A: output += Array(#"\n"#.utf8)
            case 0x0D: output += Array(#"\r"#.utf8)
            case 0x09: output += Array(#"\t"#.utf8)
            case 0x08: output += Array(#"\b"#.utf8)
            case 0x0C: output += Array(#"\f"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array(#"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
