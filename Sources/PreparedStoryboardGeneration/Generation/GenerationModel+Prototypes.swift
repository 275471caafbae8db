import PreparedStoryboards

extension GenerationModel {
    /// A prototype cell or reusable view, as its scene class's `Prototype` enum declares it.
    struct Prototype {
        /// The member's name (`contactCell`), unescaped.
        let name: String
        /// The storyboard, the scene and the identifier, for the `CellPrototype`'s messages.
        let storyboard: String
        let scene: String
        let identifier: String
        /// The class as the generated code spells it: the custom class, or the framework's class of its kind.
        let className: String
        /// For a supplementary view, its element kind's value; `nil` for a cell.
        let elementKind: String?
        /// The name UIKit or AppKit looks its custom class up by at run time (`Module.Class`); `nil` for
        /// the framework's class, or a class of the target when the generated code's module is not given.
        let runtimeName: String?
        /// What it is, for its doc comment (`table view cell ContactCell`).
        let description: String
        /// Whether the storyboard names a custom class, rather than the framework's.
        let hasCustomClass: Bool
    }

    /// The prototypes a scene class declares, from every scene that has the class.
    struct PrototypeOwner {
        let className: String
        let framework: Framework
        /// The storyboards the prototypes are in.
        let storyboards: [String]
        let prototypes: [Prototype]
    }

    /// The prototypes of the scenes of `used`: those of scenes with a custom class by class, sorted
    /// by class, and those of scenes without one by storyboard name (the storyboard's scenes type
    /// declares them). Members are sorted by scene, then in file order, and named uniquely within their type.
    static func prototypes(
        _ used: [Int], of catalog: InterfaceCatalog, module: String?, naming: inout ClassNaming
    ) -> (owners: [PrototypeOwner], byStoryboard: [String: [Prototype]]) {
        var byClass: [String: (framework: Framework, storyboards: [String], found: [FoundPrototype])] = [:]
        var byStoryboard: [String: [FoundPrototype]] = [:]
        for index in used {
            let document = catalog.documents[index]
            let framework = Framework(document.platform)
            for scene in document.scenes where !scene.prototypes.isEmpty {
                let owner = scene.controller.flatMap { naming.name(of: $0) }
                let sceneName = scene.controller.flatMap { $0.customClass ?? $0.storyboardIdentifier } ?? scene.id
                let found = scene.prototypes.map { prototype in
                    FoundPrototype(storyboard: document.name, scene: sceneName, prototype: prototype,
                                   className: naming.name(of: prototype) ?? prototype.kind.frameworkClass,
                                   runtimeName: runtimeName(customClass: prototype.customClass, module: prototype.customModule,
                                                            provider: prototype.customModuleProvider, codeModule: module))
                }
                if let owner {
                    var entry = byClass[owner] ?? (framework, [], [])
                    if !entry.storyboards.contains(document.name) { entry.storyboards.append(document.name) }
                    entry.found += found
                    byClass[owner] = entry
                } else {
                    byStoryboard[document.name, default: []] += found
                }
            }
        }
        let owners = byClass.keys.sorted().compactMap { className -> PrototypeOwner? in
            guard let entry = byClass[className] else { return nil }
            return PrototypeOwner(className: className, framework: entry.framework, storyboards: entry.storyboards.sorted(),
                                  prototypes: named(entry.found))
        }
        return (owners, byStoryboard.mapValues(named))
    }

    /// A prototype found in a scene, before it is named.
    private struct FoundPrototype {
        let storyboard: String
        let scene: String
        let prototype: InterfacePrototype
        let className: String
        let runtimeName: String?
    }

    /// The name UIKit or AppKit looks a custom class up by at run time: `Module.Class` with the module the
    /// storyboard names, or, for a class of the storyboard's own target, the module the code is compiled
    /// into (`nil` when that is not given); the bare class name for a storyboard that names no module (an
    /// Objective-C class).
    static func runtimeName(customClass: String?, module customModule: String?, provider: String?, codeModule: String?) -> String? {
        guard let customClass, !customClass.isEmpty else { return nil }
        if customClass.contains(".") { return customClass }
        if provider == "target" { return codeModule.map { "\($0).\(customClass)" } }
        guard let customModule, !customModule.isEmpty else { return customClass }
        return "\(customModule).\(customClass)"
    }

    /// The members of one `Prototype` enum: each named after its identifier, made unique.
    private static func named(_ found: [FoundPrototype]) -> [Prototype] {
        let names = SwiftIdentifier.unique(found.map { SwiftIdentifier.lowerCamel($0.prototype.reuseIdentifier) })
        return zip(names, found).map { name, found in
            let elementKind: String? = switch found.prototype.kind {
            case .supplementaryView(let key): elementKindValue(of: key)
            default: nil
            }
            return Prototype(name: name, storyboard: found.storyboard, scene: found.scene, identifier: found.prototype.reuseIdentifier,
                             className: found.className, elementKind: elementKind, runtimeName: found.runtimeName,
                             description: "\(found.prototype.kind) of \(found.scene) in \(found.storyboard).storyboard",
                             hasCustomClass: !(found.prototype.customClass ?? "").isEmpty)
        }
    }

    /// The element kind a collection view registers a supplementary view of storyboard key `key` for:
    /// UIKit's `UICollectionView.elementKindSectionHeader` and `…Footer` have these values; another key
    /// (a custom layout's) is the kind itself.
    private static func elementKindValue(of key: String) -> String {
        switch key {
        case "sectionHeaderView": "UICollectionElementKindSectionHeader"
        case "sectionFooterView": "UICollectionElementKindSectionFooter"
        default: key
        }
    }
}
