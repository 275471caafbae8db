/// The classes an app's storyboards and XIBs name, by role: what the whole-app
/// check (`WholeAppCheck(reading:appClasses:)`) checks the files against.
///
/// The generated `Storyboards.appClasses` lists every one, so that a test
/// passes them in one argument:
///
/// ```swift
/// let check = WholeAppCheck(reading: [appFolder], appClasses: Storyboards.appClasses)
/// #expect(check.isValid, "\(check)")
/// ```
public struct AppClasses {
    /// The scenes' custom classes.
    public var scenes: [AnyClass]
    /// The prototype cells' and reusable views' custom classes.
    public var prototypes: [AnyClass]
    /// The custom classes of the storyboards' other objects: views, controls, gesture recognizers, segues, objects.
    public var objects: [AnyClass]
    /// The custom classes the XIBs name: File's Owner's and each object's.
    public var nibs: [AnyClass]

    /// The classes of each role; a role left empty is not checked for classes the files name and the list lacks.
    public init(scenes: [AnyClass] = [], prototypes: [AnyClass] = [], objects: [AnyClass] = [], nibs: [AnyClass] = []) {
        self.scenes = scenes
        self.prototypes = prototypes
        self.objects = objects
        self.nibs = nibs
    }
}
