/// The ways of passing context that the suite compares, numbered as in the issue.
enum Approach: String, CaseIterable, Sendable {
    case floor = "floor"
    case handWrittenPrepare = "prepare-by-hand"
    case seedMirror = "seed-mirror"
    case preparedTables = "prepared-tables"
    case preparedMirror = "prepared-mirror"
    case preparedFirstTransition = "prepared-first"
    case validateInstances = "validate-instances"
    case validateTypes = "validate-types"

    var label: String {
        switch self {
        case .floor: "(1)  direct assignments: the floor"
        case .handWrittenPrepare: "(1b) hand-written prepare"
        case .seedMirror: "(2)  seed: Mirror + setter dictionary"
        case .preparedTables: "(3)  Prepared, cached, both tables"
        case .preparedMirror: "(4)  Prepared, cached, source by Mirror"
        case .preparedFirstTransition: "(5)  Prepared, first transition"
        case .validateInstances: "(6)  validate(from:to:), instances"
        case .validateTypes: "(6t) validate(from:to:), types"
        }
    }

    /// The benchmark name of this approach for a shape.
    func name(for shape: Shape) -> String { "\(rawValue)/\(shape.tag)" }
}
