/// What a transition does with each key: which keys flow and how, which are
/// ignored, which are skipped and which fail.
///
/// ``ContextPropagator/propagate(from:to:isolation:)`` returns the report of the
/// transition it ran; `validate(from:to:)` returns one without writing
/// anything, for a test to assert on or print.
public struct PropagationReport: Sendable, CustomStringConvertible {
    /// How a key's value goes from the source's type into the destination's.
    public enum Conversion: String, Sendable, Hashable {
        /// The same type on both sides.
        case copy
        /// `T` into `T?`.
        case wrap
        /// `T?` into `T`; a `nil` value fails the transition.
        case unwrap
        /// A class or existential value, accepted when Swift's cast holds.
        case checkedCast = "checked cast"
    }

    /// How a key's value is read from the source: the mechanism, for the
    /// tests and the benchmarks; a report does not print it.
    package enum Reading: String, Sendable, Hashable {
        /// Through the key path of the source's table.
        case keyPath = "key path"
        /// At the field's byte offset, found once per class from the Swift
        /// runtime's records and checked against `Mirror`.
        case fieldOffset = "field offset"
        /// With `Mirror`, on every transition, from a source without a table:
        /// `weak` and `unowned` properties, classes with a custom mirror, and
        /// every such source of a propagator made with
        /// `ContextPropagator.Reflection.mirror`.
        case mirror = "Mirror"
    }

    /// A key that flows from the source to the destination.
    public struct Flow: Sendable, Hashable {
        /// The property's name, the same on both sides.
        public let property: String
        /// The source property's declared type.
        let sourceMetatype: Any.Type
        /// The destination property's declared type.
        let destinationMetatype: Any.Type
        /// How the value goes from one type into the other.
        public let conversion: Conversion
        /// How the value is read from the source.
        package let reading: Reading

        /// The source property's declared type, as you would write it (`User?`).
        public var sourceType: String { TypeName.of(sourceMetatype) }
        /// The destination property's declared type, as you would write it.
        public var destinationType: String { TypeName.of(destinationMetatype) }

        /// Whether two flows are of the same property, types, conversion and reading.
        public static func == (lhs: Flow, rhs: Flow) -> Bool {
            lhs.property == rhs.property && lhs.sourceMetatype == rhs.sourceMetatype
                && lhs.destinationMetatype == rhs.destinationMetatype
                && lhs.conversion == rhs.conversion && lhs.reading == rhs.reading
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(property)
            hasher.combine(ObjectIdentifier(sourceMetatype))
            hasher.combine(ObjectIdentifier(destinationMetatype))
            hasher.combine(conversion)
            hasher.combine(reading)
        }
    }

    /// The report's contents, shared rather than copied: a transition returns
    /// the report its cached plan holds.
    final class Contents: Sendable {
        let source: String
        let destination: String
        let flows: [Flow]
        let ignored: [String]
        let unfilled: [String]
        let skipped: [PropagationProblem]
        let problems: [PropagationProblem]

        init(source: String, destination: String, flows: [Flow], ignored: [String],
             unfilled: [String], skipped: [PropagationProblem], problems: [PropagationProblem]) {
            self.source = source
            self.destination = destination
            self.flows = flows
            self.ignored = ignored
            self.unfilled = unfilled
            self.skipped = skipped
            self.problems = problems
        }
    }

    let contents: Contents

    /// The name of the source's class.
    public var sourceClass: String { contents.source }
    /// The name of the destination's class.
    public var destinationClass: String { contents.destination }
    /// The keys that flow, in the source's order.
    public var flows: [Flow] { contents.flows }
    /// The source's prefixed keys that the destination has no property for.
    public var ignored: [String] { contents.ignored }
    /// The destination's table entries that this source does not give.
    public var unfilled: [String] { contents.unfilled }
    /// Keys left out in lenient mode, each as the problem strict mode would
    /// report for it (its ``PropagationProblem/property`` names the key).
    public var skipped: [PropagationProblem] { contents.skipped }
    /// What makes the transition fail; empty when it succeeds.
    public var problems: [PropagationProblem] { contents.problems }
    /// Whether the transition passes its context without error.
    public var isValid: Bool { contents.problems.isEmpty }

    /// The same report without the problems `isExcluded` selects.
    package func removing(problems isExcluded: (PropagationProblem) -> Bool) -> PropagationReport {
        PropagationReport(contents: Contents(
            source: sourceClass, destination: destinationClass, flows: flows, ignored: ignored,
            unfilled: unfilled, skipped: skipped, problems: problems.filter { !isExcluded($0) }
        ))
    }

    func adding(problems extra: [PropagationProblem]) -> PropagationReport {
        guard !extra.isEmpty else { return self }
        return PropagationReport(contents: Contents(
            source: sourceClass, destination: destinationClass, flows: flows, ignored: ignored,
            unfilled: unfilled, skipped: skipped, problems: problems + extra
        ))
    }

    /// A readable summary, one key a line:
    ///
    /// ```text
    /// ListController → ProfileController: 2 keys flow, 1 ignored
    ///   flows    prepCtxUser: User → User? (wrap)
    ///   ignored  prepCtxDraft: ProfileController has no such property
    /// ```
    public var description: String {
        var header = "\(sourceClass) → \(destinationClass): \(flows.count) \(flows.count == 1 ? "key flows" : "keys flow")"
        if !ignored.isEmpty { header += ", \(ignored.count) ignored" }
        if !unfilled.isEmpty { header += ", \(unfilled.count) unfilled" }
        if !skipped.isEmpty { header += ", \(skipped.count) skipped" }
        if !problems.isEmpty { header += ", \(problems.count) failing" }
        var lines = [header]
        lines += flows.map { flow in
            // What a user acts on: the key, its types and how it converts; not how it is read.
            let conversion = flow.conversion == .copy ? "" : " (\(flow.conversion.rawValue))"
            return "  flows    \(flow.property): \(flow.sourceType) → \(flow.destinationType)\(conversion)"
        }
        lines += ignored.map { "  ignored  \($0): \(destinationClass) has no such property" }
        lines += unfilled.map { "  unfilled \($0): \(sourceClass) does not give it" }
        lines += skipped.map { "  skipped  \($0.property ?? ""): \($0)" }
        lines += problems.map { "  fails    \($0)" }
        return lines.joined(separator: "\n")
    }
}


extension PropagationReport {
    /// The report of a transition refused before it was planned.
    init(refused error: PropagationError) {
        contents = Contents(source: error.sourceClass, destination: error.destinationClass, flows: [], ignored: [],
                            unfilled: [], skipped: [], problems: error.problems)
    }
}

extension PropagationReport {
    /// The report of a transition that could not be checked, because an end
    /// of it cannot be made: nothing flows and nothing is found.
    package static func unchecked(from source: String, to destination: String) -> PropagationReport {
        PropagationReport(contents: Contents(source: source, destination: destination, flows: [], ignored: [],
                                             unfilled: [], skipped: [], problems: []))
    }
}
