/// `l10n status --format html`: one page a localization manager reads at a glance — a bar per
/// language, most translated first, split into translated, needing review, new and missing,
/// then what is left to do in each table. Static HTML with its style inline: no script, no
/// request, so it opens from a CI artifact as it is.
public enum TranslationStatusPage {
    /// The languages in the page's order: most translated first, then by name.
    public static func languageOrder(_ status: TranslationStatus) -> [String] {
        status.languages.sorted { lhs, rhs in
            lhs.value.percent != rhs.value.percent ? lhs.value.percent > rhs.value.percent : lhs.key < rhs.key
        }.map(\.key)
    }

    /// The page.
    public static func html(_ status: TranslationStatus, title: String = "Translation status") -> String {
        let languages = status.languages
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escaped(title))</title>
            <style>
            body { font: 14px/1.5 system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
            table { border-collapse: collapse; margin-bottom: 2em; }
            th, td { padding: 3px 10px; text-align: right; }
            th { font-weight: 600; border-bottom: 1px solid #ccc; }
            .name { text-align: left; }
            .bar { display: flex; width: 400px; height: 14px; background: #e5e5ea; border-radius: 3px; overflow: hidden; }
            .bar span { display: block; height: 100%; }
            .translated { background: #2e7d32; } .needs-review { background: #f9a825; } .new { background: #1565c0; }
            .missing { background: #d1d1d6; }
            .legend span { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 12px; }
            </style>
            </head>
            <body>
            <h1>\(escaped(title))</h1>
            <p class="legend">Keys to translate, per language:<span class="translated"></span>translated\
            <span class="needs-review"></span>needs review<span class="new"></span>new<span class="missing"></span>missing</p>
            <table class="languages">
            <tr><th class="name">Language</th><th>Translated</th><th class="name">Progress</th><th>Needs review</th><th>New</th><th>Missing</th></tr>

            """
        for language in languageOrder(status) {
            guard let progress = languages[language] else { continue }
            html += "<tr data-language=\"\(escaped(language))\"><td class=\"name\">\(escaped(language))</td>"
            html += "<td>\(percentText(progress.percent))</td><td class=\"name\">\(bar(progress, label: language))</td>"
            html += "<td>\(progress.needsReview)</td><td>\(progress.new)</td><td>\(progress.missing)</td></tr>\n"
        }
        html += "</table>\n<h2>Left to do, per table</h2>\n"
        let left = status.tables.sorted { $0.key < $1.key }.flatMap { table, languages in
            languages.sorted { $0.key < $1.key }.filter { $0.value.translated < $0.value.total }.map { (table, $0.key, $0.value) }
        }
        if left.isEmpty {
            html += "<p>Nothing: every key of every table is translated.</p>\n"
        } else {
            html += "<table class=\"tables\">\n"
            html +=
                "<tr><th class=\"name\">Table</th><th class=\"name\">Language</th><th>Needs review</th><th>New</th><th>Missing</th></tr>\n"
            for (table, language, progress) in left {
                html += "<tr><td class=\"name\">\(escaped(table))</td><td class=\"name\">\(escaped(language))</td>"
                html += "<td>\(progress.needsReview)</td><td>\(progress.new)</td><td>\(progress.missing)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// One language's bar: a segment per kind, each as wide as its share of the keys.
    private static func bar(_ progress: TranslationProgress, label: String) -> String {
        let total = max(progress.total, 1)
        let segments = [
            ("translated", progress.translated), ("needs-review", progress.needsReview), ("new", progress.new),
            ("missing", progress.missing),
        ]
        var bar = "<div class=\"bar\" role=\"img\" aria-label=\"\(escaped(label)): \(percentText(progress.percent)) translated\">"
        for (kind, count) in segments where count > 0 {
            let width = (Double(count) * 1000 / Double(total)).rounded() / 10
            bar += "<span class=\"\(kind)\" style=\"width: \(width)%\"></span>"
        }
        return bar + "</div>"
    }

    private static func percentText(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Text for HTML, its five special characters escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
