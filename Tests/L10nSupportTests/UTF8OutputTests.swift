import L10nSupport
import Testing

/// `UTF8Output` builds results in a caller's (stack) buffer and moves to the heap when they
/// outgrow it: the text must be the same either way, whatever the order of appends, and
/// invalid bytes must be repaired as `String(decoding:as:)` repairs them.
@Suite struct UTF8OutputTests {
    /// Appends `pieces` through each of the entry points into a buffer of `capacity` bytes.
    static func build(_ pieces: [[UInt8]], capacity: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var output = UTF8Output(buffer: buffer)
            for (index, piece) in pieces.enumerated() {
                switch index % 3 {
                case 0: output.append(piece)
                case 1: piece.withUnsafeBufferPointer { output.append($0) }
                default:
                    output.write(upTo: piece.count + 3) { target in
                        for (offset, byte) in piece.enumerated() { target[offset] = byte }
                        return piece.count
                    }
                }
            }
            return output.makeString()
        }
    }

    @Test(arguments: [1, 2, 7, 8, 9, 31, 64, 512])
    func theTextIsTheSameInTheBufferAndPastIt(capacity: Int) {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("aé€😀ж\u{A0}".utf8) + [0xFF, 0xC3, 0x80]  // and invalid bytes
        for _ in 0..<200 {
            let pieces = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                (0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            }
            let expected = String(decoding: pieces.flatMap { $0 }, as: UTF8.self)
            #expect(Self.build(pieces, capacity: capacity) == expected, "\(pieces)")
        }
    }

    @Test func stringsAreAppendedWhole() {
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
            var output = UTF8Output(buffer: buffer)
            output.append("жж")
            output.append("€ and more than four bytes")
            return output.makeString()
        }
        #expect(text == "жж€ and more than four bytes")
    }
}
