/// A person in the address book.
public struct Contact: Hashable, Sendable {
    public let id: Int
    public var name: String
    public var phone: String

    public init(id: Int, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
    }
}
