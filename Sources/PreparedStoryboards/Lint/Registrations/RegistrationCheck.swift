import Prepared

/// The checks of the cells an app's Swift code registers by strings, held against the XIBs and storyboards read:
///
/// - a nib registered from the app's bundle that no XIB read is named after (``InterfaceFinding/Rule/missingRegisteredNib``);
/// - a nib UIKit refuses for what it is registered as: not one top-level object, not a cell of that kind, or a cell
///   whose reuse identifier is not the one registered (``InterfaceFinding/Rule/registeredNibMismatch``);
/// - a XIB cell without reuse identifier registered under another name than its file's, which is the one Prepared's
///   generated `NibCell` dequeues it by (``InterfaceFinding/Rule/nibCellWithoutReuseIdentifier``);
/// - a registration in a scene's class for an identifier that a prototype of that scene's table or collection view has:
///   the registration replaces the prototype (``InterfaceFinding/Rule/registrationReplacesPrototype``).
struct RegistrationCheck: FileCheck {
    let file: String
    let options: InterfaceLint.Options
    var findings: [InterfaceFinding] = []
    private let catalog: InterfaceCatalog

    init(file: String, catalog: InterfaceCatalog, options: InterfaceLint.Options) {
        self.file = file
        self.catalog = catalog
        self.options = options
    }

    mutating func run(on registration: CellRegistration) {
        if case let .nib(name, inAppBundle) = registration.registered {
            checkNib(named: name, inAppBundle: inAppBundle, for: registration)
        }
        checkPrototypes(replacedBy: registration)
    }

    /// The nib's top-level object against what the registration takes it for.
    private mutating func checkNib(named name: String, inAppBundle: Bool, for registration: CellRegistration) {
        let found = catalog.nibs.indices.filter { Self.loadedName(of: catalog.nibs[$0]) == name && catalog.nibs[$0].platform != .macOS }
        guard let index = found.first else {
            if inAppBundle {
                add(.missingRegisteredNib, registration.location,
                    "this registers the nib '\(name)' for the reuse identifier '\(registration.reuseIdentifier)', and no \(name).xib is "
                        + "among the files read: dequeuing '\(registration.reuseIdentifier)' raises \"Could not load NIB in bundle\". "
                        + "Fix the name, or add the XIB to the folders checked.")
            }
            return
        }
        let nib = catalog.nibs[index]
        let place = catalog.nibFiles[index]
        let objects = nib.topLevelObjects
        guard objects.count == 1 else {
            add(.registeredNibMismatch, registration.location,
                "this registers the nib '\(name)' for the reuse identifier '\(registration.reuseIdentifier)', and \(place) holds "
                    + "\(Noun.counted(objects.count, "top-level object")): UIKit raises when it is dequeued, as a registered "
                    + "nib must hold exactly one, the cell. Keep only the cell at the top of the XIB.")
            return
        }
        let cell = objects[0]
        // A custom class on a plain element (`<view customClass="ContactCell">`) may be a cell's subclass: UIKit makes the
        // object by that class. Only a cell element of another kind, or a framework class, is known to be wrong.
        if let (elements, className) = registration.registry.nibElements, !elements.contains(cell.element),
           cell.customClass == nil || Self.reusableElements.contains(cell.element) {
            add(.registeredNibMismatch, registration.location,
                "this registers the nib '\(name)' as a \(className) for the reuse identifier '\(registration.reuseIdentifier)', and "
                    + "the top-level object of \(place) is a <\(cell.element)> (line \(cell.location.line)): UIKit raises when it is "
                    + "dequeued or shown, as the object is no \(className). Make the XIB's object a \(className), or register the nib as what it holds.")
            return
        }
        let identifier = registration.reuseIdentifier
        switch cell.reuseIdentifier {
        case let written? where written != identifier:
            add(.registeredNibMismatch, registration.location,
                "this registers the nib '\(name)' for the reuse identifier '\(identifier)', and its cell's reuse identifier in \(place) "
                    + "is '\(written)' (line \(cell.location.line)): UIKit raises when it is dequeued, as the nib's identifier is not the one "
                    + "it was registered for. Set one identifier in both places: register it for '\(written)'"
                    + (Self.registrationCall(of: registration, nib: name, identifier: written).map { " (\($0))" } ?? "")
                    + ", or set '\(identifier)' in Interface Builder's Identifier field.")
        // Only a cell has an Identifier field in Interface Builder, and a generated NibCell.
        case nil where identifier != name && Self.reusableElements.contains(cell.element):
            add(.nibCellWithoutReuseIdentifier, registration.location,
                "this registers the nib '\(name)' for the reuse identifier '\(identifier)', and its cell in \(place) has none "
                    + "(line \(cell.location.line)), so Prepared's generated NibCell for it dequeues it by the file's name, "
                    + "'\(name)', which this registration does not make. Set '\(identifier)' in Interface Builder's Identifier field, "
                    + "so that both agree.")
        default:
            break
        }
    }

    /// The XIB elements whose object is a cell or reusable view of one kind, whatever custom class it names.
    private static let reusableElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The registration call with `identifier` in place of the registration's, for a message's fix; `nil` when the call
    /// cannot be written again from what the scan kept (a bundle other than the app's, a custom supplementary kind).
    private static func registrationCall(of registration: CellRegistration, nib: String, identifier: String) -> String? {
        guard case .nib(_, inAppBundle: true) = registration.registered else { return nil }
        let receiver = registration.receiver.map { "\($0)." } ?? ""
        let label: String
        switch registration.registry {
        case .tableCell: label = "forCellReuseIdentifier: "
        case .tableHeaderFooter: label = "forHeaderFooterViewReuseIdentifier: "
        case .collectionCell: label = "forCellWithReuseIdentifier: "
        case .supplementaryView(let key?):
            label = "forSupplementaryViewOfKind: \(CellRegistration.kindConstant(forElementKey: key)), withReuseIdentifier: "
        case .supplementaryView(nil):
            return nil
        }
        return "`\(receiver)register(UINib(nibName: \(SwiftCode.stringLiteral(nib)), bundle: nil), \(label)\(SwiftCode.stringLiteral(identifier)))`"
    }

    /// The name code loads a XIB by: its file's name without a device modifier (`Cell~iphone.xib` is loaded as `Cell`).
    static func loadedName(of nib: NibDocument) -> String {
        nib.name.split(separator: "~", maxSplits: 1).first.map(String.init) ?? nib.name
    }

    /// A prototype of the scene whose class the registration is written in, of the view it registers with, with the
    /// identifier it registers: the registration replaces it, so the storyboard's cell is never shown.
    ///
    /// The view is the prototype's table or collection view when the receiver is an outlet of the scene's controller to
    /// it, or when the receiver is the controller's own `tableView` or `collectionView` (or an outlet of that name) and
    /// the scene has one such view with prototypes; any other registration is left alone.
    private mutating func checkPrototypes(replacedBy registration: CellRegistration) {
        guard let typeName = registration.enclosingType, let receiver = registration.receiver else { return }
        let catalog = catalog
        for (document, storyboard) in catalog.documents.enumerated() where storyboard.platform != .macOS {
            for scene in storyboard.scenes {
                guard let controller = scene.controller, controller.customClass.map(Self.unqualified) == typeName else { continue }
                let candidates = scene.prototypes.filter {
                    $0.reuseIdentifier == registration.reuseIdentifier && registration.registry.holds($0.kind)
                }
                guard !candidates.isEmpty else { continue }
                let outlet = scene.connections.first {
                    $0.sourceID == controller.id && $0.kind == .outlet(property: receiver)
                }
                let containers = Set(scene.prototypes.filter { registration.registry.holds($0.kind) }.map(\.containerID))
                for prototype in candidates {
                    let isTheView = if let outlet { outlet.destinationID == prototype.containerID }
                    else { ["tableView", "collectionView"].contains(receiver) && containers.count == 1 }
                    guard isTheView else { continue }
                    add(.registrationReplacesPrototype, registration.location,
                        "this registers \(registration.registeredDescription) on \(receiver) for the reuse identifier "
                            + "'\(registration.reuseIdentifier)', which the \(prototype.kind) on line \(prototype.location.line) of "
                            + "\(catalog.files[document]) has in \(typeName)'s scene: the registration replaces the prototype, so its "
                            + "layout, outlets and segues never show. Delete the prototype, or give one of them another identifier.")
                }
            }
        }
    }

    private static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
