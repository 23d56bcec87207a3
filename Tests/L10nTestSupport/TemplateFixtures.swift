/// Resources the template tests of both engines share.
public enum TemplateFixtures {
    /// A `.stringsdict` whose `files.remaining` says `one` or `other` by the count.
    public static func filesPlural(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files.remaining</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }
}
