import Prepared

/// The ways of passing context that the suite compares at every shape.
enum Approach: String, CaseIterable, Sendable {
    case floor = "floor"
    case handWrittenPrepare = "prepare-by-hand"
    case naive = "naive"
    case tables = "tables"
    case fieldLayout = "field-layout"
    case mirror = "mirror"
    case firstTransition = "first"
    case firstSight = "first-sight"
    case validateInstances = "validate-instances"
    case validateTypes = "validate-types"

    /// The row mark the tables print and the targets name.
    var row: String {
        switch self {
        case .floor: "(1)"
        case .handWrittenPrepare: "(1b)"
        case .naive: "(2)"
        case .tables: "(3)"
        case .fieldLayout: "(4)"
        case .mirror: "(4m)"
        case .firstTransition: "(5)"
        case .firstSight: "(5c)"
        case .validateInstances: "(6)"
        case .validateTypes: "(6t)"
        }
    }

    var title: String {
        switch self {
        case .floor: "direct assignments: the floor"
        case .handWrittenPrepare: "hand-written prepare: identifier, downcast"
        case .naive: "naive: Mirror + setter dictionary"
        case .tables: "Prepared, cached, both tables"
        case .fieldLayout: "Prepared, cached, source by field layout"
        case .mirror: "Prepared, cached, source by Mirror"
        case .firstTransition: "Prepared, first of a pair (new propagator)"
        case .firstSight: "Prepared, first sight of both classes (cold)"
        case .validateInstances: "validate(from:to:), instances"
        case .validateTypes: "validate(from:to:), types"
        }
    }

    /// How a Prepared row reads every key of the generated fixtures, which
    /// declare the same types on both sides: at the fields' offsets, except
    /// through a propagator made with `reflection: .mirror`.
    var expectedReading: PropagationReport.Reading {
        self == .mirror ? .mirror : .fieldOffset
    }

    /// The benchmark name of this approach for a shape.
    func name(for shape: Shape) -> String { "\(rawValue)/\(shape.tag)" }
}
