/// The localized copies of one storyboard (`Base.lproj/Main.storyboard` beside `fr.lproj/Main.storyboard`), each
/// compared with its base: a storyboard ID, a segue identifier, a custom class or a connection that one copy has and
/// the other lacks works in one language and crashes, or is never made, in another.
///
/// Copies are the storyboards whose paths differ only in their `.lproj` folder. The base is the copy in `Base.lproj`,
/// else the first by path. Each difference is a finding at the localized copy that names the base.
struct LocalizationCheck {
    let severity: StoryboardFinding.Severity

    /// The findings of every group of localized copies in `catalog`.
    static func findings(in catalog: StoryboardCatalog, options: StoryboardLint.Options) -> [StoryboardFinding] {
        guard let severity = options.severity(of: .localizedCopyDiffers) else { return [] }
        let check = LocalizationCheck(severity: severity)
        var findings: [StoryboardFinding] = []
        for copies in copyGroups(catalog.paths) {
            let base = copies.first { Self.lproj(of: catalog.paths[$0]) == "Base" } ?? copies[0]
            for copy in copies where copy != base {
                findings += check.compare(catalog.documents[copy], file: catalog.files[copy],
                                          with: catalog.documents[base], baseFile: catalog.paths[base])
            }
        }
        return findings
    }

    /// The indexes of the storyboards that are localized copies of one another, two or more a group, in path order.
    static func copyGroups(_ paths: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            guard let key = unlocalized(path) else { continue }
            groups[key, default: []].append(index)
        }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    /// `path` without its `.lproj` folder (`App/Main.storyboard` for `App/fr.lproj/Main.storyboard`), or `nil` when
    /// the file is in none.
    static func unlocalized(_ path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        components.remove(at: components.count - 2)
        return components.joined(separator: "/")
    }

    /// The language of the `.lproj` folder that holds `path` (`Base`, `fr`), or `nil`.
    static func lproj(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        return String(components[components.count - 2].dropLast(".lproj".count))
    }

    /// What `copy` (read from `file`) lacks of `base`, and what it has that `base` lacks; `baseFile` names the base in
    /// the messages.
    func compare(_ copy: StoryboardDocument, file: String, with base: StoryboardDocument, baseFile: String) -> [StoryboardFinding] {
        var findings: [StoryboardFinding] = []
        func report(_ location: SourceLocation, _ message: String) {
            findings.append(StoryboardFinding(rule: .localizedCopyDiffers, severity: severity, file: file, location: location,
                                              message: message))
        }
        let copyScenes = Dictionary(copy.scenes.map { ($0.controller?.id ?? $0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let top = SourceLocation(line: 1, column: 1)
        for scene in base.scenes {
            guard let controller = scene.controller else { continue }
            let name = controller.displayName
            guard let other = copyScenes[controller.id], let otherController = other.controller else {
                report(top, "the scene \(name) [\(controller.id)] of \(baseFile) is missing here. "
                    + "Copy it from \(baseFile), or localize this storyboard with a strings file instead of a copy.")
                continue
            }
            if let identifier = controller.storyboardIdentifier, otherController.storyboardIdentifier != identifier {
                report(otherController.location, "the scene \(name) has the storyboard ID '\(identifier)' in \(baseFile) and "
                    + "\(otherController.storyboardIdentifier.map { "'\($0)'" } ?? "none") here: instantiating it by that ID "
                    + "crashes in this language. Give it the same storyboard ID in both.")
            }
            if controller.customClass != otherController.customClass || controller.customModule != otherController.customModule {
                report(otherController.location, "the scene's controller is \(controller.qualifiedClassName ?? controller.kind.description) "
                    + "in \(baseFile) and \(otherController.qualifiedClassName ?? otherController.kind.description) here. "
                    + "Give it the same custom class and module in both.")
            }
            let otherIdentifiers = Set(other.segues.compactMap(\.identifier))
            for segue in scene.segues {
                guard let identifier = segue.identifier, !otherIdentifiers.contains(identifier) else { continue }
                report(other.location, "the scene \(name) has no segue '\(identifier)', which it has in \(baseFile): "
                    + "performing it crashes in this language. Copy the segue from \(baseFile).")
            }
            let baseIdentifiers = Set(scene.segues.compactMap(\.identifier))
            for segue in other.segues {
                guard let identifier = segue.identifier, !baseIdentifiers.contains(identifier) else { continue }
                report(segue.location, "the segue '\(identifier)' of \(name) is not in \(baseFile): "
                    + "performing it crashes in every other language. Add it to \(baseFile), or delete it here.")
            }
            let otherObjects = Dictionary(other.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for object in scene.objects where object.id != controller.id {
                guard let counterpart = otherObjects[object.id] else { continue }
                if object.customClass != counterpart.customClass || object.customModule != counterpart.customModule {
                    report(counterpart.location, "the \(object.element) [\(object.id)] of \(name) is \(object.qualifiedClassName) "
                        + "in \(baseFile) and \(counterpart.qualifiedClassName) here. Give it the same custom class in both.")
                }
            }
            let otherConnections = Set(other.connections.map(Self.signature))
            for connection in scene.connections where !otherConnections.contains(Self.signature(connection)) {
                report(other.location, "the \(connection.kind) of \(name) from \(connection.sourceElement) [\(connection.sourceID)] "
                    + "is not made here, as it is in \(baseFile): in this language it stays nil, or the action is never sent. "
                    + "Connect it in both.")
            }
        }
        return findings
    }

    /// What makes two connections the same in two copies: their kind, their ends and their property or selector.
    static func signature(_ connection: StoryboardConnection) -> String {
        "\(connection.kind)|\(connection.sourceID)|\(connection.destinationID ?? "")"
    }
}
