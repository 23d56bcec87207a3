extension Localizer {
    /// Reads every table of the bundle and checks every entry: ``LocalizationBundle/validate()``.
    ///
    /// ```swift
    /// let localizer = try Localizer(path: "Resources", reporter: reporter)
    /// let report = localizer.validate()
    /// for error in report.errors { log.error("\(error)") }   // Localizable.stringsdict:12: …
    /// guard report.isValid else { exit(1) }                    // or log and go on
    /// ```
    ///
    /// The files are read into the bundle's cache, so the first requests read nothing. Nothing
    /// is reported to the ``reporter``: the caller decides what to log.
    public func validate() -> ValidationReport {
        bundle.validate()
    }
}
