import PreparedStoryboards

/// The superclasses `migrate` knows: those the Swift files read declare, and those of UIKit's and AppKit's
/// controllers, for whether a cast to a class succeeds on the class a storyboard has.
struct ClassHierarchy {
    /// The superclass of each class the Swift files declare, by qualified name (`Inbox.Cell`), as the files name it.
    private let declared: [String: String]
    /// The qualified name of each class the Swift files declare, by its simple name, when one class has it: a
    /// storyboard names a class by its simple name, with or without a module.
    private let bySimpleName: [String: String]

    init(declared: [String: String]) {
        self.declared = declared
        let simple = Dictionary(grouping: declared.keys) { StringUse.Cast.bare($0) }
        bySimpleName = simple.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The superclass of the class `name`, as declared or as the framework's; `nil` for a root or a class not known.
    private func superclass(of name: String) -> String? {
        declared[name] ?? bySimpleName[StringUse.Cast.bare(name)].flatMap { declared[$0] } ?? FrameworkClasses.superclass(of: StringUse.Cast.bare(name))
    }

    /// Whether `name` is a class this knows: one the Swift files declare with a superclass, or a framework controller.
    private func isKnownClass(_ name: String) -> Bool {
        superclass(of: name) != nil || FrameworkClasses.controllerClasses.contains(name) || name == "NSObject"
    }

    /// Whether the Swift files declare `name` as a class with a superclass, by its qualified or its simple name.
    func isClass(_ name: String) -> Bool {
        declared[name] != nil || bySimpleName[StringUse.Cast.bare(name)] != nil
    }

    /// Whether the class `name` is a subclass of `ancestor`, through the superclasses the Swift files declare; a
    /// class is no subclass of itself.
    func isSubclass(_ name: String, of ancestor: String) -> Bool {
        let target = StringUse.Cast.bare(ancestor)
        var seen: Set<String> = []
        var current = superclass(of: name)
        while let parent = current, seen.insert(parent).inserted {
            if StringUse.Cast.bare(parent) == target { return true }
            current = superclass(of: parent)
        }
        return false
    }

    /// Whether `cast` to `written` succeeds on an object of `storyboardClass`: `nil` when the chain of superclasses
    /// leaves the classes known before it reaches a framework class.
    func cast(_ storyboardClass: String, to written: String) -> StringUse.Cast {
        let target = StringUse.Cast.bare(written)
        var current = StringUse.Cast.bare(storyboardClass)
        var seen: Set<String> = []
        var matches: Bool?
        while seen.insert(current).inserted {
            if current == target {
                matches = true
                break
            }
            if let parent = superclass(of: current) {
                current = StringUse.Cast.bare(parent)
                continue
            }
            // The roots of UIKit and AppKit: the whole chain was known, and it fails when the cast is to a class
            // (not to a protocol, which the chain does not show).
            if current == "NSObject", isKnownClass(target) { matches = false }
            break
        }
        return StringUse.Cast(written: written, storyboard: storyboardClass, matches: matches)
    }
}
