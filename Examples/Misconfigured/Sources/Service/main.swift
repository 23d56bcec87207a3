// Each line uses one type or initializer of an integration built without its trait.
import L10n
import L10nHummingbird
import L10nLeaf
import L10nMustache
import L10nVapor

let strings = try ReloadingLocalizer(path: "Resources", developmentRegion: "en")
let hummingbird = L10nHummingbird.LocalizationMiddleware<BasicLocalizationRequestContext>(localizer: strings)
let reloader = LocalizationReloadService(strings)
func handle<Context: LocalizationRequestContext>(_ context: Context) {}
let vapor = L10nVapor.LocalizationMiddleware(localizer: strings)
let lifecycle = LocalizationReloadLifecycle(strings)
let page = LocalizedMustacheContext(["name": "Ada"], localization: strings)
let leafTags = LeafLocalization.tags
