#if Extract
/// The declarations of Apple's SDKs whose string-literal arguments Xcode extracts into String
/// Catalogs: Foundation's `String(localized:)` family, `LocalizedStringResource`,
/// `NSLocalizedString`, and the SwiftUI and App Intents initializers and modifiers whose
/// parameter is typed `LocalizedStringKey` or `LocalizedStringResource` (from Apple's
/// documentation of each). The compiler knows a parameter's type; a syntax tree does not, so
/// each is named here by its base name and the label of the parameter that takes the key.
///
/// Declarations of the sources' own with such parameters (a custom view's
/// `init(title: LocalizedStringKey)`) are found in the sources and added to these.
enum LocalizableDeclarations {
    /// How one call takes a localizable string.
    struct Call: Sendable, Hashable {
        /// The label of the key's argument; `nil` for the first unlabeled one.
        var keyLabel: String?
        /// The label of the table's argument, if the declaration has one.
        var tableLabel: String?
        /// The label of the development-language value's argument, if any.
        var valueLabel: String?
        /// The label of the comment's argument, if any.
        var commentLabel: String?

        init(key: String? = nil, table: String? = nil, value: String? = nil, comment: String? = nil) {
            keyLabel = key
            tableLabel = table
            valueLabel = value
            commentLabel = comment
        }
    }

    /// Initializers and functions called by name (`Text("…")`, `NSLocalizedString("…", comment:)`).
    static let calls: [String: [Call]] = {
        var calls: [String: [Call]] = [
            // Foundation.
            "String": [Call(key: "localized", table: "table", value: "defaultValue", comment: "comment")],
            "LocalizedStringResource": [Call(table: "table", value: "defaultValue", comment: "comment")],
            "NSLocalizedString": [Call(table: "tableName", value: "value", comment: "comment")],
            "LocalizationValue": [Call()],
            // SwiftUI: Text's own table and comment.
            "Text": [Call(table: "tableName", comment: "comment")],
            "LocalizedStringKey": [Call()],
            // App Intents.
            "IntentDialog": [Call()],
            "IntentDescription": [Call()],
            "DisplayRepresentation": [Call(key: "title"), Call(key: "subtitle")],
            "TypeDisplayRepresentation": [Call(key: "name"), Call(key: "numericFormat")],
            "AppShortcut": [Call(key: "shortTitle")],
        ]
        // SwiftUI views whose first unlabeled parameter is a `LocalizedStringKey` title.
        for view in [
            "Button", "Label", "Toggle", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink", "Section",
            "Stepper", "DatePicker", "MultiDatePicker", "ProgressView", "ColorPicker", "GroupBox", "DisclosureGroup",
            "LabeledContent", "Tab", "ContentUnavailableView", "ControlGroup", "ShareLink", "PhotosPicker", "Window",
            "WindowGroup", "CommandMenu",
        ] {
            calls[view, default: []].append(Call())
        }
        return calls
    }()

    /// Modifiers and methods called on a value (`.navigationTitle("…")`, `.alert("…", isPresented:)`).
    static let methods: [String: [Call]] = {
        var methods: [String: [Call]] = [
            "searchable": [Call(key: "prompt")],
            "badge": [Call()],
            // App Intents' `.result(dialog: "…")`.
            "result": [Call(key: "dialog")],
        ]
        for modifier in [
            "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
            "accessibilityValue", "alert", "confirmationDialog", "toolbarTitle", "navigationBarTitle",
        ] {
            methods[modifier, default: []].append(Call())
        }
        return methods
    }()

    /// Attributes whose arguments are localizable (App Intents' `@Parameter(title: "…")`).
    static let attributes: [String: [Call]] = [
        "Parameter": [Call(key: "title"), Call(key: "description")]
    ]

    /// The types whose declarations (`let title: LocalizedStringResource = "…"`, a parameter of
    /// the type) make a literal localizable.
    static let localizableTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue",
        // App Intents' types a literal initializes (each `ExpressibleByStringLiteral` as a
        // `LocalizedStringResource`).
        "IntentDescription", "IntentDialog", "DisplayRepresentation", "TypeDisplayRepresentation",
    ]
}
#endif
