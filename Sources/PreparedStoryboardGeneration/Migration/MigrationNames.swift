import PreparedStoryboards

/// The names the storyboards and XIBs read have, and what the generated code calls each: what `migrate` holds a
/// string use against, and where it finds its replacement.
struct MigrationNames {
    let model: GenerationModel
    let readsStoryboards: Bool
    let readsNibs: Bool
    /// Every segue identifier the storyboards read have, unwind segues and segues to storyboards not read included.
    let segueIdentifiers: Set<String>
    /// The storyboard IDs and segue identifiers a localized copy lacks, which the generated code leaves out.
    let lackingInACopy: GenerationModel.LackingNames
    /// The storyboards by file name, for their generated names.
    let storyboards: [String: GenerationModel.Storyboard]
    /// Each storyboard's storyboard IDs, with the class of the scene that has it: for a storyboard reference's ID, the
    /// class of the scene it leads to, `nil` when that scene is not among the files read.
    let sceneClasses: [String: [String: String?]]
    /// The segue sources by class, without module.
    let segueSources: [String: GenerationModel.Source]
    /// Where each segue leads, by its source's class (without module; `""` for a scene without one) and identifier
    /// (`""` for none): the class its destination has, and the one class a container there shows.
    let destinations: [String: [String: [(direct: String, reached: String?)]]]
    /// The scene classes of each storyboard, without module.
    let classesByStoryboard: [String: Set<String>]
    /// The segue identifiers of each scene class's scenes, without module, as the files have them (the generated code
    /// leaves out those a localized copy lacks; UIKit and AppKit find them in the copy used).
    let seguesByClass: [String: Set<String>]
    /// The nibs' generated names by file name.
    let nibs: [String: String]
    /// The classes' superclasses, for the casts.
    let hierarchy: ClassHierarchy

    init(_ catalog: InterfaceCatalog, name: String, hierarchy: ClassHierarchy) {
        self.hierarchy = hierarchy
        model = GenerationModel(catalog, files: catalog.files, paths: catalog.paths, module: nil, name: name)
        readsStoryboards = !catalog.documents.isEmpty
        segueIdentifiers = Set(catalog.documents.flatMap { $0.segues.compactMap(\.identifier) })
        lackingInACopy = model.leftOut
        readsNibs = !catalog.nibs.isEmpty
        storyboards = Dictionary(model.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        segueSources = Dictionary(model.segueSources.map { (StringUse.Cast.bare($0.className), $0) }, uniquingKeysWith: { first, _ in first })
        nibs = Dictionary(model.nibs.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })
        var classesByStoryboard: [String: Set<String>] = [:]
        var seguesByClass: [String: Set<String>] = [:]
        for document in catalog.documents {
            for scene in document.scenes {
                guard let customClass = scene.controller?.customClass else { continue }
                seguesByClass[StringUse.Cast.bare(customClass), default: []].formUnion(scene.segues.compactMap(\.identifier))
            }
            for controller in document.controllers {
                if let customClass = controller.customClass { classesByStoryboard[document.name, default: []].insert(StringUse.Cast.bare(customClass)) }
            }
        }
        sceneClasses = Self.sceneClasses(catalog)
        self.classesByStoryboard = classesByStoryboard
        self.seguesByClass = seguesByClass
        destinations = Self.destinations(StoryboardGraph(catalog))
    }

    /// Each storyboard's storyboard IDs with the class of the scene that has it, the first of each ID. A storyboard
    /// reference's ID has the class of the scene it leads to.
    private static func sceneClasses(_ catalog: InterfaceCatalog) -> [String: [String: String?]] {
        var classes: [String: [String: String?]] = [:]
        var initialClasses: [String: String] = [:]
        func className(_ controller: StoryboardController, in document: StoryboardDocument) -> String {
            controller.customClass ?? FrameworkClasses.controllerClass(of: controller.kind, on: document.platform)
        }
        for document in catalog.documents {
            if let initial = document.initialController, initial.reference == nil { initialClasses[document.name] = className(initial, in: document) }
            for controller in document.controllers where controller.reference == nil {
                guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty, classes[document.name]?[identifier] == nil else { continue }
                classes[document.name, default: [:]][identifier] = className(controller, in: document)
            }
        }
        for document in catalog.documents {
            for controller in document.controllers {
                guard let reference = controller.reference, let identifier = controller.storyboardIdentifier, !identifier.isEmpty,
                      classes[document.name]?[identifier] == nil else { continue }
                let target = reference.storyboardName ?? document.name
                let referenced = reference.referencedIdentifier.map { classes[target]?[$0] ?? nil } ?? initialClasses[target]
                classes[document.name, default: [:]][identifier] = .some(referenced)
            }
        }
        return classes
    }

    /// Where each segue with an identifier leads, by its source's class and identifier.
    private static func destinations(_ graph: StoryboardGraph) -> [String: [String: [(direct: String, reached: String?)]]] {
        var found: [String: [String: [(direct: String, reached: String?)]]] = [:]
        for (position, node) in graph.nodes.enumerated() {
            let source = node.controller.customClass.map(StringUse.Cast.bare) ?? ""
            for segue in graph.segues(from: position) where !segue.isRelationship {
                // A segue without identifier is kept under `""`, for a cast no comparison ties to one segue.
                let identifier = segue.identifier ?? ""
                guard case .node(let target) = graph.end(of: segue, in: node.document),
                      let followed = graph.followingReference(target) else { continue }
                func className(_ node: Int) -> String {
                    let controller = graph.nodes[node].controller
                    return controller.customClass
                        ?? FrameworkClasses.controllerClass(of: controller.kind, on: graph.catalog.documents[graph.nodes[node].document].platform)
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
        switch (scanned.form, scanned.literal) {
        case (.performedSegue(let performed), let literal?):
            resolution = performedSegue(literal, scanned, performed, placeholders: placeholderArguments)
        case (.identifier(let identifier), let literal?):
            resolution = segue(literal, scanned, identifier, placeholders: placeholderArguments)
        case (.scene(let scene), let literal?) where scene.isInitial:
            resolution = initialScene(literal, scanned, scene, placeholders: placeholderArguments)
        case (.scene(let scene), let literal?):
            resolution = self.scene(literal, scanned, scene, placeholders: placeholderArguments)
        case (.storyboard(let call), let literal?):
            resolution = storyboardName(literal, call)
        case (.nib(let nib), let literal?):
            resolution = self.nib(literal, nib, placeholders: placeholderArguments)
        case (.destinationCast(let cast), let literal?):
            resolution = destinationCast(literal, scanned, cast)
        case (.destinationCast(let cast), nil):
            resolution = destinationCastOfAnySegue(scanned, cast)
        case (_, nil):
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
                         status: resolution.status, replacement: resolution.replacement, note: resolution.note, cast: resolution.cast,
                         literalBytes: scanned.literalBytes,
                         rewrite: rewrite(of: scanned, resolution))
    }

    struct Resolution {
        var status = StringUse.Status.unknown
        var replacement: String?
        var note: String?
        var cast: StringUse.Cast?
    }
}
