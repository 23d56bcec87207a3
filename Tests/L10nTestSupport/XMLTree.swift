import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A document read back by Foundation's XML parser (libxml2): a reader independent of the code
/// under test, for pages written as polyglot HTML (escaped text, quoted attributes, void
/// elements closed) and HTML fragments. Whatever it reads is what a browser reads; anything it
/// cannot read is a failure.
public struct XMLTree: Sendable {
    public struct Element: Sendable {
        public var name: String
        public var attributes: [String: String]
        /// The text inside the element, character references resolved, markup removed.
        public var text = ""
    }

    /// Every element, in document order; the root first.
    public var elements: [Element] = []
    /// The document's text, character references resolved, markup removed.
    public var text = ""

    public var root: Element? { elements.first }

    public func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// `text` parsed, or `nil` when it is not well-formed.
    public static func parse(_ text: String) -> XMLTree? {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.tree
    }

    /// An HTML fragment (text with inline elements) parsed inside a `<fragment>` element whose
    /// `value` attribute is `attribute` as written; the wrapper is not among the elements.
    public static func parseFragment(_ html: String, attribute: String = "") -> (tree: XMLTree, attribute: String?)? {
        guard var tree = parse("<fragment value=\"\(attribute)\">\(html)</fragment>"), let wrapper = tree.elements.first else { return nil }
        tree.elements.removeFirst()
        return (tree, wrapper.attributes["value"])
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var tree = XMLTree()
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            tree.elements.append(Element(name: name, attributes: attributes))
            open.append(tree.elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            tree.text += string
            for index in open { tree.elements[index].text += string }
        }
    }
}
