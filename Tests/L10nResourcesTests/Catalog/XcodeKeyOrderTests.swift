import L10nResources
import Testing

/// ``XcodeKeyOrder``: the order Xcode writes a catalog's keys in, and `sorted`, which computes
/// each key's weights once, against `precedes` over every pair.
@Suite struct XcodeKeyOrderTests {
    /// In the order Xcode writes them (its documented cases: punctuation before letters, `_`
    /// before `.`, digits before letters and digit runs by value, lower case before upper case on a tie).
    static let keysInXcodesOrder = [
        " leading space", "(last…)", "%@ of %@", "1 item", "2 items", "10 items", "item 2", "item 10", "item 010a",
        "my_name", "my-name", "my.name", "ok", "Ok", "OK", "zebra", "Zebra", "é",
    ]

    @Test func documentedCasesAreInXcodesOrder() {
        for (index, key) in Self.keysInXcodesOrder.enumerated() {
            for later in Self.keysInXcodesOrder[(index + 1)...] {
                #expect(XcodeKeyOrder.precedes(key, later), "\(key) before \(later)")
                #expect(!XcodeKeyOrder.precedes(later, key), "\(later) not before \(key)")
            }
            #expect(!XcodeKeyOrder.precedes(key, key))
        }
    }

    @Test func sortedAgreesWithPrecedesOnEveryPair() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB_.-( 019é%@")
        let keys = (0..<400).map { _ in
            String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let sorted = XcodeKeyOrder.sorted(keys) { $0 }
        #expect(sorted == keys.sorted(by: XcodeKeyOrder.precedes))
        #expect(XcodeKeyOrder.sorted(Self.keysInXcodesOrder.reversed()) { $0 } == Self.keysInXcodesOrder)
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            #expect(!XcodeKeyOrder.precedes(later, earlier), "\(later) sorted after \(earlier)")
        }
    }
}
