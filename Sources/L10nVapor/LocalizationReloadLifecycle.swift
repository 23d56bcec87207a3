#if Vapor
public import L10n
public import Vapor
import Synchronization

/// A `ReloadingLocalizer`'s watch for new translations in Vapor's lifecycle: it starts when
/// the application has booted and stops (and is awaited) when it shuts down.
///
/// ```swift
/// let strings = try ReloadingLocalizer(path: "Resources", developmentRegion: "en", reporter: reporter)
/// app.middleware.use(LocalizationMiddleware(localizer: strings))
/// app.lifecycle.use(LocalizationReloadLifecycle(strings))
/// ```
public final class LocalizationReloadLifecycle: LifecycleHandler {
    /// The localizer whose folder is watched.
    public let localizer: ReloadingLocalizer
    /// How often the folder is looked at (`ReloadingLocalizer.reloadIfChanged()`).
    public let interval: Duration
    private let watch = Mutex<Task<Void, Never>?>(nil)

    public init(_ localizer: ReloadingLocalizer, every interval: Duration = .seconds(10)) {
        self.localizer = localizer
        self.interval = interval
    }

    public func didBootAsync(_ application: Application) async throws {
        let localizer = self.localizer
        let interval = self.interval
        let task = Task { await localizer.watch(every: interval) }
        let previous = watch.withLock { watch in
            defer { watch = task }
            return watch
        }
        previous?.cancel()
    }

    public func shutdownAsync(_ application: Application) async {
        let task = watch.withLock { watch in
            defer { watch = nil }
            return watch
        }
        task?.cancel()
        await task?.value
    }
}
#endif
