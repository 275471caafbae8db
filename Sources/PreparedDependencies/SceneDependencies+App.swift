import Prepared

extension SceneDependencies {
    /// The containers that controllers made by UIKit or AppKit storyboards
    /// resolve their dependencies from, searched in this order (Dip-UI's
    /// `uiContainers`). Set it once, before the first storyboard is loaded:
    ///
    /// ```swift
    /// SceneDependencies.appContainers = [featureContainer, appContainer]
    /// ```
    @MainActor public static var appContainers: [DependencyContainer] = []
}
