/// Objects that load together and the outlets and actions between them: a storyboard's scene, or a XIB. The lint
/// checks the connections of both alike (`FileCheck+Connections`); this says what differs in its words.
protocol ConnectedObjects {
    /// The objects that name a custom class, by which a message names a connection's source.
    var objects: [InterfaceObject] { get }
    /// The outlets, outlet collections and actions.
    var connections: [InterfaceConnection] { get }
    /// What loads the objects, as a message names it: `scene`, `nib`.
    static var loadedUnit: String { get }
    /// The name of the placeholder with `id` (File's Owner), or `nil` for any other object.
    func placeholderName(id: String) -> String?
    /// What a destination outside the objects that load together is, why the connection is never made, what the user
    /// meets for it (`consequence`), and what to do: for an element named `element`.
    static func elsewhere(_ element: String, consequence: String) -> String
}

extension StoryboardScene: ConnectedObjects {
    static var loadedUnit: String { "scene" }

    func placeholderName(id: String) -> String? { nil }

    static func elsewhere(_ element: String, consequence: String) -> String {
        "a <\(element)> of another scene. Interface Builder compiles each scene on its own, so the connection is never made: "
            + "\(consequence) Connect it to an object of its own scene, or pass the object between the scenes in code."
    }
}

extension NibDocument: ConnectedObjects {
    static var loadedUnit: String { "nib" }

    func placeholderName(id: String) -> String? {
        guard let filesOwner, filesOwner.id == id else { return nil }
        return filesOwner.customClass.map { "File's Owner (\($0))" } ?? "File's Owner"
    }

    static func elsewhere(_ element: String, consequence: String) -> String {
        "a <\(element)> outside the nib's <objects>, which loading the nib does not make, so the connection is never made: "
            + "\(consequence) Connect it to an object of the nib."
    }
}
