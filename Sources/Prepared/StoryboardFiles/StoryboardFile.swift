/// A storyboard file of an app, the `.storyboard` that UIKit or AppKit
/// loads, named by a typed value instead of a string.
///
/// ```swift
/// enum AppStoryboard: String, StoryboardFile {
///     case main = "Main"
/// }
/// ```
///
/// The UIKit and AppKit adapters instantiate scenes from it
/// (`AppStoryboard.main.instantiate(ProfileController.self)`). It is the file's
/// name only: the scenes and segues are in the file. A `HeadlessStoryboard` (`PreparedHeadless`) is
/// instead declared in code, for a headless `Navigator`.
public protocol StoryboardFile: Hashable, Sendable {
    /// The file's name without its extension; a `String` raw value by default.
    var name: String { get }
}

extension StoryboardFile where Self: RawRepresentable, RawValue == String {
    /// The enum case's raw value: the file's name without `.storyboard`.
    public var name: String { rawValue }
}
