extension StoryboardSegue {
    /// Where a segue leads.
    public enum Destination: Sendable, Hashable, CustomStringConvertible {
        /// A controller of the same file, by `id`.
        case controller(id: String)
        /// A storyboard reference of the same file, by the placeholder's `id`.
        case reference(id: String, StoryboardReference)
        /// An exit placeholder of the segue's own scene: an unwind segue.
        case exit(id: String)
        /// An element of the file that is no scene's controller, storyboard reference or exit,
        /// such as a view: the segue cannot show it. `name` is the element's name (`view`).
        case element(id: String, name: String)
        /// An `id` that names nothing in the file.
        case missing(id: String)
        /// No `destination` attribute: a damaged file, which the lint reports (`missing-attribute`).
        case unspecified

        /// The `destination` attribute; empty when the segue has none.
        public var id: String {
            switch self {
            case .controller(let id), .reference(let id, _), .exit(let id), .element(let id, _), .missing(let id): id
            case .unspecified: ""
            }
        }

        /// `controller BYZ-38-t0r`, `reference Settings.storyboard#Profile`, `exit`,
        /// `view VW1-aa-000, not a controller`, `missing XYZ`, `no destination`.
        public var description: String {
            switch self {
            case .controller(let id): "controller \(id)"
            case .reference(_, let reference): "reference \(reference)"
            case .exit: "exit"
            case .element(let id, let name): "\(name) \(id), not a controller"
            case .missing(let id): "missing \(id)"
            case .unspecified: "no destination"
            }
        }
    }
}
