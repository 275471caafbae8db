import Prepared

/// The check of the storyboards' and the XIBs' outlets and custom classes
/// against the app's classes, without an instance: each outlet names a
/// property its object's class has (``OutletResolution``), whose type can hold
/// what it connects, and each object's custom class is one the app passed.
package struct ConnectionCheck {
    var problems: [WholeAppCheck.Problem] = []
    /// The XIBs whose File's Owner's class was not found, whose outlets are not checked.
    var uncheckedNibs: [WholeAppCheck.UncheckedNib] = []
    let classes: ObjectClasses
    private var resolutions: [ObjectIdentifier: [String: OutletResolution]] = [:]

    /// Checks every scene and every XIB of `catalog`; with `reportsUnknownClasses`, an object of a storyboard whose
    /// custom class is none of `classes` is a problem too (the generated `objectClasses` lists every one), and with
    /// `reportsUnknownNibClasses`, an object of a XIB (the generated `nibClasses` lists every one).
    init(_ catalog: InterfaceCatalog, classes: ObjectClasses, reportsUnknownClasses: Bool, reportsUnknownNibClasses: Bool = false) {
        self.classes = classes
        for (index, document) in catalog.documents.enumerated() {
            let storyboard = catalog.identity(of: index)
            for scene in document.scenes {
                check(scene, storyboard: storyboard, platform: document.platform, reportsUnknownClasses: reportsUnknownClasses)
            }
        }
        for (index, nib) in catalog.nibs.enumerated() {
            check(nib, file: Self.identity(ofNib: catalog.nibPaths[index]), reportsUnknownClasses: reportsUnknownNibClasses)
        }
    }

    private mutating func check(_ scene: StoryboardScene, storyboard: String, platform: InterfacePlatform, reportsUnknownClasses: Bool) {
        let sceneName = scene.controller.map { $0.customClass ?? $0.storyboardIdentifier ?? $0.id } ?? scene.id
        if reportsUnknownClasses {
            reportUnknownClasses(of: scene.otherObjects, file: storyboard, scene: sceneName, platform: platform)
        }
        checkOutlets(scene.connections, of: scene.objects, platform: platform) { owner, property, location in
            WholeAppCheck.OutletPlace(file: storyboard, scene: sceneName, className: owner, property: property, location: location)
        }
        checkRuntimeAttributes(scene.runtimeAttributes, file: storyboard, scene: sceneName, platform: platform)
    }

    /// Reports each of `objects` that names a module and whose class is none of the classes passed.
    mutating func reportUnknownClasses(of objects: [InterfaceObject], file: String, scene: String?, platform: InterfacePlatform) {
        // An Objective-C class (one the file names no module for) is not in the generated lists: Swift may not see it.
        for object in objects where object.namesModule && classes.find(object) == nil {
            problems.append(.unknownObjectClass(file: file, scene: scene, element: object.element, className: object.qualifiedClassName,
                                                frameworkClass: FrameworkClasses.elementClass(of: object.element, on: platform),
                                                location: object.location))
        }
    }

    /// Checks each outlet and outlet collection of `connections` whose owner is one of `objects` of a class found:
    /// its property exists, holds what it connects, and is an array for a collection. `place` names an outlet from its
    /// owner's class, its property and its location.
    mutating func checkOutlets(
        _ connections: [InterfaceConnection], of objects: [InterfaceObject], platform: InterfacePlatform,
        place: (_ className: String, _ property: String, _ location: SourceLocation) -> WholeAppCheck.OutletPlace
    ) {
        var byID: [String: InterfaceObject] = [:]
        for object in objects where !object.id.isEmpty { byID[object.id] = object }
        for connection in connections {
            let (property, isCollection): (String, Bool)
            switch connection.kind {
            case .outlet(let name): (property, isCollection) = (name, false)
            case .outletCollection(let name): (property, isCollection) = (name, true)
            case .action: continue
            }
            guard let owner = byID[connection.sourceID], let ownerClass = classes.find(owner) else { continue }
            let destination = connection.destinationID.flatMap { byID[$0] }
            let destinationClassName = destination?.customClass
                ?? FrameworkClasses.elementClass(of: connection.destinationElement ?? "view", on: platform)
            let place = place(owner.customClass, property, connection.location)
            switch resolution(of: property, in: ownerClass) {
            case .missing:
                let closest = Self.renamedProperty(property, of: ownerClass, connected: Self.outletProperties(of: owner.id, in: connections),
                                                   holding: destination.flatMap(classes.find), isCollection: isCollection)
                problems.append(.missingOutlet(place, isCollection: isCollection, destinationClass: destinationClassName, closest: closest))
            case .declared(let type?):
                if isCollection, !Self.isArray(type) {
                    problems.append(.outletCollectionNotArray(place, propertyType: TypeName.of(type), destinationClass: destinationClassName))
                    continue
                }
                guard let destination, let destinationClass = classes.find(destination),
                      DeclaredProperties.canHold(destinationClass, in: type, asCollection: isCollection) == false else { continue }
                problems.append(.outletTypeMismatch(place, propertyType: TypeName.of(type), destinationClass: destination.customClass,
                                                    isCollection: isCollection))
            case .declared(nil), .unresolved:
                continue
            }
        }
    }

    /// The property of `type` that a missing outlet `property` most likely names under a new name: one of the app's
    /// properties of a close name that no other outlet of the same object connects (it would be no rename) and whose
    /// type can hold the object the outlet connects (a rename keeps the type), or `nil`.
    static func renamedProperty(_ property: String, of type: AnyClass, connected: Set<String>, holding destination: AnyClass?,
                                isCollection: Bool) -> String? {
        let candidates = DeclaredProperties(of: type).levels
            .filter { $0.hasFieldRecords && !OutletResolution.frameworkModules.contains(OutletResolution.module(of: $0.type)) }
            .flatMap(\.properties)
            .filter { candidate in
                !connected.contains(candidate.name)
                    && destination.map { DeclaredProperties.canHold($0, in: candidate.type, asCollection: isCollection) != false } ?? true
            }
        return ClosestName.find(property, among: candidates.map(\.name))
    }

    /// The properties the outlets and outlet collections of the object `ownerID` connect.
    private static func outletProperties(of ownerID: String, in connections: [InterfaceConnection]) -> Set<String> {
        var properties: Set<String> = []
        for connection in connections where connection.sourceID == ownerID {
            switch connection.kind {
            case .outlet(let name), .outletCollection(let name): properties.insert(name)
            case .action: break
            }
        }
        return properties
    }

    /// What ``OutletResolution`` says of `property` in `type`, asked once per class and name.
    mutating func resolution(of property: String, in type: AnyClass) -> OutletResolution {
        if let known = resolutions[ObjectIdentifier(type)]?[property] { return known }
        let resolution = OutletResolution.of(property, in: type)
        resolutions[ObjectIdentifier(type), default: [:]][property] = resolution
        return resolution
    }

    /// Whether `type`, unwrapped of its optionals, is an array.
    private static func isArray(_ type: Any.Type) -> Bool {
        var type = type
        while let optional = type as? any AnyOptional.Type { type = optional.wrappedType }
        return type is any AnyArray.Type
    }
}
