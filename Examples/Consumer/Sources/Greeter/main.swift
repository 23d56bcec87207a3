import Foundation
import L10n
import L10nICU

// Usage: Greeter LANGUAGE COUNT — e.g. `Greeter ru 21` prints "Остался 21 файл".
let language = CommandLine.arguments.dropFirst().first ?? "en"
let count = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 1

// The strings ship as SwiftPM resources (Sources/Greeter/Resources/*.lproj).
let localizer = try Localizer(path: Bundle.module.bundlePath)
let request = LocalizationRequest(.preferred([language]))
let remaining = try localizer.localize("files.remaining", arguments: [FormatArgument(count)], request)
print(remaining.string)
// The same string through the accessor the L10nAccessors plugin generated from the resources.
print(try Strings(localizer, request).localizable.filesRemaining(files: count).string)
print(try PluralRules(locale: LocaleIdentifier(remaining.localization?.name ?? language)).category(for: count).rawValue)

// Foundation's own formatters, in the same file, for the locale the localizer formatted with.
let locale = Locale(identifier: remaining.locale?.canonical ?? language)
let numbers = NumberFormatter()
numbers.locale = locale
numbers.numberStyle = .decimal
print(numbers.string(from: NSNumber(value: count * 1000)) ?? "")
let dates = DateFormatter()
dates.locale = locale
dates.dateStyle = .long
dates.timeZone = TimeZone(identifier: "UTC")
print(dates.string(from: Date(timeIntervalSince1970: 0)))
