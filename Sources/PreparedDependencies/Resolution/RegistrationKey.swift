import Prepared

/// A registered type and tag.
struct RegistrationKey: Hashable, Sendable, CustomStringConvertible {
    let type: ObjectIdentifier
    let typeName: String
    let tag: DependencyTag?

    init(type: Any.Type, tag: DependencyTag?) {
        self.type = ObjectIdentifier(type)
        typeName = TypeName.of(type)
        self.tag = tag
    }

    static func == (lhs: RegistrationKey, rhs: RegistrationKey) -> Bool {
        lhs.type == rhs.type && lhs.tag == rhs.tag
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(tag)
    }

    /// `Logger`, or `Logger (tag 'verbose')`.
    var description: String {
        tag.map { "\(typeName) (tag \($0))" } ?? typeName
    }
}
