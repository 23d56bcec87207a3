/// Decides whether a difference between our localized printf number and Foundation's is
/// exactly explained by the locale data of the two ICUs (``NumberSymbols``): Foundation's
/// output is rewritten with the system ICU's data — each of Foundation's symbols replaced by
/// the system's, the integer digits regrouped by the system's sizes and minimum, space padding
/// redone to the width — and must then equal ours character for character. Anything else is
/// unexplained, which the tests report as a failure.
///
/// Meant for one localized conversion per output (no literal text around it), so every
/// character is part of the number or its padding.
struct FormatDataDifferenceClassifier {
    let system: NumberSymbols
    let foundation: NumberSymbols

    /// The data items that differ between the two ICUs, each with its proof.
    var differingData: [(item: String, proof: String)] {
        var items: [(String, String)] = []
        func add(_ item: String, _ ours: String, _ theirs: String) {
            if ours != theirs {
                items.append((item, "\(item) \(ours.debugDescription) (system) vs \(theirs.debugDescription) (Foundation)"))
            }
        }
        add("digits", system.digits.joined(), foundation.digits.joined())
        add("decimal separator", system.decimalSeparator, foundation.decimalSeparator)
        add("grouping separator", system.groupingSeparator, foundation.groupingSeparator)
        add("grouping sizes", "\(system.grouping)", "\(foundation.grouping)")
        add("minimum grouping digits", "\(system.minimumGroupingDigits)", "\(foundation.minimumGroupingDigits)")
        add("minus sign", system.minusSign, foundation.minusSign)
        add("plus sign", system.plusSign, foundation.plusSign)
        add("exponent symbol", system.exponentSymbol, foundation.exponentSymbol)
        add("NaN", system.nan, foundation.nan)
        add("infinity", system.infinity, foundation.infinity)
        return items
    }

    /// The data items that explain `ours != theirs`, or nil when the data does not explain it.
    /// - Parameters:
    ///   - width: the conversion's width, if any; `leftJustified` and `zeroPadded` its flags.
    func explain(ours: String, theirs: String, width: Int?, leftJustified: Bool, zeroPadded: Bool) -> Set<String>? {
        guard ours != theirs else { return [] }
        var used: Set<String> = []
        var text = substituteSymbols(theirs, used: &used)
        if system.minimumGroupingDigits != foundation.minimumGroupingDigits || system.grouping != foundation.grouping {
            let regrouped = regroup(text)
            if regrouped != text {
                used.insert(system.grouping != foundation.grouping ? "grouping sizes" : "minimum grouping digits")
                text = regrouped
            }
        }
        // Symbols of another length move the space padding: redo it to the width, as CF does.
        if let width, !zeroPadded, text.unicodeScalars.count != theirs.unicodeScalars.count {
            text = repad(text, width: width, leftJustified: leftJustified)
        }
        return !used.isEmpty && text == ours ? used : nil
    }

    /// One left-to-right pass, longest match first, so swapped symbols cannot chain.
    private func substituteSymbols(_ text: String, used: inout Set<String>) -> String {
        var pairs: [(from: String, to: String, item: String)] = [
            (foundation.decimalSeparator, system.decimalSeparator, "decimal separator"),
            (foundation.groupingSeparator, system.groupingSeparator, "grouping separator"),
            (foundation.minusSign, system.minusSign, "minus sign"),
            (foundation.plusSign, system.plusSign, "plus sign"),
            (foundation.exponentSymbol, system.exponentSymbol, "exponent symbol"),
            (foundation.nan, system.nan, "NaN"),
            (foundation.infinity, system.infinity, "infinity"),
        ]
        for (theirs, ours) in zip(foundation.digits, system.digits) { pairs.append((theirs, ours, "digits")) }
        pairs = pairs.filter { !$0.from.isEmpty }.sorted { $0.from.unicodeScalars.count > $1.from.unicodeScalars.count }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        outer: while index < scalars.count {
            for pair in pairs {
                let candidate = Array(pair.from.unicodeScalars)
                if index + candidate.count <= scalars.count, Array(scalars[index..<index + candidate.count]) == candidate {
                    result.append(contentsOf: pair.to.unicodeScalars)
                    if pair.from != pair.to { used.insert(pair.item) }
                    index += candidate.count
                    continue outer
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// Regroups the first run of integer digits by the system's sizes and minimum.
    private func regroup(_ text: String) -> String {
        let digits = Set(system.digits)
        let separator = system.groupingSeparator
        guard let primary = system.grouping.first, primary > 0, !separator.isEmpty else { return text }
        let secondary = system.grouping.count > 1 ? system.grouping[1] : primary
        let characters = Array(text).map(String.init)
        guard let start = characters.firstIndex(where: { digits.contains($0) }) else { return text }
        var end = start
        var runDigits: [String] = []
        while end < characters.count, digits.contains(characters[end]) || characters[end] == separator {
            if characters[end] != separator { runDigits.append(characters[end]) }
            end += 1
        }
        // ICU groups when the digits above the first group reach the minimum.
        var rebuilt = runDigits.joined()
        if runDigits.count - primary >= system.minimumGroupingDigits {
            var groups: [String] = [runDigits.suffix(primary).joined()]
            var rest = Array(runDigits.dropLast(primary))
            while !rest.isEmpty {
                groups.insert(rest.suffix(secondary).joined(), at: 0)
                rest = Array(rest.dropLast(secondary))
            }
            rebuilt = groups.joined(separator: separator)
        }
        return characters[..<start].joined() + rebuilt + characters[end...].joined()
    }

    private func repad(_ text: String, width: Int, leftJustified: Bool) -> String {
        var scalars = Array(text.unicodeScalars)
        if leftJustified {
            while scalars.last == " " { scalars.removeLast() }
        } else {
            while scalars.first == " " { scalars.removeFirst() }
        }
        let padding = Array(repeating: Unicode.Scalar(" "), count: max(0, width - scalars.count))
        scalars = leftJustified ? scalars + padding : padding + scalars
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
