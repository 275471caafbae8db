import PreparedStoryboards

/// What the generated Swift declares, worked out from a catalog before any
/// text is written: the storyboards with their Swift names, the scenes code
/// can instantiate, and each source class's segues with the class their
/// context reaches. Everything in it is sorted, so the text is the same for
/// the same files.
struct GenerationModel {
    /// The UI framework a storyboard's classes belong to.
    enum Framework: CaseIterable {
        case uiKit, appKit

        init(_ platform: InterfacePlatform) {
            self = platform == .macOS ? .appKit : .uiKit
        }
    }

    /// One storyboard file.
    struct Storyboard {
        /// The file's name, the `StoryboardName` raw value (`Main`).
        let name: String
        /// Its path relative to the location it was found at, for the header.
        let file: String
        /// The `Storyboards` case (`main`), unescaped.
        let caseName: String
        /// The type that holds its scenes (`MainScene`).
        let namespace: String
        let framework: Framework
        let platform: InterfacePlatform
        /// The class of the initial scene; `nil` when the storyboard has none.
        let initialClass: String?
        /// The scenes with a storyboard ID, sorted by ID: code instantiates each as its custom class,
        /// or as the framework's class of its kind.
        let scenes: [Scene]
        /// The segues with an identifier whose source has no custom class, sorted by identifier.
        var sceneSegues: [SceneSegue] = []
        /// The prototypes of scenes without a custom class.
        var prototypes: [Prototype] = []
        /// Every scene of a custom class, for the check of the built bundle, in file order.
        var classChecks: [ClassCheck] = []
        /// The objects, connections and resources the bundle check asks the platform about.
        var connectionChecks = ConnectionChecks()
    }

    /// A scene's custom class, as the generated code names it and as UIKit or AppKit looks it up at run time.
    struct ClassCheck {
        /// The scene as a message names it: its class, with its storyboard ID when it has one.
        let scene: String
        let className: String
        /// `Module.Class`; `nil` for a class of the storyboard's target when the code's module is not given.
        let runtimeName: String?
    }

    /// A segue with an identifier from a scene without a custom class: no class to declare its
    /// identifiers in, so the storyboard's scenes type does.
    struct SceneSegue {
        /// The case's name, unescaped.
        let name: String
        let identifier: String
        /// Its source, its kind and where it leads (`from navigation controller Navigation: show to ProfileController`).
        let description: String
    }

    /// A scene code instantiates by its storyboard ID.
    struct Scene {
        /// The member's name (`contactDetailsController`), unescaped.
        let name: String
        let identifier: String
        /// The class as the generated code spells it.
        let className: String
    }

    /// The segues of one source class, from every scene that has the class.
    struct Source {
        let className: String
        let framework: Framework
        /// The storyboards the segues are in.
        let storyboards: [String]
        /// The segues code performs by identifier, sorted by it.
        let cases: [SegueCase]
        /// The segues `prepare(for:sender:)` tells apart: by identifier, sorted by it (embed segues
        /// included), then those without identifier by the one class they reach, sorted by class.
        let typedCases: [TypedCase]
        /// The segues code cannot perform by identifier, described.
        let others: [String]
    }

    /// A case of a source's `TypedSegue`: a segue, or the segues without identifier that reach one class.
    struct TypedCase {
        /// The case's name, unescaped.
        let name: String
        /// The identifier it matches; `nil` for segues without identifier, matched by ``className``.
        let identifier: String?
        /// Its kind and where it leads.
        let description: String
        /// The class of the controller the case carries, as the generated code names it.
        let className: String
    }

    /// A segue identifier of one source class.
    struct SegueCase {
        /// The case's name, unescaped.
        let name: String
        let identifier: String
        /// Its kind and where it leads (`show to ContactDetailsController`).
        let description: String
        /// The one class the context reaches, when there is exactly one: what the typed helper's closure takes.
        let destination: Destination?
    }

    /// The controller a segue's context reaches, for the typed helper's closure.
    struct Destination: Hashable {
        /// The scene's class, as the generated code names it: what the closure takes.
        let className: String
        /// Whether the scene is a hosting controller, whose model a
        /// `PreparedHostingController` hands to the closure when it takes the model's class.
        let isHosting: Bool
    }

    /// The name of the `StoryboardName` enum (`Storyboards`).
    let name: String
    let storyboards: [Storyboard]
    let segueSources: [Source]
    /// The prototypes of each scene class, sorted by class.
    let prototypeOwners: [PrototypeOwner]
    /// The prototypes' custom classes of each framework, sorted.
    var prototypeClasses: [Framework: [String]] {
        var classes: [Framework: Set<String>] = [:]
        for owner in prototypeOwners {
            classes[owner.framework, default: []].formUnion(owner.prototypes.filter(\.hasCustomClass).map(\.className))
        }
        for storyboard in storyboards {
            classes[storyboard.framework, default: []].formUnion(storyboard.prototypes.filter(\.hasCustomClass).map(\.className))
        }
        return classes.mapValues { $0.sorted() }
    }
    /// The scene classes of each framework, sorted.
    let sceneClasses: [Framework: [String]]
    /// The custom classes of each framework's other objects (views, controls, gesture recognizers, custom
    /// segues, objects; not scenes, prototypes or first responder placeholders), sorted.
    let objectClasses: [Framework: [String]]
    /// The nib files, sorted by name, with their typed cells and views.
    let nibs: [Nib]
    /// The custom classes of each framework's nibs (File's Owner and every object that names a module), sorted.
    let nibClasses: [Framework: [String]]
    /// The name of the `NibName` enum: `Nibs` beside `Storyboards`, `AppNibs` beside `AppStoryboards`.
    let nibsName: String
    /// The namespaces of the nibs' typed cells and views, `Cell` and `View`, or other names when a class or module the
    /// nibs name has one of them: inside the `NibName` enum's extension, a namespace would hide the class.
    let nibNamespaces: (cell: String, view: String)
    /// The modules of classes from outside the generated code's module, sorted.
    let imports: [String]
    /// The framework modules each UI framework's part imports besides UIKit or AppKit, for the framework classes its
    /// scenes are typed as (`AVKit` for an `<avPlayerViewController>`).
    let frameworkImports: [Framework: [String]]
    /// The storyboards and nibs read that have the name of another one and were not used, each as the header names it:
    /// a localized copy with whether it differs from the copy used.
    let skippedFiles: [String]
    /// The storyboard IDs and segue identifiers a localized copy lacks, which the generated code leaves out.
    let leftOut: LackingNames

    /// Works out the declarations for `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: The storyboards read.
    ///   - files: The name of each document's file for the header, index for index.
    ///   - paths: Each document's full path, index for index: which of two files with one name is used.
    ///   - module: The module the generated code is compiled into.
    ///   - name: The name of the `StoryboardName` enum.
    init(_ catalog: InterfaceCatalog, files: [String], paths: [String], module: String?, name: String = "Storyboards") {
        self.name = name
        var naming = ClassNaming(module: module)
        let (used, skipped, lacking) = Self.usedDocuments(of: catalog, files: files, paths: paths)
        leftOut = lacking.values.reduce(into: LackingNames()) { $0.formUnion($1) }
        var storyboards: [Storyboard]
        (storyboards, sceneClasses) = Self.storyboards(used, of: catalog, files: files, enumName: name, module: module,
                                                       lackingIdentifiers: lacking.mapValues(\.storyboardIdentifiers), naming: &naming)
        var frameworkImports: [Framework: Set<String>] = [:]
        for index in used {
            let document = catalog.documents[index]
            for controller in document.controllers where controller.customClass == nil {
                if let module = FrameworkClasses.controllerModule(of: controller.kind, on: document.platform) {
                    frameworkImports[Framework(document.platform), default: []].insert(module)
                }
            }
        }
        self.frameworkImports = frameworkImports.mapValues { $0.sorted() }
        objectClasses = Self.objectClasses(used, of: catalog, naming: &naming)
        let sceneSegues: [String: [SceneSegue]]
        (segueSources, sceneSegues) = Self.segueSources(of: StoryboardGraph(catalog), documents: Set(used),
                                              lackingSegues: lacking.mapValues(\.segueIdentifiers), naming: &naming)
        let prototypes: [String: [Prototype]]
        (prototypeOwners, prototypes) = Self.prototypes(used, of: catalog, module: module, naming: &naming)
        for index in storyboards.indices {
            storyboards[index].sceneSegues = sceneSegues[storyboards[index].name] ?? []
            storyboards[index].prototypes = prototypes[storyboards[index].name] ?? []
        }
        self.storyboards = storyboards
        let skippedNibs: [String]
        (nibs, skippedNibs, nibClasses) = Self.nibs(catalog, module: module, naming: &naming)
        let nibNames = nibClasses.values.joined().flatMap { $0.split(separator: ".").map(String.init) }
        let namespaces = SwiftIdentifier.unique(["Cell", "View"], reserved: Set(nibNames))
        nibNamespaces = (namespaces[0], namespaces[1])
        nibsName = name.hasSuffix("Storyboards") ? String(name.dropLast("Storyboards".count)) + "Nibs" : name + "Nibs"
        imports = naming.imports.sorted()
        skippedFiles = (skipped + skippedNibs).sorted()
    }

    /// The custom classes of the objects of `used` that are neither scenes, prototypes nor first responder
    /// placeholders, by framework, sorted.
    private static func objectClasses(_ used: [Int], of catalog: InterfaceCatalog, naming: inout ClassNaming) -> [Framework: [String]] {
        var classes: [Framework: Set<String>] = [:]
        for index in used {
            let document = catalog.documents[index]
            for scene in document.scenes {
                // An Objective-C class (no module named) may not be visible to Swift: the bundle check looks it up by name only.
                for object in scene.otherObjects where object.namesModule {
                    guard let className = naming.name(of: object) else { continue }
                    classes[Framework(document.platform), default: []].insert(className)
                }
            }
        }
        return classes.mapValues { $0.sorted() }
    }

    /// The storyboards with their Swift names and scenes, and the scene classes of each framework.
    private static func storyboards(
        _ used: [Int], of catalog: InterfaceCatalog, files: [String], enumName: String, module: String?,
        lackingIdentifiers: [Int: Set<String>], naming: inout ClassNaming
    ) -> ([Storyboard], [Framework: [String]]) {
        let names = used.map { catalog.documents[$0].name }
        let caseNames = SwiftIdentifier.unique(names.map(SwiftIdentifier.lowerCamel), reserved: ["name", "bundle", "appClasses", "checkBundle"])
        // A scene namespace is declared in `Storyboards` beside its cases, named after its file with `Scene`
        // (`MainScene`, `_3DTouchScene`), so never as a case; named as a class, a module or a type the
        // generated code names, it would hide it inside `Storyboards`: it is then made unique.
        let controllers = catalog.documents.flatMap(\.controllers)
        let objects: [InterfaceObject] = catalog.documents.flatMap(\.scenes).flatMap(\.objects)
        let objectNames: [String] = objects.map(\.customClass) + objects.compactMap(\.customModule)
        let taken = Set(caseNames).union(Self.namesInStoryboards).union([enumName])
            .union(controllers.compactMap { $0.customClass?.split(separator: ".").last.map(String.init) })
            .union(controllers.compactMap { $0.customClass?.split(separator: ".").first.map(String.init) })
            .union(controllers.compactMap(\.customModule))
            .union(objectNames)
        let namespaces = SwiftIdentifier.unique(names.map { SwiftIdentifier.upperCamel($0) + "Scene" }, reserved: taken)
        var storyboards: [Storyboard] = []
        var sceneClasses: [Framework: Set<String>] = [:]
        for (position, index) in used.enumerated() {
            let document = catalog.documents[index]
            let framework = Framework(document.platform)
            var firstByIdentifier: [String: StoryboardController] = [:]
            for controller in document.controllers {
                if let customClass = naming.name(of: controller), controller.kind != .application {
                    sceneClasses[framework, default: []].insert(customClass)
                }
                guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty,
                      firstByIdentifier[identifier] == nil, lackingIdentifiers[index]?.contains(identifier) != true else { continue }
                firstByIdentifier[identifier] = controller
            }
            let identifiers = firstByIdentifier.keys.sorted()
            let identifierNames = SwiftIdentifier.unique(identifiers.map(SwiftIdentifier.lowerCamel), reserved: ["initial"])
            var scenes: [Scene] = []
            for (name, identifier) in zip(identifierNames, identifiers) {
                guard let controller = firstByIdentifier[identifier], canInstantiate(controller.kind) else { continue }
                // A scene without a custom class is the framework's class its kind says (`UINavigationController`).
                let className = naming.name(of: controller) ?? FrameworkClasses.controllerClass(of: controller.kind, on: document.platform)
                scenes.append(Scene(name: name, identifier: identifier, className: className))
            }
            let initialClass = document.initialController.map { naming.name(of: $0) ?? FrameworkClasses.controllerClass(of: $0.kind, on: document.platform) }
            let classChecks = document.controllers.compactMap { controller -> ClassCheck? in
                guard controller.kind != .application, let className = naming.name(of: controller) else { return nil }
                let customClass = controller.customClass ?? className
                let scene = controller.storyboardIdentifier.flatMap { $0 == customClass || $0.isEmpty ? nil : "\(customClass) ('\($0)')" }
                    ?? customClass
                return ClassCheck(scene: scene, className: className,
                                  runtimeName: runtimeName(customClass: controller.customClass, module: controller.customModule,
                                                           provider: controller.customModuleProvider, codeModule: module))
            }
            storyboards.append(Storyboard(
                name: document.name, file: files[index], caseName: caseNames[position], namespace: namespaces[position],
                framework: framework, platform: document.platform, initialClass: initialClass,
                scenes: scenes, classChecks: classChecks, connectionChecks: ConnectionChecks(document, module: module, naming: &naming)))
        }
        return (storyboards, sceneClasses.mapValues { $0.sorted() })
    }

    /// The class a `TypedSegue` case carries when the storyboards do not say one: any controller.
    static func baseClass(in framework: Framework) -> String {
        switch framework {
        case .uiKit: "UIViewController"
        case .appKit: "AnyObject"
        }
    }

    /// The types the code in `Storyboards` and its extensions names, which a scenes type must not hide.
    static let namesInStoryboards: Set<String> = FrameworkClasses.controllerClasses.union([
        "Storyboards", "StoryboardsBundleToken", "StoryboardName", "AppClasses", "AVKit", "Bundle", "NSCoder", "AnyClass", "String", "Sendable",
        "CaseIterable", "Foundation", "Prepared", "UIKit", "PreparedUIKit", "AppKit", "PreparedAppKit", "Swift", "Bool", "MainActor",
        "Segues", "SegueName", "ClassSegueName", "PreparedResources", "TypedSegue", "SegueMatch", "UnmatchedSegue", "Prototype", "CellPrototype",
        "SupplementaryViewPrototype", "TypedScene", "UIStoryboardSegue", "NSStoryboardSegue",
        "StoryboardBundleCheck", "StoryboardBundleReport", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "NSTableCellView",
    ])

    /// Whether code can instantiate a scene of this kind as its custom class.
    private static func canInstantiate(_ kind: StoryboardController.Kind) -> Bool {
        switch kind {
        case .application, .storyboardReference, .unknown: false
        default: true
        }
    }
}
