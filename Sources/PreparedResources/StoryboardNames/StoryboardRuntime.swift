import Foundation

/// What the check of the built bundle asks of the platform about names that
/// only the Objective-C runtime and the framework's asset lookup know: which
/// class a name an Interface Builder file gives is, whether a class implements
/// a selector, whether key-value coding can set a key, whether an image or a
/// color of a name is in a bundle.
///
/// Each answer but a class's is `nil` where the platform cannot tell (Linux,
/// which has no Objective-C runtime): the check then counts the item as not
/// checked there, never as passed or failed. The UIKit and AppKit adapters
/// give theirs.
@_spi(Generated)
public struct StoryboardRuntime: Sendable {
    /// The class of a name an Interface Builder file gives, as UIKit and AppKit look it up when they make the object
    /// (`NSClassFromString`): `Module.Class` for a Swift class, the bare name for an Objective-C class or an
    /// `@objc(Name)` Swift class; `nil` when no class has that name.
    public var classNamed: @MainActor @Sendable (String) -> AnyClass?
    /// Whether instances of the class respond to the selector.
    public var instancesRespond: @MainActor @Sendable (AnyClass, String) -> Bool?
    /// Whether one of the classes, or one of the framework's responders (the application, windows, controllers,
    /// text views), implements the selector.
    public var anyClassResponds: @MainActor @Sendable ([AnyClass], String) -> Bool?
    /// Whether key-value coding can set the key on instances of the class.
    public var setsKey: @MainActor @Sendable (AnyClass, String) -> Bool?
    /// Whether the bundle holds an image of the name.
    public var hasImage: @MainActor @Sendable (String, Bundle) -> Bool?
    /// Whether the bundle holds a named color of the name.
    public var hasColor: @MainActor @Sendable (String, Bundle) -> Bool?

    /// A runtime that answers with these functions; classes are looked up with `NSClassFromString` unless
    /// `classNamed` says otherwise.
    public init(
        instancesRespond: @escaping @MainActor @Sendable (AnyClass, String) -> Bool?,
        anyClassResponds: @escaping @MainActor @Sendable ([AnyClass], String) -> Bool?,
        setsKey: @escaping @MainActor @Sendable (AnyClass, String) -> Bool?, hasImage: @escaping @MainActor @Sendable (String, Bundle) -> Bool?,
        hasColor: @escaping @MainActor @Sendable (String, Bundle) -> Bool?,
        classNamed: @escaping @MainActor @Sendable (String) -> AnyClass? = { NSClassFromString($0) }
    ) {
        self.classNamed = classNamed
        self.instancesRespond = instancesRespond
        self.anyClassResponds = anyClassResponds
        self.setsKey = setsKey
        self.hasImage = hasImage
        self.hasColor = hasColor
    }

    /// The runtime the adapters' bundle checks ask in place of the platform's while a test sets it
    /// (`StoryboardRuntime.$replacement.withValue(double) { Storyboards.checkBundle() }`): how a test on Linux, which
    /// has no Objective-C runtime, acts out what a device answers.
    @TaskLocal public static var replacement: StoryboardRuntime?

    /// A runtime that can tell nothing of selectors, keys and resources; it looks classes up with `NSClassFromString`.
    public static var unknown: StoryboardRuntime {
        StoryboardRuntime(instancesRespond: { _, _ in nil }, anyClassResponds: { _, _ in nil }, setsKey: { _, _ in nil },
                          hasImage: { _, _ in nil }, hasColor: { _, _ in nil })
    }
}
