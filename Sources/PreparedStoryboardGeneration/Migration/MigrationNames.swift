import PreparedStoryboards
/// The names the storyboards and XIBs read have, and what the generated code calls each: what `migrate` holds a
/// string use against, and where it finds its replacement.
struct MigrationNames {
    private let model: GenerationModel
    private let readsStoryboards: Bool
    private let readsNibs: Bool
    /// Every segue identifier the storyboards read have, unwind segues and segues to storyboards not read included.
    private let segueIdentifiers: Set<String>
    /// The storyboard IDs and segue identifiers a localized copy lacks, which the generated code leaves out.
    private let lackingInACopy: GenerationModel.LackingNames
    /// The storyboards by file name, for their generated names.
    private let storyboards: [String: GenerationModel.Storyboard]
    /// Each storyboard's storyboard IDs, with the class of the scene that has it.
    private let sceneClasses: [String: [String: String]]
    /// The segue sources by class, without module.
    private let sources: [String: GenerationModel.Source]
    /// Where each segue leads, by its source's class (without module; `""` for a scene without one) and identifier
    /// (`""` for none): the class its destination has, and the one class a container there shows.
    private let destinations: [String: [String: [(direct: String, reached: String?)]]]
    /// The scene classes of each storyboard, without module.
    private let classesByStoryboard: [String: Set<String>]
    /// The segue identifiers of each scene class's scenes, without module, as the files have them (the generated code
    /// leaves out those a localized copy lacks; UIKit and AppKit find them in the copy used).
    private let seguesByClass: [String: Set<String>]
    /// The nibs' generated names by file name.
    private let nibs: [String: String]
    /// The classes' superclasses, for the casts.
    private let hierarchy: ClassHierarchy

    init(_ catalog: StoryboardCatalog, name: String, hierarchy: ClassHierarchy) {
        self.hierarchy = hierarchy
        model = GenerationModel(catalog, files: catalog.files, paths: catalog.paths, module: nil, name: name)
        readsStoryboards = !catalog.documents.isEmpty
        segueIdentifiers = Set(catalog.documents.flatMap { $0.segues.compactMap(\.identifier) })
        var lacking = GenerationModel.LackingNames()
        for group in LocalizationCheck.groups(catalog.paths) {
            for copy in group.copies { lacking.formUnion(GenerationModel.LackingNames(catalog.documents[group.base], catalog.documents[copy])) }
        }
        lackingInACopy = lacking
        readsNibs = !catalog.nibs.isEmpty
        storyboards = Dictionary(model.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        sources = Dictionary(model.sources.map { (StringUse.Cast.bare($0.className), $0) }, uniquingKeysWith: { first, _ in first })
        nibs = Dictionary(model.nibs.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })
        var sceneClasses: [String: [String: String]] = [:]
        var classesByStoryboard: [String: Set<String>] = [:]
        var seguesByClass: [String: Set<String>] = [:]
        for document in catalog.documents {
            for scene in document.scenes {
                guard let customClass = scene.controller?.customClass else { continue }
                seguesByClass[StringUse.Cast.bare(customClass), default: []].formUnion(scene.segues.compactMap(\.identifier))
            }
            let framework = GenerationModel.Framework(document.platform)
            for controller in document.controllers {
                let className = controller.customClass ?? GenerationModel.frameworkClass(of: controller.kind, in: framework)
                if let identifier = controller.storyboardIdentifier, !identifier.isEmpty, sceneClasses[document.name]?[identifier] == nil {
                    sceneClasses[document.name, default: [:]][identifier] = className
                }
                if let customClass = controller.customClass { classesByStoryboard[document.name, default: []].insert(StringUse.Cast.bare(customClass)) }
            }
        }
        self.sceneClasses = sceneClasses
        self.classesByStoryboard = classesByStoryboard
        self.seguesByClass = seguesByClass
        destinations = Self.destinations(StoryboardGraph(catalog))
    }

    /// Where each segue with an identifier leads, by its source's class and identifier.
    private static func destinations(_ graph: StoryboardGraph) -> [String: [String: [(direct: String, reached: String?)]]] {
        var found: [String: [String: [(direct: String, reached: String?)]]] = [:]
        for (position, node) in graph.nodes.enumerated() {
            let source = node.controller.customClass.map(StringUse.Cast.bare) ?? ""
            let framework = GenerationModel.Framework(graph.catalog.documents[node.document].platform)
            for segue in graph.segues(from: position) where !segue.isRelationship {
                // A segue without identifier is kept under `""`, for a cast no comparison ties to one segue.
                let identifier = segue.identifier ?? ""
                guard case .node(let target) = graph.end(of: segue, in: node.document),
                      let followed = graph.followingReference(target) else { continue }
                func className(_ node: Int) -> String {
                    let controller = graph.nodes[node].controller
                    return controller.customClass ?? GenerationModel.frameworkClass(of: controller.kind, in: framework)
                }
                let reached = graph.reachedControllers(from: target)
                found[source, default: [:]][identifier, default: []].append((className(followed), reached.count == 1 ? className(reached[0]) : nil))
            }
        }
        return found
    }

    // MARK: Resolving a use

    /// `use` with its status, its replacement and its note.
    func resolve(_ scanned: MigrationScan.Use, in file: String, placeholderArguments: Bool) -> StringUse {
        var resolution = Resolution()
        if let literal = scanned.literal {
            switch scanned.kind {
            case .performSegue, .segueComparison, .segueCase: resolution = segue(literal, scanned, placeholders: placeholderArguments)
            case .instantiateScene: resolution = scene(literal, scanned, placeholders: placeholderArguments)
            case .instantiateInitialScene: resolution = initialScene(literal, scanned, placeholders: placeholderArguments)
            case .storyboardName: resolution = storyboardName(literal, scanned)
            case .nibName: resolution = nib(literal, scanned, placeholders: placeholderArguments)
            case .destinationCast: resolution = destinationCast(literal, scanned)
            }
        } else if scanned.kind == .destinationCast {
            resolution = destinationCastOfAnySegue(scanned)
        } else {
            resolution.note = "the string is built at run time"
        }
        if resolution.status == .resolved, resolution.replacement == nil, let literal = scanned.literal,
           scanned.kind == .instantiateScene ? lackingInACopy.storyboardIdentifiers.contains(literal)
               : [.performSegue, .segueComparison, .segueCase].contains(scanned.kind) && lackingInACopy.segueIdentifiers.contains(literal) {
            resolution.note = "a localized copy of its storyboard lacks it, so the generated code does not name it: "
                + "using it crashes in that language (`prepared-storyboard lint` lists the difference)"
        }
        return StringUse(file: file, location: scanned.location, enclosingType: scanned.enclosingType, condition: scanned.condition,
                         kind: scanned.kind, literal: scanned.literal,
                         status: resolution.status, replacement: resolution.replacement, note: resolution.note, cast: resolution.cast)
    }

    private struct Resolution {
        var status = StringUse.Status.unknown
        var replacement: String?
        var note: String?
        var cast: StringUse.Cast?
    }

    /// A segue identifier performed, compared or switched over.
    private func segue(_ identifier: String, _ use: MigrationScan.Use, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        if use.kind == .performSegue { return performedSegue(identifier, use, placeholders: placeholders) }
        // The class's own segue, else another class's, else that of a scene without a custom class.
        let own = use.enclosingType.flatMap { sources[$0] }.flatMap { source in Self.has(identifier, source) ? source : nil }
        if let source = own ?? sourceHaving(identifier) {
            var resolution = Resolution(status: .resolved)
            // A comparison names the other class's types.
            let qualifier = own == nil ? "\(source.className)." : ""
            if own == nil {
                // Prepared by a class that forwards another's segues.
                let lacking = use.enclosingType.flatMap { enclosing in sources[enclosing].map { Self.has(identifier, $0) } ?? false ? nil : enclosing }
                resolution.note = "a segue of \(source.className)'s scenes" + (lacking.map { ", not of \($0)'s" } ?? "")
            }
            resolution.replacement = replacement(of: use, source: source, qualifier: qualifier, placeholders: placeholders)
            return resolution
        }
        if let (storyboard, found) = sceneSegue(identifier) {
            let segues = "\(model.name).\(storyboard.namespace).Segues"
            let name = SwiftIdentifier.escaped(found.name)
            var resolution = Resolution(status: .resolved, note: "a segue of a scene without a custom class in \(storyboard.name).storyboard")
            if use.kind == .segueComparison, !use.inShouldPerform {
                resolution.replacement = "\(placeholders ? "segue" : use.segueExpression ?? "segue").identifier \(use.isNegated ? "!=" : "==") \(segues).\(name).rawValue"
            }
            return resolution
        }
        guard segueIdentifiers.contains(identifier) else {
            return Resolution(status: .stale, note: "no segue has this identifier in the storyboards read")
        }
        return Resolution(status: .resolved)
    }

    /// A segue performed: on `self`, whose class is the enclosing one, or on another object whose class the Swift
    /// declares. UIKit and AppKit look the identifier up in the scene of the object it is performed on, so the segue
    /// must be in the scenes of that class or of its subclasses: anywhere else, performing it raises at run time
    /// (`Receiver … has no segue with identifier`).
    private func performedSegue(_ identifier: String, _ use: MigrationScan.Use, placeholders: Bool) -> Resolution {
        guard segueIdentifiers.contains(identifier) else {
            return Resolution(status: .stale, note: "no segue has this identifier in the storyboards read")
        }
        // The class it is performed on, when it is one the storyboards or the Swift read know (not a protocol).
        let performer = (use.onSelf ? use.enclosingType : use.receiverClass.map(StringUse.Cast.bare))
            .flatMap { seguesByClass[$0] != nil || hierarchy.isClass($0) ? $0 : nil }
        let on = use.receiver.map { "`\($0)`," } ?? "an object"
        let elsewhere = sourceHaving(identifier).map { "a segue of \($0.className)'s scenes" }
            ?? sceneSegue(identifier).map { "a segue of a scene without a custom class in \($0.storyboard.name).storyboard" }
        guard let performer else {
            // Performed on an object whose class the Swift read does not say: the name is checked, not the class.
            let note = use.onSelf ? elsewhere : "\(elsewhere ?? "a segue of the storyboards read"); performed on \(on) whose class the Swift read does not say"
            return Resolution(status: .resolved, note: note)
        }
        let performedOn = use.onSelf ? "" : "performed on \(on) a \(performer); "
        if seguesByClass[performer]?.contains(identifier) == true {
            let note = use.onSelf ? nil : "performed on \(on) a \(performer)"
            let typed = sources[performer].flatMap { self.replacement(of: use, source: $0, qualifier: "", placeholders: placeholders) }
            return Resolution(status: .resolved, replacement: typed, note: note)
        }
        let subclasses = seguesByClass.filter { $0.value.contains(identifier) && hierarchy.isSubclass($0.key, of: performer) }.keys.sorted()
        if !subclasses.isEmpty {
            return Resolution(status: .resolved, note: "\(performedOn)a segue of the scenes of \(subclasses.joined(separator: ", ")), "
                              + "subclasses of \(performer): their generated `performSegue(_:sender:)` names it")
        }
        let holder = elsewhere.map { "; \($0)" } ?? ""
        guard seguesByClass[performer] != nil else {
            return Resolution(note: "\(performedOn)\(performer) has no scene in the storyboards read\(holder)")
        }
        return Resolution(status: .stale, note: "\(performedOn)no scene of \(performer) or of its subclasses has this segue\(holder): "
                          + "performing it on a \(performer) raises at run time")
    }

    /// The first class, by name, whose scenes have a segue with `identifier`.
    private func sourceHaving(_ identifier: String) -> GenerationModel.Source? {
        sources.keys.sorted().lazy.compactMap { sources[$0] }.first { Self.has(identifier, $0) }
    }

    /// The first storyboard with a scene without a custom class that has a segue with `identifier`, and the segue.
    private func sceneSegue(_ identifier: String) -> (storyboard: GenerationModel.Storyboard, segue: GenerationModel.SceneSegue)? {
        for storyboard in model.storyboards {
            if let found = storyboard.sceneSegues.first(where: { $0.identifier == identifier }) { return (storyboard, found) }
        }
        return nil
    }

    /// Whether a source class has a segue with `identifier`.
    private static func has(_ identifier: String, _ source: GenerationModel.Source) -> Bool {
        source.cases.contains { $0.identifier == identifier } || source.typedCases.contains { $0.identifier == identifier }
    }

    /// The typed code for a segue use of `source`'s segue; `qualifier` is the class and a dot when it is another than
    /// the one whose code it is.
    private func replacement(of use: MigrationScan.Use, source: GenerationModel.Source, qualifier: String, placeholders: Bool) -> String? {
        guard let identifier = use.literal else { return nil }
        let segueCase = source.cases.first { $0.identifier == identifier }.map { SwiftIdentifier.escaped($0.name) }
        let typedCase = source.typedCases.first { $0.identifier == identifier }.map { SwiftIdentifier.escaped($0.name) }
        let segue = placeholders ? (use.inShouldPerform ? "identifier" : "segue") : use.segueExpression ?? "segue"
        switch use.kind {
        case .performSegue:
            guard let segueCase else { return nil }
            let sender = placeholders ? "nil" : use.sender ?? "nil"
            return "performSegue(.\(segueCase), sender: \(sender))"
        case .segueComparison where use.inShouldPerform:
            return segueCase.map { "\(qualifier)Segues(rawValue: \(segue)) \(use.isNegated ? "!=" : "==") .\($0)" }
        case .segueComparison where !use.isNegated:
            return typedCase.map { "case .\($0)(let destination) = \(qualifier)TypedSegue(\(segue))" }
        case .segueComparison:
            return segueCase.map { "\(segue).identifier != \(qualifier)Segues.\($0).rawValue" }
        case .segueCase where use.inShouldPerform:
            return segueCase.map { "case .\($0):  // in `switch \(qualifier)Segues(rawValue: \(segue))`" }
        case .segueCase:
            return typedCase.map { "case .\($0)(let destination):  // in `switch \(qualifier)TypedSegue(\(segue))`" }
        default:
            return nil
        }
    }

    /// A scene instantiated by its storyboard ID.
    private func scene(_ identifier: String, _ use: MigrationScan.Use, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        if let named = use.storyboard, sceneClasses[named] == nil, storyboards[named] == nil {
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
            (storyboard == use.storyboard ? 0 : 1, holdsCaller(storyboard) ? 0 : 1, storyboard)
        }
        let candidates = sceneClasses.keys.filter { sceneClasses[$0]?[identifier] != nil }.sorted { rank($0) < rank($1) }
        guard let storyboardName = candidates.first, let className = sceneClasses[storyboardName]?[identifier] else {
            return Resolution(status: .stale, note: "no scene has this storyboard ID in the storyboards read")
        }
        // `self.storyboard` is the storyboard the object's own scene came from: which one, only its class's scenes tell.
        let holdingCaller = candidates.filter(holdsCaller)
        if use.fromOwnStoryboard, candidates.count > 1, holdingCaller.count != 1 {
            return Resolution(note: "\(candidates.map { "\($0).storyboard" }.joined(separator: ", ")) each have a scene with this ID, "
                              + "and no scene of \(use.enclosingType ?? "the type") tells which storyboard `storyboard` is")
        }
        var resolution = Resolution(status: .resolved)
        if let named = use.storyboard, named != storyboardName {
            // Instantiating it from the storyboard the code names crashes: stale, with where the scene is.
            resolution.status = .stale
            resolution.note = "\(named).storyboard has no scene with this ID; \(storyboardName).storyboard has one"
        } else if use.storyboard == nil, candidates.count > 1, !(use.fromOwnStoryboard && holdingCaller.count == 1) {
            resolution.note = "\(candidates.map { "\($0).storyboard" }.joined(separator: ", ")) each have a scene with this ID: the first is named"
        }
        if let storyboard = storyboards[storyboardName], let scene = storyboard.scenes.first(where: { $0.identifier == identifier }) {
            if let mismatch = frameworkMismatch(storyboard, use) {
                resolution.note = [resolution.note, mismatch].compactMap { $0 }.joined(separator: "; ")
            } else {
                resolution.replacement = "try \(model.name).\(storyboard.namespace).\(SwiftIdentifier.escaped(scene.name))"
                    + Self.instantiate(creator: use.creator, placeholders: placeholders)
            }
        }
        resolution.cast = use.castClass.map { hierarchy.cast(className, to: $0) }
        return resolution
    }

    /// The initial scene of a storyboard named by a literal.
    private func initialScene(_ storyboardName: String, _ use: MigrationScan.Use, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        guard let storyboard = storyboards[storyboardName] else {
            return use.inOtherBundle ? Resolution(note: "the storyboard is in another bundle")
                : Resolution(status: .stale, note: "no storyboard has this name among the files read")
        }
        guard let initialClass = storyboard.initialClass else {
            return Resolution(status: .stale, note: "\(storyboardName).storyboard has no initial scene")
        }
        if let mismatch = frameworkMismatch(storyboard, use) {
            return Resolution(status: .resolved, note: mismatch, cast: use.castClass.map { hierarchy.cast(initialClass, to: $0) })
        }
        var resolution = Resolution(status: .resolved, replacement: "try \(model.name).\(storyboard.namespace).initial"
                                    + Self.instantiate(creator: use.creator, placeholders: placeholders))
        resolution.cast = use.castClass.map { hierarchy.cast(initialClass, to: $0) }
        return resolution
    }

    /// Why the generated code cannot name `storyboard` where `use` is: the storyboard is one framework's, and the code is
    /// written for the other (two storyboards of one name, one per platform: the generated code names one of them).
    private func frameworkMismatch(_ storyboard: GenerationModel.Storyboard, _ use: MigrationScan.Use) -> String? {
        guard let framework = use.framework, framework != storyboard.framework else { return nil }
        func name(_ framework: GenerationModel.Framework) -> String { framework == .uiKit ? "UIKit" : "AppKit" }
        return "the generated code names \(storyboard.name).storyboard, which is \(name(storyboard.framework))'s, and this code is \(name(framework))'s: "
            + "generate the other platform's storyboards on their own"
    }

    /// The typed scene's call: `.instantiate()`, or with the code's creator, `.instantiate(creator: { coder in … })`.
    private static func instantiate(creator: String?, placeholders: Bool) -> String {
        guard let creator else { return ".instantiate()" }
        return ".instantiate(creator: \(placeholders ? "{ _ in nil }" : creator))"
    }

    /// A storyboard made by its name.
    private func storyboardName(_ storyboardName: String, _ use: MigrationScan.Use) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        guard let storyboard = storyboards[storyboardName] else {
            return use.inOtherBundle ? Resolution(note: "the storyboard is in another bundle")
                : Resolution(status: .stale, note: "no storyboard has this name among the files read")
        }
        if let mismatch = frameworkMismatch(storyboard, use) { return Resolution(status: .resolved, note: mismatch) }
        let bundle = use.inOtherBundle ? use.bundle.map { ", bundle: \($0)" } ?? "" : ""
        let callee = use.callee ?? "UIStoryboard"
        return Resolution(status: .resolved, replacement: "\(callee)(\(model.name).\(SwiftIdentifier.escaped(storyboard.caseName))\(bundle))")
    }

    /// A nib loaded by its name.
    private func nib(_ nibName: String, _ use: MigrationScan.Use, placeholders: Bool) -> Resolution {
        if use.inOtherBundle { return Resolution(note: "the nib is in another bundle") }
        guard readsNibs else { return Resolution(note: "no XIB was read") }
        guard let caseName = nibs[nibName] else { return Resolution(status: .stale, note: "no XIB has this name among the files read") }
        let nib = "\(model.nibsName).\(SwiftIdentifier.escaped(caseName))"
        // `override var nibName: String? { "Cell" }`: the property returns the generated nib's name.
        guard let callee = use.callee else { return Resolution(status: .resolved, replacement: "\(nib).name") }
        let label = use.nameLabel
        var arguments = [(label.map { "\($0): " } ?? "") + "\(nib).name"]
        for (label, text) in use.nibArguments {
            let value = label == "bundle" ? "\(nib).bundle" : placeholders ? "nil" : text
            arguments.append("\(label): \(value)")
        }
        // `init(windowNibName:)` looks in the main bundle and takes none.
        if !use.nibArguments.contains(where: { $0.label == "bundle" }), label == "nibName" || label == "nibNamed" {
            arguments.append("bundle: \(nib).bundle")
        }
        return Resolution(status: .resolved, replacement: "\(callee)(\(arguments.joined(separator: ", ")))")
    }

    /// A cast of a segue's destination that no comparison ties to one segue: it holds when one of the class's segues
    /// leads to the class cast to, and fails when none can.
    private func destinationCastOfAnySegue(_ use: MigrationScan.Use) -> Resolution {
        var resolution = Resolution(note: "no identifier comparison or `case` around the cast says which segue it is for")
        let written = use.castClass ?? ""
        let ends: [(direct: String, reached: String?)] = use.enclosingType.flatMap { destinations[$0] }.map { Array($0.values.joined()) } ?? []
        resolution.cast = cast(to: written, among: ends, throughContainer: use.throughContainer)
        if resolution.cast?.matches == true {
            resolution.note! += "; a segue of \(use.enclosingType ?? "the class") leads to \(resolution.cast?.storyboard ?? written)"
        }
        return resolution
    }

    /// A cast of a segue's destination, written for the segue `identifier`.
    private func destinationCast(_ identifier: String, _ use: MigrationScan.Use) -> Resolution {
        let written = use.castClass ?? ""
        let own = use.enclosingType.flatMap { destinations[$0]?[identifier] }
        let ends = own ?? destinations.keys.sorted().lazy.compactMap { destinations[$0]?[identifier] }.first ?? []
        guard !ends.isEmpty else {
            // An unwind segue, or one to a storyboard not read: no class to hold the cast against.
            let status: StringUse.Status = readsStoryboards && !segueIdentifiers.contains(identifier) ? .stale : .unknown
            let note = !readsStoryboards ? "no storyboard was read"
                : status == .stale ? "no segue has this identifier in the storyboards read"
                : "the segue leads to no scene of the storyboards read"
            return Resolution(status: status, note: note, cast: StringUse.Cast(written: written, storyboard: nil, matches: nil))
        }
        var resolution = Resolution(status: .resolved, cast: cast(to: written, among: ends, throughContainer: use.throughContainer))
        if own == nil, let enclosing = use.enclosingType {
            resolution.note = "a segue of another class's scenes, not of \(enclosing)'s"
        } else if let source = use.enclosingType.flatMap({ sources[$0] }),
                  let typed = source.typedCases.first(where: { $0.identifier == identifier }) {
            resolution.note = "`case .\(SwiftIdentifier.escaped(typed.name))(let destination)` of `TypedSegue(segue)` has it as \(typed.className)"
        }
        return resolution
    }

    /// The cast to `written` of the controllers segues lead to (through a container with `throughContainer`): it holds
    /// when one of them is a `written`, and fails when none can be.
    private func cast(to written: String, among ends: [(direct: String, reached: String?)], throughContainer: Bool) -> StringUse.Cast {
        let classes = Array(Set(ends.compactMap { throughContainer ? $0.reached : $0.direct })).sorted()
        let casts = classes.map { hierarchy.cast($0, to: written) }
        if let holding = casts.first(where: { $0.matches == true }) { return holding }
        guard !classes.isEmpty else { return StringUse.Cast(written: written, storyboard: nil, matches: nil) }
        let fails = casts.allSatisfy { $0.matches == false }
        return StringUse.Cast(written: written, storyboard: classes.joined(separator: " or "), matches: fails ? false : nil)
    }
}
