import L10nVocabulary

extension StringCatalog {
    /// A localization's variants, chosen by plural category or by device.
    ///
    /// Device `other` is the fallback for devices without their own variant; a device variant
    /// may itself vary by plural.
    public struct Variations: Sendable, Hashable {
        /// The device names Xcode writes; other names are kept, with a warning.
        public static let knownDevices: [String] = [
            "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other",
        ]

        /// Variants by CLDR plural category (`variations.plural`); `nil` when absent.
        public var plural: [PluralCategory: Localization]?
        /// Variants by device name (`variations.device`); `nil` when absent.
        public var device: [String: Localization]?

        /// Creates variations.
        public init(plural: [PluralCategory: Localization]? = nil, device: [String: Localization]? = nil) {
            self.plural = plural
            self.device = device
        }
    }
}
