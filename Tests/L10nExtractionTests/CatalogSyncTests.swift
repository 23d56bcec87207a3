#if Extract
import L10nExtraction
import L10nResources
import Testing

/// Syncing a catalog with the code, on a catalog with a translated key, a manual key, a key
/// the code dropped and a key whose value the code changed; and twice, for the same bytes.
@Suite struct CatalogSyncTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "gone" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Parti"
                  }
                }
              }
            },
            "greeting" : {
              "comment" : "On the home screen",
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bonjour"
                  }
                }
              }
            },
            "hand.made" : {
              "extractionState" : "manual",
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fait main"
                  }
                }
              }
            },
            "welcome" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Welcome!"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bienvenue !"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func uses() -> [ExtractedString] {
        [
            ExtractedString(key: "greeting", comment: "On the home screen", file: "Home.swift", line: 3),
            ExtractedString(key: "welcome", defaultValue: "Welcome back!", file: "Home.swift", line: 4),
            ExtractedString(key: "%@ of %@", file: "Pager.swift", line: 9),
            ExtractedString(key: "about.title", comment: "Settings", file: "About.swift", line: 2),
        ]
    }

    @Test func followsTheCodeAndTouchesNothingElse() throws {
        let existing = try StringCatalog(bytes: Array(Self.catalog.utf8), file: "Localizable.xcstrings")
        let (synced, report) = CatalogSync.sync(existing, sourceLanguage: "en", with: Self.uses(), prune: false)
        #expect(synced.strings.map(\.key) == ["%@ of %@", "about.title", "gone", "greeting", "hand.made", "welcome"])
        #expect(report.added == ["%@ of %@", "about.title"] && report.madeStale == ["gone"])
        #expect(report.markedForReview == ["welcome"] && report.inUseAgain.isEmpty && report.pruned.isEmpty)

        // A dropped key is stale, its translation kept; a manual key and an unchanged one are as they were.
        let gone = try #require(synced.entry(forKey: "gone"))
        #expect(gone.extractionState == "stale" && gone.localizations == existing.entry(forKey: "gone")?.localizations)
        #expect(synced.entry(forKey: "hand.made") == existing.entry(forKey: "hand.made"))
        #expect(synced.entry(forKey: "greeting") == existing.entry(forKey: "greeting"))
        // A changed value: written, and the translation waits for review.
        let welcome = try #require(synced.entry(forKey: "welcome"))
        #expect(welcome.localizations["en"]?.stringUnit == StringCatalog.StringUnit(state: "new", value: "Welcome back!"))
        #expect(welcome.localizations["fr"]?.stringUnit == StringCatalog.StringUnit(state: "needs_review", value: "Bienvenue !"))
        // New keys: no extraction state; two arguments numbered in the source string, as Xcode writes it.
        let pager = try #require(synced.entry(forKey: "%@ of %@"))
        #expect(pager.extractionState == nil && pager.localizations["en"]?.stringUnit?.value == "%1$@ of %2$@")
        #expect(synced.entry(forKey: "about.title")?.localizations.isEmpty == true)
        #expect(synced.entry(forKey: "about.title")?.comment == "Settings")

        // Again: the same bytes.
        let again = CatalogSync.sync(
            try StringCatalog(bytes: synced.encoded(), file: "Localizable.xcstrings"), sourceLanguage: "en", with: Self.uses(), prune: false
        )
        #expect(again.catalog.encoded() == synced.encoded())
        #expect(again.report == CatalogSync.Report())
    }

    @Test func pruneRemovesStaleKeysAndAKeyInUseAgainIsNoLongerStale() throws {
        let existing = try StringCatalog(bytes: Array(Self.catalog.utf8), file: "Localizable.xcstrings")
        let stale = CatalogSync.sync(existing, sourceLanguage: "en", with: Self.uses(), prune: false).catalog
        let back = CatalogSync.sync(
            stale, sourceLanguage: "en", with: Self.uses() + [ExtractedString(key: "gone", file: "A.swift", line: 1)], prune: false)
        #expect(back.report.inUseAgain == ["gone"] && back.catalog.entry(forKey: "gone")?.extractionState == nil)
        let pruned = CatalogSync.sync(stale, sourceLanguage: "en", with: Self.uses(), prune: true)
        #expect(pruned.report.pruned == ["gone"] && pruned.catalog.entry(forKey: "gone") == nil)
        #expect(pruned.catalog.entry(forKey: "hand.made") != nil)
    }

    @Test(arguments: [
        ("%@ of %@", "%1$@ of %2$@"), ("%lld files in %@", "%1$lld files in %2$@"), ("%1$@ and %2$@", "%1$@ and %2$@"),
        ("%lld%% of %lld", "%1$lld%% of %2$lld"), ("just %@", "just %@"), ("%*d of %d", "%*d of %d"),
    ])
    func numbersTwoOrMoreArguments(key: String, value: String) {
        #expect(CatalogSync.numbered(key) == value)
    }
}
#endif
