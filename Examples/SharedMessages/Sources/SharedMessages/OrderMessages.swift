import Foundation
import L10nFoundation

/// Texts an order system's app and its notification service both show, written once with
/// Apple's localization API: Foundation answers on Apple's platforms, swift-l10n on Linux.
public enum OrderMessages {
    /// The bundle of these texts' catalog, for a service that serves it with a localizer of
    /// its own.
    public static var bundle: Bundle { .module }

    /// "3 items shipped": the catalog varies it by plural category.
    public static func itemsShipped(_ count: Int) -> String {
        String(localized: "\(count) items shipped", bundle: .module, comment: "Notification: how many items of an order shipped.")
    }

    /// "Hello, Ada!"
    public static func greeting(name: String) -> String {
        String(localized: "Hello, \(name)!", bundle: .module, comment: "Greeting with the customer's name.")
    }

    /// "Total: €12.50", the amount formatted for the reader's locale.
    public static func total(_ amount: Decimal, currency: String) -> String {
        String(localized: "Total: \(amount, format: .currency(code: currency))", bundle: .module, comment: "An order's total.")
    }

    /// An order's status, by a key of its own, with its English text as the default value.
    public static var delivered: String {
        String(localized: "order.status.delivered", defaultValue: "Delivered", bundle: .module, comment: "An order's status.")
    }

    /// A notice decided where the order ships and resolved where it is sent, in the
    /// recipient's language: it crosses a job queue as JSON.
    public static func shippedNotice(order: String) -> LocalizedStringResource {
        LocalizedStringResource(
            "Order \(order) has shipped", bundle: .atURL(Bundle.module.bundleURL), comment: "Notification: an order shipped.")
    }
}
