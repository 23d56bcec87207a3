/// How far one language of one table (or of everything) is translated, counted over the keys
/// that are to be translated: not stale (no longer in the code) and not `shouldTranslate: false`.
///
/// Each key counts once, in the first of these that applies: ``missing`` (no string at all in
/// the language), ``needsReview`` (any of its strings — plural, device, substitution variants —
/// is `needs_review`), ``translated`` (every string is `translated`, or has no state, as a
/// hand-written catalog and every `.strings` file have), else ``new`` (a string exists but is
/// `new`, `stale` or another state). In the source language every key is translated but for
/// strings marked for review: a key without a string reads as the key itself, as Xcode compiles
/// it, and the strings Xcode extracted with a value are `new` there though they are the
/// developer's own text.
public struct TranslationProgress: Sendable, Hashable {
    /// Keys whose every string is translated.
    public var translated = 0
    /// Keys with a string waiting for review.
    public var needsReview = 0
    /// Keys with a string that is not translated yet.
    public var new = 0
    /// Keys with no string in the language.
    public var missing = 0

    /// No keys.
    public init() {}

    /// Every key counted.
    public var total: Int { translated + needsReview + new + missing }

    /// `translated` as a percentage of `total`, to one decimal; 100 when there is nothing to
    /// translate.
    public var percent: Double {
        guard total > 0 else { return 100 }
        return (Double(translated) * 1000 / Double(total)).rounded() / 10
    }

    /// The counts of both.
    public static func + (lhs: TranslationProgress, rhs: TranslationProgress) -> TranslationProgress {
        var sum = lhs
        sum.translated += rhs.translated
        sum.needsReview += rhs.needsReview
        sum.new += rhs.new
        sum.missing += rhs.missing
        return sum
    }

    /// Where one key stands in one language.
    enum Standing {
        case translated, needsReview, new, missing
    }

    /// Counts one key.
    mutating func count(_ standing: Standing) {
        switch standing {
        case .translated: translated += 1
        case .needsReview: needsReview += 1
        case .new: new += 1
        case .missing: missing += 1
        }
    }
}
