/// A pair of classes, source then destination: the key of a cached plan and
/// of the preparation index.
struct ClassPair: Hashable {
    let source: ObjectIdentifier
    let destination: ObjectIdentifier
}
