import L10nSupport
import L10nTestSupport
import Testing

@testable import L10nFormat

/// The format engine's one cache (`FormatCaches.tokens`), driven past its bounds on an empty
/// copy (the process shares the cache itself): in entries with short formats, and in bytes with
/// formats of the longest length it remembers, each of hundreds of tokens.
@Suite struct FormatCacheBoundTests {
    @Test func tokensAreBoundedInEntriesAndBytes() throws {
        let short = FormatCaches.tokens.emptyCopy()
        for serial in 0..<(short.capacity + 100) {
            let format = "item \(serial): %d"
            short.store(FormatTokenizer.tokenize(format), for: FormatTokenizer.MemoKey(format: ExactText(format), firstArgumentIndex: 0))
        }
        #expect(short.count == short.capacity)

        let long = FormatCaches.tokens.emptyCopy()
        let body = String(repeating: "%d", count: (FormatTokenizer.memoizedFormatLength - 16) / 2)
        for serial in 0..<short.capacity {
            let format = "\(serial)" + body
            long.store(FormatTokenizer.tokenize(format), for: FormatTokenizer.MemoKey(format: ExactText(format), firstArgumentIndex: 0))
        }
        let maximumBytes = try #require(long.maximumBytes)
        #expect(long.bytes <= maximumBytes)
        #expect(long.count < long.capacity)
    }
}
