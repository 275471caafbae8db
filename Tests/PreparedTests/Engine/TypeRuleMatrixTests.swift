import Testing
import Prepared

// One set of type rules, whichever way the source is read: every pair of
// types below is propagated from a source with a table (read through its
// key path or at its field's offset), from a source without one (read at the
// field's offset), and from a source read with Mirror, and must give the same
// outcome each time.

@Suite("One set of type rules on every path")
struct TypeRuleMatrixTests {
    /// What a transition does with one pair of types.
    enum Outcome: Equatable, CustomStringConvertible {
        case flows(PropagationReport.Conversion)
        case typeMismatch
        case rejectedValue
        case nilValue

        var description: String {
            switch self {
            case .flows(let conversion): "flows (\(conversion.rawValue))"
            case .typeMismatch: "type mismatch"
            case .rejectedValue: "rejected value"
            case .nilValue: "nil value"
            }
        }
    }

    /// One row: a source value of type `S`, a destination of type `D`.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let expected: Outcome
        let run: @Sendable (_ path: SourcePath) -> (Outcome, written: Bool)

        var testDescription: String { name }

        init<S: Sendable, D: Sendable>(_ value: S, into initial: D, _ expected: Outcome, writes check: @escaping @Sendable (D) -> Bool = { _ in true }) {
            name = "\(S.self) into \(D.self)"
            self.expected = expected
            run = { path in
                let destination = MatrixDestination<D>(initial)
                let source: AnyObject = switch path {
                case .keyPath, .tabledFieldOffset: TabledMatrixSource<S>(value)
                case .fieldOffset, .mirror: PlainMatrixSource<S>(value)
                }
                let propagator = switch path {
                case .keyPath, .mirror: ContextPropagator(reflection: .mirror)
                case .fieldOffset, .tabledFieldOffset: ContextPropagator()
                }
                do {
                    let report = try propagator.propagate(from: source, to: destination)
                    guard let conversion = report.flows.first?.conversion else { return (.typeMismatch, false) }
                    return (.flows(conversion), check(destination.prepCtxValue))
                } catch let error as PropagationError {
                    switch error.problems.first {
                    case .typeMismatch?: return (.typeMismatch, false)
                    case .rejectedValue?: return (.rejectedValue, false)
                    case .nilValue?: return (.nilValue, false)
                    default: return (.typeMismatch, false)
                    }
                } catch {
                    return (.typeMismatch, false)
                }
            }
        }
    }

    /// Which source, read which way.
    enum SourcePath: CaseIterable, Sendable {
        /// A source with a table, read through its key path.
        case keyPath
        /// A source with a table, read at its field's offset where the types allow.
        case tabledFieldOffset
        /// A source without a table, read at its field's offset.
        case fieldOffset
        /// A source without a table, read with Mirror.
        case mirror
    }

    static let rows: [Row] = [
        Row(1, into: 0, .flows(.copy), writes: { $0 == 1 }),
        Row(1, into: Int?.none, .flows(.wrap), writes: { $0 == 1 }),
        Row(Int?(1), into: 0, .flows(.unwrap), writes: { $0 == 1 }),
        Row(Int?.none, into: 0, .nilValue),
        Row(Int?(1), into: Int??.none, .flows(.wrap), writes: { $0 == .some(.some(1)) }),
        Row(Int??(1), into: Int?.none, .flows(.unwrap), writes: { $0 == 1 }),
        Row(Int??(1), into: 0, .typeMismatch),
        Row(1, into: Int??.none, .typeMismatch),
        Row("one", into: 0, .typeMismatch),
        Row([1], into: [Int?](), .typeMismatch),
        Row(["one": 1], into: [String: Int?](), .typeMismatch),
        Row(Bird(name: "tui"), into: Animal(name: "none"), .flows(.checkedCast), writes: { $0.name == "tui" }),
        Row(Animal(name: "generic") as Animal, into: Bird(name: "none"), .rejectedValue),
        Row(Dog(name: "rex") as any Pet, into: Dog(name: "none"), .flows(.checkedCast), writes: { $0.name == "rex" }),
        Row(Cat(name: "tom") as any Pet, into: Dog(name: "none"), .rejectedValue),
        Row(Dog(name: "rex"), into: Dog(name: "none") as any Pet, .flows(.checkedCast), writes: { $0.name == "rex" }),
        Row(7, into: 0 as any Sendable, .flows(.checkedCast), writes: { $0 as? Int == 7 }),
        Row(Bird(name: "kea") as Animal?, into: Animal?.none, .flows(.copy), writes: { $0?.name == "kea" }),
    ]

    @Test("Each pair of types has one outcome, from a table, at a field's offset and with Mirror", arguments: rows)
    func sameOutcomeOnEveryPath(row: Row) {
        for path in SourcePath.allCases {
            let (outcome, written) = row.run(path)
            #expect(outcome == row.expected, "\(row.name) via \(path): \(outcome), expected \(row.expected)")
            if case .flows = outcome {
                #expect(written, "\(row.name) via \(path): the value written is not the source's")
            }
        }
    }
}

// MARK: - Fixtures

final class TabledMatrixSource<Value>: ContextDeclaring {
    var prepCtxValue: Value

    init(_ value: Value) {
        prepCtxValue = value
    }

    static var contextTable: ContextTable {
        ContextTable(TabledMatrixSource<Value>.self) { keys in keys.add("prepCtxValue", \.prepCtxValue) }
    }
}

final class PlainMatrixSource<Value> {
    var prepCtxValue: Value

    init(_ value: Value) {
        prepCtxValue = value
    }
}

final class MatrixDestination<Value>: ContextDeclaring {
    var prepCtxValue: Value

    init(_ value: Value) {
        prepCtxValue = value
    }

    static var contextTable: ContextTable {
        ContextTable(MatrixDestination<Value>.self) { keys in keys.add("prepCtxValue", \.prepCtxValue) }
    }
}
