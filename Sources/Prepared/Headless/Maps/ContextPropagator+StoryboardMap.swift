extension ContextPropagator {
    /// The report for a storyboard map: the declarations, and the values of a
    /// freshly made source except `nil`, which a source usually sets before its segue.
    @MainActor
    func mapReport(from source: AnyObject, to destination: AnyObject) -> PropagationReport {
        let report = validate(from: source, to: destination)
        return report.removing { if case .nilValue = $0 { true } else { false } }
    }
}

extension PropagationReport {
    /// The report of a segue the map could not check, because an end of it
    /// cannot be made: nothing flows and nothing is found.
    static func unchecked(from source: String, to destination: String) -> PropagationReport {
        PropagationReport(contents: Contents(source: source, destination: destination, flows: [], ignored: [],
                                             unfilled: [], skipped: [], problems: []))
    }
}
