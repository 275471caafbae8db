import Foundation

/// The typed name of one of an app's `.storyboard` files, the name UIKit or
/// AppKit loads it by, as a value instead of a string, and the bundle it is in.
///
/// ```swift
/// enum AppStoryboard: String, StoryboardName {
///     case main = "Main"
/// }
/// ```
///
/// The UIKit and AppKit adapters instantiate scenes from it
/// (`AppStoryboard.main.instantiate(ProfileController.self)`, or a typed
/// ``TypedScene``). It is the file's name only: the scenes and segues
/// are in the file, which the `PreparedStoryboards` module reads as a
/// `StoryboardDocument`. A `HeadlessStoryboard` (`PreparedHeadless`) is
/// instead declared in code, for a headless `Navigator`.
public protocol StoryboardName: Hashable, Sendable {
    /// The file's name without its extension; a `String` raw value by default.
    var name: String { get }
    /// The bundle that holds the compiled storyboard: the app's main bundle by default.
    ///
    /// The code `prepared-storyboard generate` writes names the bundle of the
    /// module it is compiled into, so that a framework's storyboards are found
    /// in the framework. Every instantiation that is given no bundle uses this one.
    var bundle: Bundle { get }
}

extension StoryboardName where Self: RawRepresentable, RawValue == String {
    /// The enum case's raw value: the file's name without `.storyboard`.
    public var name: String { rawValue }
}

extension StoryboardName {
    /// The app's main bundle.
    public var bundle: Bundle { .main }
}
