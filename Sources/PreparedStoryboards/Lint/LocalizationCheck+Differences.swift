/// What two copies of one scene, or of one XIB, do not share: their segues, the custom classes of their objects, and
/// their outlets and actions.
extension LocalizationCheck {
    /// The segue identifiers one scene's copies do not share, and the identifiers both have whose segues lead to scenes
    /// that are not a pair: performing the segue crashes, or shows another scene, in one of the languages.
    func compareSegues(of scene: StoryboardScene, in base: StoryboardDocument, named name: String, with other: StoryboardScene,
                       in copy: StoryboardDocument, pairing: LocalizedScenePairing, baseFile: String,
                       report: (SourceLocation, String) -> Void) {
        let baseIdentifiers = Set(scene.segues.compactMap(\.identifier))
        let otherIdentifiers = Set(other.segues.compactMap(\.identifier))
        for identifier in baseIdentifiers.subtracting(otherIdentifiers).sorted() {
            report(other.location, "the scene \(name) has no segue '\(identifier)', which it has in \(baseFile): "
                + "performing it crashes in this language. Copy the segue from \(baseFile).")
        }
        var reported: Set<String> = []
        for segue in other.segues {
            guard let identifier = segue.identifier, !baseIdentifiers.contains(identifier), reported.insert(identifier).inserted else {
                continue
            }
            report(segue.location, "the segue '\(identifier)' of \(name) is not in \(baseFile): "
                + "performing it crashes in every other language. Add it to \(baseFile), or delete it here.")
        }
        var compared: Set<String> = []
        for segue in scene.segues {
            guard let identifier = segue.identifier, compared.insert(identifier).inserted,
                  let otherSegue = other.segues.first(where: { $0.identifier == identifier }),
                  Self.leadElsewhere(segue.destination, otherSegue.destination, pairing: pairing) else { continue }
            report(otherSegue.location, "the segue '\(identifier)' of \(name) leads to \(Self.describe(segue.destination, in: base)) "
                + "in \(baseFile) and to \(Self.describe(otherSegue.destination, in: copy)) here: performing it shows another "
                + "scene in each language. Make it lead to the same scene in both.")
        }
    }

    /// Whether a segue of the base and its copy lead to scenes that are not a pair. A scene one copy lacks is reported
    /// as such, and a destination that is no scene by the other rules, so neither counts here.
    private static func leadElsewhere(_ base: StoryboardSegue.Destination, _ copy: StoryboardSegue.Destination,
                                      pairing: LocalizedScenePairing) -> Bool {
        switch (base, copy) {
        case (.controller(let baseID), .controller(let copyID)):
            guard let pairedID = pairing.copyControllerID(pairedWith: baseID), pairing.isPaired(copyControllerID: copyID) else {
                return false
            }
            return pairedID != copyID
        case (.reference(_, let baseReference), .reference(_, let copyReference)):
            return baseReference != copyReference
        case (.controller, .reference), (.reference, .controller):
            return true
        default:
            return false
        }
    }

    /// How a message names where a segue leads: `the scene MapViewController`, with its storyboard ID where that is
    /// not its name, or `the storyboard reference → Settings.storyboard#Profile`.
    private static func describe(_ destination: StoryboardSegue.Destination, in document: StoryboardDocument) -> String {
        switch destination {
        case .controller(let id):
            guard let controller = document.controller(id: id) else { return "[\(id)]" }
            let identifier = controller.storyboardIdentifier.flatMap { $0 == controller.displayName ? nil : " ('\($0)')" }
            return "the scene \(controller.displayName)\(identifier ?? "")"
        case .reference(_, let reference):
            return "the storyboard reference → \(reference)"
        default:
            return destination.description
        }
    }

    /// The custom classes of the objects (views, controls, custom segues, cells) of a scene or a XIB whose copies kept
    /// their ids, that differ between them. Only objects with a custom class are read: one that a copy lacks by its id
    /// is of no custom class there when a connection of that copy reaches it, and otherwise absent, or given another id
    /// by copies edited apart, which is no finding (the connections are compared apart).
    func compareObjects(_ base: [InterfaceObject], _ copy: [InterfaceObject], connections: (base: [InterfaceConnection], copy: [InterfaceConnection]),
                        of name: String, at location: SourceLocation, baseFile: String, report: (SourceLocation, String) -> Void) {
        let baseObjects = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let otherObjects = Dictionary(copy.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func reached(_ connections: [InterfaceConnection]) -> Set<String> {
            Set(connections.flatMap { [$0.sourceID, $0.destinationID].compactMap { $0 } })
        }
        let (reachedInBase, reachedHere) = (reached(connections.base), reached(connections.copy))
        for id in Set(baseObjects.keys).union(otherObjects.keys).sorted() {
            let (mine, theirs) = (baseObjects[id], otherObjects[id])
            guard mine?.qualifiedClassName != theirs?.qualifiedClassName,
                  (mine != nil && theirs != nil) || (mine == nil ? reachedInBase : reachedHere).contains(id) else { continue }
            report(theirs?.location ?? location, Self.classDiffers(mine?.element ?? theirs?.element ?? "object", id: id, of: name,
                                                                   base: mine?.qualifiedClassName, copy: theirs?.qualifiedClassName,
                                                                   baseFile: baseFile))
        }
    }

    /// The custom classes of the objects of two copies of a scene whose ids were made again, compared element by
    /// element: an object of one element and class in both is the same object; one left over in each copy, of one
    /// element, is one object whose class differs; one left over in one copy is of no custom class, or absent, in the
    /// other. Either way UIKit and AppKit make another class in one of the languages.
    ///
    /// - Complexity: O(*n*²) in the objects of the scene.
    func compareClasses(_ base: [InterfaceObject], _ copy: [InterfaceObject], of name: String, at location: SourceLocation,
                        baseFile: String, report: (SourceLocation, String) -> Void) {
        var copyLeft = copy
        var baseLeft: [InterfaceObject] = []
        for object in base {
            if let index = copyLeft.firstIndex(where: { $0.element == object.element && $0.qualifiedClassName == object.qualifiedClassName }) {
                copyLeft.remove(at: index)
            } else {
                baseLeft.append(object)
            }
        }
        for object in baseLeft {
            let other = copyLeft.firstIndex { $0.element == object.element }.map { copyLeft.remove(at: $0) }
            report(other?.location ?? location, Self.classDiffers(object.element, id: other?.id ?? object.id, of: name,
                                                                  base: object.qualifiedClassName, copy: other?.qualifiedClassName,
                                                                  baseFile: baseFile))
        }
        for other in copyLeft {
            report(other.location, Self.classDiffers(other.element, id: other.id, of: name, base: nil, copy: other.qualifiedClassName,
                                                     baseFile: baseFile))
        }
    }

    /// `the imageView [7] of the nib is SDAnimatedImageView in en.lproj/Detail.xib and of no custom class here. …`
    private static func classDiffers(_ element: String, id: String, of name: String, base: String?, copy: String?,
                                     baseFile: String) -> String {
        "the \(element) [\(id)] of \(name) is \(base ?? "of no custom class") in \(baseFile) and \(copy ?? "of no custom class") "
            + "here. Give it the same custom class in both."
    }

    /// The outlets and actions the copies of a scene or a XIB do not share; `location` stands for one the copy lacks.
    ///
    /// A connection is the same in both copies when its ends have the same ids, or else when it sets the same property
    /// or sends the same selector between the same elements: copies edited apart, or whose ids were made again, give one
    /// object two ids, and UIKit and AppKit look up only the names. The objects' classes are compared on their own.
    func compareConnections(_ base: [InterfaceConnection], _ copy: [InterfaceConnection], of name: String,
                            at location: SourceLocation, baseFile: String, report: (SourceLocation, String) -> Void) {
        let baseConnections = Dictionary(base.map { (Self.signature($0), $0) }, uniquingKeysWith: { first, _ in first })
        let otherConnections = Dictionary(copy.map { (Self.signature($0), $0) }, uniquingKeysWith: { first, _ in first })
        let onlyBase = baseConnections.filter { otherConnections[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
        let onlyHere = otherConnections.filter { baseConnections[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
        for connection in Self.unpaired(onlyBase, with: onlyHere) {
            report(location, "the \(connection.kind) of \(name) from \(connection.sourceElement) [\(connection.sourceID)] "
                + "is not made here, as it is in \(baseFile): in this language it stays nil, or the action is never sent. "
                + "Connect it in both.")
        }
        for connection in Self.unpaired(onlyHere, with: onlyBase) {
            report(connection.location, "the \(connection.kind) of \(name) from \(connection.sourceElement) [\(connection.sourceID)] "
                + "is not made in \(baseFile): in every other language it stays nil, or the action is never sent. "
                + "Connect it in both.")
        }
    }

    /// The connections of `connections` that none of `others` pairs with by ``shape(_:)``.
    private static func unpaired(_ connections: [InterfaceConnection], with others: [InterfaceConnection]) -> [InterfaceConnection] {
        var available = Dictionary(grouping: others, by: shape).mapValues(\.count)
        return connections.filter { connection in
            guard let count = available[shape(connection)], count > 0 else { return true }
            available[shape(connection)] = count - 1
            return false
        }
    }

    /// What UIKit and AppKit see of a connection whatever the ids: its kind with its property or selector, and the
    /// elements at its ends.
    private static func shape(_ connection: InterfaceConnection) -> String {
        "\(connection.kind)|\(connection.sourceElement)|\(connection.destinationElement ?? "")"
    }

    /// What makes two connections the same in two copies: their kind, their ends and their property or selector.
    static func signature(_ connection: InterfaceConnection) -> String {
        "\(connection.kind)|\(connection.sourceID)|\(connection.destinationID ?? "")"
    }

    /// `'Profile'`, or `none`.
    static func quoted(_ identifier: String?) -> String {
        identifier.map { "'\($0)'" } ?? "none"
    }
}
