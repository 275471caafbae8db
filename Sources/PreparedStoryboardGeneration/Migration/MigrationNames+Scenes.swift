import PreparedStoryboards

/// Storyboard IDs, initial scenes, storyboard names and nib names.
extension MigrationNames {
    /// A scene instantiated by its storyboard ID.
    func scene(_ identifier: String, _ use: MigrationScan.Use, _ call: MigrationScan.SceneCall, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        if let named = call.storyboard, sceneClasses[named] == nil, storyboards[named] == nil {
            return Resolution(note: "\(named).storyboard, which the call names, is not among the files read")
        }
        // The storyboard the code names, else the one with a scene of the class that instantiates it, else any.
        // A storyboard holds the caller when it has a scene of its class or of a subclass (a base class's code runs in
        // its subclasses' scenes).
        func holdsCaller(_ storyboard: String) -> Bool {
            guard let caller = use.enclosingType, let classes = classesByStoryboard[storyboard] else { return false }
            return classes.contains(caller) || classes.contains { hierarchy.isSubclass($0, of: caller) }
        }
        func rank(_ storyboard: String) -> (Int, Int, String) {
            (storyboard == call.storyboard ? 0 : 1, holdsCaller(storyboard) ? 0 : 1, storyboard)
        }
        let candidates = sceneClasses.keys.filter { sceneClasses[$0]?[identifier] != nil }.sorted { rank($0) < rank($1) }
        guard let storyboardName = candidates.first, let className = sceneClasses[storyboardName]?[identifier] else {
            return Resolution(status: .missing, note: "no scene has this storyboard ID in the storyboards read")
        }
        // `self.storyboard` is the storyboard the object's own scene came from: which one, only its class's scenes tell.
        let holdingCaller = candidates.filter(holdsCaller)
        if call.fromOwnStoryboard, candidates.count > 1, holdingCaller.count != 1 {
            return Resolution(note: "\(candidates.map { "\($0).storyboard" }.joined(separator: ", ")) each have a scene with this ID, "
                              + "and no scene of \(use.enclosingType ?? "the type") tells which storyboard `storyboard` is")
        }
        var resolution = Resolution(status: .resolved)
        if let named = call.storyboard, named != storyboardName {
            // Instantiating it from the storyboard the code names crashes: missing, with where the scene is.
            resolution.status = .missing
            resolution.note = "\(named).storyboard has no scene with this ID; \(storyboardName).storyboard has one"
        } else if call.storyboard == nil, candidates.count > 1, !(call.fromOwnStoryboard && holdingCaller.count == 1) {
            resolution.note = "\(candidates.map { "\($0).storyboard" }.joined(separator: ", ")) each have a scene with this ID: the first is named"
        }
        if let storyboard = storyboards[storyboardName], let scene = storyboard.scenes.first(where: { $0.identifier == identifier }) {
            if let unnamed = frameworkMismatch(storyboard, use) ?? (call.inOtherBundle ? Self.fromOtherBundle : nil) {
                resolution.note = [resolution.note, unnamed].compactMap { $0 }.joined(separator: "; ")
            } else {
                resolution.replacement = "try \(model.name).\(storyboard.namespace).\(SwiftIdentifier.escaped(scene.name))"
                    + Self.instantiate(creator: call.creator, placeholders: placeholders)
            }
        }
        resolution.cast = call.cast.map { cast in
            className.map { hierarchy.cast($0, to: cast.className) } ?? StringUse.Cast(written: cast.className, storyboard: nil, matches: nil)
        }
        if className == nil {
            resolution.note = [resolution.note, "a storyboard reference has this ID, and the scene it leads to is not among the files read"]
                .compactMap { $0 }.joined(separator: "; ")
        }
        return resolution
    }

    /// The initial scene of a storyboard named by a literal.
    func initialScene(_ storyboardName: String, _ use: MigrationScan.Use, _ call: MigrationScan.SceneCall, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        guard let storyboard = storyboards[storyboardName] else {
            return call.inOtherBundle ? Resolution(note: "the storyboard is in another bundle")
                : Resolution(status: .missing, note: "no storyboard has this name among the files read")
        }
        guard let initialClass = storyboard.initialClass else {
            return Resolution(status: .missing, note: "\(storyboardName).storyboard has no initial scene")
        }
        if let unnamed = frameworkMismatch(storyboard, use) ?? (call.inOtherBundle ? Self.fromOtherBundle : nil) {
            return Resolution(status: .resolved, note: unnamed, cast: call.cast.map { hierarchy.cast(initialClass, to: $0.className) })
        }
        var resolution = Resolution(status: .resolved, replacement: "try \(model.name).\(storyboard.namespace).initial"
                                    + Self.instantiate(creator: call.creator, placeholders: placeholders))
        resolution.cast = call.cast.map { hierarchy.cast(initialClass, to: $0.className) }
        return resolution
    }

    /// Why a scene of a storyboard loaded from another bundle than the app's has no replacement.
    static let fromOtherBundle = "the storyboard is loaded from another bundle than the app's, and the typed scene loads it from the bundle "
        + "its code is generated in: replace it by hand where they are the same"

    /// Why the generated code cannot name `storyboard`'s scenes where `use` is: the storyboard is one framework's, and the
    /// code is written for the other (two storyboards of one name, one per platform: the generated code types the scenes
    /// of one of them, in that framework's part). Its name is in `Storyboards` for both.
    func frameworkMismatch(_ storyboard: GenerationModel.Storyboard, _ use: MigrationScan.Use) -> String? {
        guard let framework = use.framework, framework != storyboard.framework else { return nil }
        func name(_ framework: GenerationModel.Framework) -> String { framework == .uiKit ? "UIKit" : "AppKit" }
        return "the generated code names \(storyboard.name).storyboard, which is \(name(storyboard.framework))'s, and this code is \(name(framework))'s: "
            + "generate the other platform's storyboards on their own"
    }

    /// The typed scene's call: `.instantiate()`, or with the code's creator, `.instantiate(creator: { coder in … })`.
    static func instantiate(creator: String?, placeholders: Bool) -> String {
        guard let creator else { return ".instantiate()" }
        return ".instantiate(creator: \(placeholders ? "{ _ in nil }" : creator))"
    }

    /// A storyboard made by its name.
    func storyboardName(_ storyboardName: String, _ call: MigrationScan.StoryboardCall) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        guard let storyboard = storyboards[storyboardName] else {
            return call.inOtherBundle ? Resolution(note: "the storyboard is in another bundle")
                : Resolution(status: .missing, note: "no storyboard has this name among the files read")
        }
        let bundle = call.inOtherBundle ? call.bundle.map { ", bundle: \($0)" } ?? "" : ""
        let callee = call.callee
        return Resolution(status: .resolved, replacement: "\(callee)(\(model.name).\(SwiftIdentifier.escaped(storyboard.caseName))\(bundle))")
    }

    /// A nib loaded by its name.
    func nib(_ nibName: String, _ call: MigrationScan.NibCall, placeholders: Bool) -> Resolution {
        if call.inOtherBundle { return Resolution(note: "the nib is in another bundle") }
        guard readsNibs else { return Resolution(note: "no XIB was read") }
        guard let caseName = nibs[nibName] else { return Resolution(status: .missing, note: "no XIB has this name among the files read") }
        let nib = "\(model.nibsName).\(SwiftIdentifier.escaped(caseName))"
        // `override var nibName: String? { "Cell" }`: the property returns the generated nib's name.
        guard let callee = call.callee else { return Resolution(status: .resolved, replacement: "\(nib).name") }
        let label = call.nameLabel
        var arguments = [(label.map { "\($0): " } ?? "") + "\(nib).name"]
        for (label, text) in call.arguments {
            let value = label == "bundle" ? "\(nib).bundle" : placeholders ? "nil" : text
            arguments.append("\(label): \(value)")
        }
        // `init(windowNibName:)` looks in the main bundle and takes none.
        if !call.arguments.contains(where: { $0.label == "bundle" }), label == "nibName" || label == "nibNamed" {
            arguments.append("bundle: \(nib).bundle")
        }
        return Resolution(status: .resolved, replacement: "\(callee)(\(arguments.joined(separator: ", ")))")
    }
}
