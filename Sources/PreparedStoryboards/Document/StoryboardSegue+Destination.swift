extension StoryboardSegue {
    /// Where a segue leads.
    public enum Destination: Sendable, Hashable, CustomStringConvertible {
        /// A controller of the same file, by `id`.
        case controller(id: String)
        /// A storyboard reference of the same file, by the placeholder's `id`.
        case reference(id: String, StoryboardReference)
        /// An exit placeholder of the segue's own scene: an unwind segue.
        case exit(id: String)
        /// An `id` that names nothing in the file.
        case missing(id: String)

        /// The `destination` attribute.
        public var id: String {
            switch self {
            case .controller(let id), .reference(let id, _), .exit(let id), .missing(let id): id
            }
        }

        /// `controller BYZ-38-t0r`, `reference Settings.storyboard#Profile`, `exit`, `missing XYZ`.
        public var description: String {
            switch self {
            case .controller(let id): "controller \(id)"
            case .reference(_, let reference): "reference \(reference)"
            case .exit: "exit"
            case .missing(let id): "missing \(id)"
            }
        }
    }
}
