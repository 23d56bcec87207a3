/// The name someone probably meant: for messages about a misspelled field or option.
public enum NearestName {
    /// The name in `names` fewest single-character edits away from `name` (case ignored), if
    /// it is within two edits and half the longer name's length: `formated` gives `formatted`,
    /// `valeu` gives `value`, `type` gives none of `locale`, `value`.
    public static func nearest(to name: String, in names: [String]) -> String? {
        let written = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(written, Array(candidate.lowercased()))
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance * 2 <= max(name.count, best.name.count) else { return nil }
        return best.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
