/// The copies of a plan that cannot fail, run by index without retaining them.
///
/// A transition's write phase is one call per key. Calling each copy through
/// a strong reference would retain and release it around the call; these
/// are called through unmanaged references instead, which the array of
/// strong references kept beside them makes sound.
struct UnretainedCopies {
    /// Holds every copy strongly for as long as this value lives.
    private let copies: [FieldCopy]
    /// The same copies, unretained.
    private let unmanaged: [Unmanaged<FieldCopy>]

    /// The copies, run in this order.
    init(_ copies: [FieldCopy]) {
        self.copies = copies
        // Sound: `copies` holds each of these objects strongly for as long as
        // `unmanaged` exists, and `unmanaged` is read only by `runAll`, on a
        // value that is alive while it runs. `FieldLayoutTests` runs 100,000
        // transitions and counts every retain and release.
        unmanaged = copies.map(Unmanaged.passUnretained)
    }

    /// The number of copies.
    var count: Int { copies.count }

    /// Runs every copy, by index, from `source` into `destination`.
    @inline(__always)
    func runAll(from source: AnyObject, to destination: AnyObject) {
        unmanaged.withUnsafeBufferPointer { copies in
            for index in copies.indices {
                // Sound: see `init`; the value holding `copies` is alive for the call.
                copies[index]._withUnsafeGuaranteedRef { $0.body(source, destination, $0.offset) }
            }
        }
    }
}
