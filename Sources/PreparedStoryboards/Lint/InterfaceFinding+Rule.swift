import Prepared

extension InterfaceFinding {
    /// The rules of the lint, each with a stable id (its raw value) that the
    /// configuration file and the output use.
    ///
    /// The rules on by default find what is wrong in any app; the conventions
    /// (``storyboardIdentifierConvention``, ``cellSegueWithoutIdentifier``,
    /// ``segueWithoutIdentifier``, ``nibCellWithoutReuseIdentifier``) are off until a configuration turns them on.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// An element, controller kind, segue kind or relationship the reader does not know.
        case unrecognized
        /// Two scenes of one storyboard share a (non-empty) storyboard ID.
        case duplicateStoryboardIdentifier = "duplicate-storyboard-id"
        /// Two segues of one source share an identifier.
        case duplicateSegueIdentifier = "duplicate-segue-identifier"
        /// Two prototype cells (or two supplementary views of one kind) of one table, collection or outline view
        /// share a reuse identifier.
        case duplicateReuseIdentifier = "duplicate-reuse-identifier"
        /// Segues without identifier that share their source, their trigger and their destination:
        /// `prepare(for:sender:)` gets the same sender and the same kind of destination for each.
        case ambiguousSegues = "ambiguous-segues"
        /// A cell's segue has no identifier, and its scene has other segues (a convention; off by default).
        case cellSegueWithoutIdentifier = "cell-segue-without-identifier"
        /// A segue without identifier in a scene with several segues (a convention; off by default).
        case segueWithoutIdentifier = "segue-without-identifier"
        /// A storyboard reference names a storyboard that is not among the files.
        case missingStoryboard = "missing-storyboard"
        /// A storyboard reference names a storyboard ID, or an initial controller, that its storyboard lacks.
        case missingReferencedScene = "missing-referenced-scene"
        /// A segue's destination `id` names nothing in its file.
        case missingDestination = "missing-destination"
        /// A segue's destination `id` names an element of its file that is no scene's controller, such as a view.
        case destinationNotAController = "destination-not-a-controller"
        /// An outlet's or action's destination `id` names nothing in its file.
        case missingConnectionDestination = "missing-connection-destination"
        /// An outlet or action connects to an object of another scene, which the scene does not load: Interface Builder
        /// compiles each scene on its own, and the app builds and runs without the connection (a warning).
        case crossSceneConnection = "cross-scene-connection"
        /// An outlet from outside a prototype cell connects to the cell or to what it holds, of which there is one per row.
        case outletToRepeatingContent = "outlet-to-repeating-content"
        /// A segue without a `kind` or `destination` attribute, a controller without an `id`, an outlet without
        /// its property or an action without its selector.
        case missingAttribute = "missing-attribute"
        /// Two controllers of one storyboard share an `id`, as a bad merge leaves them.
        case duplicateControllerID = "duplicate-controller-id"
        /// Two objects or connections of one XIB share an `id`, as a bad merge leaves them.
        case duplicateObjectID = "duplicate-object-id"
        /// A scene that no segue, relationship or reference reaches from an initial controller, and that has no storyboard ID.
        case unreachableScene = "unreachable-scene"
        /// Swift code registers a nib from the app's bundle, by a literal name, that no XIB read is named after.
        case missingRegisteredNib = "missing-registered-nib"
        /// Swift code registers a nib whose top level UIKit refuses for what it is registered as: not one object, not a cell
        /// of that kind, or a cell whose reuse identifier is not the one registered.
        case registeredNibMismatch = "registered-nib-mismatch"
        /// Swift code registers a XIB cell that has no reuse identifier under another name than its file's, the one the
        /// generated `NibCell` dequeues it by (a convention; off by default).
        case nibCellWithoutReuseIdentifier = "nib-cell-without-reuse-identifier"
        /// Swift code in a scene's class registers a nib or a class for a reuse identifier a prototype of that scene's
        /// table or collection view has: the registration replaces the prototype.
        case registrationReplacesPrototype = "registration-replaces-prototype"
        /// Swift code dequeues, by a literal identifier and with an index path, a cell that nothing read registers: no
        /// prototype, XIB cell or registration has the identifier, and no other string of the Swift files is it.
        case unregisteredReuseIdentifier = "unregistered-reuse-identifier"
        /// A storyboard ID that is not the scene's class name (the typed-storyboard convention; off by default).
        case storyboardIdentifierConvention = "storyboard-id-convention"
        /// A localized copy of a storyboard or XIB (`fr.lproj/Main.storyboard`) lacks a scene, a storyboard ID, a segue
        /// identifier, a top-level object, a reuse identifier, a custom class or a connection of its base
        /// (`Base.lproj/Main.storyboard`), or has one the base lacks.
        case localizedCopyDiffers = "localized-copy-differs"

        /// The severity the rule has when no configuration names it; `nil` for a rule off by default.
        package var defaultSeverity: InterfaceFinding.Severity? {
            switch self {
            case .missingDestination, .destinationNotAController, .missingStoryboard, .missingReferencedScene,
                 .missingConnectionDestination, .outletToRepeatingContent,
                 .duplicateStoryboardIdentifier, .duplicateControllerID, .duplicateObjectID, .duplicateSegueIdentifier, .duplicateReuseIdentifier,
                 .missingAttribute, .missingRegisteredNib, .registeredNibMismatch, .unregisteredReuseIdentifier, .localizedCopyDiffers:
                .error
            case .ambiguousSegues, .unreachableScene, .unrecognized, .registrationReplacesPrototype, .crossSceneConnection:
                .warning
            case .storyboardIdentifierConvention, .cellSegueWithoutIdentifier, .segueWithoutIdentifier, .nibCellWithoutReuseIdentifier:
                nil
            }
        }

        /// The rule whose id is closest to `id`, to suggest in place of a misspelt one.
        static func closest(to id: String) -> Rule? {
            allCases.min { ClosestName.distance($0.rawValue, id) < ClosestName.distance($1.rawValue, id) }
        }
    }
}
