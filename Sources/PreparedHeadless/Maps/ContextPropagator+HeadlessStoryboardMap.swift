import Prepared

extension ContextPropagator {
    /// The report for a storyboard map: the declarations, and the values of a
    /// freshly made source except `nil`, which a source usually sets before its segue.
    @MainActor
    func mapReport(from source: AnyObject, to destination: AnyObject) -> PropagationReport {
        let report = validate(from: source, to: destination)
        return report.removing { if case .nilValue = $0 { true } else { false } }
    }
}
