/// An error whose text is the whole message.
struct CommandFailureMessage: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
