// Foundation's `URL` and `Bundle` are only touched here, when a bundle is opened: lookups and
// formatting never go through Foundation.
import Foundation
import L10nResources

extension LocalizationBundle {
    /// Opens the bundle at a file URL; see ``init(path:developmentRegion:pseudoLocalizations:)``.
    ///
    /// - Throws: `ResourceError` if `url` is not a file URL, or the bundle cannot be opened.
    public convenience init(url: URL, developmentRegion: Localization? = nil) throws(ResourceError) {
        guard url.isFileURL else {
            throw ResourceError(.unreadable, file: url.absoluteString, message: "not a file URL")
        }
        try self.init(path: url.standardizedFileURL.path, developmentRegion: developmentRegion)
    }

    /// Opens the resources of a Foundation bundle (`Bundle.main`, SwiftPM's `Bundle.module`);
    /// see ``init(path:developmentRegion:pseudoLocalizations:)``.
    ///
    /// Only the bundle's folder is taken from `bundle`: the localizations, development region
    /// and tables are read from disk as Apple's `Bundle` reads them, which Foundation on Linux
    /// does only in part (it matches no preferences and reads no `.stringsdict` or catalog).
    ///
    /// - Throws: `ResourceError` if the bundle's folder cannot be opened.
    public convenience init(bundle: Bundle, developmentRegion: Localization? = nil) throws(ResourceError) {
        try self.init(url: bundle.bundleURL, developmentRegion: developmentRegion)
    }
}
