import PreparedStoryboards

/// Segue identifiers performed, compared and switched over, and the casts of a segue's destination.
extension MigrationNames {
    /// A segue identifier compared or switched over.
    func segue(_ identifier: String, _ use: MigrationScan.Use, _ form: MigrationScan.IdentifierUse, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        // The class's own segue, else another class's, else that of a scene without a custom class.
        let own = use.enclosingType.flatMap { segueSources[$0] }.flatMap { source in Self.has(identifier, source) ? source : nil }
        if let source = own ?? sourceHaving(identifier) {
            var resolution = Resolution(status: .resolved)
            // A comparison names the other class's types.
            let qualifier = own == nil ? "\(source.className)." : ""
            if own == nil {
                // Prepared by a class that forwards another's segues.
                let lacking = use.enclosingType.flatMap { enclosing in segueSources[enclosing].map { Self.has(identifier, $0) } ?? false ? nil : enclosing }
                resolution.note = "a segue of \(source.className)'s scenes" + (lacking.map { ", not of \($0)'s" } ?? "")
            }
            resolution.replacement = replacement(of: identifier, form, source: source, qualifier: qualifier, placeholders: placeholders)
            return resolution
        }
        if let (storyboard, found) = sceneSegue(identifier) {
            let segues = "\(model.name).\(storyboard.namespace).Segues"
            let name = SwiftIdentifier.escaped(found.name)
            var resolution = Resolution(status: .resolved, note: "a segue of a scene without a custom class in \(storyboard.name).storyboard")
            if !form.isCase, !form.inShouldPerform {
                resolution.replacement = "\(placeholders ? "segue" : form.segueExpression ?? "segue").identifier \(form.isNegated ? "!=" : "==") \(segues).\(name).rawValue"
            }
            return resolution
        }
        guard segueIdentifiers.contains(identifier) else {
            return Resolution(status: .missing, note: "no segue has this identifier in the storyboards read")
        }
        return Resolution(status: .resolved)
    }

    /// A segue performed: on `self`, whose class is the enclosing one, or on another object whose class the Swift
    /// declares. UIKit and AppKit look the identifier up in the scene of the object it is performed on, so the segue
    /// must be in the scenes of that class or of its subclasses: anywhere else, performing it raises at run time
    /// (`Receiver … has no segue with identifier`).
    func performedSegue(_ identifier: String, _ use: MigrationScan.Use, _ performed: MigrationScan.PerformedSegue, placeholders: Bool) -> Resolution {
        guard readsStoryboards else { return Resolution(note: "no storyboard was read") }
        guard segueIdentifiers.contains(identifier) else {
            return Resolution(status: .missing, note: "no segue has this identifier in the storyboards read")
        }
        // The class it is performed on, when it is one the storyboards or the Swift read know (not a protocol).
        let performer = (performed.onSelf ? use.enclosingType : performed.receiverClass.map(StringUse.Cast.bare))
            .flatMap { seguesByClass[$0] != nil || hierarchy.isClass($0) ? $0 : nil }
        let on = performed.receiver.map { "`\($0)`," } ?? "an object"
        let elsewhere = sourceHaving(identifier).map { "a segue of \($0.className)'s scenes" }
            ?? sceneSegue(identifier).map { "a segue of a scene without a custom class in \($0.storyboard.name).storyboard" }
        guard let performer else {
            // Performed on an object whose class the Swift read does not say: the name is checked, not the class.
            let note = performed.onSelf ? elsewhere : "\(elsewhere ?? "a segue of the storyboards read"); performed on \(on) whose class the Swift read does not say"
            return Resolution(status: .resolved, note: note)
        }
        let performedOn = performed.onSelf ? "" : "performed on \(on) a \(performer); "
        if seguesByClass[performer]?.contains(identifier) == true {
            let note = performed.onSelf ? nil : "performed on \(on) a \(performer)"
            let typed = segueSources[performer].flatMap { source in
                source.cases.first { $0.identifier == identifier }.map { segueCase in
                    "performSegue(.\(SwiftIdentifier.escaped(segueCase.name)), sender: \(placeholders ? "nil" : performed.sender ?? "nil"))"
                }
            }
            return Resolution(status: .resolved, replacement: typed, note: note)
        }
        let subclasses = seguesByClass.filter { $0.value.contains(identifier) && hierarchy.isSubclass($0.key, of: performer) }.keys.sorted()
        if !subclasses.isEmpty {
            return Resolution(status: .resolved, note: "\(performedOn)a segue of the scenes of \(subclasses.joined(separator: ", ")), "
                              + "subclasses of \(performer): their generated `performSegue(_:sender:)` names it")
        }
        let holder = elsewhere.map { "; \($0)" } ?? ""
        guard seguesByClass[performer] != nil else {
            return Resolution(note: "\(performedOn)\(performer) has no scene in the storyboards read\(holder)")
        }
        return Resolution(status: .missing, note: "\(performedOn)no scene of \(performer) or of its subclasses has this segue\(holder): "
                          + "performing it on a \(performer) raises at run time")
    }

    /// The first class, by name, whose scenes have a segue with `identifier`.
    func sourceHaving(_ identifier: String) -> GenerationModel.Source? {
        segueSources.keys.sorted().lazy.compactMap { segueSources[$0] }.first { Self.has(identifier, $0) }
    }

    /// The first storyboard with a scene without a custom class that has a segue with `identifier`, and the segue.
    func sceneSegue(_ identifier: String) -> (storyboard: GenerationModel.Storyboard, segue: GenerationModel.SceneSegue)? {
        for storyboard in model.storyboards {
            if let found = storyboard.sceneSegues.first(where: { $0.identifier == identifier }) { return (storyboard, found) }
        }
        return nil
    }

    /// Whether a source class has a segue with `identifier`.
    static func has(_ identifier: String, _ source: GenerationModel.Source) -> Bool {
        source.cases.contains { $0.identifier == identifier } || source.typedCases.contains { $0.identifier == identifier }
    }

    /// The typed code for a comparison with, or a `case` of, `source`'s segue `identifier`; `qualifier` is the class and
    /// a dot when it is another than the one whose code it is.
    func replacement(of identifier: String, _ form: MigrationScan.IdentifierUse, source: GenerationModel.Source, qualifier: String,
                     placeholders: Bool) -> String? {
        let segueCase = source.cases.first { $0.identifier == identifier }.map { SwiftIdentifier.escaped($0.name) }
        let typedCase = source.typedCases.first { $0.identifier == identifier }.map { SwiftIdentifier.escaped($0.name) }
        let segue = placeholders ? (form.inShouldPerform ? "identifier" : "segue") : form.segueExpression ?? "segue"
        switch (form.isCase, form.inShouldPerform, form.isNegated) {
        case (false, true, _):
            return segueCase.map { "\(qualifier)Segues(rawValue: \(segue)) \(form.isNegated ? "!=" : "==") .\($0)" }
        case (false, false, false):
            return typedCase.map { "case .\($0)(let destination) = \(qualifier)TypedSegue(\(segue))" }
        case (false, false, true):
            return segueCase.map { "\(segue).identifier != \(qualifier)Segues.\($0).rawValue" }
        case (true, true, _):
            return segueCase.map { "case .\($0):  // in `switch \(qualifier)Segues(rawValue: \(segue))`" }
        case (true, false, _):
            return typedCase.map { "case .\($0)(let destination):  // in `switch \(qualifier)TypedSegue(\(segue))`" }
        }
    }

    /// A cast of a segue's destination that no comparison ties to one segue: it holds when one of the class's segues
    /// leads to the class cast to, and fails when none can.
    func destinationCastOfAnySegue(_ use: MigrationScan.Use, _ form: MigrationScan.DestinationCast) -> Resolution {
        var resolution = Resolution(note: "no identifier comparison or `case` around the cast says which segue it is for")
        let written = form.castClass
        let ends: [(direct: String, reached: String?)] = use.enclosingType.flatMap { destinations[$0] }.map { Array($0.values.joined()) } ?? []
        resolution.cast = cast(to: written, among: ends, throughContainer: form.throughContainer)
        if resolution.cast?.matches == true {
            resolution.note! += "; a segue of \(use.enclosingType ?? "the class") leads to \(resolution.cast?.storyboard ?? written)"
        }
        return resolution
    }

    /// A cast of a segue's destination, written for the segue `identifier`.
    func destinationCast(_ identifier: String, _ use: MigrationScan.Use, _ form: MigrationScan.DestinationCast) -> Resolution {
        let written = form.castClass
        let own = use.enclosingType.flatMap { destinations[$0]?[identifier] }
        let ends = own ?? destinations.keys.sorted().lazy.compactMap { destinations[$0]?[identifier] }.first ?? []
        guard !ends.isEmpty else {
            // An unwind segue, or one to a storyboard not read: no class to hold the cast against.
            let status: StringUse.Status = readsStoryboards && !segueIdentifiers.contains(identifier) ? .missing : .unknown
            let note = !readsStoryboards ? "no storyboard was read"
                : status == .missing ? "no segue has this identifier in the storyboards read"
                : "the segue leads to no scene of the storyboards read"
            return Resolution(status: status, note: note, cast: StringUse.Cast(written: written, storyboard: nil, matches: nil))
        }
        var resolution = Resolution(status: .resolved, cast: cast(to: written, among: ends, throughContainer: form.throughContainer))
        if own == nil, let enclosing = use.enclosingType {
            resolution.note = "a segue of another class's scenes, not of \(enclosing)'s"
        } else if let source = use.enclosingType.flatMap({ segueSources[$0] }),
                  let typed = source.typedCases.first(where: { $0.identifier == identifier }) {
            resolution.note = "`case .\(SwiftIdentifier.escaped(typed.name))(let destination)` of `TypedSegue(segue)` has it as \(typed.className)"
        }
        return resolution
    }

    /// The cast to `written` of the controllers segues lead to (through a container with `throughContainer`): it holds
    /// when one of them is a `written`, and fails when none can be.
    func cast(to written: String, among ends: [(direct: String, reached: String?)], throughContainer: Bool) -> StringUse.Cast {
        let classes = Array(Set(ends.compactMap { throughContainer ? $0.reached : $0.direct })).sorted()
        let casts = classes.map { hierarchy.cast($0, to: written) }
        if let holding = casts.first(where: { $0.matches == true }) { return holding }
        guard !classes.isEmpty else { return StringUse.Cast(written: written, storyboard: nil, matches: nil) }
        let fails = casts.allSatisfy { $0.matches == false }
        return StringUse.Cast(written: written, storyboard: classes.joined(separator: " or "), matches: fails ? false : nil)
    }
}
