/// The isolation that the properties of a plan's two classes belong to, and
/// so the callers that may run it: a plan reads and writes the objects'
/// stored properties synchronously, on the caller's thread.
///
/// Prepared sees two kinds of isolation: a ``MainActorIsolated`` belongs to
/// the main actor, and an actor to itself. A class isolated to a global actor
/// by an attribute alone is invisible at run time; see ``MainActorIsolated``.
struct PlanIsolation: Sendable {
    /// The name of the main-actor class among the two, the destination's first.
    let mainActorClass: String?
    /// The name of the source's class when the source is an actor.
    let sourceActor: String?
    /// The name of the destination's class when the destination is an actor.
    let destinationActor: String?

    /// A pair whose properties any caller may touch: two types checked
    /// without instances, or two plain classes.
    static let none = PlanIsolation(mainActorClass: nil, sourceActor: nil, destinationActor: nil)

    /// Whether some callers may not run the plan.
    var isRestricted: Bool { mainActorClass != nil || sourceActor != nil || destinationActor != nil }

    /// The isolation of the classes of `source` and `destination`.
    init(source: AnyObject, destination: AnyObject) {
        mainActorClass = if destination is any MainActorIsolated {
            TypeName.unqualified(type(of: destination))
        } else if source is any MainActorIsolated {
            TypeName.unqualified(type(of: source))
        } else {
            nil
        }
        sourceActor = Self.actorClassName(of: source)
        destinationActor = Self.actorClassName(of: destination)
    }

    private init(mainActorClass: String?, sourceActor: String?, destinationActor: String?) {
        self.mainActorClass = mainActorClass
        self.sourceActor = sourceActor
        self.destinationActor = destinationActor
    }

    /// Why a caller isolated to `isolation` may not run the plan on these
    /// objects, or `nil` when it may: a main-actor class needs a caller on the
    /// main actor, an actor a caller isolated to that very instance.
    func problem(source: AnyObject, destination: AnyObject, isolation: (any Actor)?) -> PropagationProblem? {
        if let mainActorClass, !(isolation is MainActor) {
            return .offMainActor(className: mainActorClass)
        }
        let caller = isolation.map(ObjectIdentifier.init)
        if let sourceActor, caller != ObjectIdentifier(source) {
            return .offActor(className: sourceActor)
        }
        if let destinationActor, caller != ObjectIdentifier(destination) {
            return .offActor(className: destinationActor)
        }
        return nil
    }

    /// The class name of `object` when it is an actor. Every class is asked,
    /// once per new pair: an actor may have a superclass (`actor X: NSObject`
    /// on Apple platforms).
    private static func actorClassName(of object: AnyObject) -> String? {
        guard object is any Actor else { return nil }
        return TypeName.unqualified(type(of: object))
    }
}
