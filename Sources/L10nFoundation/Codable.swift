#if !canImport(Darwin)
import Foundation
import L10n

// The JSON forms, for resources that cross a queue (see `LocalizedStringResource`):
//
//   {"key": "files.remaining", "defaultValue": {"key": "%lld files remaining", "arguments": [{"int": 3}]},
//    "table": "Shop", "locale": "fr_CA", "bundleURL": "file:///srv/App.resources/"}
//
// `table`, `locale` (an explicitly set one only) and `bundleURL` (absent: the main bundle) are
// written only when set. An argument is a number or string in `FormatArgument`'s one-key form
// (`{"int": 3}`, `{"string": "Ada"}`), `{"resource": {…}}` for an interpolated resource, or
// `{"placeholder": "int"}`. A value a `FormatStyle` formats is written as the text it reads in
// the current locale (the bound request's, else the process's): a style is not `Codable` in
// general, so the recipient gets it formatted for the sender.

extension String.LocalizationValue {
    private enum CodingKeys: String, CodingKey {
        case key, arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try container.decode(String.self, forKey: .key),
            arguments: try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    }
}

extension String.LocalizationValue.Argument: Codable {
    private enum CodingKeys: String, CodingKey {
        case resource, placeholder
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let resource = try container.decodeIfPresent(LocalizedStringResource.self, forKey: .resource) {
            value = .resource(resource)
        } else if let placeholder = try container.decodeIfPresent(String.LocalizationValue.Placeholder.self, forKey: .placeholder) {
            value = .placeholder(placeholder)
        } else {
            value = .format(try FormatArgument(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .format(let argument):
            try argument.encode(to: encoder)
        case .styled(let styled):
            try FormatArgument.string(styled.format(LocalizedLookup.currentLocale)).encode(to: encoder)
        case .resource(let resource):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(resource, forKey: .resource)
        case .placeholder(let placeholder):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(placeholder, forKey: .placeholder)
        }
    }
}

extension LocalizedStringResource {
    private enum CodingKeys: String, CodingKey {
        case key, defaultValue, table, locale, bundleURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        defaultValue = try container.decodeIfPresent(String.LocalizationValue.self, forKey: .defaultValue) ?? String.LocalizationValue(key)
        table = try container.decodeIfPresent(String.self, forKey: .table)
        explicitLocale = try container.decodeIfPresent(String.self, forKey: .locale).map(Locale.init(identifier:))
        if let url = try container.decodeIfPresent(URL.self, forKey: .bundleURL) {
            guard url.isFileURL else {
                throw DecodingError.dataCorruptedError(forKey: .bundleURL, in: container, debugDescription: "not a file URL: \(url)")
            }
            bundleDescription = .atURL(url)
        } else {
            bundleDescription = .main
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encodeIfPresent(explicitLocale?.identifier, forKey: .locale)
        let path = bundleDescription.path
        if path != BundleLocalizers.standardizedPath(.main) {
            try container.encode(URL(fileURLWithPath: path, isDirectory: true), forKey: .bundleURL)
        }
    }
}
#endif
