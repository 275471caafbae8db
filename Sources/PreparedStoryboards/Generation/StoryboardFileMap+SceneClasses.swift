import Foundation
import Prepared

extension StoryboardFileMap {
    /// Reads the storyboards at `locations` and checks them against the
    /// generated lists of the app's scene and prototype classes: the
    /// whole-app check in one line.
    ///
    /// ```swift
    /// let map = StoryboardFileMap(reading: [storyboards], sceneClasses: Storyboards.sceneClasses,
    ///                             prototypeClasses: Storyboards.prototypeClasses)
    /// #expect(map.isValid, "\(map)")
    /// ```
    ///
    /// The classes that adopt `ContextDeclaring` are checked from their
    /// tables, as with ``init(reading:classes:making:module:options:using:)``,
    /// and a hosting controller (`ContextHosting`) from its model's; the
    /// others declare no context and need no check.
    ///
    /// - Parameters:
    ///   - locations: `.storyboard` files and folders.
    ///   - sceneClasses: `Storyboards.sceneClasses`, from `prepared-storyboard generate`.
    ///   - prototypeClasses: `Storyboards.prototypeClasses`: when given, a prototype cell whose custom class
    ///     is none of them is a problem (``Problem/unknownPrototypeClass(storyboard:scene:identifier:className:location:)``).
    ///   - module: The module to find classes in by name, for scenes whose class is not in the list.
    ///   - options: The lint's options.
    @MainActor
    public init(
        reading locations: [URL], sceneClasses: [AnyClass], prototypeClasses: [AnyClass] = [], module: String? = nil,
        options: StoryboardLint.Options = StoryboardLint.Options()
    ) {
        self.init(catalog: StoryboardCatalog(reading: locations), classes: sceneClasses.compactMap { $0 as? any ContextDeclaring.Type },
                  hosts: sceneClasses.compactMap { $0 as? any ContextHosting.Type }, prototypeClasses: prototypeClasses,
                  making: [], module: module, options: options, using: .standard)
    }
}
