/// What the checks of one file share, a storyboard's (``DocumentCheck``) or a XIB's (``NibCheck``): the options that
/// say which rules run, and the findings, named after the file.
protocol FileCheck {
    /// The file's path, as its findings name it.
    var file: String { get }
    var options: InterfaceLint.Options { get }
    var findings: [InterfaceFinding] { get set }
}

extension FileCheck {
    /// Adds a finding of `rule`, unless the options turn it off.
    mutating func add(_ rule: InterfaceFinding.Rule, _ location: SourceLocation, _ message: @autoclosure () -> String) {
        guard let severity = options.severity(of: rule) else { return }
        findings.append(InterfaceFinding(rule: rule, severity: severity, file: file, location: location, message: message()))
    }

    /// What the reader kept but did not recognize: an element, a kind, a version.
    mutating func checkUnrecognized(_ items: [UnrecognizedItem]) {
        for item in items {
            add(.unrecognized, item.location, "\(item): the reader keeps it but checks nothing about it. "
                + "Check it by hand, or tell Prepared's maintainers about this file.")
        }
    }

    /// Two prototypes a table, collection or outline view dequeues by one identifier: it gives one of them.
    ///
    /// - Parameters:
    ///   - prototypes: The prototypes of a scene, or of a XIB.
    ///   - source: What holds them, as a message names it (`ContactListController`); made only for a finding.
    mutating func checkPrototypes(_ prototypes: [InterfacePrototype], of source: @autoclosure () -> String) {
        var seen: [PrototypeRegistry: InterfacePrototype] = [:]
        for prototype in prototypes {
            let key = PrototypeRegistry(container: prototype.containerID, registry: prototype.kind.registry, identifier: prototype.reuseIdentifier)
            guard let first = seen[key] else {
                seen[key] = prototype
                continue
            }
            add(.duplicateReuseIdentifier, prototype.location,
                "this \(prototype.kind) of \(source()) has the reuse identifier '\(prototype.reuseIdentifier)', as the \(first.kind) "
                    + "on line \(first.location.line) has in the same view, which dequeues only one of them by it. "
                    + "Give each prototype its own reuse identifier.")
        }
    }
}

/// Where a table, collection or outline view looks a reuse identifier up: its cells, or one kind of its supplementary views.
private struct PrototypeRegistry: Hashable {
    let container: String
    let registry: String
    let identifier: String
}
