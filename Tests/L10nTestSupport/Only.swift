extension Array {
    /// The one element, or `nil` when there are none or several.
    public var only: Element? { count == 1 ? first : nil }
}
