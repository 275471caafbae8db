/// A nib whose top-level object is a view of a custom class (a view loaded
/// from a nib, "NibLoadable"), made as that class:
///
/// ```swift
/// let banner = try Nibs.View.bannerView.instantiate()
/// ```
///
/// The generated `Nibs` names each; write one by hand with ``init(_:)``.
/// The UIKit and AppKit adapters give `instantiate(owner:)`.
public struct NibView<View>: Sendable, CustomStringConvertible {
    /// The nib.
    public let nib: any NibName

    /// The view of `nib`.
    public init(_ nib: some NibName) {
        self.nib = nib
    }

    /// The nib, for messages.
    public var description: String { "\(nib.name).xib" }

    /// The first of `objects`, a nib's top-level objects, that is a `View`.
    ///
    /// - Throws: `StoryboardError.wrongNibClass` when none is (naming the first), or
    ///   `StoryboardError.nothingFromNib` when there are none.
    package func view(among objects: [Any]) throws(StoryboardError) -> View {
        if let view = objects.lazy.compactMap({ $0 as? View }).first { return view }
        guard let first = objects.first else { throw .nothingFromNib(nib: nib.name, expected: TypeName.of(View.self)) }
        throw .wrongNibClass(nib: nib.name, expected: TypeName.of(View.self), actual: TypeName.of(type(of: first)))
    }
}
