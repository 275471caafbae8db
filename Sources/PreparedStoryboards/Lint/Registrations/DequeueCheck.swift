import Prepared

/// The check of a dequeue by a literal identifier: something the lint read must register it
/// (``StoryboardFinding/Rule/unregisteredReuseIdentifier``).
///
/// An identifier is taken to be registered, or possibly so, when a storyboard's prototype or a XIB's top-level cell has
/// it, when it names a XIB or a class (a nib or class registered under its name, as `String(describing:)` spells it),
/// when a registration read has it, or when the Swift files write it as a string anywhere but in dequeues (a constant
/// that a registration may use). Only an identifier none of those is reported: nothing the lint read can register it.
struct DequeueCheck: FileCheck {
    let file: String
    let options: StoryboardLint.Options
    var findings: [StoryboardFinding] = []

    /// The identifiers that something read registers, or may register.
    static func possiblyRegistered(_ catalog: StoryboardCatalog, _ sources: SwiftSources) -> Set<String> {
        var known = Set(catalog.documents.flatMap { $0.scenes.flatMap(\.prototypes).map(\.reuseIdentifier) })
        for nib in catalog.nibs {
            known.insert(nib.name)
            for object in nib.topLevelObjects {
                if let identifier = object.reuseIdentifier { known.insert(identifier) }
                if let customClass = object.customClass { known.insert(customClass) }
            }
        }
        known.formUnion(sources.registrations.map(\.registration.reuseIdentifier))
        known.formUnion(sources.declaredTypes)
        var dequeued: [String: Int] = [:]
        for (_, dequeue) in sources.dequeues { dequeued[dequeue.reuseIdentifier, default: 0] += 1 }
        for (literal, count) in sources.literals where count > dequeued[literal, default: 0] { known.insert(literal) }
        return known
    }

    mutating func run(on dequeue: CellDequeue, registered: Set<String>) {
        guard !registered.contains(dequeue.reuseIdentifier) else { return }
        let identifier = dequeue.reuseIdentifier
        let (view, registration) = switch dequeue.method {
        case "dequeueReusableSupplementaryView":
            ("collectionView", "register(UICollectionReusableView.self, forSupplementaryViewOfKind: "
                + "UICollectionView.elementKindSectionHeader, withReuseIdentifier: \(SwiftCode.stringLiteral(identifier)))")
        case _ where dequeue.isCollectionCell:
            ("collectionView", "register(UICollectionViewCell.self, forCellWithReuseIdentifier: \(SwiftCode.stringLiteral(identifier)))")
        default:
            ("tableView", "register(UITableViewCell.self, forCellReuseIdentifier: \(SwiftCode.stringLiteral(identifier)))")
        }
        add(.unregisteredReuseIdentifier, dequeue.location,
            "this dequeues the reuse identifier '\(identifier)', and nothing the lint read registers it: no prototype of a "
                + "storyboard or cell of a XIB has it, no registration and no other string of the Swift files read is "
                + "'\(identifier)'. UIKit raises \"unable to dequeue\" here. Register a class or a nib for it before dequeuing "
                + "(`\(view).\(registration)`, with the cell's class), give a prototype that identifier, or fix the identifier.")
    }
}
