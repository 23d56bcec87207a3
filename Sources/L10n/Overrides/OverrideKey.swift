import L10nICU

/// An override's key as read: the entry it gives, and which of the entry's variants when it
/// gives one.
///
/// A `.strings` line has no place for a variant, so variants are named in the key, after `##`:
///
/// | Key | Gives |
/// |---|---|
/// | `files.remaining` | the whole entry, as text or a format |
/// | `files.remaining##{one}` | a plural category (Smartling's `.strings` plurals) |
/// | `open.on.device##{device:iphone}` | a device variant (`NSStringDeviceSpecificRuleType`, a catalog's `variations.device`) |
/// | `title##{width:20}` | a width variant (`NSStringVariableWidthRuleType`) |
/// | `files.remaining##{device:ipad}{one}` | a plural category within a device (or width) variant |
///
/// Device names are Apple's (``LocalizedValue/deviceNames``); a width is a whole number of
/// ems, as a `.stringsdict` writes it. A key whose braces hold neither a plural category nor
/// `device:` or `width:` is an ordinary key (`price##{amount}`), as a `.strings` file reads it;
/// one that starts as a device or width variant and is not one is ``Malformed``.
struct OverrideKey: Hashable, Sendable {
    /// A device or width variant.
    enum Variant: Hashable, Sendable, Comparable {
        case device(String)
        case width(Int)

        /// The variant as written in a key: `{device:ipad}`.
        var written: String {
            switch self {
            case .device(let name): "{device:\(name)}"
            case .width(let width): "{width:\(width)}"
            }
        }
    }

    /// The key of the entry the override gives, whole or in part.
    let entryKey: String
    /// The device or width variant it gives, if any.
    let variant: Variant?
    /// The plural category it gives (of the entry, or of its ``variant``), if any.
    let category: PluralCategory?

    /// Why a key that names a variant cannot be read.
    struct Malformed: Error, Hashable, Sendable {
        /// The key of the entry it was meant for.
        let entryKey: String
        /// What is wrong, in a sentence that follows the key.
        let reason: String
    }

    /// Reads `key`.
    ///
    /// - Throws: ``Malformed`` for a key that starts to name a device or width variant and
    ///   does not (an unknown device, a width that is no whole number, more than a plural
    ///   category after it), or names a variant of a key that itself names one.
    init(_ key: String) throws(Malformed) {
        guard let (base, groups) = Self.split(key) else {
            self.init(entryKey: key, variant: nil, category: nil)
            return
        }
        let first = groups[0]
        if let category = PluralCategory(keyword: first) {
            guard groups.count == 1 else {
                throw Malformed(
                    entryKey: base,
                    reason: "a plural category comes last, after the device or width it belongs to (\(base)##{device:ipad}{\(first)})")
            }
            try Self.refuseNested(base)
            self.init(entryKey: base, variant: nil, category: category)
            return
        }
        let variant: Variant
        if first.hasPrefix(Self.devicePrefix) {
            let name = String(first.dropFirst(Self.devicePrefix.count))
            guard LocalizedValue.deviceNames.contains(name) else {
                throw Malformed(
                    entryKey: base,
                    reason: "'\(name)' is not a device Apple defines (\(LocalizedValue.deviceNames.sorted().joined(separator: ", ")))")
            }
            variant = .device(name)
        } else if first.hasPrefix(Self.widthPrefix) {
            let digits = first.dropFirst(Self.widthPrefix.count)
            guard !digits.isEmpty, digits.utf8.count <= 9, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let width = Int(digits)
            else {
                throw Malformed(entryKey: base, reason: "width '\(digits)' is not a whole number of ems (0 to 999999999)")
            }
            variant = .width(width)
        } else {
            // Braces of the key's own (`price##{amount}`): an ordinary key, as a file reads it.
            self.init(entryKey: key, variant: nil, category: nil)
            return
        }
        var category: PluralCategory?
        if groups.count > 1 {
            guard groups.count == 2, let second = PluralCategory(keyword: groups[1]) else {
                throw Malformed(
                    entryKey: base,
                    reason:
                        "after \(variant.written) comes at most one plural category (zero, one, two, few, many, other), as in \(base)##\(variant.written){one}"
                )
            }
            category = second
        }
        try Self.refuseNested(base)
        self.init(entryKey: base, variant: variant, category: category)
    }

    private init(entryKey: String, variant: Variant?, category: PluralCategory?) {
        self.entryKey = entryKey
        self.variant = variant
        self.category = category
    }

    /// The key that gives `variant` and `category` of `entryKey`: the inverse of reading.
    static func written(entryKey: String, variant: Variant?, category: PluralCategory?) -> String {
        guard variant != nil || category != nil else { return entryKey }
        return entryKey + "##" + (variant?.written ?? "") + (category.map { "{\($0.rawValue)}" } ?? "")
    }

    /// The entry key of `key`, also when `key` is malformed: the entry it was meant for.
    static func entryKey(of key: String) -> String {
        do {
            return try OverrideKey(key).entryKey
        } catch {
            return error.entryKey
        }
    }

    private static let devicePrefix = "device:"
    private static let widthPrefix = "width:"

    /// `KEY##{a}{b}` as `KEY` and `[a, b]`; `nil` for a key without a `##{…}` suffix.
    private static func split(_ key: String) -> (base: String, groups: [Substring])? {
        var groups: [Substring] = []
        var rest = key[...]
        while rest.hasSuffix("}"), let open = rest.lastIndex(of: "{") {
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            guard !inside.contains("}") else { return nil }
            groups.append(inside)
            rest = rest[..<open]
            if rest.hasSuffix("##") { break }
        }
        guard rest.hasSuffix("##"), !groups.isEmpty else { return nil }
        return (String(rest.dropLast(2)), groups.reversed())
    }

    /// Refuses `KEY##{device:ipad}##{one}`: a variant of a key that names a variant itself.
    /// (One level is looked at, without reading it as a key, so a long chain costs one pass.)
    private static func refuseNested(_ base: String) throws(Malformed) {
        guard let (inner, groups) = split(base),
            PluralCategory(keyword: groups[0]) != nil || groups[0].hasPrefix(devicePrefix) || groups[0].hasPrefix(widthPrefix)
        else { return }
        throw Malformed(
            entryKey: inner,
            reason: "names a variant of a key that names a variant; one ## names them all, as in \(inner)##{device:ipad}{one}")
    }
}
