import L10nSupport

/// Printf number formats opened once per locale and configuration, and kept: the process's
/// shared set (``shared``), or a set of a `Localizer` lane's own.
///
/// A lane keeps formats of its own so that the threads of different lanes never share a format
/// object: its reference count and its pool of clones would otherwise be written by every core
/// on every call. Each set is a `BoundedCache`: past its capacity the oldest format is
/// released, and asked for again, opened again.
package final class PrintfFormatSet: Sendable {
    /// The formats of every caller without a set of its own (``ICUCaches/printfFormats``).
    package static var shared: PrintfFormatSet { ICUCaches.printfFormats }

    package struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let options: PrintfNumberFormatOptions
    }

    private let formats: BoundedCache<Key, ICUPrintfNumberFormatter>

    /// A set of at most `capacity` formats.
    package init(capacity: Int) {
        formats = BoundedCache(capacity: capacity)
    }

    /// This set's format for `locale` and `options`, opened on first use.
    ///
    /// - Throws: ``ICUError`` as ``ICUPrintfNumberFormatter/init(locale:options:)`` throws it.
    package func format(locale: LocaleIdentifier, options: PrintfNumberFormatOptions) throws(ICUError) -> ICUPrintfNumberFormatter {
        try formats.value(for: Key(locale: locale, options: options)) { () throws(ICUError) in
            try ICUPrintfNumberFormatter(locale: locale, options: options)
        }
    }

    /// How many formats the set holds.
    package var count: Int { formats.count }

    /// The most formats the set holds.
    package var capacity: Int { formats.capacity }
}
