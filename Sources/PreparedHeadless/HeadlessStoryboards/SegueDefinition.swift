import Prepared

/// One declared segue between two scene classes.
struct SegueDefinition: Sendable {
    /// A user's typed identifier, kept with its readable form.
    struct TypedIdentifier: Hashable, Sendable, CustomStringConvertible {
        let value: any SegueName
        let description: String

        init<Identifier: SegueName>(_ identifier: Identifier) {
            value = identifier
            description = "\(Identifier.self).\(identifier)"
        }

        static func == (lhs: TypedIdentifier, rhs: TypedIdentifier) -> Bool {
            AnyHashable(lhs.value) == AnyHashable(rhs.value)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(AnyHashable(value))
        }
    }

    let source: PreparedController.Type
    let destination: PreparedController.Type
    let kind: SegueKind
    let identifier: TypedIdentifier?
    /// How the navigator shows the destination, for a kind of your own; `nil` shows it by ``kind``.
    let show: (@MainActor @Sendable (Segue, Navigator) -> Void)?

    var sourceName: String { TypeName.of(source) }
    var destinationName: String { TypeName.of(destination) }

    /// `ListController → DetailsController (show, ContactSegue.view)`.
    var summary: String {
        "\(sourceName) → \(destinationName) (\(kind)\(identifier.map { ", \($0)" } ?? ""))"
    }
}
