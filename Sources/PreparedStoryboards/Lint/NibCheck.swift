/// The checks of one XIB: what the reader did not recognize, objects that share an `id`, outlets and actions
/// (those of a storyboard's scene: `FileCheck+Connections`), and cell views that share a reuse identifier in one
/// AppKit table.
///
/// A XIB has no scenes, segues or storyboard IDs, so the rules about them have nothing to check in it.
struct NibCheck: FileCheck {
    let file: String
    let options: InterfaceLint.Options
    var findings: [InterfaceFinding] = []

    mutating func run(on nib: NibDocument) {
        checkUnrecognized(nib.unrecognized)
        checkObjectIDs(of: nib)
        checkConnections(of: nib)
        checkPrototypes(nib.prototypes, of: "the nib \(nib.name)")
    }

    /// An element of the file the document lists with its `id`, and what a message calls it (`the <label>`).
    private struct IdentifiedElement {
        let id: String
        let name: String
        let location: SourceLocation
    }

    /// Two objects or connections of the file with one `id`, as a bad merge leaves them. The ids checked are those the
    /// document lists: File's Owner, the top-level objects, the objects of a custom class, the cell views and the
    /// connections. One element listed twice (a top-level object of a custom class) is one element: it has one location.
    mutating func checkObjectIDs(of nib: NibDocument) {
        var elements = nib.filesOwner.map { [IdentifiedElement(id: $0.id, name: "File's Owner", location: $0.location)] } ?? []
        elements += nib.topLevelObjects.map { IdentifiedElement(id: $0.id, name: "the <\($0.element)>", location: $0.location) }
        elements += nib.objects.map { IdentifiedElement(id: $0.id, name: "the <\($0.element)>", location: $0.location) }
        elements += nib.prototypes.map { IdentifiedElement(id: $0.id, name: "the \($0.kind)", location: $0.location) }
        elements += nib.connections.map { IdentifiedElement(id: $0.id, name: "the \($0.kind)", location: $0.location) }
        var first: [String: IdentifiedElement] = [:]
        var reported: Set<SourceLocation> = []
        for element in elements.sorted(by: { $0.location < $1.location }) where !element.id.isEmpty {
            guard let earlier = first[element.id] else {
                first[element.id] = element
                continue
            }
            guard earlier.location != element.location, reported.insert(element.location).inserted else { continue }
            add(.duplicateObjectID, element.location,
                "\(element.name) has the id '\(element.id)', as \(earlier.name) on line \(earlier.location.line) has, so "
                    + "an outlet or action to that id reaches only one of them. Interface Builder writes each id once (two alike "
                    + "come from a merge): give one of them a new id, or delete the copy.")
        }
    }
}
