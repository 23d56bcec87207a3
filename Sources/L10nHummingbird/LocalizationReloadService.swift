#if Hummingbird
public import L10n
public import ServiceLifecycle

/// A `ReloadingLocalizer`'s watch for new translations as a swift-service-lifecycle
/// `Service`: run it in the `ServiceGroup` that runs the Hummingbird application, and it stops
/// with the application's graceful shutdown.
///
/// ```swift
/// let strings = try ReloadingLocalizer(path: "Resources", developmentRegion: "en", reporter: reporter)
/// let app = Application(router: router, configuration: configuration)
/// let services = ServiceGroup(
///     configuration: .init(services: [app, LocalizationReloadService(strings)], logger: logger))
/// try await services.run()
/// ```
public struct LocalizationReloadService: Service {
    /// The localizer whose folder is watched.
    public let localizer: ReloadingLocalizer
    /// How often the folder is looked at (`ReloadingLocalizer.reloadIfChanged()`).
    public let interval: Duration

    public init(_ localizer: ReloadingLocalizer, every interval: Duration = .seconds(10)) {
        self.localizer = localizer
        self.interval = interval
    }

    /// Watches until the task is cancelled or the service group shuts down gracefully.
    public func run() async {
        let localizer = self.localizer
        let interval = self.interval
        await cancelWhenGracefulShutdown {
            await localizer.watch(every: interval)
        }
    }
}
#endif
