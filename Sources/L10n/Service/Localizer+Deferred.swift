extension Localizer {
    /// Resolves a ``DeferredLocalization`` for a recipient's languages.
    ///
    /// The same as ``localize(_:arguments:_:)`` with the value's key and arguments and the
    /// request ``DeferredLocalization/request(for:)`` makes, or, for a raw value
    /// (``DeferredLocalization/isRaw``), ``localizedString(forKey:_:)`` with that request; a
    /// value that crossed a queue as JSON gives what the call would have given where it was
    /// made, had the recipient's languages been known there.
    ///
    /// ```swift
    /// let deferred = try JSONDecoder().decode(DeferredLocalization.self, from: job.payload)
    /// let subject = try localizer.localize(deferred, for: .acceptLanguage(user.acceptLanguage))
    /// ```
    ///
    /// - Throws: ``LocalizationError``, as the call it stands for throws.
    public func localize(
        _ deferred: DeferredLocalization, for languages: LocalizationRequest.Languages
    ) throws(LocalizationError) -> LocalizedString {
        let request = deferred.request(for: languages)
        if deferred.isRaw { return try localizedString(forKey: deferred.key, request) }
        return try localize(deferred.key, arguments: deferred.arguments, request)
    }
}
