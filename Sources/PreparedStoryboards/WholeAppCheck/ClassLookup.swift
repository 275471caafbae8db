import Prepared

/// Finds a scene's class from its `customModule` and `customClass`: among the
/// makers and classes passed, else by its qualified name in the module.
@MainActor
struct ClassLookup {
    /// A scene's class, and a function that makes one when the user passed it.
    ///
    /// For a ``ContextHosting`` controller (a SwiftUI hosting controller),
    /// the class of its model, which segues prepare in its place.
    struct Found {
        let type: any ContextDeclaring.Type
        var make: (@MainActor () -> AnyObject)?
        /// The hosting controller's class name, when `type` is the model of one.
        var host: String?
    }

    private var byName: [String: Found] = [:]
    private let module: String?
    /// Every class registered, the classes of the makers' instances and the hosting controllers' included.
    private(set) var registeredClasses: [AnyClass] = []

    init(classes: [any ContextDeclaring.Type], hosts: [any ContextHosting.Type] = [], makers: [@MainActor () -> AnyObject],
         module: String?) {
        self.module = module
        for type in classes { register(Found(type: type, make: nil), as: type) }
        var hostMakers: [(host: any ContextHosting.Type, make: @MainActor () -> AnyObject)] = []
        for make in makers {
            let instance = make()
            if let host = type(of: instance) as? any ContextHosting.Type {
                hostMakers.append((host, make))
            } else if let type = type(of: instance) as? any ContextDeclaring.Type {
                register(Found(type: type, make: make), as: type)
            }
        }
        for host in hosts {
            guard let found = hosted(by: host) else { continue }
            register(found, as: host)
        }
        // A hosting controller's maker makes its model: the object segues prepare.
        for (host, make) in hostMakers {
            guard var found = hosted(by: host) else { continue }
            found.make = { Segue.contextHolder(of: make()) }
            register(found, as: host)
        }
    }

    private mutating func register(_ found: Found, as type: AnyClass) {
        registeredClasses.append(type)
        // `Module.Class` and `Class`; a maker wins over a bare class.
        for name in [String(reflecting: type), String(describing: type)] where byName[name]?.make == nil {
            byName[name] = found
        }
    }

    /// The model of a hosting controller's class, as the scene's class to
    /// check; with the model's maker, when one was passed.
    private func hosted(by host: any ContextHosting.Type) -> Found? {
        func modelType<Host: ContextHosting>(of _: Host.Type) -> AnyClass { Host.Model.self }
        guard let model = modelType(of: host) as? any ContextDeclaring.Type else { return nil }
        let maker = byName[String(reflecting: model)]?.make
        return Found(type: model, make: maker, host: String(describing: host))
    }

    /// The context-declaring class of a scene, or `nil`.
    ///
    /// - Parameters:
    ///   - className: The scene's `customClass`.
    ///   - sceneModule: Its `customModule`.
    ///   - isTargetModule: Whether Xcode wrote that module as the target's own
    ///     (`customModuleProvider="target"`), which is whichever target builds the storyboard.
    func find(_ className: String, module sceneModule: String?, isTargetModule: Bool) -> Found? {
        let names = candidates(className, module: sceneModule, isTargetModule: isTargetModule)
        for name in names {
            if let found = byName[name] { return found }
        }
        for name in names where name.contains(".") {
            let type = _typeByName(name)
            if let host = type as? any ContextHosting.Type { return hosted(by: host) }
            if let type = type as? any ContextDeclaring.Type { return Found(type: type, make: nil) }
        }
        return nil
    }

    /// Whether a class of that name exists at all, context-declaring or not.
    func exists(_ className: String, module sceneModule: String?, isTargetModule: Bool) -> Bool {
        candidates(className, module: sceneModule, isTargetModule: isTargetModule).contains { $0.contains(".") && _typeByName($0) != nil }
    }

    /// The names a scene's class may have: `Module.Class` of a `customModule` the storyboard names
    /// itself (a class of another module does not stand in: UIKit would not find it either);
    /// otherwise, for a scene of the target's own module or of none, that module, the module
    /// given, and the bare name.
    private func candidates(_ className: String, module sceneModule: String?, isTargetModule: Bool) -> [String] {
        if className.contains(".") { return [className] }
        if let sceneModule, !sceneModule.isEmpty, !isTargetModule { return ["\(sceneModule).\(className)"] }
        return [sceneModule, module].compactMap { $0.map { "\($0).\(className)" } } + [className]
    }

    /// The engine's check of two classes from their tables.
    static func validate(
        _ source: any ContextDeclaring.Type, _ destination: any ContextDeclaring.Type, using propagator: ContextPropagator
    ) -> PropagationReport {
        func open<Source: ContextDeclaring>(_ source: Source.Type) -> PropagationReport {
            func openDestination<Destination: ContextDeclaring>(_ destination: Destination.Type) -> PropagationReport {
                propagator.validate(from: Source.self, to: Destination.self)
            }
            return openDestination(destination)
        }
        return open(source)
    }
}
