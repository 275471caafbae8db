/// The check every typed reusable view makes of what a view dequeued or a nib
/// made: that it is its class, else a ``StoryboardError`` naming where the view
/// comes from (a storyboard's prototype, a nib, a class registered in code).
struct PrototypeCast {
    /// Where the view comes from, for the error.
    enum Origin {
        /// The prototype `identifier` of the scene `scene` of `storyboard`.
        case prototype(storyboard: String, scene: String, identifier: String)
        /// The nib `nib`.
        case nib(String)
        /// The class registered in code under `identifier`, its name.
        case registeredClass(identifier: String)
    }

    let origin: Origin

    func cast<Expected>(_ view: Any?) throws(StoryboardError) -> Expected {
        let expected = TypeName.of(Expected.self)
        guard let view else {
            switch origin {
            case let .prototype(storyboard, scene, identifier):
                throw .noPrototype(storyboard: storyboard, scene: scene, identifier: identifier)
            case let .nib(nib):
                throw .nothingFromNib(nib: nib, expected: expected)
            case let .registeredClass(identifier):
                throw .wrongRegisteredClass(identifier: identifier, expected: expected, actual: nil)
            }
        }
        guard let typed = view as? Expected else {
            let actual = TypeName.of(type(of: view))
            switch origin {
            case let .prototype(storyboard, scene, identifier):
                throw .wrongPrototypeClass(storyboard: storyboard, scene: scene, identifier: identifier, expected: expected, actual: actual)
            case let .nib(nib):
                throw .wrongNibClass(nib: nib, expected: expected, actual: actual)
            case let .registeredClass(identifier):
                throw .wrongRegisteredClass(identifier: identifier, expected: expected, actual: actual)
            }
        }
        return typed
    }
}
