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
        /// Variation types other than `plural` and `device`, which no runtime reads, written
        /// back as they were.
        public var unknownFields: UnknownFields
        /// Members of `plural` that are no CLDR category (read by nobody, kept with a warning).
        public var unknownPluralKeys: UnknownFields

        /// Creates variations.
        public init(
            plural: [PluralCategory: Localization]? = nil, device: [String: Localization]? = nil,
            unknownFields: UnknownFields = .init(), unknownPluralKeys: UnknownFields = .init()
        ) {
            self.plural = plural
            self.device = device
            self.unknownFields = unknownFields
            self.unknownPluralKeys = unknownPluralKeys
        }
    }
}
