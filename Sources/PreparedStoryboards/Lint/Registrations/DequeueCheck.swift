import Prepared

/// The check of a dequeue by a literal identifier: something the lint read must register it
/// (``InterfaceFinding/Rule/unregisteredReuseIdentifier``).
///
/// An identifier is taken to be registered, or possibly so, when a storyboard's prototype or a XIB's top-level cell has
/// it, when it names a XIB, a class or an enum case (a nib or class registered under its name, as `String(describing:)`
/// spells it; a `String` enum's raw value), when a registration read has it, or when the files read write it as a
/// string anywhere but in dequeues (a constant that a registration may use; an Objective-C registration). Only an
/// identifier none of those is reported: nothing the lint read can register it.
///
/// A dequeue in a class that nothing read uses is left alone: no storyboard or XIB names the class, no Swift or
/// Objective-C file mentions it but where it is declared, and no string spells it. Such a file is most likely not in
/// the app's target (a folder holds files an Xcode project left out), and its code never runs. Two such files that
/// mention each other still count as used.
struct DequeueCheck: FileCheck {
    let file: String
    let options: InterfaceLint.Options
    var findings: [InterfaceFinding] = []

    /// The identifiers that something read registers, or may register.
    static func possiblyRegistered(_ catalog: InterfaceCatalog, _ sources: SwiftSources) -> Set<String> {
        var known = Set(catalog.documents.flatMap { $0.scenes.flatMap(\.prototypes).map(\.reuseIdentifier) })
        for nib in catalog.nibs {
            known.insert(RegistrationCheck.loadedName(of: nib))
            for object in nib.topLevelObjects {
                if let identifier = object.reuseIdentifier { known.insert(identifier) }
                if let customClass = object.customClass { known.insert(customClass) }
            }
        }
        known.formUnion(sources.registrations.map(\.registration.reuseIdentifier))
        known.formUnion(sources.declaredNames)
        var dequeued: [String: Int] = [:]
        for (_, dequeue) in sources.dequeues { dequeued[dequeue.reuseIdentifier, default: 0] += 1 }
        for (literal, count) in sources.literals where count > dequeued[literal, default: 0] { known.insert(literal) }
        return known
    }

    /// The classes the storyboards and XIBs of `catalog` name, without module: each is used, by what loads it.
    static func classesNamed(in catalog: InterfaceCatalog) -> Set<String> {
        var names = catalog.documents.flatMap { document in
            document.controllers.compactMap(\.customClass)
                + document.scenes.flatMap { $0.prototypes.compactMap(\.customClass) + $0.objects.map(\.customClass) }
        }
        for nib in catalog.nibs {
            names += [nib.filesOwner?.customClass].compactMap { $0 } + nib.topLevelObjects.compactMap(\.customClass) + nib.objects.map(\.customClass)
        }
        return Set(names.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    }

    /// Reports `dequeue` when nothing read registers its identifier, unless `isUsed` says its class is used nowhere.
    mutating func run(on dequeue: CellDequeue, registered: Set<String>, isUsed: (String) -> Bool = { _ in true }) {
        guard !registered.contains(dequeue.reuseIdentifier), dequeue.enclosingType.map(isUsed) ?? true else { return }
        let identifier = dequeue.reuseIdentifier
        let literal = SwiftCode.stringLiteral(identifier)
        let registration: String? = switch dequeue.method {
        case "dequeueReusableSupplementaryView":
            dequeue.elementKey.map {
                "collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "
                    + "\(CellRegistration.kindConstant(forElementKey: $0)), withReuseIdentifier: \(literal))"
            }
        case _ where dequeue.isCollectionCell:
            "collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \(literal))"
        default:
            "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \(literal))"
        }
        add(.unregisteredReuseIdentifier, dequeue.location,
            "this dequeues the reuse identifier '\(identifier)', and nothing the lint read registers it: no prototype of a "
                + "storyboard or cell of a XIB has it, no registration and no other string of the files read is "
                + "'\(identifier)'. UIKit raises an exception here, as nothing is registered for the identifier. Register a class "
                + "or a nib for it before dequeuing\(registration.map { " (`\($0)`, with the view's class)" } ?? ""), give a "
                + "prototype that identifier, or fix the identifier.")
    }
}
