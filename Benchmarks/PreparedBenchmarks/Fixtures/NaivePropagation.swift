/// (2) The naive approach Prepared replaces, without key-value coding: on
/// every transition, reflect the source with `Mirror` over all its children
/// and superclasses, keep the prefixed ones, look each name up in the
/// destination's dictionary of setters (``NaiveSettable``), and let the
/// setter check the type.
enum NaivePropagation {
    /// - Returns: The number of values written.
    @inline(never)
    static func propagate(from source: AnyObject, to destination: AnyObject, prefix: String = "prepCtx") -> Int {
        guard let settable = type(of: destination) as? any NaiveSettable.Type else { return 0 }
        let setters = settable.naiveSetters
        var written = 0
        var mirror: Mirror? = Mirror(reflecting: source)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix(prefix), let setter = setters[label] else { continue }
                if setter(destination, child.value) { written += 1 }
            }
            mirror = current.superclassMirror
        }
        return written
    }
}
