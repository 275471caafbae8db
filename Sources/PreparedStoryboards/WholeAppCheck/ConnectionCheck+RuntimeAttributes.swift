import Prepared
import PreparedResources

extension ConnectionCheck {
    /// The elements whose framework class ``FrameworkClasses/elementClass(of:on:)`` only approximates (a cell's content view is
    /// a private subclass of `UIView`): a key the real class adds would look missing, so their attributes are not checked,
    /// here nor in the generated bundle check.
    package static let approximatedElements: Set<String> = [
        "tableViewCellContentView", "collectionViewCellContentView", "placeholder", "customObject",
    ]

    /// Checks the first key of each of `attributes` against the class of the object that holds it, found as an
    /// outlet's owner is (``OutletResolution``): a key the Objective-C runtime says no property, setter or instance
    /// variable answers is missing; a stored property's declared type that certainly cannot hold the value is a
    /// mismatch.
    ///
    /// Where only the runtime's field records answer (Linux), a key they do not list is never reported: most
    /// inspectable properties are computed, and many are declared in an extension of a framework class, which field
    /// records do not show. An object without a custom class is checked as its framework class where the Objective-C
    /// runtime finds it by name.
    mutating func checkRuntimeAttributes(_ attributes: [InterfaceRuntimeAttribute], file: String, scene: String?,
                                         platform: InterfacePlatform) {
        for attribute in attributes {
            let key = attribute.firstKey
            guard !key.isEmpty, let (type, className) = holderClass(of: attribute, platform: platform) else { continue }
            let place = WholeAppCheck.RuntimeAttributePlace(file: file, scene: scene, className: className, attribute: attribute,
                                                                platform: platform)
            switch resolution(of: key, in: type) {
            case .missing:
                // Field records alone cannot tell: the key may be a computed property or an extension's.
                guard ObjectiveCQueries.setsKey(type, key) == false else { continue }
                let closest = ClosestName.find(key, among: DeclaredProperties(of: type).levels
                    .filter { $0.hasFieldRecords && !OutletResolution.frameworkModules.contains(OutletResolution.module(of: $0.type)) }
                    .flatMap { $0.properties.map(\.name) })
                problems.append(.missingRuntimeAttribute(place, closest: closest))
            case .declared(let propertyType?) where attribute.keyPath == key:
                guard RuntimeAttributeValueKind.mismatches(attribute.type, propertyType),
                      let expected = RuntimeAttributeValueKind.attributeType(for: propertyType) else { continue }
                problems.append(.runtimeAttributeTypeMismatch(place, propertyType: TypeName.of(propertyType), propertyAttributeType: expected))
            case .declared, .unresolved:
                continue
            }
        }
    }

    /// The class of the object that holds `attribute`, and its name for a message: its custom class among the classes
    /// found, or, without one, its framework class where the Objective-C runtime knows it.
    private func holderClass(of attribute: InterfaceRuntimeAttribute, platform: InterfacePlatform) -> (AnyClass, String)? {
        if let customClass = attribute.customClass, !customClass.isEmpty {
            guard let type = classes.find(customClass, module: attribute.customModule, provider: attribute.customModuleProvider) else {
                return nil
            }
            return (type, customClass)
        }
        guard !Self.approximatedElements.contains(attribute.objectElement) else { return nil }
        let name = FrameworkClasses.elementClass(of: attribute.objectElement, on: platform)
        return ObjectiveCQueries.frameworkClass(named: name).map { ($0, name) }
    }
}
