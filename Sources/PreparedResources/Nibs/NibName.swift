import Foundation

/// A nib (`.xib`) file by name, as a typed value: the generated `Nibs` enum
/// lists an app's, or write one by hand.
///
/// ```swift
/// enum AppNib: String, NibName {
///     case contactCell = "ContactCell"
/// }
/// ```
public protocol NibName: Hashable, Sendable {
    /// The nib's name, without its extension: `ContactCell` for `ContactCell.xib`.
    var name: String { get }
    /// The bundle that holds the compiled nib.
    var bundle: Bundle { get }
}

extension NibName where Self: RawRepresentable, RawValue == String {
    /// The raw value.
    public var name: String { rawValue }
}

extension NibName {
    /// The main bundle.
    public var bundle: Bundle { .main }
}
