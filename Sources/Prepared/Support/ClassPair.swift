/// A pair of classes, source then destination: the key of a cached plan and
/// of the preparation index.
struct ClassPair: Hashable {
    let source: ObjectIdentifier
    let destination: ObjectIdentifier
}

extension ClassPair {
    /// The pair of the objects' classes.
    @inline(__always)
    init(_ source: AnyObject, _ destination: AnyObject) {
        self.init(source: ObjectIdentifier(type(of: source)), destination: ObjectIdentifier(type(of: destination)))
    }
}
