import Prepared
import PreparedDependencies

/// One registered scene: its identifier, its controller class and how to make one.
@MainActor
struct SceneDefinition {
    let identifier: String
    let controllerType: PreparedController.Type
    let isInitial: Bool
    let dependencyTag: DependencyTag?
    let create: @MainActor () -> PreparedController

    init<Controller: PreparedController>(
        _ type: Controller.Type, identifier: String?, isInitial: Bool, dependencyTag: DependencyTag?, create: @escaping @MainActor () -> Controller
    ) {
        self.identifier = identifier ?? String(describing: type)
        controllerType = type
        self.isInitial = isInitial
        self.dependencyTag = dependencyTag
        self.create = create
    }
}
