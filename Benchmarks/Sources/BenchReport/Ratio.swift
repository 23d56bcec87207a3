/// One ratio the Performance article reports, computed from medians measured in the same run.
struct Ratio: Sendable {
    /// The key in `--json` output.
    let key: String
    /// What is divided by what.
    let meaning: String
    /// The target, if it sets one: `≤ x` when smaller is better, `≥ x` when larger is.
    let target: Target?
    let compute: @Sendable (Figures) -> Double?

    enum Target: Sendable {
        case atMost(Double)
        case atLeast(Double)

        func isMet(by value: Double) -> Bool {
            switch self {
            case .atMost(let limit): value <= limit
            case .atLeast(let limit): value >= limit
            }
        }

        var description: String {
            switch self {
            case .atMost(let limit): "≤ \(limit)"
            case .atLeast(let limit): "≥ \(limit)"
            }
        }
    }

    static let all: [Ratio] = [
        Ratio(
            key: "pluralIntegerVsICU", meaning: "plural.integer.project / plural.integer.icu",
            target: .atMost(0.5)
        ) { $0.time("plural.integer.project") / $0.time("plural.integer.icu") },
        Ratio(
            key: "pluralDecimalVsICU", meaning: "plural.decimal.project / plural.decimal.icu",
            target: nil
        ) { $0.time("plural.decimal.project") / $0.time("plural.decimal.icu") },
        Ratio(
            key: "numberFormatVsICU", meaning: "number.integer.project / number.integer.icu",
            target: .atMost(1.5)
        ) { $0.time("number.integer.project") / $0.time("number.integer.icu") },
        Ratio(
            key: "numberFormatDoubleVsICU", meaning: "number.double.project / number.double.icu",
            target: .atMost(1.5)
        ) { $0.time("number.double.project") / $0.time("number.double.icu") },
        Ratio(
            key: "localeIdentifierVsICU",
            meaning: "locale.identifier.project (a spelling seen before) / locale.identifier.icu (uloc_canonicalize)",
            target: .atMost(1)
        ) { $0.time("locale.identifier.project") / $0.time("locale.identifier.icu") },
        Ratio(
            key: "minimumGroupingCost",
            meaning: "format.minimumGrouping.project (pl_PL, attribute set) / format.minimumGrouping.baseline (ru_RU)",
            target: nil
        ) { $0.time("format.minimumGrouping.project") / $0.time("format.minimumGrouping.baseline") },
        Ratio(
            key: "minimumGroupingSpeedupVsFoundation",
            meaning: "format.minimumGrouping.foundation / format.minimumGrouping.project (pl_PL)",
            target: nil
        ) { $0.time("format.minimumGrouping.foundation") / $0.time("format.minimumGrouping.project") },
        Ratio(
            key: "formatSpeedupVsFoundation", meaning: "format.itemsAt.foundation / format.itemsAt.project",
            target: .atLeast(30)
        ) { $0.time("format.itemsAt.foundation") / $0.time("format.itemsAt.project") },
        Ratio(
            key: "pluralEntryVsICUSum",
            meaning: "entry.one: project / ICU select + format, median of batches timed in alternation (entry.one.paired)",
            target: .atMost(1.5)
        ) { $0.value("entry.one.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "pluralEntryVsICUSumSeparate", meaning: "entry.one.project / entry.one.icu (medians of separate runs)",
            target: nil
        ) { $0.time("entry.one.project") / $0.time("entry.one.icu") },
        Ratio(
            key: "pluralEntryTwoVsICUSum", meaning: "entry.two.project / entry.two.icu (2 × select + format)",
            target: nil
        ) { $0.time("entry.two.project") / $0.time("entry.two.icu") },
        Ratio(
            key: "pluralEntrySpeedupVsFoundation", meaning: "entry.one.foundation / entry.one.project",
            target: nil
        ) { $0.time("entry.one.foundation") / $0.time("entry.one.project") },
        Ratio(
            key: "pluralEntryTwoSpeedupVsFoundation", meaning: "entry.two.foundation / entry.two.project",
            target: nil
        ) { $0.time("entry.two.foundation") / $0.time("entry.two.project") },
        Ratio(
            key: "loadSpeedupVsPropertyList",
            meaning: "load.{strings,stringsdict}.foundation / load.{strings,stringsdict}.project (sums)",
            target: .atLeast(2)
        ) { figures in
            (figures.time("load.strings.foundation") + figures.time("load.stringsdict.foundation"))
                / (figures.time("load.strings.project") + figures.time("load.stringsdict.project"))
        },
        Ratio(
            key: "loadStringsSpeedupVsPropertyList", meaning: "load.strings.foundation / load.strings.project",
            target: nil
        ) { $0.time("load.strings.foundation") / $0.time("load.strings.project") },
        Ratio(
            key: "loadStringsdictSpeedupVsPropertyList",
            meaning: "load.stringsdict.foundation / load.stringsdict.project",
            target: nil
        ) { $0.time("load.stringsdict.foundation") / $0.time("load.stringsdict.project") },
        Ratio(
            key: "memoryHeldVsFileSize", meaning: "bytes the two loaded tables hold / bytes of the two files",
            target: .atMost(3)
        ) { figures in
            figures.value("load.memory.project", "memoryLeakedBytes")
                / figures.value("load.memory.project", "fileBytes")
        },
        Ratio(
            key: "resolutionVsFoundation", meaning: "resolve.project / resolve.foundation (Foundation's answer is wrong)",
            target: nil
        ) { $0.time("resolve.project") / $0.time("resolve.foundation") },
        Ratio(
            key: "bytesPerLane",
            meaning: "bytes one more Localizer lane holds after answering every entry of the example's ru table (lane.memory.project)",
            target: nil
        ) { $0.value("lane.memory.project", "memoryLeakedBytes") },
        Ratio(
            key: "bytesPerLanePerEntry", meaning: "the same, per entry answered",
            target: nil
        ) { $0.value("lane.memory.project", "memoryLeakedBytes") / $0.value("lane.memory.project", "entries") },
        Ratio(
            key: "requestNewHeaderVsCachedEntry",
            meaning: "request.newHeader.project (a new combination of real ranges) / request.repeatedHeader.project",
            target: .atMost(10)
        ) { $0.time("request.newHeader.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "requestJunkHeaderVsCachedEntry",
            meaning:
                "request.junkHeader.project (a range never seen, as a client inventing headers sends) / request.repeatedHeader.project",
            target: .atMost(5)
        ) { $0.time("request.junkHeader.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "requestInventedRangesVsCachedEntry",
            meaning:
                "request.inventedRanges.project (five never-seen ranges of invented languages and regions) / request.repeatedHeader.project",
            target: .atMost(5)
        ) { $0.time("request.inventedRanges.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "requestRealRangesVsCachedEntry",
            meaning: "request.realRanges.project (five random real languages, some with a region) / request.repeatedHeader.project",
            target: .atMost(5)
        ) { $0.time("request.realRanges.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "requestNewWeightsVsCachedEntry",
            meaning: "request.newWeights.project (new header bytes, same preferences) / request.repeatedHeader.project",
            target: nil
        ) { $0.time("request.newWeights.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "requestResolveVsCachedEntry",
            meaning: "request.resolve.project (a repeated header, with Content-Language and locale) / entry.one.project",
            target: .atMost(1)
        ) { $0.time("request.resolve.project") / $0.time("entry.one.project") },
        Ratio(
            key: "reloadCallOverhead",
            meaning:
                "entry.one through a ReloadingLocalizer / through a plain Localizer, median of batches timed in alternation (entry.one.reloading.paired)",
            target: .atMost(1.1)
        ) { $0.value("entry.one.reloading.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "plainLookupVsDictionary",
            meaning: "lookup.plain.project (raw lookup through a ResolvedLocalization) / lookup.plain.dictionary",
            target: .atMost(2)
        ) { $0.time("lookup.plain.project") / $0.time("lookup.plain.dictionary") },
        Ratio(
            key: "stringLocalizedVsLocalize",
            meaning:
                "String(localized:defaultValue:bundle:) in a bound request / its localize call, median of batches timed in alternation (appleAPI.stringLocalized.paired)",
            target: .atMost(1.3)
        ) { $0.value("appleAPI.stringLocalized.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "localizationValueVsLocalize",
            meaning:
                "that call's String.LocalizationValue alone (\"\\(count) files remaining\", built and destroyed) / the localize call, median of batches timed in alternation (appleAPI.value.paired)",
            target: nil
        ) { $0.value("appleAPI.value.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "stringLocalizedVsLocalizeSeparate",
            meaning: "appleAPI.stringLocalized.project / appleAPI.stringLocalized.baseline (medians of separate runs)",
            target: nil
        ) { $0.time("appleAPI.stringLocalized.project") / $0.time("appleAPI.stringLocalized.baseline") },
        Ratio(
            key: "stringLocalizedVsResolveAndLocalize",
            meaning:
                "appleAPI.stringLocalized.project / request.repeatedHeader.project (a request's header resolved, then its localize call)",
            target: nil
        ) { $0.time("appleAPI.stringLocalized.project") / $0.time("request.repeatedHeader.project") },
        Ratio(
            key: "stringLocalizedOtherBundleVsLocalize",
            meaning: "appleAPI.otherBundle.project (a bundle another localizer serves) / appleAPI.stringLocalized.baseline",
            target: nil
        ) { $0.time("appleAPI.otherBundle.project") / $0.time("appleAPI.stringLocalized.baseline") },
        Ratio(
            key: "overrideLayersVsBundleEntry",
            meaning:
                "entry.one through a tenant's localizer (global overrides and fifty of its own, none for the key) / through the bundle's, median of batches timed in alternation (overrides.entry.notOverridden.paired)",
            target: .atMost(1.05)
        ) { $0.value("overrides.entry.notOverridden.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "overriddenEntryVsBundleEntry",
            meaning:
                "the tenant's own plural for files.remaining (Smartling categories) / the bundle's entry, median of batches timed in alternation (overrides.entry.overridden.paired)",
            target: .atMost(1.2)
        ) { $0.value("overrides.entry.overridden.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "overrideRequestVsBundleRequest",
            meaning:
                "a request's path with a tenant (its localizer chosen, the header resolved, the entry localized) / the same request on the bundle's localizer, in alternation (overrides.request.paired)",
            target: nil
        ) { $0.value("overrides.request.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "bytesPerTenant",
            meaning:
                "bytes one more tenant with an override holds once its requests answered every entry of the example's ru table (overrides.tenant.memory)",
            target: nil
        ) { $0.value("overrides.tenant.memory", "memoryLeakedBytes") / $0.value("overrides.tenant.memory", "entries") },
        Ratio(
            key: "templateVsFilledContext",
            meaning:
                "a Mustache page of ten {{#l10n.string}} sections / the same page with the ten strings in its context, median of batches timed in alternation (template.tenStrings.paired)",
            target: .atMost(1.2)
        ) { $0.value("template.tenStrings.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "templateVsFilledContextSeparate",
            meaning: "template.tenStrings.project / template.tenStrings.baseline (medians of separate runs)",
            target: nil
        ) { $0.time("template.tenStrings.project") / $0.time("template.tenStrings.baseline") },
        Ratio(
            key: "leafTemplateVsFilledContext",
            meaning:
                "a Leaf page of ten #localized tags / the same page with the ten strings in its context, median of batches timed in alternation (leaf.tenStrings.paired)",
            target: .atMost(1.2)
        ) { $0.value("leaf.tenStrings.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "leafTemplateVsFilledContextSeparate",
            meaning: "leaf.tenStrings.project / leaf.tenStrings.baseline (medians of separate runs)",
            target: nil
        ) { $0.time("leaf.tenStrings.project") / $0.time("leaf.tenStrings.baseline") },
        Ratio(
            key: "leafTagFloorVsFilledContext",
            meaning:
                "leaf.tenStrings.tagFloor (ten tags that only answer a parameter) / leaf.tenStrings.baseline: Leaf's own cost of ten tags",
            target: nil
        ) { $0.time("leaf.tenStrings.tagFloor") / $0.time("leaf.tenStrings.baseline") },
        Ratio(
            key: "leafOutputFloorVsFilledContext",
            meaning:
                "ten tags that answer the localized page's strings, made before / the baseline page, median of batches timed in alternation (leaf.tenStrings.outputFloor.paired): Leaf's cost of the localized page with nothing localized",
            target: nil
        ) { $0.value("leaf.tenStrings.outputFloor.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "leafLocalizeFloorVsFilledContext",
            meaning:
                "the baseline page plus the ten localize calls its strings take, per render / the baseline page, median of batches timed in alternation (leaf.tenStrings.localizeFloor.paired): the least a page localized per render costs",
            target: nil
        ) { $0.value("leaf.tenStrings.localizeFloor.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "leafTemplateVsByHand",
            meaning:
                "a Leaf page of ten #localized tags / the same page a handler fills by hand per render (ten localize calls, their answers put in the context), median of batches timed in alternation (leaf.tenStrings.byHand.paired)",
            target: nil
        ) { $0.value("leaf.tenStrings.byHand.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "twoTaskScaling",
            meaning: "throughput of 2 threads / 1 thread, median of paired rounds (concurrent.scaling.project)",
            target: .atLeast(1.8)
        ) { $0.value("concurrent.scaling.project", "scalingPercent") / 100 },
        Ratio(
            key: "twoTaskScalingRequest",
            meaning: "the same for a repeated header resolved and localized through its ResolvedLocalization (concurrent.scaling.request)",
            target: nil
        ) { $0.value("concurrent.scaling.request", "scalingPercent") / 100 },
        Ratio(
            key: "twoTaskScalingVsICU",
            meaning: "twoTaskScaling / twoTaskScalingICU, median of rounds of the two in alternation (concurrent.scaling.paired)",
            target: .atLeast(0.95)
        ) { $0.value("concurrent.scaling.paired", "ratioPermille") / 1000 },
        Ratio(
            key: "twoTaskScalingICU",
            meaning: "the same for raw ICU select + format on each thread's own handles: the machine's limit",
            target: nil
        ) { $0.value("concurrent.scaling.icu", "scalingPercent") / 100 },
    ]
}
