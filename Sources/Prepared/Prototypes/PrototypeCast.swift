/// The check both kinds of prototype make of what a view dequeued: that it
/// is their class, else a ``StoryboardError`` naming the storyboard, the
/// scene and the identifier.
struct PrototypeCast {
    let storyboard: String
    let scene: String
    let identifier: String

    func cast<Expected>(_ view: Any?) throws(StoryboardError) -> Expected {
        guard let view else { throw .noPrototype(storyboard: storyboard, scene: scene, identifier: identifier) }
        guard let typed = view as? Expected else {
            throw .wrongPrototypeClass(storyboard: storyboard, scene: scene, identifier: identifier,
                                       expected: TypeName.of(Expected.self), actual: TypeName.of(type(of: view)))
        }
        return typed
    }

    @MainActor
    func configure<Dequeued, Expected>(_ view: Dequeued, as _: Expected.Type, _ configure: (Expected) -> Void) -> Dequeued {
        do throws(StoryboardError) {
            let typed: Expected = try cast(view)
            configure(typed)
        } catch {
            PreparationPipeline.failureHandler(.storyboard(error))
        }
        return view
    }
}
