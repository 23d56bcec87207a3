import Testing

@testable import L10nFoundation

/// A thread's memo of the keys it decoded from `StaticString`s answers each literal with its
/// own text, whichever slots the literals share.
@Suite struct LookupFrontTests {
    /// Literals side by side in the binary: more than a 16-slot table has, so there they must
    /// share slots; in the threads' 256-slot table they may, as the build lays them out.
    static let literals: [StaticString] = [
        "shared.key.00.",
        "shared.key.01.x",
        "shared.key.02.xx",
        "shared.key.03.xxx",
        "shared.key.04.xxxx",
        "shared.key.05.xxxxx",
        "shared.key.06.xxxxxx",
        "shared.key.07.",
        "shared.key.08.x",
        "shared.key.09.xx",
        "shared.key.10.xxx",
        "shared.key.11.xxxx",
        "shared.key.12.xxxxx",
        "shared.key.13.xxxxxx",
        "shared.key.14.",
        "shared.key.15.x",
        "shared.key.16.xx",
        "shared.key.17.xxx",
        "shared.key.18.xxxx",
        "shared.key.19.xxxxx",
        "shared.key.20.xxxxxx",
        "shared.key.21.",
        "shared.key.22.x",
        "shared.key.23.xx",
        "shared.key.24.xxx",
        "shared.key.25.xxxx",
        "shared.key.26.xxxxx",
        "shared.key.27.xxxxxx",
        "shared.key.28.",
        "shared.key.29.x",
        "shared.key.30.xx",
        "shared.key.31.xxx",
        "shared.key.32.xxxx",
        "shared.key.33.xxxxx",
        "shared.key.34.xxxxxx",
        "shared.key.35.",
        "shared.key.36.x",
        "shared.key.37.xx",
        "shared.key.38.xxx",
        "shared.key.39.xxxx",
        "shared.key.40.xxxxx",
        "shared.key.41.xxxxxx",
        "shared.key.42.",
        "shared.key.43.x",
        "shared.key.44.xx",
        "shared.key.45.xxx",
        "shared.key.46.xxxx",
        "shared.key.47.xxxxx",
    ]

    @Test(arguments: [4, LookupFront.keySlotBits])
    func everyLiteralReadsAsItsOwnKeyInAnyOrder(slotBits: Int) {
        let front = LookupFront(keySlotBits: slotBits)
        let slots = Self.literals.map { front.slot(for: UnsafeRawPointer($0.utf8Start)) }
        #expect(slots.allSatisfy { (0..<(1 << slotBits)).contains($0) })
        if Self.literals.count > 1 << slotBits {
            // Shared slots, so the test reads keys whose slot another overwrote.
            #expect(Set(slots).count < slots.count)
        }
        for round in 0..<3 {
            // Forward, then backward, then every other one: a slot two literals share is
            // overwritten between their reads.
            let order: [Int] =
                switch round {
                case 0: Array(Self.literals.indices)
                case 1: Self.literals.indices.reversed()
                default: Self.literals.indices.filter { $0.isMultiple(of: 2) } + Self.literals.indices.filter { !$0.isMultiple(of: 2) }
                }
            for index in order {
                let literal = Self.literals[index]
                #expect(front.key(literal) == literal.description, "\(slotBits) bits, round \(round), literal \(index)")
            }
        }
    }
}
