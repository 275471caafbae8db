import PreparedStoryboards

extension GenerationModel {
    /// One nib (`.xib`) file.
    struct Nib {
        /// The file's name, the `NibName` raw value (`ContactCell`).
        let name: String
        /// Its path relative to the location it was found at, for the header.
        let file: String
        /// The `Nibs` case (`contactCell`), unescaped.
        let caseName: String
        let framework: Framework
        let platform: InterfacePlatform
        /// What it holds, for the case's comment: File's Owner's class, and each top-level object's.
        let summary: String
        /// Its top-level cells: a `NibCell` each, of its custom class, or of its framework's class when it names none
        /// or names an Objective-C class.
        var cells: [TypedObject] = []
        /// Its top-level views of a custom class Swift can name: a `NibView` each.
        var views: [TypedObject] = []
        /// File's Owner's class when it names a module, and each object's, for the check of the built bundle.
        var classChecks: [NibClassCheck] = []
        /// The outlets, actions and resources the bundle check asks the platform about.
        var connectionChecks = ConnectionChecks()
    }

    /// A class a nib names, as the generated code names it and as UIKit or AppKit looks it up at run time.
    struct NibClassCheck {
        /// The class as the generated code spells it; `nil` for an object's class the nib names without a module (an
        /// Objective-C class, which Swift may not see): it is looked up by its name only.
        let className: String?
        /// `Module.Class`; `nil` for a class of the nib's target when the code's module is not given.
        let runtimeName: String?
        /// The object's `id` (`-1` for File's Owner on iOS) and element (`File's Owner` for it).
        let id: String
        let element: String
    }

    /// A nib's top-level object of a custom class, typed.
    struct TypedObject {
        /// The member's name, unescaped.
        var member: String
        let className: String
        /// The cell's reuse identifier; `nil` for a view, or a cell the nib gives none (its nib's name then).
        let reuseIdentifier: String?
    }

    /// The cells and reusable views (a collection's header or footer) a nib can hold as its top-level object, which a
    /// table or collection view registers, with the framework's class of each. AppKit's collection view item is a view
    /// controller, registered and made by identifier as a cell is.
    static let nibCellElements: [String: String] = [
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableCellView": "NSTableCellView",
        "collectionViewItem": "NSCollectionViewItem",
    ]

    /// Whether a nib's top-level object of element `element` is a view `NibView` can make (UIKit's `view`, AppKit's
    /// `customView`, a control).
    static func isView(_ element: String) -> Bool {
        element == "view" || element.hasSuffix("View")
            || ["label", "button", "textField", "switch", "slider", "segmentedControl", "control", "stepper"].contains(element)
    }

    /// The nibs with their Swift names and typed objects, sorted by name, one of each name (``usedNibs(of:)``); the
    /// header's line for each nib left out; and the classes of each framework's nibs: File's Owner and every object of a
    /// custom class that names a module.
    static func nibs(_ catalog: InterfaceCatalog, module: String?,
                     naming: inout ClassNaming) -> (nibs: [Nib], skipped: [String], classes: [Framework: [String]]) {
        let (used, skipped) = usedNibs(of: catalog)
        // The cases live beside `nibClasses`, `checkBundle` and the `Cell` and `View` namespaces: no case is named as one,
        // nor differs from one by case alone.
        let caseNames = SwiftIdentifier.unique(used.map { SwiftIdentifier.lowerCamel(catalog.nibs[$0].name) },
                                               reserved: ["name", "bundle", "nibClasses", "checkBundle", "cell", "view"])
        var nibs: [Nib] = []
        var classes: [Framework: Set<String>] = [:]
        for (position, index) in used.enumerated() {
            let document = catalog.nibs[index]
            let framework = Framework(document.platform)
            var nib = Nib(name: document.name, file: catalog.nibPaths[index], caseName: caseNames[position], framework: framework,
                          platform: document.platform, summary: Self.summary(of: document))
            if let owner = document.filesOwner, owner.customModuleProvider == "target" || !(owner.customModule ?? "").isEmpty,
               let className = naming.name(of: owner) {
                classes[framework, default: []].insert(className)
                nib.classChecks.append(NibClassCheck(className: className, runtimeName: runtimeName(
                    customClass: owner.customClass, module: owner.customModule, provider: owner.customModuleProvider, codeModule: module),
                    id: owner.id, element: "File's Owner"))
            }
            for object in document.objects {
                // An object's class named without a module is looked up by that name, as loading the nib looks it up.
                // File's Owner's is not: loading the nib makes no File's Owner.
                guard object.namesModule else {
                    nib.classChecks.append(NibClassCheck(className: nil, runtimeName: object.customClass, id: object.id, element: object.element))
                    continue
                }
                guard let className = naming.name(of: object) else { continue }
                classes[framework, default: []].insert(className)
                nib.classChecks.append(NibClassCheck(className: className, runtimeName: runtimeName(
                    customClass: object.customClass, module: object.customModule, provider: object.customModuleProvider, codeModule: module),
                    id: object.id, element: object.element))
            }
            nib.connectionChecks = ConnectionChecks(document, naming: &naming)
            for object in document.topLevelObjects {
                let namesModule = object.customModuleProvider == "target" || !(object.customModule ?? "").isEmpty
                    || (object.customClass ?? "").contains(".")
                // A cell without a custom class, or of an Objective-C class Swift may not see, is typed as its framework's.
                if let frameworkClass = nibCellElements[object.element] {
                    let className = namesModule ? naming.name(of: object) ?? frameworkClass : frameworkClass
                    nib.cells.append(TypedObject(member: "", className: className, reuseIdentifier: object.reuseIdentifier))
                    continue
                }
                guard namesModule, let className = naming.name(of: object), isView(object.element),
                      // Two top-level views of one class (one for iPhone, one for iPad) are one typed value: the first.
                      !nib.views.contains(where: { $0.className == className }) else { continue }
                nib.views.append(TypedObject(member: "", className: className, reuseIdentifier: nil))
            }
            nibs.append(nib)
        }
        Self.nameMembers(of: &nibs)
        return (nibs, skipped, classes.mapValues { $0.sorted() })
    }

    /// Names each nib's cells and views: the nib's case name for its one cell or view, its class's name otherwise;
    /// unique among each framework's cells, and among its views.
    private static func nameMembers(of nibs: inout [Nib]) {
        for framework in Framework.allCases {
            for kind: WritableKeyPath<Nib, [TypedObject]> in [\.cells, \.views] {
                var places: [(nib: Int, object: Int)] = []
                var names: [String] = []
                for nibIndex in nibs.indices where nibs[nibIndex].framework == framework {
                    let objects = nibs[nibIndex][keyPath: kind]
                    for objectIndex in objects.indices {
                        places.append((nibIndex, objectIndex))
                        names.append(objects.count == 1 ? nibs[nibIndex].caseName : SwiftIdentifier.lowerCamel(objects[objectIndex].className))
                    }
                }
                for (place, name) in zip(places, SwiftIdentifier.unique(names)) {
                    nibs[place.nib][keyPath: kind][place.object].member = name
                }
            }
        }
    }

    /// `File's Owner NoteEditorController; tableViewCell ContactCell 'contact'`, for the nib's comment.
    private static func summary(of document: NibDocument) -> String {
        var parts: [String] = []
        if let owner = document.filesOwner?.customClass { parts.append("File's Owner \(owner)") }
        for object in document.topLevelObjects {
            guard let customClass = object.customClass else { continue }
            parts.append([object.element, customClass, object.reuseIdentifier.map { "'\($0)'" }].compactMap { $0 }.joined(separator: " "))
        }
        return parts.joined(separator: "; ")
    }
}
