/// The classes the storyboards' objects name, found by the names Interface
/// Builder gives them among the classes the app's test passes, else by name in
/// the module.
struct ObjectClasses {
    private var byName: [String: AnyClass] = [:]
    private let module: String?

    init(_ classes: [AnyClass], module: String?) {
        self.module = module
        for type in classes {
            // `Module.Class` and `Class`; the first class of a bare name keeps it.
            byName[String(reflecting: type)] = type
            if byName[String(describing: type)] == nil { byName[String(describing: type)] = type }
        }
    }

    /// The class an object names: `Module.Class` of a `customModule` other than the target's, else the bare
    /// name, in the module given or among the classes passed.
    func find(_ object: InterfaceObject) -> AnyClass? {
        find(object.customClass, module: object.customModule, provider: object.customModuleProvider)
    }

    /// The class of the name `className` of `customModule` (`customModuleProvider` `provider`), as ``find(_:)`` finds it.
    /// The module of a class passed with the bare name `className`, when it is not `sceneModule`: a class of the right
    /// name and the wrong module, which does not stand in for the object's. Any class passed counts, whether it
    /// declares context or not.
    func moduleOfPassedClass(named className: String, notIn sceneModule: String) -> String? {
        guard let type = byName[className] else { return nil }
        let passedModule = OutletResolution.module(of: type)
        return passedModule.isEmpty || passedModule == sceneModule ? nil : passedModule
    }

    func find(_ className: String, module customModule: String?, provider: String?) -> AnyClass? {
        let names: [String]
        if className.contains(".") {
            names = [className]
        } else if let customModule, !customModule.isEmpty, provider != "target" {
            names = ["\(customModule).\(className)"]
        } else {
            names = [module.map { "\($0).\(className)" }, className].compactMap { $0 }
        }
        for name in names {
            if let found = byName[name] { return found }
        }
        return names.lazy.filter { $0.contains(".") }.compactMap { _typeByName($0) as? AnyClass }.first
    }
}
