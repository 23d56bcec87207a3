import Foundation

/// The sample values CLDR publishes with its plural rules, read from Debian's
/// `unicode-cldr-core` at run time (`plurals.xml` for cardinals, `ordinals.xml` for ordinals).
///
/// Each `<pluralRule count="few">… @integer 2~4, 22~24, … @decimal 2.0~4.0, …</pluralRule>`
/// lists numbers as written that must select that category. Ranges `a~b` are expanded in steps
/// of the last visible digit (`0.00~0.04` is five numbers, each written with two fraction digits);
/// `…` is dropped.
public struct CLDRPluralSamples: Sendable {
    public struct Sample: Sendable, Hashable, CustomStringConvertible {
        public let locale: String
        public let ordinal: Bool
        public let value: String
        public let category: String

        public var description: String {
            "\(locale) \(ordinal ? "ordinal" : "cardinal") \(value) → \(category)"
        }
    }

    public static let directory = "/usr/share/unicode/cldr/common/supplemental"

    public let samples: [Sample]
    /// Locale IDs as CLDR lists them, per rule type.
    public let locales: [Bool: [String]]

    public init(directory: String = CLDRPluralSamples.directory) throws {
        var samples: [Sample] = []
        var locales: [Bool: [String]] = [:]
        for (file, ordinal) in [("plurals.xml", false), ("ordinals.xml", true)] {
            let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            let parsed = try Self.parse(text, file: file, ordinal: ordinal)
            samples += parsed.samples
            locales[ordinal] = parsed.locales
        }
        self.samples = samples
        self.locales = locales
    }

    static func parse(_ text: String, file: String, ordinal: Bool) throws -> (samples: [Sample], locales: [String]) {
        var samples: [Sample] = []
        var allLocales: [String] = []
        var currentLocales: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let list = attribute("locales", in: line), line.hasPrefix("<pluralRules") {
                currentLocales = list.split(separator: " ").map(String.init)
                allLocales += currentLocales
            } else if line.hasPrefix("<pluralRule "), let count = attribute("count", in: line) {
                guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</pluralRule>") else {
                    throw SampleError("\(file):\(index + 1): unreadable pluralRule element")
                }
                let body = line[line.index(after: open)..<close.lowerBound]
                for value in try values(in: String(body), where: "\(file):\(index + 1)") {
                    for locale in currentLocales {
                        samples.append(Sample(locale: locale, ordinal: ordinal, value: value, category: count))
                    }
                }
            }
        }
        return (samples, allLocales)
    }

    private static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: name + "=\"") else { return nil }
        guard let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(line[start.upperBound..<end])
    }

    /// The sample values after `@integer` and `@decimal`, ranges expanded.
    static func values(in body: String, where location: String) throws -> [String] {
        guard let at = body.firstIndex(of: "@") else { return [] }
        var result: [String] = []
        for part in body[at...].split(separator: "@") {
            let words = part.split(separator: " ", maxSplits: 1)
            guard let list = words.dropFirst().first else { continue }
            for item in list.split(separator: ",") {
                let item = item.trimmingCharacters(in: .whitespaces)
                if item.isEmpty || item == "…" { continue }
                let bounds = item.split(separator: "~")
                if bounds.count == 1 {
                    result.append(item)
                } else if bounds.count == 2 {
                    result += try expand(String(bounds[0]), String(bounds[1]), where: location)
                } else {
                    throw SampleError("\(location): unreadable sample '\(item)'")
                }
            }
        }
        return result
    }

    /// `0.00~0.04` → `0.00 0.01 0.02 0.03 0.04`.
    static func expand(_ low: String, _ high: String, where location: String) throws -> [String] {
        func scaled(_ text: String) -> (value: Int, digits: Int)? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard let value = Int(parts.joined()) else { return nil }
            return (value, parts.count == 2 ? parts[1].count : 0)
        }
        guard let (from, digits) = scaled(low), let (to, highDigits) = scaled(high), digits == highDigits, from <= to,
            to - from < 100_000
        else {
            throw SampleError("\(location): unreadable sample range '\(low)~\(high)'")
        }
        return (from...to).map { value in
            guard digits > 0 else { return String(value) }
            var text = String(value)
            if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
            return text
        }
    }
}

public struct SampleError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
