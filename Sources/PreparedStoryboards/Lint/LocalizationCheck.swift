/// The localized copies of one storyboard or XIB (`Base.lproj/Main.storyboard` beside `fr.lproj/Main.storyboard`), each
/// compared with its base: a scene, a storyboard ID, a segue identifier, a custom class or a connection that one copy
/// has and the other lacks works in one language and crashes, or is never made, in another.
///
/// Copies are the storyboards whose files differ only in their `.lproj` folder, whether a folder or the files
/// themselves were read. The base is the copy in `Base.lproj`, else in `en.lproj` or `English.lproj`, else the first by
/// path. A copy's scenes are paired with the base's by their controllers' ids, or, where Interface Builder made the ids
/// again, by what code finds them by (``LocalizedScenePairing``). Each difference is a finding at the localized copy
/// that names the base.
package struct LocalizationCheck {
    let severity: InterfaceFinding.Severity

    /// A check whose findings have `severity`.
    package init(severity: InterfaceFinding.Severity) {
        self.severity = severity
    }

    /// One storyboard's localized copies: the base and the others, indexes into the catalog's documents.
    package struct Group: Equatable {
        package let base: Int
        package let copies: [Int]
    }

    /// The findings of every group of localized copies in `catalog`.
    static func findings(in catalog: InterfaceCatalog, options: InterfaceLint.Options) -> [InterfaceFinding] {
        guard let severity = options.severity(of: .localizedCopyDiffers) else { return [] }
        let check = LocalizationCheck(severity: severity)
        let storyboards = groups(catalog.files).flatMap { group in
            group.copies.flatMap { copy in
                check.compare(catalog.documents[copy], file: catalog.files[copy], with: catalog.documents[group.base],
                              baseFile: displayName(catalog.files[group.base]))
            }
        }
        let nibs = groups(catalog.nibFiles).flatMap { group in
            group.copies.flatMap { copy in
                check.compare(catalog.nibs[copy], file: catalog.nibFiles[copy], with: catalog.nibs[group.base],
                              baseFile: displayName(catalog.nibFiles[group.base]))
            }
        }
        return storyboards + nibs
    }

    /// The storyboards of `files` (paths, index for index with the documents) that are localized copies of one another,
    /// two or more a group, in path order: the copy in `Base.lproj` is the base, else the one in `en.lproj` or
    /// `English.lproj`, else the first.
    package static func groups(_ files: [String]) -> [Group] {
        var byName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard let (folder, _) = split(file) else { continue }
            byName[folder, default: []].append(index)
        }
        return byName.values.filter { $0.count > 1 }.map { indexes in
            let sorted = indexes.sorted { files[$0] < files[$1] }
            // Base.lproj's, else the development language's as Xcode names it by default, else the first.
            let base = ["Base", "en", "English"].lazy.compactMap { language in sorted.first { split(files[$0])?.language == language } }.first
                ?? sorted[0]
            return Group(base: base, copies: sorted.filter { $0 != base })
        }.sorted { $0.base < $1.base }
    }

    /// `path` without its `.lproj` folder (`App/Main.storyboard` for `App/fr.lproj/Main.storyboard`), and the folder's
    /// language (`fr`); `nil` when the file is in none.
    static func split(_ path: String) -> (unlocalized: String, language: String)? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        let language = String(components.remove(at: components.count - 2).dropLast(".lproj".count))
        return (components.joined(separator: "/"), language)
    }

    /// How a message names a copy: its `.lproj` folder and file name (`Base.lproj/Main.storyboard`).
    package static func displayName(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// What `copy` (read from `file`) lacks of `base`, and what it has that `base` lacks; `baseFile` names the base in
    /// the messages.
    ///
    /// Scenes are paired as ``LocalizedScenePairing`` says. Two scenes paired by their controller's `id` are compared
    /// object by object, by `id`. Two scenes paired otherwise had their ids made again, so they are compared by what
    /// UIKit and AppKit look up at run time: the storyboard ID, the segue identifiers and the scenes they lead to, the
    /// custom classes, and the outlets and actions by property or selector and by the elements they join.
    package func compare(_ copy: StoryboardDocument, file: String, with base: StoryboardDocument, baseFile: String) -> [InterfaceFinding] {
        var findings: [InterfaceFinding] = []
        func report(_ location: SourceLocation, _ message: String) {
            findings.append(InterfaceFinding(rule: .localizedCopyDiffers, severity: severity, file: file, location: location,
                                              message: message))
        }
        let pairing = LocalizedScenePairing(base: base, copy: copy)
        for scene in pairing.copyOnly.sorted(by: { $0.location < $1.location }) {
            guard let controller = scene.controller else { continue }
            report(scene.location, "the scene \(controller.displayName) [\(controller.id)] is not in \(baseFile): "
                + "every other language lacks it. Add it to \(baseFile), or delete it here.")
        }
        for controller in pairing.baseOnly.compactMap(\.controller) {
            report(SourceLocation(line: 1, column: 1), "the scene \(controller.displayName) [\(controller.id)] of \(baseFile) is missing here. "
                + "Copy it from \(baseFile), or localize this storyboard with a strings file instead of a copy.")
        }
        for pair in pairing.pairs {
            guard let controller = pair.base.controller, let otherController = pair.copy.controller else { continue }
            let name = controller.displayName
            if controller.storyboardIdentifier != otherController.storyboardIdentifier {
                report(otherController.location, "the scene \(name) has \(Self.quoted(controller.storyboardIdentifier)) as its "
                    + "storyboard ID in \(baseFile) and \(Self.quoted(otherController.storyboardIdentifier)) here: "
                    + "instantiating it by that ID crashes in one of the languages. Give it the same storyboard ID in both.")
            }
            if controller.customClass != otherController.customClass || controller.customModule != otherController.customModule {
                report(otherController.location, "the scene's controller is \(controller.qualifiedClassName ?? controller.kind.description) "
                    + "in \(baseFile) and \(otherController.qualifiedClassName ?? otherController.kind.description) here. "
                    + "Give it the same custom class and module in both.")
            }
            compareSegues(of: pair.base, in: base, named: name, with: pair.copy, in: copy, pairing: pairing, baseFile: baseFile,
                          report: report)
            let baseObjects = pair.base.objects.filter { $0.id != controller.id }
            let copyObjects = pair.copy.objects.filter { $0.id != otherController.id }
            switch pair.evidence {
            case .controllerID:
                compareObjects(baseObjects, copyObjects, connections: (pair.base.connections, pair.copy.connections), of: name,
                               at: pair.copy.location, baseFile: baseFile, report: report)
            case .runTimeNames:
                compareClasses(baseObjects, copyObjects, of: name, at: pair.copy.location, baseFile: baseFile, report: report)
            }
            compareConnections(pair.base.connections, pair.copy.connections, of: name, at: pair.copy.location, baseFile: baseFile,
                               report: report)
        }
        return findings
    }

    /// What the XIB `copy` (read from `file`) and its `base` do not share: File's Owner's class, the top-level objects
    /// (their classes and reuse identifiers), the other objects' classes, and the connections.
    package func compare(_ copy: NibDocument, file: String, with base: NibDocument, baseFile: String) -> [InterfaceFinding] {
        var findings: [InterfaceFinding] = []
        func report(_ location: SourceLocation, _ message: String) {
            findings.append(InterfaceFinding(rule: .localizedCopyDiffers, severity: severity, file: file, location: location,
                                              message: message))
        }
        let top = SourceLocation(line: 1, column: 1)
        if base.filesOwner?.qualifiedClassName != copy.filesOwner?.qualifiedClassName {
            report(copy.filesOwner?.location ?? top, "File's Owner is \(base.filesOwner?.qualifiedClassName ?? "of no custom class") "
                + "in \(baseFile) and \(copy.filesOwner?.qualifiedClassName ?? "of no custom class") here. "
                + "Give it the same custom class in both.")
        }
        let baseObjects = Dictionary(base.topLevelObjects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let copyObjects = Dictionary(copy.topLevelObjects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Copies edited apart give one object two ids: one of each side with the same element, class and reuse
        // identifier is the same object.
        func shape(_ object: NibTopLevelObject) -> String { "\(object.element)|\(object.qualifiedClassName ?? "")|\(object.reuseIdentifier ?? "")" }
        var unpairedCopies = copy.topLevelObjects.filter { baseObjects[$0.id] == nil }
        var paired: Set<String> = []   // the ids of both sides of each pair
        for object in base.topLevelObjects where copyObjects[object.id] == nil {
            if let index = unpairedCopies.firstIndex(where: { shape($0) == shape(object) }) {
                paired.formUnion([object.id, unpairedCopies.remove(at: index).id])
            }
        }
        for id in Set(baseObjects.keys).union(copyObjects.keys).sorted() {
            let (mine, theirs) = (baseObjects[id], copyObjects[id])
            guard let mine, let theirs else {
                guard let object = mine ?? theirs, !paired.contains(id) else { continue }
                report(theirs?.location ?? top, "the top-level \(object.element) [\(id)] is "
                    + (mine == nil ? "not in \(baseFile), only here" : "in \(baseFile) and not here")
                    + ": loading the nib gives other objects in each language. Give both copies the same top-level objects.")
                continue
            }
            if mine.qualifiedClassName != theirs.qualifiedClassName {
                report(theirs.location, "the top-level \(mine.element) [\(id)] is \(mine.qualifiedClassName ?? "of no custom class") "
                    + "in \(baseFile) and \(theirs.qualifiedClassName ?? "of no custom class") here. Give it the same custom class in both.")
            }
            if mine.reuseIdentifier != theirs.reuseIdentifier {
                report(theirs.location, "the top-level \(mine.element) [\(id)] has \(Self.quoted(mine.reuseIdentifier)) as its reuse "
                    + "identifier in \(baseFile) and \(Self.quoted(theirs.reuseIdentifier)) here: dequeuing it crashes in one of the "
                    + "languages. Give it the same reuse identifier in both.")
            }
        }
        let topLevel = Set(baseObjects.keys).union(copyObjects.keys).union([base.filesOwner?.id, copy.filesOwner?.id].compactMap { $0 })
        compareObjects(base.objects.filter { !topLevel.contains($0.id) }, copy.objects.filter { !topLevel.contains($0.id) },
                       connections: (base.connections, copy.connections), of: "the nib", at: top, baseFile: baseFile, report: report)
        compareConnections(base.connections, copy.connections, of: "the nib", at: top, baseFile: baseFile, report: report)
        return findings
    }
}
